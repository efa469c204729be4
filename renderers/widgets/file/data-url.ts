// A file as the form holds it: rjsf's data-url, with the file's name, as its own FileWidget writes it and the format
// check reads it (core/schema-checks/formats.ts): data:<type>;name=<encoded name>;base64,<content>.

/** Reads a file into a data-url carrying its name. */
export function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.onload = () => {
      const read = typeof reader.result === 'string' ? reader.result : '';
      const comma = read.indexOf(',');
      const content = comma === -1 ? '' : read.slice(comma + 1);
      const type = file.type || 'application/octet-stream';
      resolve(`data:${type};name=${encodeURIComponent(file.name)};base64,${content}`);
    };
    reader.readAsDataURL(file);
  });
}

/** The name a data-url carries, for showing it; undefined when it names none. */
export function nameOfDataUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^data:[^;,]*;name=([^;]*);/.exec(value);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1];
  }
}

/** Whether ui:options.accept asks for images only ('image/*', 'image/png,image/jpeg'). */
export function acceptsImagesOnly(accept: unknown): boolean {
  if (typeof accept !== 'string' || accept.trim() === '') return false;
  return accept.split(',').every((part) => part.trim().startsWith('image/'));
}
