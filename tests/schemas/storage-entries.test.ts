import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StoredEntry } from '../../src/platform/web-storage.ts';

// Issue 24, one storage rule: every entry the app keeps in web storage is declared by a schema in schemas/storage and
// goes through src/platform/web-storage.ts with that schema's validator, and the properties a schema marks
// "x-sensitive" are the ones the entry drops, and the area and key its "x-storage" names are the entry's (the demo
// list seeds entries by that name: server/http/demo-links.ts). Derived from the files: a new schema or a new module is covered as is.

const root = path.resolve(import.meta.dirname, '../..');
const schemaNames = fs.readdirSync(path.join(root, 'schemas/storage')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((d) => {
    const rel = `${dir}/${d.name}`;
    if (d.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(d.name) && !/\.(test|stories)\.tsx?$/.test(d.name) ? [rel] : [];
  });
}
const sources = sourceFiles('src').map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }));

function sensitiveOf(name: string): string[] {
  const schema = JSON.parse(fs.readFileSync(path.join(root, 'schemas/storage', `${name}.json`), 'utf8')) as { properties?: Record<string, Record<string, unknown>> };
  return Object.entries(schema.properties ?? {}).filter(([, property]) => property['x-sensitive'] === true).map(([key]) => key).sort();
}

/** Where the schema says its entry is kept ("x-storage"), a scoped key's `{scope}` filled in as entriesOf fills it. */
function placeOf(name: string): { area: string; key: string } {
  const schema = JSON.parse(fs.readFileSync(path.join(root, 'schemas/storage', `${name}.json`), 'utf8')) as { 'x-storage'?: { area: string; key: string } };
  const place = schema['x-storage'];
  if (!place) throw new Error(`schemas/storage/${name}.json has no "x-storage"`);
  return { area: place.area, key: place.key.replace('{scope}', 'scope') };
}

function isEntry(value: unknown): value is StoredEntry<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as StoredEntry<unknown>).key === 'string' && typeof (value as StoredEntry<unknown>).validate === 'function';
}

/** The entries a module exports, as values or as functions named *Entry of a scope (e.g. a product id). */
function entriesOf(module: Record<string, unknown>): StoredEntry<unknown>[] {
  return Object.entries(module).flatMap(([name, value]) => {
    if (isEntry(value)) return [value];
    if (typeof value === 'function' && /Entry$/.test(name) && value.length === 1) {
      try {
        const made: unknown = (value as (scope: string) => unknown)('scope');
        return isEntry(made) ? [made] : [];
      } catch {
        return [];
      }
    }
    return [];
  });
}

describe('schemas/storage', () => {
  it('holds the drafts and flags the app keeps', () => {
    expect(schemaNames).toEqual(expect.arrayContaining(['bank-binding-draft', 'bank-binding-submit-key', 'complaint-draft', 'registration-draft', 'saved-repayment', 'show-bank-tip']));
  });

  it.each(schemaNames)('%s: a module declares its entry with its validator, its sensitive properties and its place', async (name) => {
    const users = sources.filter(({ text }) => text.includes(`generated/validators/storage/${name}.js`));
    expect(users.map((u) => u.file), `no module in src reads or writes ${name}`).not.toEqual([]);
    const validator = ((await import(`../../generated/validators/storage/${name}.js`)) as { validate: unknown }).validate;
    const entries: StoredEntry<unknown>[] = [];
    for (const { file } of users) entries.push(...entriesOf((await import(/* @vite-ignore */ path.join(root, file))) as Record<string, unknown>).filter((e) => e.validate === validator));
    expect(entries.length, `no exported StoredEntry uses ${name}'s validator`).toBeGreaterThan(0);
    for (const entry of entries) {
      expect([...(entry.sensitive ?? [])].sort()).toEqual(sensitiveOf(name));
      expect({ area: entry.area, key: entry.key }).toEqual(placeOf(name));
    }
  });
});

describe('src', () => {
  it('touches web storage only in src/platform/web-storage.ts', () => {
    const touching = sources
      .filter(({ file }) => file !== 'src/platform/web-storage.ts' && !file.startsWith('src/preview/'))
      .filter(({ text }) => /\b(localStorage|sessionStorage)\b|\.(getItem|setItem)\(/.test(text.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '')))
      .map(({ file }) => file);
    expect(touching).toEqual([]);
  });
});
