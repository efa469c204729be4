import useSWR from 'swr';
import type { PublishedFailures } from '../../generated/types/storage/published-failures.ts';
import { drawFailureCall } from '../../generated/calls/publishing/draw-failure.ts';
import { publishedVersionCall } from '../../generated/calls/publishing/published-version.ts';
import { validate as validateFailures } from '../../generated/validators/storage/published-failures.js';
import { readStored, writeStored, type StoredEntry } from '../platform/web-storage.ts';
import { callApi } from './client.ts';

// A published version of a form, screen descriptor or product's bank-binding items (issue 26). The page asks for it
// with its first calls (routes.json "loads", sent before the app's JS), and draws the bundled copy, version 0, whenever
// nothing is published, the call fails, the document is refused by `accept`, or that version already failed to draw on
// this device. Nothing here ever blocks the page: every failure is the bundled copy.

export interface Published<T> {
  /** forms/<name>, screens/<name> or bank-binding/<productId>. */
  id: string;
  /** 0: the bundled copy. */
  version: number;
  document: T;
}

/** Reads a published document as the page can draw it, or undefined to refuse it (the bundled copy then draws). */
export type AcceptDocument<T> = (document: unknown) => Promise<T | undefined> | T | undefined;

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

/** The version this borrower gets, read through `accept`; the bundled copy on any failure (no toast: it is not the borrower's concern). */
export async function fetchPublished<T>(id: string, bundled: T, accept: AcceptDocument<T>): Promise<Published<T>> {
  const bundledCopy: Published<T> = { id, version: 0, document: bundled };
  try {
    const answer = await callApi(publishedVersionCall, { id }, { toastOnFailure: false });
    if (!answer.success || answer.data.version === 0 || answer.data.document === null) return bundledCopy;
    const { version, document } = answer.data;
    if (failedVersions(id).includes(version)) return bundledCopy;
    const accepted = await accept(document);
    if (accepted === undefined) {
      // A warning, not an error: the page is whole, and the server refuses what builds in use cannot draw.
      console.warn(`[publishing] ${id} version ${version} was refused by this build; the bundled copy draws`);
      return bundledCopy;
    }
    return { id, version, document: accepted };
  } catch {
    return bundledCopy;
  }
}

/**
 * The published version of `id` for this borrower: undefined while the answer is on its way (a screen draws the
 * bundled copy then, see src/ui/published-draw.tsx), then the version to draw. Asked once per page.
 */
export function usePublished<T>(id: string, bundled: T, accept: AcceptDocument<T>): Published<T> | undefined {
  const { data } = useSWR([publishedVersionCall.path, id], () => fetchPublished(id, bundled, accept), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return data;
}
