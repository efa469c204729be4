import { build, type Plugin } from 'vite';
const stubs: Record<string, string> = JSON.parse(process.env.STUBS ?? '{}');
const p: Plugin = { name: 'stub', enforce: 'pre', resolveId: { order: 'pre', handler: (s) => stubs[s] ?? null } };
await build({ logLevel: 'warn', plugins: [p], build: { outDir: '/tmp/an/dist', emptyOutDir: true } });
