import { useMemo } from 'react';
import type { MessageKey } from '../../core/messages.ts';
import type { SavedRepayment } from '../../generated/types/storage/saved-repayment.ts';
import { useStoreAfterHydration } from './use-store-after-hydration.ts';
import { validate } from '../../generated/validators/storage/saved-repayment.js';
import { parseStored, readStoredText, writeStored, type StoredEntry } from './web-storage.ts';

// The repayment info that Repayment of period / of delay save before they open /repaymentOfCode2 (SPEC.md
// section 3: Repayment info). It lives in localStorage so that /repaymentOfCode2 survives a reload, and it is read
// back through the precompiled validator of schemas/storage/saved-repayment.json: an absent, unreadable or
// tampered entry is a reason (a message key), never a crash.

export type { PayNotice, PayNoticeEntry, SavedRepayment } from '../../generated/types/storage/saved-repayment.ts';

export const savedRepaymentKey = 'repayment.saved';

export type SavedRepaymentResult = { ok: true; info: SavedRepayment } | { ok: false; reason: MessageKey };

export const savedRepaymentEntry: StoredEntry<SavedRepayment> = { key: savedRepaymentKey, area: 'local', validate };

/**
 * Saves the repayment info for /repaymentOfCode2. Returns false when it could not be kept (storage off or full, or
 * info that does not match the schema, which is a programming error and is logged), so the caller may tell the
 * borrower; the next page then shows its 'absent' message rather than stale info.
 */
export function saveRepayment(info: SavedRepayment): boolean {
  return writeStored(savedRepaymentEntry, info);
}

function readRaw(): string | null {
  return readStoredText(savedRepaymentEntry);
}

/** The saved repayment info, validated; or why there is none to show. */
export function readSavedRepayment(): SavedRepaymentResult {
  return parseSaved(readRaw());
}

function parseSaved(raw: string | null): SavedRepaymentResult {
  if (raw === null) return { ok: false, reason: 'savedRepayment.absent' };
  const info = parseStored(savedRepaymentEntry, raw);
  return info ? { ok: true, info } : { ok: false, reason: 'savedRepayment.corrupt' };
}

const noSubscription = () => () => {};

/**
 * readSavedRepayment for a screen: undefined while prerendering and hydrating (the build has no storage, and the
 * first paint must match the prerendered HTML), then the validated info or the reason.
 */
export function useSavedRepayment(): SavedRepaymentResult | undefined {
  const raw = useStoreAfterHydration<string | null>(noSubscription, readRaw);
  return useMemo(() => (raw === undefined ? undefined : parseSaved(raw)), [raw]);
}
