// Complaint evidence photos are compressed in the browser before upload: a phone photo of 4-12 MB becomes a few
// hundred KB, which on a slow network is the difference between seconds and minutes. A file that cannot be decoded
// (not an image at all, or a format this browser cannot read) is sent as it is, so that the server refuses it with its
// own clear message rather than the page guessing.

/** The longer side of a compressed image, in pixels: enough to read a receipt or a text message on a screenshot. */
export const maxSide = 1600;
/** JPEG quality: visually clean for photos and screenshots, and a fraction of the original's bytes. */
export const jpegQuality = 0.8;

/** The types the server takes (schemas/api/complaints/upload-problem-img.json): an original of another type is never kept. */
const sendableTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface DecodedImage {
  width: number;
  height: number;
  source: CanvasImageSource;
  /** Frees what decoding held (the bitmap, the object URL). */
  close(): void;
}

/** How an image is read and written; the browser's by default, a fake in unit tests (jsdom has no canvas). */
export interface ImageCodec {
  /** The decoded image, or null when the file is no image this browser can read. */
  decode(file: File): Promise<DecodedImage | null>;
  /** The image drawn at width x height and encoded as JPEG, or null when the browser cannot. */
  encode(image: DecodedImage, width: number, height: number, quality: number): Promise<Blob | null>;
}

/** The size an image is drawn at: the longer side at most `limit`, the proportions kept, never enlarged. */
export function targetSize(width: number, height: number, limit = maxSide): { width: number; height: number } {
  const scale = Math.min(1, limit / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The name the compressed file goes by: its own, with a .jpg extension. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'image'}.jpg`;
}

/**
 * The file to upload in place of `file`: a JPEG of at most maxSide on its longer side, or the original when that is
 * no larger and of a type the server takes, or when the browser cannot decode or encode it. Never rejects.
 */
export async function compressImage(file: File, codec: ImageCodec = browserCodec): Promise<File> {
  let image: DecodedImage | null = null;
  try {
    image = await codec.decode(file);
    if (!image || image.width <= 0 || image.height <= 0) return file;
    const size = targetSize(image.width, image.height);
    const blob = await codec.encode(image, size.width, size.height, jpegQuality);
    if (!blob || blob.size === 0) return file;
    if (sendableTypes.has(file.type) && file.size <= blob.size) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    image?.close();
  }
}

// --- The browser's codec ---------------------------------------------------------------------------------------

async function decodeWithBitmap(file: File): Promise<DecodedImage | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    // EXIF orientation is applied ('from-image' is the default), so a portrait photo stays upright.
    const bitmap = await createImageBitmap(file);
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
  } catch {
    return null;
  }
}

async function decodeWithElement(file: File): Promise<DecodedImage | null> {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return null;
  const url = URL.createObjectURL(file);
  const element = new Image();
  element.src = url;
  try {
    await element.decode();
    return { width: element.naturalWidth, height: element.naturalHeight, source: element, close: () => URL.revokeObjectURL(url) };
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
}

function draw(context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D, image: DecodedImage, width: number, height: number): void {
  // JPEG has no transparency: a transparent PNG's background would turn black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image.source, 0, 0, width, height);
}

async function encodeOffscreen(image: DecodedImage, width: number, height: number, quality: number): Promise<Blob | null> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) return null;
  draw(context, image, width, height);
  return canvas.convertToBlob({ type: 'image/jpeg', quality });
}

function encodeElement(image: DecodedImage, width: number, height: number, quality: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  draw(context, image, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

export const browserCodec: ImageCodec = {
  decode: async (file) => (await decodeWithBitmap(file)) ?? decodeWithElement(file),
  encode: async (image, width, height, quality) => {
    if (typeof OffscreenCanvas === 'function') {
      try {
        return await encodeOffscreen(image, width, height, quality);
      } catch {
        // Some WebViews have OffscreenCanvas without its 2D context or convertToBlob: the element canvas still works.
      }
    }
    return typeof document === 'undefined' ? null : encodeElement(image, width, height, quality);
  },
};
