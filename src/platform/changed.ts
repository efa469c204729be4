// How a page changes a draft (bank binding, a complaint, the registration): a change made on a copy, so that React,
// which compares state by reference, sees a new draft, and the stored one is left as it was. Drafts are plain JSON (web
// storage holds them so), so a JSON copy is a whole copy. This took the place of immer's produce, whose 3.7 KB gzip
// was in the first load of every form page and of complaint home (issue 27).

/** A draft's copy, which a change may write to however deep (a draft's own type may be read-only). */
export type Writable<T> = T extends object ? { -readonly [K in keyof T]: Writable<T[K]> } : T;

/** `draft` after `change`, made on a copy: the same draft when the change changed nothing, so no state moves. */
export function changed<T>(draft: T, change: (next: Writable<T>) => void): T {
  const before = JSON.stringify(draft);
  const next = JSON.parse(before) as Writable<T>;
  change(next);
  return JSON.stringify(next) === before ? draft : (next as T);
}
