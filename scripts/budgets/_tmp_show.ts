import { build, type Plugin } from 'vite';
const want = process.argv[2]!;
const p: Plugin = { name: 'show', generateBundle(_o, b) { for (const c of Object.values(b)) if (c.type === 'chunk') for (const [id, m] of Object.entries(c.modules)) if (id.includes(want)) console.log(`== ${id} in ${c.fileName}\n${m.code}`); } };
await build({ logLevel: 'warn', plugins: [p], build: { outDir: '/tmp/an/dist2', emptyOutDir: true, minify: false } });
