// The original's name for the flag; set once repay or rollover was opened from this page, and it then
// keeps the kind-tips dialog away for the rest of the session (SPEC.md section 4).
const showBankTipKey = 'showBankTip';

export function readShowBankTip(): boolean {
  try {
    return sessionStorage.getItem(showBankTipKey) === '1';
  } catch {
    // Storage can be disabled in a WebView; the dialog then shows, which is the safe side.
    return false;
  }
}

export function setShowBankTip(): void {
  try {
    sessionStorage.setItem(showBankTipKey, '1');
  } catch {
    // See readShowBankTip.
  }
}
