import type { ShowBankTip } from '../../../generated/types/storage/show-bank-tip.ts';
import { validate } from '../../../generated/validators/storage/show-bank-tip.js';
import { readStored, writeStored, type StoredEntry } from '../../platform/web-storage.ts';

// Set once repay or rollover was opened from this page, and it then keeps the kind-tips dialog away for the rest of
// the session (SPEC.md section 4; schemas/storage/show-bank-tip.json). The key is the original's name for the flag.
export const showBankTipEntry: StoredEntry<ShowBankTip> = { key: 'showBankTip', area: 'session', validate };

/** Storage switched off (a WebView) reads as unset: the dialog then shows, which is the safe side. */
export function readShowBankTip(): boolean {
  return readStored(showBankTipEntry) === 1;
}

export function setShowBankTip(): void {
  writeStored(showBankTipEntry, 1);
}
