// What the answer to the ask for a published version means, read alike by the page's loader before the app
// (src/app/after-first-paint.ts) and by the app (published.ts): version 0 or no document is the bundled copy.

/** Whether an answer's data names a published version to draw. */
export function namesPublishedVersion(data: { version?: unknown; document?: unknown } | undefined): boolean {
  return data !== undefined && data.version !== undefined && data.version !== 0 && data.document !== null && data.document !== undefined;
}
