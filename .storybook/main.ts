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
    // Compressing every file at brotli's strongest is for what phones download, not for a review tool's build; nor are
    // the pages built apart (scripts/separate-build.ts), which would be built with Storybook's own plugins.
    const leftOut = new Set(['precompress-assets', 'separate-build']);
    viteConfig.plugins = viteConfig.plugins?.flat(Infinity).filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && leftOut.has(plugin.name)));
    return viteConfig;
  },
};

export default config;
