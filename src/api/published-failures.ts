import type { PublishedFailures } from '../../generated/types/storage/published-failures.ts';
import { drawFailureCall } from '../../generated/calls/publishing/draw-failure.ts';
import { validate as validateFailures } from '../../generated/validators/storage/published-failures.js';
import { readStored, writeStored, type StoredEntry } from '../platform/web-storage.ts';
import { callApi } from './client.ts';

// What a page needs only once a published version has been answered (src/api/published.ts loads it then): the versions
// that failed to draw on this device, and the report of a failure to the server.

/** The versions that failed to draw here, per id: never drawn again on this device (schemas/storage/published-failures.json). */
export const publishedFailuresEntry: StoredEntry<PublishedFailures> = { key: 'cashpeso.publishedFailures', area: 'local', validate: validateFailures };

/** Failures kept per id: the newest, since staff publish forward. */
const failuresKeptPerId = 20;

export function failedVersions(id: string): readonly number[] {
  return readStored(publishedFailuresEntry)?.[id] ?? [];
}

/** Remembers that this version failed to draw, so that the next open draws the bundled copy at once. */
export function rememberFailedVersion(id: string, version: number): void {
  const failures = { ...(readStored(publishedFailuresEntry) ?? {}) };
  failures[id] = [...new Set([...(failures[id] ?? []), version])].slice(-failuresKeptPerId);
  writeStored(publishedFailuresEntry, failures);
}

/**
 * Tells the server that this version threw while drawing here (the page already fell back): enough borrowers'
 * reports roll it back for everyone (PUBLISHED_FAILURE_ROLLBACK_AT). Never a toast nor an error: the borrower has their
 * screen, and a lost report only means the server counts one fewer.
 */
export async function reportDrawFailure(id: string, version: number): Promise<void> {
  try {
    await callApi(drawFailureCall, { id, version }, { toastOnFailure: false });
  } catch {
    // Offline or refused: nothing the borrower can act on.
  }
}

/** Remembers the failure here and reports it: the next open draws the bundled copy at once, and enough reports roll
 * the version back for everyone. */
export function fellBack(id: string, version: number): void {
  rememberFailedVersion(id, version);
  void reportDrawFailure(id, version);
}
