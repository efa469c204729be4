import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgets } from '../../renderers/form-registry.ts';
import { formCodeImports, lazyRjsfFieldModules, lazyWidgetModules } from '../../scripts/form-code-modules.ts';
import type { Manifest } from '../../scripts/vite-manifest.ts';

// The build names a bundled form's lazily loaded code in its page's head (scripts/prerender.ts) from what
// scripts/form-code-modules.ts reads in the registry's source: held here to what the registry really draws lazily.
const root = path.resolve(import.meta.dirname, '../..');

describe("the lazily loaded form code the build reads from the registry's source", () => {
  it('finds a module for every widget the registry draws lazily, and for no other', () => {
    const lazy = Object.entries(widgets)
      .filter(([, widget]) => 'preload' in widget)
      .map(([name]) => name)
      .sort();
    expect(lazy.length).toBeGreaterThan(10);
    expect(Object.keys(lazyWidgetModules()).sort()).toEqual(lazy);
  });

  it('names modules that exist, keyed as the build manifest keys them', () => {
    const modules = [...Object.values(lazyWidgetModules()), ...Object.values(lazyRjsfFieldModules())];
    expect(lazyWidgetModules().textarea).toBe('renderers/widgets/textarea/textarea-widget.tsx');
    expect(lazyRjsfFieldModules().ArrayField).toBe('node_modules/@rjsf/core/lib/components/fields/ArrayField.js');
    for (const module of modules) expect(existsSync(path.join(root, module)), module).toBe(true);
  });
});

describe('formCodeImports (a bundled form as its page names it)', () => {
  const manifest: Manifest = {
    'renderers/widgets/textarea/textarea-widget.tsx': { file: 'assets/textarea.js', isDynamicEntry: true },
    'renderers/widgets/image-uploader/image-uploader-widget.tsx': { file: 'assets/uploader.js', isDynamicEntry: true },
    'node_modules/@rjsf/core/lib/components/fields/ArrayField.js': { file: 'assets/array-field.js', isDynamicEntry: true },
  };

  it("is the complaint form's textarea and uploader widgets and rjsf's array field for its pictures", () => {
    expect(formCodeImports(manifest, 'complaint').sort()).toEqual(Object.keys(manifest).sort());
  });

  it('fails the build, naming it, when the manifest lacks a module the form draws at once', () => {
    const { ['renderers/widgets/textarea/textarea-widget.tsx']: _textarea, ...withoutTextarea } = manifest;
    expect(() => formCodeImports(withoutTextarea, 'complaint')).toThrow(/textarea-widget\.tsx.*schemas\/forms\/complaint/);
  });
});
