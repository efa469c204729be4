import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            setupFiles: ['tests/setup-dom.ts'],
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/stories/**/*.test.{ts,tsx}', 'renderers/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
            // npm test runs its lanes side by side on 2 cores: a jsdom test that takes 1 s alone can take 10 s then.
            testTimeout: 30_000,
          },
        },
        {
          // The generated-input suites: thousands of seeded cases each, so apart from the quick loop (test:fast).
          extends: true,
          test: {
            name: 'fuzz',
            environment: 'jsdom',
            setupFiles: ['tests/setup-dom.ts'],
            include: ['tests/fuzz/**/*.test.{ts,tsx}'],
            testTimeout: 120_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            // core/ runs in node: it must not need a DOM, as the server uses it too.
            include: ['core/**/*.test.ts', 'tests/schemas/**/*.test.ts', 'tests/lint/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
        {
          // The reference server's suites: PGlite, a throwaway PostgreSQL cluster, child servers killed mid-request.
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
