import { useEffect } from 'react';
import { formOutcomeWaitingEvent } from '../../renderers/core/form-outcome-event-names.ts';
import { useLoad } from '../platform/use-load.ts';
import { publishedVersionCall } from '../../generated/calls/publishing/published-version.ts';
import type { PublishedVersion } from '../../generated/types/api/publishing/published-version.ts';
import { callApi, type ApiResult } from './client.ts';

// A published version of a form, screen descriptor or product's bank-binding items (issue 26). The page asks for it
// with its first calls (routes.json "loads", sent before the app's JS), and draws the bundled copy, version 0, whenever
// nothing is published, the call fails, the document is refused by `accept`, or that version already failed to draw on
// this device. Nothing here ever blocks the page: every failure is the bundled copy. What only a published version
// needs (the failure memory and report, published-failures.ts) loads only when one is answered, so a page with nothing
// published pays for the one small call.

export interface Published<T> {
  /** forms/<name>, screens/<name> or bank-binding/<productId>. */
  id: string;
  /** 0: the bundled copy. */
  version: number;
  document: T;
}

/** Reads a published document as the page can draw it, or undefined to refuse it (the bundled copy then draws). */
export type AcceptDocument<T> = (document: unknown) => Promise<T | undefined> | T | undefined;

/**
 * Where a page asks which version it gets: the borrower call (publishing/published-version) by default; a page with no
 * borrower asks with what buckets its visitor instead (src/api/promotion.ts, publishing/visitor-version by the sid).
 */
export interface PublishedSource {
  /** What the answer is cached under, beside the document's id: the call, and what buckets the asker if it is not the session. */
  key: string;
  ask: (id: string) => Promise<ApiResult<PublishedVersion['response']>>;
  /** Starts telling the insights what became of the form's submits, as this asker (insight-reporting.ts, loaded only then). */
  reportOutcomes: () => void;
}

const borrowerSource: PublishedSource = {
  key: publishedVersionCall.path,
  ask: (id) => callApi(publishedVersionCall, { id }, { toastOnFailure: false }),
  reportOutcomes: () => void import('./insight-reporting.ts').then((reporting) => reporting.reportFormOutcomes(reporting.borrowerAsker)),
};

/** The version this borrower gets, read through `accept`; the bundled copy on any failure (no toast: it is not the borrower's concern). */
export async function fetchPublished<T>(id: string, bundled: T, accept: AcceptDocument<T>, source: PublishedSource = borrowerSource): Promise<Published<T>> {
  const bundledCopy: Published<T> = { id, version: 0, document: bundled };
  try {
    const answer = await source.ask(id);
    if (!answer.success || answer.data.version === 0 || answer.data.document === null) return bundledCopy;
    const { version, document } = answer.data;
    const { failedVersions } = await import('./published-failures.ts');
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
 * bundled copy then, see src/ui/published-draw.tsx), then the version to draw. Asked once per page; not at all without an id.
 */
export function usePublished<T>(id: string | undefined, bundled: T, accept: AcceptDocument<T>, source: PublishedSource = borrowerSource): Published<T> | undefined {
  // A form (not a screen) tells the insights what became of its submits, from its first outcome on.
  useEffect(() => {
    if (id === undefined || id.startsWith('screens/')) return;
    const report = () => source.reportOutcomes();
    addEventListener(formOutcomeWaitingEvent, report, { once: true });
    return () => removeEventListener(formOutcomeWaitingEvent, report);
  }, [id, source]);
  // No id (a page whose query lacks what names the document): nothing is asked, and the bundled copy draws.
  const { data } = useLoad(id === undefined ? null : [source.key, id], ([, asked]: [string, string]) => fetchPublished(asked, bundled, accept, source), {
    revalidateIfStale: false,
  });
  return data;
}
