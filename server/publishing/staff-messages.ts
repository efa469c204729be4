// What the staff endpoints answer in words (product staff and release pipelines read them; no borrower does), kept in
// one place as the playground's are beside its routes.

export const staffMessages = {
  off: 'Publishing is off on this server: it has no STAFF_TOKEN. Set STAFF_TOKEN in its environment to turn it on.',
  missing: 'The staff endpoints need the staff credential: send "Authorization: Bearer <STAFF_TOKEN>".',
  wrong: 'The staff credential is not this server\'s STAFF_TOKEN.',
  unknownDocument: (id: string) => `The bundle has no ${id}: a published version replaces a bundled form, screen or product's bank-binding items.`,
  refused: (count: number) => `Refused: ${count} problem${count === 1 ? '' : 's'} (file#path: message).`,
  note: 'note: why, in words (1 to 500 characters)',
  percent: 'rollout: a whole percent from 0 to 100, or "all"',
  manifest: (problem: string) => `Not a build manifest (core/publishing/build-manifest.ts): ${problem}`,
  body: 'The body must be a JSON object.',
} as const;
