import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from '../../../vite.config.ts';
import { schemasFromCopy } from './schemas-from-copy.ts';

// The stories as Storybook composes them (.storybook/preview.tsx), drawn from a copy of schemas/ (SCHEMAS_COPY): the
// playground's browser test runs this after a save, to see the saved JSON in the stories with no code changed.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const copy = process.env.SCHEMAS_COPY;
if (!copy) throw new Error('SCHEMAS_COPY names the copy of schemas/ to draw the stories from.');

export default mergeConfig(
  viteConfig,
  defineConfig({
    root: repoRoot,
    plugins: [schemasFromCopy(repoRoot, copy)],
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/setup-dom.ts'],
      include: ['tests/e2e/stories-from-copy/saved-schemas.check.tsx'],
    },
  }),
);
