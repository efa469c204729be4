// What a build can draw (issue 26, part 2): the manifest the build writes beside its files (scripts/publishing), computed
// from the registry's names, the vocabulary and the bundled screens' actions (core/publishing/build-manifest.ts), and
// the check of a published form or screen against one build's manifest, in check-schemas' words.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeBuildManifest, descriptorActions } from '../../core/publishing/build-manifest.ts';
import { formDrawProblems, screenDrawProblems } from '../../core/publishing/drawable.ts';
import { drawnFormats, drawnKeywords } from '../../core/schema-checks/vocabulary.ts';
import { appBuildManifest } from '../../scripts/publishing/app-build-manifest.ts';
import { appBuildEnv, buildManifest } from '../../scripts/publishing/build-manifest-plugin.ts';
import { readRegistry } from '../../scripts/schema/compat.ts';
import { repoRoot } from './support.ts';

const bundled = (rel: string) => JSON.parse(readFileSync(path.join(repoRoot, 'schemas', rel), 'utf8')) as Record<string, unknown>;

describe('the build manifest', () => {
  it("lists the registry's names, the vocabulary and each bundled screen's actions, under a name of its content", () => {
    const manifest = appBuildManifest(repoRoot);
    const registry = readRegistry(repoRoot);
    const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    expect(manifest.version).toBe(version);
    expect(manifest.build).toMatch(new RegExp(`^${version.replaceAll('.', '\\.')}\\+[0-9a-f]{8}$`));
    expect(manifest.widgets).toEqual([...registry.widgets].sort());
    expect(manifest.nodes).toEqual([...registry.nodes].sort());
    expect(manifest.keywords).toEqual([...drawnKeywords].sort());
    expect(manifest.formats).toEqual([...drawnFormats].sort());
    const loanConfirm = bundled('screens/loan-confirm.json');
    expect(manifest.actions['loan-confirm']).toEqual(descriptorActions(loanConfirm));
    expect(manifest.actions['loan-confirm']!.length).toBeGreaterThan(0);
  });

  it('names two builds apart when what they draw differs, and alike when it does not', () => {
    const registry = readRegistry(repoRoot);
    const one = computeBuildManifest('1.0.0', registry, {});
    expect(computeBuildManifest('1.0.0', { ...registry, widgets: [...registry.widgets].reverse() }, {}).build).toBe(one.build);
    expect(computeBuildManifest('1.0.0', { ...registry, widgets: registry.widgets.slice(1) }, {}).build).not.toBe(one.build);
  });

  it('is written beside the build as build-manifest.json, and its name given to the pages', () => {
    const plugin = buildManifest();
    const config = (plugin.config as (config: { root: string }) => { define: Record<string, string> })({ root: repoRoot });
    const expected = appBuildManifest(repoRoot);
    expect(config.define[`import.meta.env.${appBuildEnv}`]).toBe(JSON.stringify(expected.build));
    const emitted: { fileName: string; source: string }[] = [];
    (plugin.generateBundle as (this: { emitFile(file: { fileName: string; source: string }): void }) => void).call({ emitFile: (file) => emitted.push(file) });
    expect(emitted.map((file) => file.fileName)).toEqual(['build-manifest.json']);
    expect(JSON.parse(emitted[0]!.source)).toEqual(expected);
  });
});

describe('what one build can draw', () => {
  const registry = readRegistry(repoRoot);
  const manifest = computeBuildManifest('0.9.0', { ...registry, widgets: registry.widgets.filter((widget) => widget !== 'phone') }, {
    'loan-confirm': bundled('screens/loan-confirm.json'),
  });

  it("names a widget the build lacks in check-schemas' words: file, JSON path, message", () => {
    const form = { schema: bundled('forms/registration/schema.json'), uiSchema: bundled('forms/registration/ui-schema.json') };
    expect(formDrawProblems('registration', form, manifest)).toEqual([
      { file: 'schemas/forms/registration/ui-schema.json', path: '/phone/ui:widget', message: expect.stringMatching(/^no widget 'phone' in the registry \(renderers\/registry\.ts has: /) },
    ]);
    expect(formDrawProblems('registration', form, computeBuildManifest('0.9.1', registry, {}))).toEqual([]);
  });

  it('names a keyword or format the build does not draw', () => {
    const older = { ...manifest, keywords: manifest.keywords.filter((keyword) => keyword !== 'multipleOf'), formats: ['date'] };
    const schema = { type: 'object', properties: { amount: { type: 'number', multipleOf: 100 }, mail: { type: 'string', format: 'email' } } };
    expect(formDrawProblems('complaint', { schema, uiSchema: {} }, older).map((problem) => `${problem.file}#${problem.path}`)).toEqual([
      'schemas/forms/complaint/schema.json#/properties/amount/multipleOf',
      'schemas/forms/complaint/schema.json#/properties/mail/format',
    ]);
  });

  it("names a node the build lacks and an action the build's screen does not run", () => {
    const descriptor = structuredClone(bundled('screens/loan-confirm.json')) as { nodes: Record<string, unknown>[] };
    descriptor.nodes.push({ node: 'carousel' }, { node: 'heading', text: 'x', action: 'launchRocket' });
    const at = descriptor.nodes.length;
    expect(screenDrawProblems('loan-confirm', descriptor, manifest).map((problem) => `${problem.file}#${problem.path}`)).toEqual([
      `schemas/screens/loan-confirm.json#/nodes/${at - 2}/node`,
      `schemas/screens/loan-confirm.json#/nodes/${at - 1}/action`,
    ]);
  });
});
