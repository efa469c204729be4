// The one way to show a toast, for every screen and the api client. What draws it is a port that each root plugs in
// before drawing (src/ui/toast-feedback.ts, with antd-mobile), so the client and the platform know no UI kit, and a
// test or a story can watch what was shown.

/** SPEC.md section 9: toasts stay 3 s by default and never less than 300 ms. */
export const toastDefaultMs = 3000;
export const toastMinimumMs = 300;

export interface FeedbackPort {
  /** Shows a text toast for `durationMs` (already at least the minimum); resolves once it is on screen. */
  showToast(text: string, durationMs: number): Promise<void>;
  /** Shows a loading toast until the returned function is called, even if that comes before the toast shows. */
  showLoading(text: string): () => void;
}

let installed: FeedbackPort | undefined;

/**
 * Called by each root (src/app/main.tsx, src/promo/main.tsx, Storybook, the test setup) before it draws. Answers the
 * port it replaces, so that a test can put it back.
 */
export function installFeedback(port: FeedbackPort | undefined): FeedbackPort | undefined {
  const replaced = installed;
  installed = port;
  return replaced;
}

function port(): FeedbackPort {
  // No silent fallback: a toast nobody sees is a borrower left without the message (STYLE.md: no silent registries).
  if (!installed) throw new Error('No feedback port installed: the root must call installFeedback() before drawing.');
  return installed;
}

/** Shows a text toast; resolves once it is on screen. */
export function showToast(text: string, durationMs = toastDefaultMs): Promise<void> {
  return port().showToast(text, Math.max(durationMs, toastMinimumMs));
}

/** Shows a loading toast until the returned function is called, even if that comes before the toast loads. */
export function showLoading(text: string): () => void {
  return port().showLoading(text);
}
