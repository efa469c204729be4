import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

// What a page may never write to web storage in clear (issue 24, DESIGN.md safety rules), checked after every test:
// - no entry holds, at its top level, a property that a schema in schemas/storage marks "x-sensitive";
// - no entry holds a value typed into a field the browser is told to keep no copy of: autocomplete "off" (card and
//   account numbers, the picture code), "one-time-code" (the SMS code), or a password.
const storageDir = path.resolve(import.meta.dirname, '../../schemas/storage');
const sensitiveProperties = new Set(
  readdirSync(storageDir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const schema = JSON.parse(readFileSync(path.join(storageDir, file), 'utf8')) as { properties?: Record<string, { 'x-sensitive'?: boolean }> };
      return Object.entries(schema.properties ?? {}).filter(([, property]) => property['x-sensitive'] === true).map(([name]) => name);
    }),
);
export const secretInputs = 'input[autocomplete="off"], input[autocomplete="one-time-code"], input[type="password"]';

/**
 * The values of web storage's entries, by key, of a page's origin; none where the page has no storage (about:blank) or
 * does not answer within `waitMs` (a test that holds a navigation back forever: the page cannot run script then).
 */
export async function storageOf(page: Page, waitMs = 5_000): Promise<Record<string, string>> {
  if (page.isClosed()) return {};
  const dump = page
    .evaluate(() => {
      try {
        return { ...window.localStorage, ...window.sessionStorage } as Record<string, string>;
      } catch {
        return {};
      }
    })
    .catch(() => ({}));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unanswered = new Promise<Record<string, string>>((resolve) => (timer = setTimeout(() => resolve({}), waitMs)));
  try {
    return await Promise.race([dump, unanswered]);
  } finally {
    clearTimeout(timer);
  }
}

/** Why the stored entries break the rule: each property or typed secret found, by entry. */
export function sensitiveStored(stored: Readonly<Record<string, string>>, typedSecrets: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const [key, raw] of Object.entries(stored)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed === 'object' && parsed !== null) {
      for (const name of Object.keys(parsed)) if (sensitiveProperties.has(name)) found.push(`${key} holds the sensitive property '${name}'`);
    }
    for (const secret of typedSecrets) if (raw.includes(secret)) found.push(`${key} holds '${secret}', typed into a field marked secret`);
  }
  return found;
}

