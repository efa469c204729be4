import { describe, expect, it, vi } from 'vitest';
import { compressImage, jpegName, jpegQuality, maxSide, targetSize, type DecodedImage, type ImageCodec } from './compress-image.ts';

// jsdom has no canvas: the codec is a fake that reports what it was asked to draw; the real one runs in Chromium
// (tests/e2e/compress-image.spec.ts).

function fileOf(size: number, name = 'photo.png', type = 'image/png'): File {
  return new File([new Uint8Array(size)], name, { type, lastModified: 1700000000000 });
}

function fakeCodec(decoded: { width: number; height: number } | null, encodedSize: number | null) {
  const close = vi.fn();
  const codec = {
    decode: vi.fn<ImageCodec['decode']>(async () => (decoded ? ({ ...decoded, source: {} as CanvasImageSource, close } satisfies DecodedImage) : null)),
    encode: vi.fn<ImageCodec['encode']>(async () => (encodedSize === null ? null : new Blob([new Uint8Array(encodedSize)], { type: 'image/jpeg' }))),
  };
  return { codec, close };
}

describe('targetSize', () => {
  it.each([
    // width, height -> width, height
    [4000, 3000, 1600, 1200],
    [3000, 4000, 1200, 1600],
    [1600, 900, 1600, 900],
    [1080, 2400, 720, 1600],
    [800, 600, 800, 600], // never enlarged
    [10000, 10, 1600, 2],
    [20000, 1, 1600, 1], // never below one pixel
  ])('%i x %i is drawn at %i x %i', (width, height, expectedWidth, expectedHeight) => {
    expect(targetSize(width, height)).toEqual({ width: expectedWidth, height: expectedHeight });
  });

  it('keeps the longer side within the limit', () => {
    expect(maxSide).toBe(1600);
    expect(targetSize(3333, 2222, 1000)).toEqual({ width: 1000, height: 667 });
  });
});

describe('jpegName', () => {
  it.each([
    ['IMG_0001.HEIC', 'IMG_0001.jpg'],
    ['screen.png', 'screen.jpg'],
    ['photo.jpg', 'photo.jpg'],
    ['no-extension', 'no-extension.jpg'],
    ['.png', 'image.jpg'],
    ['a.b.webp', 'a.b.jpg'],
  ])('%s -> %s', (name, expected) => expect(jpegName(name)).toBe(expected));
});

describe('compressImage', () => {
  it('sends a large photo as a JPEG at most 1600 px on its longer side, at quality 0.8', async () => {
    const original = fileOf(4_000_000, 'IMG_2031.png');
    const { codec, close } = fakeCodec({ width: 4032, height: 3024 }, 350_000);
    const sent = await compressImage(original, codec);
    expect(codec.encode).toHaveBeenCalledWith(expect.anything(), 1600, 1200, jpegQuality);
    expect(sent).not.toBe(original);
    expect(sent.name).toBe('IMG_2031.jpg');
    expect(sent.type).toBe('image/jpeg');
    expect(sent.size).toBe(350_000);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('keeps an original that is already smaller than the JPEG', async () => {
    const original = fileOf(40_000, 'screenshot.png');
    const { codec, close } = fakeCodec({ width: 720, height: 1280 }, 90_000);
    expect(await compressImage(original, codec)).toBe(original);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('sends the JPEG when the original is of a type the server refuses, however small', async () => {
    const original = fileOf(10_000, 'scan.gif', 'image/gif');
    const { codec } = fakeCodec({ width: 400, height: 300 }, 30_000);
    const sent = await compressImage(original, codec);
    expect(sent.type).toBe('image/jpeg');
    expect(sent.name).toBe('scan.jpg');
  });

  it('sends a file it cannot decode as it is, for the server to refuse with its own message', async () => {
    const original = new File(['this is not a picture'], 'fake.jpg', { type: 'image/jpeg' });
    const { codec } = fakeCodec(null, 100);
    expect(await compressImage(original, codec)).toBe(original);
    expect(codec.encode).not.toHaveBeenCalled();
  });

  it('sends the original when encoding fails or throws, and still frees the decoded image', async () => {
    const original = fileOf(4_000_000);
    const failing = fakeCodec({ width: 4000, height: 3000 }, null);
    expect(await compressImage(original, failing.codec)).toBe(original);
    expect(failing.close).toHaveBeenCalledTimes(1);

    const throwing = fakeCodec({ width: 4000, height: 3000 }, 1);
    throwing.codec.encode.mockRejectedValueOnce(new Error('canvas is too large'));
    expect(await compressImage(original, throwing.codec)).toBe(original);
    expect(throwing.close).toHaveBeenCalledTimes(1);
  });

  it('sends the original when decoding throws', async () => {
    const original = fileOf(1000);
    const { codec } = fakeCodec(null, 1);
    codec.decode.mockRejectedValueOnce(new Error('decode failed'));
    expect(await compressImage(original, codec)).toBe(original);
  });

  it('sends the original in a browser without canvas (the default codec in jsdom)', async () => {
    const original = fileOf(1000);
    expect(await compressImage(original)).toBe(original);
  });
});
