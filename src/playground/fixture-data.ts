import formSamples from '../../schemas/fixtures/forms.json';
import { readPointer } from '../../renderers/core/binding.ts';
import { formatMoney } from '../../renderers/core/format.ts';

// The data the previews draw with, from the one fixture corpus (schemas/fixtures): a form's sample answers
// (forms.json, by form name), and for a screen the fixture object that answers most of its bindings, found by
// searching the corpus rather than by a list that a new screen would have to join.

const corpus = import.meta.glob<unknown>('../../schemas/fixtures/*.json', { eager: true, import: 'default' });

export function formSample(name: string | undefined): Record<string, unknown> | undefined {
  const samples = formSamples as Record<string, unknown>;
  const sample = name === undefined ? undefined : samples[name];
  return typeof sample === 'object' && sample !== null ? (sample as Record<string, unknown>) : undefined;
}

function bindings(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => bindings(item, found));
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.$bind === 'string') found.push(record.$bind);
    Object.values(record).forEach((child) => bindings(child, found));
  }
  return found;
}

export interface ScreenFixture {
  data: unknown;
  /** 'schemas/fixtures/loan-details.json#/orders/0/response' */
  source: string;
}

/** The fixture object answering most of the descriptor's bindings (the first of equals), or undefined if none answers any. */
export function screenFixture(descriptor: unknown): ScreenFixture | undefined {
  const wanted = bindings(descriptor);
  if (wanted.length === 0) return undefined;
  let best: (ScreenFixture & { score: number }) | undefined;
  const visit = (value: unknown, file: string, at: string) => {
    if (typeof value !== 'object' || value === null) return;
    if (!Array.isArray(value)) {
      const score = wanted.filter((pointer) => readPointer(value, pointer) !== undefined).length;
      if (score > 0 && (!best || score > best.score)) best = { data: value, source: `${file}#${at}`, score };
    }
    for (const [key, child] of Object.entries(value)) visit(child, file, `${at}/${key}`);
  };
  for (const [key, json] of Object.entries(corpus)) {
    if (!key.endsWith('/forms.json')) visit(json, key.replace('../../', ''), '');
  }
  return best && { data: best.data, source: best.source };
}

const pesoAmount = /^(-?)₱([\d,]+(?:\.\d+)?)$/;

/** The data as the other market sees it: every peso amount re-drawn by the one money formatter (₹ when rupee). */
export function inMarket(data: unknown, rupee: boolean): unknown {
  if (!rupee) return data;
  if (typeof data === 'string') {
    const match = pesoAmount.exec(data);
    return match ? formatMoney(`${match[1]}${match[2]!.replaceAll(',', '')}`, true) : data;
  }
  if (Array.isArray(data)) return data.map((item) => inMarket(item, rupee));
  if (typeof data === 'object' && data !== null) return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, inMarket(value, rupee)]));
  return data;
}
