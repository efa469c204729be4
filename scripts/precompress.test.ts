import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { compressedForms, precompressAssets } from './precompress.ts';

const text = Buffer.from(Array.from({ length: 2000 }, (_, i) => `export const row${i} = "row ${i % 37}";`).join('\n'));

describe('compressedForms', () => {
  it('gives brotli at its strongest and gzip, each decoding to the file', async () => {
    const forms = await compressedForms(text);
    expect(forms.map((form) => form.extension)).toEqual(['.br', '.gz']);
    const [br, gz] = forms;
    expect(brotliDecompressSync(br!.bytes).equals(text)).toBe(true);
    expect(gunzipSync(gz!.bytes).equals(text)).toBe(true);
    const fast = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    expect(br!.bytes.length).toBeLessThan(fast.length);
  });

  it('leaves out a form that would be larger than the file', async () => {
    expect(await compressedForms(Buffer.from('a'))).toEqual([]);
  });
});

describe('precompressAssets', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('writes name.br and name.gz beside each built script', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    dirs.push(root);
    const entry = path.join(root, 'entry.js');
    await writeFile(entry, `console.log(${JSON.stringify(text.toString())});\n`);
    await build({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [precompressAssets()],
      build: { outDir: path.join(root, 'dist'), rollupOptions: { input: entry }, minify: false },
    });
    const assets = await readdir(path.join(root, 'dist', 'assets'));
    const script = assets.find((file) => file.endsWith('.js'))!;
    expect(assets).toEqual(expect.arrayContaining([`${script}.br`, `${script}.gz`]));
    const original = await readFile(path.join(root, 'dist', 'assets', script));
    expect(brotliDecompressSync(await readFile(path.join(root, 'dist', 'assets', `${script}.br`))).equals(original)).toBe(true);
    expect(gunzipSync(await readFile(path.join(root, 'dist', 'assets', `${script}.gz`))).equals(original)).toBe(true);
  });
});
