// The one way to show a toast. antd-mobile's Toast, and the React 19 shim it draws with, are loaded on first use
// so that they stay out of the first paint of every screen.

type ToastModule = typeof import('antd-mobile/es/components/toast');

/** SPEC.md section 9: toasts stay 3 s by default and never less than 300 ms. */
export const toastDefaultMs = 3000;
export const toastMinimumMs = 300;

let toastModule: Promise<ToastModule['default']> | undefined;
// antd-mobile keeps one toast on screen and reuses its handler, so closing a loading toast late would
// close whatever toast replaced it. Each show takes a number; a loading toast closes only if it is still the latest.
let latestShow = 0;

function loadToast(): Promise<ToastModule['default']> {
  toastModule ??= Promise.all([import('./antd-react19.ts'), import('antd-mobile/es/components/toast')]).then(([, module]) => module.default);
  return toastModule;
}

/** Shows a text toast; resolves once it is on screen. */
export async function showToast(text: string, durationMs = toastDefaultMs): Promise<void> {
  const Toast = await loadToast();
  latestShow += 1;
  Toast.show({ content: text, duration: Math.max(durationMs, toastMinimumMs) });
}

/** Shows a loading toast until the returned function is called, even if that comes before the toast loads. */
export function showLoading(text: string): () => void {
  let closed = false;
  let shownAs: number | undefined;
  let close: (() => void) | undefined;
  void loadToast().then((Toast) => {
    if (closed) return;
    shownAs = latestShow += 1;
    close = Toast.show({ icon: 'loading', content: text, duration: 0, maskClickable: false }).close;
  });
  return () => {
    closed = true;
    if (shownAs === latestShow) close?.();
  };
}
