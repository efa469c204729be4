import demo from '../../schemas/fixtures/demo.json';
import content from '../../schemas/content/test-preview.json';

// The params the developer preview page opens every screen with: the session params and productId and orderId, as
// schemas/content/test-preview.json lists them. They start from a demo borrower's session and are kept in this
// browser's localStorage across reloads. (This page imports no module that the app's pages import, so that a page
// for developers never changes how the app's own files are split: see preview-links.ts.)

export type ParamName = keyof typeof content.params;
export type PreviewParams = Record<ParamName, string>;

export const paramNames = Object.keys(content.params) as ParamName[];

export const storageKey = 'testPreview.params';

/** The demo borrower's session with the product and order of content/test-preview.json. */
export function demoParams(): PreviewParams {
  const borrower = demo.borrowers.find((candidate) => candidate.key === content.demoBorrower);
  if (!borrower) throw new Error(`schemas/content/test-preview.json names the demo borrower '${content.demoBorrower}', whom schemas/fixtures/demo.json lacks`);
  const given: Record<string, string> = { ...borrower.session, ...content.defaults };
  return Object.fromEntries(paramNames.map((name) => [name, given[name] ?? ''])) as PreviewParams;
}

/** What was kept, over the demo params; anything unreadable in storage is ignored. */
export function loadParams(storage: Pick<Storage, 'getItem'> = localStorage): PreviewParams {
  const params = demoParams();
  let kept: unknown;
  try {
    kept = JSON.parse(storage.getItem(storageKey) ?? 'null');
  } catch {
    kept = null;
  }
  if (kept && typeof kept === 'object') {
    for (const name of paramNames) {
      const value = (kept as Record<string, unknown>)[name];
      if (typeof value === 'string') params[name] = value;
    }
  }
  return params;
}

export function saveParams(params: PreviewParams, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(storageKey, JSON.stringify(params));
}
