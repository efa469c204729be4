import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // react-docgen parses with Babel; react-docgen-typescript needs the TypeScript API, which typescript 7 lacks.
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => {
    // The app's entries (vite.config.ts) are not Storybook's.
    if (viteConfig.build?.rollupOptions) delete viteConfig.build.rollupOptions.input;
    if (viteConfig.build) viteConfig.build.manifest = false;
    return viteConfig;
  },
};

export default config;
