import type { FeedbackPort } from "../platform/feedback.ts";

// The feedback port drawn with antd-mobile's Toast. The Toast, and the render shim it draws with (src/platform/antd-imperative-render.ts), load on first use
// so that they stay out of the first paint of every screen (docs/decisions/005).

type ToastModule = typeof import("antd-mobile/es/components/toast");

let toastModule: Promise<ToastModule["default"]> | undefined;
// antd-mobile keeps one toast on screen and reuses its handler, so closing a loading toast late would
// close whatever toast replaced it. Each show takes a number; a loading toast closes only if it is still the latest.
let latestShow = 0;

function loadToast(): Promise<ToastModule["default"]> {
  toastModule ??= Promise.all([
    import("../platform/antd-imperative-render.ts"),
    import("antd-mobile/es/components/toast"),
  ]).then(([, module]) => module.default);
  return toastModule;
}

export const toastFeedback: FeedbackPort = {
  async showToast(text, durationMs) {
    const Toast = await loadToast();
    latestShow += 1;
    Toast.show({ content: text, duration: durationMs });
  },

  showLoading(text) {
    let closed = false;
    let shownAs: number | undefined;
    let close: (() => void) | undefined;
    void loadToast().then((Toast) => {
      if (closed) return;
      shownAs = latestShow += 1;
      close = Toast.show({
        icon: "loading",
        content: text,
        duration: 0,
        maskClickable: false,
      }).close;
    });
    return () => {
      closed = true;
      if (shownAs === latestShow) close?.();
    };
  },
};
