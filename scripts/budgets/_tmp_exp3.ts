import { build } from 'vite';
await build({ logLevel: 'warn', build: { outDir: '/tmp/an/dist', emptyOutDir: true, rolldownOptions: { treeshake: { manualPureFunctions: ['Object.keys'] } } } });
