import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformWithOxc } from 'vite';

// src/platform/compress-image.ts with the browser's own codec, in Chromium: jsdom has no canvas, so the unit test
// (compress-image.test.ts) fakes decoding and encoding, and this proves the real ones. The module is plain code
// without imports; its types are stripped and its exports made plain declarations, then it runs in a blank page.

const source = path.resolve(import.meta.dirname, '../../src/platform/compress-image.ts');

async function moduleScript(): Promise<string> {
  const { code } = await transformWithOxc(readFileSync(source, 'utf8'), source, { lang: 'ts' });
  if (/^\s*import\s/m.test(code)) throw new Error('compress-image.ts must stay free of imports for this test');
  return code.replace(/^export\s+(?=(async\s+)?function|const|let|class)/gm, '');
}

interface Outcome {
  name: string;
  type: string;
  size: number;
  width: number;
  height: number;
  originalSize: number;
  same: boolean;
}

/** Draws a picture of `width` x `height` as `type`, compresses it in the page and reports what would be sent. */
async function compressInPage(
  page: import('@playwright/test').Page,
  script: string,
  picture: { width: number; height: number; type: string; name: string } | { text: string; name: string },
  options: { withoutBitmapAndOffscreen?: boolean } = {},
): Promise<Outcome> {
  return page.evaluate(
    `(async () => {
      ${script}
      const picture = ${JSON.stringify(picture)};
      let file;
      if ('text' in picture) {
        file = new File([picture.text], picture.name, { type: 'image/jpeg' });
      } else {
        const canvas = document.createElement('canvas');
        canvas.width = picture.width;
        canvas.height = picture.height;
        const context = canvas.getContext('2d');
        // Noise, so that a photo-sized picture is photo-heavy as a PNG.
        const pixels = context.createImageData(picture.width, picture.height);
        let seed = 7;
        for (let i = 0; i < pixels.data.length; i += 4) {
          seed = (seed * 1103515245 + 12345) & 0x7fffffff;
          pixels.data[i] = seed & 255; pixels.data[i + 1] = (seed >> 8) & 255; pixels.data[i + 2] = (seed >> 16) & 255; pixels.data[i + 3] = 255;
        }
        context.putImageData(pixels, 0, 0);
        const blob = await new Promise((resolve) => canvas.toBlob(resolve, picture.type, 0.95));
        file = new File([blob], picture.name, { type: picture.type });
      }
      if (${options.withoutBitmapAndOffscreen === true}) {
        window.createImageBitmap = undefined;
        window.OffscreenCanvas = undefined;
      }
      const sent = await compressImage(file);
      let width = 0, height = 0;
      if (sent.type === 'image/jpeg' && sent !== file) {
        const image = new Image();
        image.src = URL.createObjectURL(sent);
        await image.decode();
        width = image.naturalWidth;
        height = image.naturalHeight;
      }
      return { name: sent.name, type: sent.type, size: sent.size, width, height, originalSize: file.size, same: sent === file };
    })()`,
  );
}

test.describe('compressImage in Chromium', () => {
  let script: string;
  test.beforeAll(async () => {
    script = await moduleScript();
  });

  test('a large photo becomes a JPEG of 1600 px on its longer side, far smaller', async ({ page }) => {
    const sent = await compressInPage(page, script, { width: 3200, height: 2400, type: 'image/png', name: 'IMG_0420.png' });
    expect(sent).toMatchObject({ name: 'IMG_0420.jpg', type: 'image/jpeg', width: 1600, height: 1200, same: false });
    expect(sent.size).toBeLessThan(sent.originalSize / 2);
  });

  test('a portrait keeps its proportions', async ({ page }) => {
    const sent = await compressInPage(page, script, { width: 1000, height: 2400, type: 'image/jpeg', name: 'screenshot.jpeg' });
    expect(sent).toMatchObject({ name: 'screenshot.jpg', type: 'image/jpeg', width: 667, height: 1600 });
  });

  test('an original smaller than its JPEG is sent as it is', async ({ page }) => {
    // A small flat PNG is a few hundred bytes; a JPEG's headers and tables alone are more.
    const sent = await page.evaluate(
      `(async () => {
        ${script}
        const canvas = document.createElement('canvas');
        canvas.width = 64; canvas.height = 64;
        canvas.getContext('2d').fillRect(0, 0, 64, 64);
        const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
        const file = new File([blob], 'flat.png', { type: 'image/png' });
        return (await compressImage(file)) === file;
      })()`,
    );
    expect(sent).toBe(true);
  });

  test('a file that is no picture is sent as it is, for the server to refuse', async ({ page }) => {
    const sent = await compressInPage(page, script, { text: 'just some text, not a JPEG', name: 'fake.jpg' });
    expect(sent).toMatchObject({ name: 'fake.jpg', same: true });
  });

  test('without createImageBitmap and OffscreenCanvas, an <img> and a canvas element do the same', async ({ page }) => {
    const sent = await compressInPage(page, script, { width: 2400, height: 1800, type: 'image/png', name: 'old-webview.png' }, { withoutBitmapAndOffscreen: true });
    expect(sent).toMatchObject({ name: 'old-webview.jpg', type: 'image/jpeg', width: 1600, height: 1200, same: false });
  });
});
