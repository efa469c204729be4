// antd-mobile's English texts (its locales/base.js, which en-US merges), cut to the sections that the components this
// app draws read: the build puts this module in base.js's place (swaps in scripts/budgets/bundle-plugins.ts). The
// whole file was 1.1 KB gzip on every page, two thirds of it the texts of components no screen draws (Calendar,
// Form's validation messages, ErrorBlock). scripts/budgets/antd-mobile-locale.test.ts holds it to every section read by a component
// that src/ or renderers/ imports, and each section to antd-mobile's own texts.

export const base = {
  locale: 'en',
  common: { confirm: 'Confirm', cancel: 'Cancel', loading: 'Loading', close: 'Close' },
  DatePicker: { tillNow: 'Till Now' },
  Dialog: { ok: 'OK' },
  ImageUploader: { uploading: 'Uploading...', upload: 'Upload' },
  Input: { clear: 'clear' },
  Mask: { name: 'Mask' },
  NumberKeyboard: { backspace: 'backspace' },
  Selector: { name: 'Selector' },
  Slider: { name: 'Slider' },
  Stepper: { decrease: 'decrease', increase: 'increase' },
  Switch: { name: 'Switch' },
};
