// Builds the keystroke benchmark page (scripts/bench/page) into .bench/page, with the app's own plugins so that
// our form is measured as it ships. Never part of the app's build.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdMobileImports, swapModules, swaps } from '../budgets/bundle-plugins.ts';

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export default defineConfig({
  root: here('page'),
  base: './',
  logLevel: 'warn',
  // Every swap the app's build makes but rjsf's default registry: the stock rjsf form compared here draws with it (ours
  // never reaches rjsf's stock widgets, so keeping it changes nothing ours does on a key).
  plugins: [react(), antdMobileImports(), swapModules(swaps.filter((swap) => !swap.replacement.endsWith('rjsf-default-registry.ts')))],
  build: {
    outDir: here('../../.bench/page'),
    emptyOutDir: true,
    // One bundle with both forms and runtime ajv: big on purpose, and never shipped.
    chunkSizeWarningLimit: 5_000,
    rollupOptions: { input: here('page/bench.html') },
  },
});
