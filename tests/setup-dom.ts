import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installFeedback } from '../src/platform/feedback.ts';
import { toastFeedback } from '../src/ui/toast-feedback.ts';

// What each root does before drawing: toasts go through antd-mobile, so tests see them as a borrower would.
installFeedback(toastFeedback);

afterEach(() => cleanup());

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
