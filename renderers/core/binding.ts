// Descriptor values are literal texts or bindings into the screen's data (schemas/meta/screen-descriptor.json).

export interface Binding {
  $bind: string;
  fallback?: string;
}

export type Text = string | Binding;

export interface RowsFrom {
  $bind: string;
  titleKey?: string;
  valueKey?: string;
}

export interface ResolvedRow {
  title: string;
  value: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** RFC 6901: '' is the whole document, '/a/0/b' walks objects and arrays, '~1' is '/' and '~0' is '~'. */
export function readPointer(data: unknown, pointer: string): unknown {
  if (pointer === '') return data;
  if (!pointer.startsWith('/')) throw new Error(`Not a JSON Pointer: '${pointer}'`);
  let current: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current)) {
      if (!/^(0|[1-9]\d*)$/.test(token)) return undefined;
      current = current[Number(token)];
    } else if (isRecord(current) && Object.hasOwn(current, token)) {
      current = current[token];
    } else {
      return undefined;
    }
  }
  return current;
}

/** A scalar as display text; anything else (missing, empty, an object) counts as absent. */
function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

export function isBinding(text: unknown): text is Binding {
  return isRecord(text) && typeof text.$bind === 'string';
}

/** True when a descriptor value (a node, a row, a text) binds anything to the screen's data. */
export function bindsData(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(bindsData);
  if (!isRecord(value)) return false;
  return typeof value.$bind === 'string' || Object.values(value).some(bindsData);
}

/** The text a descriptor value shows: the literal, the bound value, or the binding's fallback ('' without one). */
export function resolveText(text: Text | undefined, data: unknown): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return asText(readPointer(data, text.$bind)) ?? text.fallback ?? '';
}

/** Title/value rows read from an array in the data; items that are not objects are skipped. */
export function resolveRows(from: RowsFrom, data: unknown): ResolvedRow[] {
  const list = readPointer(data, from.$bind);
  if (!Array.isArray(list)) return [];
  const titleKey = from.titleKey ?? 'title';
  const valueKey = from.valueKey ?? 'value';
  return list.filter(isRecord).map((item) => ({
    title: asText(item[titleKey]) ?? '',
    value: asText(item[valueKey]) ?? '',
  }));
}

/** Records read from an array in the data, each with the given keys as texts (missing ones ''); non-objects skipped. */
export function resolveRecords<K extends string>(bind: string, keys: Readonly<Record<K, string>>, data: unknown): Array<Record<K, string>> {
  const list = readPointer(data, bind);
  if (!Array.isArray(list)) return [];
  const names = Object.keys(keys) as K[];
  return list.filter(isRecord).map((item) => {
    const record = {} as Record<K, string>;
    for (const name of names) record[name] = asText(item[keys[name]]) ?? '';
    return record;
  });
}

/**
 * The named actions a descriptor node runs: the string values of its `action` property and of properties whose
 * names end in `Action` ("action": "pay", "copyAction": "copyCode"). The screen injects a handler for each name;
 * ScreenRenderer refuses a node whose action the screen did not inject, as it refuses an unknown node.
 */
export function actionNames(node: unknown): string[] {
  if (!isRecord(node)) return [];
  return Object.entries(node).flatMap(([key, value]) => ((key === 'action' || key.endsWith('Action')) && typeof value === 'string' ? [value] : []));
}
