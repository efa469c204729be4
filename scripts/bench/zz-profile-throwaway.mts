import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '/work/main/playwright.config.ts';

const out = '/tmp/prof/page';
const form = process.argv[2] ?? 'ours';
const field = Number(process.argv[3] ?? 50);
if (!process.env.NOBUILD) await build({ configFile: '/work/main/scripts/bench/vite.bench.config.ts', build: { outDir: out, minify: false, emptyOutDir: true } });
const server = createServer((req, res) => {
  const p = new URL(req.url ?? '/', 'http://x').pathname;
  const file = path.join(out, p === '/' ? 'bench.html' : p);
  if (!existsSync(file)) { res.writeHead(404).end(); return; }
  res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html' });
  createReadStream(file).pipe(res);
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
const cdp = await page.context().newCDPSession(page);
await page.goto(`${url}/?form=${form}`);
await page.locator(`#root_field100`).waitFor();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const input = page.locator(`#root_field${field}`);
await input.scrollIntoViewIfNeeded();
await input.click();
await page.evaluate(() => (window as any).__latency.take());
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.keyboard.type('41112222333344445555', { delay: 60 });
const lat = await page.evaluate(() => (window as any).__latency.take());
const { profile } = await cdp.send('Profiler.stop') as any;
console.log('latencies', lat.map((x: number) => Math.round(x)).join(' '));
const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const dts = profile.timeDeltas; const counts = new Map<number, number>();
profile.samples.forEach((s: number, i: number) => counts.set(s, (counts.get(s) ?? 0) + (dts[i + 1] ?? 0)));
const name = (n: any) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
const self = new Map<string, number>(); const total = new Map<string, number>();
let all = 0;
for (const [id, t] of counts) {
  const n = byId.get(id); all += t;
  if (n.callFrame.functionName === '(idle)' || n.callFrame.functionName === '(program)') continue;
  self.set(name(n), (self.get(name(n)) ?? 0) + t);
  const seen = new Set<string>(); let cur: number | undefined = id;
  while (cur !== undefined) { const k = name(byId.get(cur)); if (!seen.has(k)) { seen.add(k); total.set(k, (total.get(k) ?? 0) + t); } cur = parent.get(cur); }
}
const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, t]) => `${(t / 1000).toFixed(0).padStart(6)} ms  ${n}`).join('\n');
console.log('profile ms', (all / 1000).toFixed(0));
console.log('--- self'); console.log(top(self, 30));
console.log('--- total'); console.log(top(total, 70));
await browser.close(); server.close();
