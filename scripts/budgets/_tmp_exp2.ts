import { build, type Plugin } from 'vite';
const p: Plugin = { name: 'stub', enforce: 'pre', resolveId: { order: 'pre', handler: (s, imp) => (s === './registry.ts' && imp?.endsWith('ScreenRenderer.tsx') ? '/work/main/scripts/budgets/_tmp_node_registry.ts' : null) } };
await build({ logLevel: 'warn', plugins: [p], build: { outDir: '/tmp/an/dist', emptyOutDir: true } });
