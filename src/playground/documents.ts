// The documents the playground edits, and the one way they are read and saved: through the /dev/playground routes
// of the reference server (server/http/playground-routes.ts), which read and write the schemas folder in demo mode.
// Elsewhere (a server without them) the files the page was built with are offered, and Save downloads.

export type DocumentKind = 'form-schema' | 'form-ui' | 'screen' | 'bank-binding';

export interface DocumentRef {
  /** 'forms/registration/schema.json', 'screens/about-us.json', or 'bank-binding/<productId>'. */
  id: string;
  kind: DocumentKind;
}

export function kindOf(id: string): DocumentKind {
  if (id.startsWith('bank-binding/')) return 'bank-binding';
  if (id.startsWith('screens/')) return 'screen';
  return id.endsWith('/ui-schema.json') ? 'form-ui' : 'form-schema';
}

/** A form's other half: schema.json <-> ui-schema.json. */
export function partnerOf(id: string): string | undefined {
  if (id.endsWith('/schema.json')) return id.replace(/schema\.json$/, 'ui-schema.json');
  if (id.endsWith('/ui-schema.json')) return id.replace(/ui-schema\.json$/, 'schema.json');
  return undefined;
}

/** 'forms/registration/schema.json' -> 'registration'. */
export function formNameOf(id: string): string | undefined {
  return /^forms\/([^/]+)\//.exec(id)?.[1];
}

// The files this page was built with: the list and the text when no playground server answers.
const bundled = import.meta.glob<string>(['../../schemas/forms/*/*.json', '../../schemas/screens/*.json'], { query: '?raw', import: 'default' });
const bundledId = (key: string) => key.replace('../../schemas/', '');

export interface Catalog {
  files: string[];
  bankBindingProducts: string[];
  checkCommands: string[];
  /** Whether a playground server answers (demo mode): Save writes back, rather than downloads. */
  served: boolean;
}

const fallbackCommands = ['npm run check:compat', 'npm test'];

export async function loadCatalog(): Promise<Catalog> {
  const answer = await fetch('/dev/playground/files').catch(() => undefined);
  if (answer?.ok) return { ...((await answer.json()) as Omit<Catalog, 'served'>), served: true };
  return { files: Object.keys(bundled).map(bundledId).sort(), bankBindingProducts: [], checkCommands: fallbackCommands, served: false };
}

export async function loadDocument(id: string, served: boolean): Promise<string> {
  if (id.startsWith('bank-binding/')) {
    const answer = await fetch(`/dev/playground/bank-binding?productId=${encodeURIComponent(id.slice('bank-binding/'.length))}`);
    if (!answer.ok) throw new Error(`${answer.status}`);
    return `${JSON.stringify(await answer.json(), null, 2)}\n`;
  }
  if (served) {
    const answer = await fetch(`/dev/playground/file?path=${encodeURIComponent(id)}`);
    if (answer.ok) return answer.text();
  }
  const load = bundled[`../../schemas/${id}`];
  if (!load) throw new Error(`No file schemas/${id}`);
  return load();
}

export type SaveResult = { outcome: 'saved' } | { outcome: 'downloaded' } | { outcome: 'refused'; message: string };

function download(id: string, text: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  link.download = id.split('/').pop()!;
  link.click();
  URL.revokeObjectURL(link.href);
}

export async function saveDocument(id: string, text: string, served: boolean): Promise<SaveResult> {
  const bankBinding = id.startsWith('bank-binding/');
  if (!served && !bankBinding) {
    download(id, text);
    return { outcome: 'downloaded' };
  }
  const body: Record<string, string> = bankBinding ? { productId: id.slice('bank-binding/'.length), text } : { path: id, text };
  const answer = await fetch(bankBinding ? '/dev/playground/bank-binding' : '/dev/playground/file', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
  if (answer.ok) return { outcome: 'saved' };
  const failure = (await answer.json().catch(() => ({}))) as { message?: string };
  return { outcome: 'refused', message: failure.message ?? String(answer.status) };
}
