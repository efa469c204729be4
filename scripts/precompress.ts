// Each built script, stylesheet and picture is also written compressed beside itself (name.br, name.gz), at the
// strongest settings, once per build: what a phone on prepaid data pays for is the compressed bytes. Compressing per
// response must be fast, so the server's on-the-fly brotli is quality 5; quality 11 takes about 9% more off the
// assets (the framework chunk every page loads 62.6 -> 56.8 KB), and a build can afford it. The server sends the
// file the browser can take (@fastify/static's preCompressed: brotli over HTTPS, gzip elsewhere); a CDN in front can
// serve them the same way.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The files worth compressing: text formats (a PNG or WOFF2 is compressed already). */
const compressible = /\.(m?js|css|svg|json|txt|xml)$/;

/** The brotli (quality 11) and gzip (level 9) forms of `content`, each only where it is smaller than the file itself. */
export async function compressedForms(content: Buffer): Promise<{ extension: '.br' | '.gz'; bytes: Buffer }[]> {
  const forms = [
    { extension: '.br' as const, bytes: await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }) },
    { extension: '.gz' as const, bytes: await gzipped(content, { level: constants.Z_BEST_COMPRESSION }) },
  ];
  return forms.filter((form) => form.bytes.length < content.length);
}

/** Writes name.br and name.gz beside every compressible file of the build under assets/ (the hashed, immutable ones). */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => file.startsWith('assets/') && compressible.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          for (const form of await compressedForms(await readFile(full))) await writeFile(`${full}${form.extension}`, form.bytes);
        }),
      );
    },
  };
}
