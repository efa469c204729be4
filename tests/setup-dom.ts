import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installFeedback } from '../src/platform/feedback.ts';
import { toastFeedback } from '../src/ui/toast-feedback.ts';

// What each root does before drawing: toasts go through antd-mobile, so tests see them as a borrower would.
installFeedback(toastFeedback);

afterEach(() => cleanup());

// findBy and waitFor wait for what a person would see; on a loaded machine (npm test's lanes side by side on 2 cores)
// it can take longer than the library's 1 s to appear, which says nothing about the product.
configure({ asyncUtilTimeout: 5_000 });

// antd-mobile's Picker captures the pointer; jsdom has no pointer capture.
const proto = Element.prototype as unknown as Record<string, unknown>;
proto.setPointerCapture ??= () => {};
proto.releasePointerCapture ??= () => {};
proto.hasPointerCapture ??= () => false;

// antd-mobile measures layout with ResizeObserver and matchMedia.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;

// jsdom has no stylesheet of antd-mobile; its picker wheel reads the item height from computed style.
const pickerStyle = document.createElement('style');
pickerStyle.textContent = '.adm-picker-view-item-height-measure { height: 34px; }';
document.head.append(pickerStyle);
