import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { base as antdBase } from 'antd-mobile/es/locales/base';
import { describe, expect, it } from 'vitest';
import { base } from '../../src/ui/antd-mobile-locale.ts';
import { readBarrel } from './bundle-plugins.ts';

// The build draws antd-mobile's components with the texts of src/ui/antd-mobile-locale.ts in place of antd-mobile's
// own (swaps in bundle-plugins.ts): a component reading a section left out would throw. So every antd-mobile
// module that src/ and renderers/ import is followed through its own imports, and each `locale.<Section>` read on the
// way must be in the cut locale, with antd-mobile's texts.

const root = path.resolve(import.meta.dirname, '../..');
const antdDir = path.join(root, 'node_modules/antd-mobile/es');
const barrel = readBarrel(readFileSync(path.join(antdDir, 'index.js'), 'utf8'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The antd-mobile modules our code imports, by the barrel's names or by path. */
function importedAntdModules(): string[] {
  const modules = new Set<string>();
  for (const file of [...sourceFiles(path.join(root, 'src')), ...sourceFiles(path.join(root, 'renderers'))]) {
    const code = readFileSync(file, 'utf8');
    for (const [, list] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]antd-mobile['"]/g)) {
      for (const part of list!.split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        const specifier = name && !part.trim().startsWith('type ') ? barrel.get(name) : undefined;
        if (specifier) modules.add(specifier.from.replace('antd-mobile/es/', ''));
      }
    }
    for (const [, from] of code.matchAll(/from\s*['"]antd-mobile\/es\/([^'"]+)['"]/g)) modules.add(from!);
  }
  return [...modules];
}

/** A module's file: `x.js`, or `x/index.js`. */
function fileOf(modulePath: string): string | undefined {
  return [`${modulePath}.js`, path.join(modulePath, 'index.js'), modulePath].find((file) => existsSync(file) && statSync(file).isFile());
}

/** Every locale section read by the files reachable from `start` through relative imports. */
function sectionsRead(start: string[]): Set<string> {
  const sections = new Set<string>();
  const seen = new Set<string>();
  const queue = start.map((module) => fileOf(path.join(antdDir, module))).filter((file): file is string => file !== undefined);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, section] of code.matchAll(/\blocale\.([A-Za-z]+)/g)) sections.add(section!);
    for (const [, relative] of code.matchAll(/from\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const next = fileOf(path.resolve(path.dirname(file), relative!));
      if (next) queue.push(next);
    }
  }
  return sections;
}

describe("antd-mobile's texts, cut to what our components read", () => {
  const read = sectionsRead(importedAntdModules());

  it('finds the components our code draws (the scan itself works)', () => {
    expect(read).toContain('common');
    expect(read).toContain('ImageUploader');
  });

  it('holds every section a component we import reads', () => {
    expect([...read].filter((section) => !(section in base))).toEqual([]);
  });

  it("keeps each section as antd-mobile's own texts", () => {
    for (const [section, texts] of Object.entries(base)) expect(texts, section).toEqual(antdBase[section as keyof typeof antdBase]);
  });

  it('drops the sections no component of ours reads', () => {
    expect(Object.keys(base).filter((section) => section !== 'locale' && !read.has(section))).toEqual([]);
  });
});
