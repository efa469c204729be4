import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { equal, resolve } from '../../renderers/stand-ins/rjsf-uri.ts';
import { antdMobileImports, iconPrecision, jsonComments, loadedBefore, preloadListsWithoutLoaded, readBarrel, rewriteBarrelImports, roundPathData, routeTableForPages, stripJsonComments, swapModules } from './bundle-plugins.ts';
import routeTable from '../../schemas/routes.json' with { type: 'json' };

const require = createRequire(import.meta.url);
const fastUri = require('fast-uri') as { resolve(base: string, ref: string): string; equal(a: string, b: string): boolean };
const barrel = readBarrel(readFileSync(require.resolve('antd-mobile/es/index.js'), 'utf8'));

describe("antd-mobile's barrel imports", () => {
  it("reads the barrel's exports: components by default, helpers by name", () => {
    expect(barrel.get('Button')).toEqual({ from: 'antd-mobile/es/components/button', imported: 'default' });
    expect(barrel.get('useConfig')).toEqual({ from: 'antd-mobile/es/components/config-provider', imported: 'useConfig' });
    expect(barrel.get('reduceMotion')).toEqual({ from: 'antd-mobile/es/utils/reduce-and-restore-motion', imported: 'reduceMotion' });
    expect(barrel.size).toBeGreaterThan(70);
  });

  it('rewrites a named import into one import per component, plus the theme', () => {
    const code = `import { Button, List as AntList, useConfig } from "antd-mobile";\nexport const x = [Button, AntList, useConfig];`;
    expect(rewriteBarrelImports(code, barrel)).toBe(
      [
        "import 'antd-mobile/es/global';",
        "import Button from 'antd-mobile/es/components/button';",
        "import AntList from 'antd-mobile/es/components/list';",
        "import { useConfig as useConfig } from 'antd-mobile/es/components/config-provider';",
        'export const x = [Button, AntList, useConfig];',
      ].join('\n'),
    );
  });

  it('leaves code without a barrel import alone, and refuses a name the barrel lacks', () => {
    expect(rewriteBarrelImports("import Button from 'antd-mobile/es/components/button';", barrel)).toBeNull();
    expect(() => rewriteBarrelImports("import { NoSuchThing } from 'antd-mobile';", barrel, 'x.tsx')).toThrow(/x.tsx imports 'NoSuchThing'/);
  });
});

describe("antd-mobile-icons' path data", () => {
  it('rounds long decimals in path data to two, and nothing else', () => {
    const code = 'createElement("path", { d: "M28.267333,7.42364522 C-4.0051,8.5 L40,0.25 Z", opacity: 0.123456 })';
    expect(roundPathData(code)).toBe('createElement("path", { d: "M28.27,7.42 C-4.01,8.5 L40,0.25 Z", opacity: 0.123456 })');
    expect(roundPathData('createElement("path", { d: "M1.5,2 L3,4.25 Z" })')).toBeNull();
  });

  it('draws every icon within a hundredth of a unit of the original', () => {
    const icons = path.dirname(require.resolve('antd-mobile-icons/es/index.js'));
    let [originalSize, roundedSize] = [0, 0];
    for (const name of ['SoundOutline', 'CloseOutline', 'RightOutline']) {
      const original = readFileSync(path.join(icons, `${name}.js`), 'utf8');
      const rounded = roundPathData(original)!;
      const numbers = (code: string) => [...code.matchAll(/\bd: "([^"]*)"/g)].flatMap(([, d]) => d!.match(/-?\d*\.?\d+/g)!.map(Number));
      const before = numbers(original);
      const after = numbers(rounded);
      expect(after).toHaveLength(before.length);
      after.forEach((value, i) => expect(Math.abs(value - before[i]!)).toBeLessThanOrEqual(0.005 + 1e-9));
      originalSize += original.length;
      roundedSize += rounded.length;
    }
    expect(roundedSize).toBeLessThan(originalSize * 0.75);
  });
});

describe("rjsf's URI functions (renderers/stand-ins/rjsf-uri.ts) agree with fast-uri", () => {
  const resolutions: [string, string][] = [
    ['forms/registration/schema.json', '#/definitions/a'],
    ['forms/registration/schema.json', 'other.json#/x'],
    ['https://example.com/a/b.json', 'c.json'],
    ['https://example.com/a/b.json', '../c.json#/d'],
    ['https://example.com/a/b.json', '#foo'],
    ['https://example.com/a/b.json?q=1', '?r=2'],
    ['https://example.com/a/b.json', '//other.org/x'],
    ['urn:example:root', '#/defs/a'],
    ['http://x.org/root', '/abs/./p/../q'],
    ['a/b/c', '../../d'],
    ['', 'x.json'],
    ['https://example.com/a/b', 'https://example.org/z/../y'],
  ];
  it.each(resolutions)('resolve(%j, %j)', (base, ref) => {
    expect(resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  const comparisons: [string, string][] = [
    ['https://example.com/a', 'HTTPS://EXAMPLE.com/a'],
    ['forms/x.json', 'forms/x.json'],
    ['forms/x.json', 'forms/y.json'],
    ['a#', 'a'],
    ['http://a/%7e', 'http://a/~'],
    ['http://a/b', 'http://a/B'],
  ];
  it.each(comparisons)('equal(%j, %j)', (a, b) => {
    expect(equal(a, b)).toBe(fastUri.equal(a, b));
  });
});

describe('"$comment" in JSON modules', () => {
  it('drops every "$comment", at any depth, and keeps everything else, "title" and "description" included', () => {
    const json = { $comment: 'why', title: 'T', routes: { a: { $comment: 'x', path: '/a', description: 'd', list: [{ $comment: 'y', n: 1 }] } } };
    expect(JSON.parse(stripJsonComments(JSON.stringify(json, null, 2))!)).toEqual({
      title: 'T',
      routes: { a: { path: '/a', description: 'd', list: [{ n: 1 }] } },
    });
  });

  it('leaves JSON without a "$comment" (or that does not parse) alone', () => {
    expect(stripJsonComments('{"a": "$comment"}')).toBeNull();
    expect(stripJsonComments('{"$comment": ')).toBeNull();
  });
});

describe('the route table in the browser', () => {
  it("keeps the base path and each route's path, title and screen, and drops its first calls and demo params", () => {
    const kept = JSON.parse(routeTableForPages(JSON.stringify(routeTable))!) as { basePath: string; routes: Record<string, Record<string, unknown>> };
    expect(kept.basePath).toBe(routeTable.basePath);
    expect(Object.keys(kept.routes)).toEqual(Object.keys(routeTable.routes));
    expect(kept.routes.customerService).toEqual({ path: '/customer-service', title: routeTable.routes.customerService.title, screen: routeTable.routes.customerService.screen });
    expect(kept.routes.bindBank).not.toHaveProperty('form');
    expect(Object.values(routeTable.routes).some((route) => 'demoStorage' in route)).toBe(true);
    expect(Object.values(kept.routes).some((route) => 'loads' in route || 'demoQuery' in route || 'demoStorage' in route)).toBe(false);
  });

  it('leaves JSON that does not parse, or is not a route table, alone', () => {
    expect(routeTableForPages('{"routes": ')).toBeNull();
    expect(routeTableForPages('{"title": "T"}')).toBeNull();
  });
});

describe("a lazy import's preload list", () => {
  it('knows what a chunk loads before it runs: itself and all it imports statically, however deep', () => {
    const bundle = { host: { imports: ['shared', 'core'] }, shared: { imports: ['core', 'framework'] }, core: { imports: [] }, framework: {}, lazy: { imports: ['shared'] } };
    expect([...loadedBefore('host', bundle)].sort()).toEqual(['core', 'framework', 'host', 'shared']);
    expect([...loadedBefore('lazy', bundle)].sort()).toEqual(['core', 'framework', 'lazy', 'shared']);
  });

  it("leaves out, in a real build, what the importing chunk has loaded already, and keeps the lazy chunk's own imports", async () => {
    const dir = path.resolve('node_modules/.cache/preload-lists-test');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    // Two entries share 'core', so it is a chunk of its own; 'host' imports it and lazily imports 'step', which
    // imports it too and 'extra', its own.
    writeFileSync(path.join(dir, 'core.js'), 'export const core = () => "CORE";\n');
    writeFileSync(path.join(dir, 'extra.js'), 'export const extra = () => "EXTRA";\n');
    writeFileSync(path.join(dir, 'other.js'), 'import { extra } from "./extra.js";\nexport const other = () => extra();\n');
    writeFileSync(path.join(dir, 'step.js'), 'import { core } from "./core.js";\nimport { other } from "./other.js";\nexport const step = () => core() + other();\n');
    writeFileSync(path.join(dir, 'host.js'), 'import { core } from "./core.js";\nconsole.log(core());\nsetTimeout(() => import("./step.js").then((m) => console.log(m.step())));\n');
    writeFileSync(path.join(dir, 'second.js'), 'import { core } from "./core.js";\nimport { extra } from "./extra.js";\nimport { other } from "./other.js";\nconsole.log(core(), extra(), other());\n');
    const lists = preloadListsWithoutLoaded();
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      plugins: [lists.plugin],
      build: {
        write: false,
        minify: false,
        modulePreload: { polyfill: false, resolveDependencies: (_file, deps, context) => lists.notLoaded(deps, context.hostId) },
        rollupOptions: { input: { host: path.join(dir, 'host.js'), second: path.join(dir, 'second.js') }, output: { entryFileNames: '[name].js', chunkFileNames: '[name].js' } },
      },
    })) as Rolldown.RolldownOutput;
    rmSync(dir, { recursive: true, force: true });
    const host = output.output.find((file) => file.type === 'chunk' && file.fileName === 'host.js') as Rolldown.OutputChunk;
    const coreFile = output.output.find((file) => file.type === 'chunk' && file.code.includes('"CORE"'))!.fileName;
    const otherFile = output.output.find((file) => file.type === 'chunk' && file.code.includes('"EXTRA"'))!.fileName;
    expect(host.imports).toContain(coreFile);
    const list = /__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])/.exec(host.code)?.[1];
    expect(list).toBeDefined();
    const files = JSON.parse(list!) as string[];
    expect(files).toContain(otherFile);
    expect(files).not.toContain(coreFile);
  }, 60_000);
});

describe('a build with the plugins', () => {
  const dir = path.resolve('node_modules/.cache/bundle-plugins-test');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function bundle(source: string): Promise<string> {
    mkdirSync(dir, { recursive: true });
    const entry = path.join(dir, 'entry.tsx');
    writeFileSync(entry, source);
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      plugins: [react(), antdMobileImports(), iconPrecision(), swapModules(), jsonComments()],
      build: { write: false, modulePreload: false, rollupOptions: { input: entry } },
    })) as Rolldown.RolldownOutput;
    return output.output.map((file) => (file.type === 'chunk' ? file.code : String(file.source))).join('\n');
  }

  it("keeps markdown-to-jsx and fast-uri out of rjsf, and react-spring out of a barrel import of Button", async () => {
    const code = await bundle(
      [
        "import Form from '@rjsf/core';",
        "import { findSchemaDefinition } from '@rjsf/utils';",
        "import { Button } from 'antd-mobile';",
        'console.log(Form, Button, findSchemaDefinition);',
      ].join('\n'),
    );
    expect(code).toContain('adm-button');
    expect(code).not.toContain('allowTransparency'); // markdown-to-jsx's attribute table
    expect(code).not.toContain('URN can not be parsed'); // fast-uri
    expect(code).not.toContain('SkipAnimationSignal'); // @react-spring/core
    expect(code).not.toContain('react.server_context'); // react-is 18, which rjsf's getWidget asks
  }, 60_000);

  it("puts our debounce, throttle and react-is in the place of lodash's and react-is 18's under antd-mobile's Tabs", async () => {
    const code = await bundle("import { Tabs } from 'antd-mobile';\nconsole.log(Tabs);");
    expect(code).toContain('adm-tabs');
    expect(code).not.toContain('[-+]0x[0-9a-f]+$'); // lodash's toNumber, which its debounce calls
    expect(code).not.toContain('react.server_context'); // react-is 18's marks
    expect(code).toContain('Expected a function'); // our debounce's, then: the Tabs throttle their scroll masks
  }, 60_000);

  it("puts our preload helper in the place of Vite's, and an ES module in the place of ajv's ucs2length under the validators", async () => {
    const validators = path.join(dir, 'generated/validators');
    mkdirSync(validators, { recursive: true });
    writeFileSync(path.join(dir, 'step.css'), '.step { color: red; }');
    writeFileSync(path.join(dir, 'step.js'), 'import "./step.css";\nexport const step = "STEP";\n');
    writeFileSync(
      path.join(validators, 'check.js'),
      'import * as runtime from "ajv/dist/runtime/ucs2length.js";\nconst count = runtime.default.default ?? runtime.default;\nexport const check = (text) => count(text) <= 3;\n',
    );
    const entry = path.join(dir, 'lazy-entry.js');
    writeFileSync(entry, 'import { check } from "./generated/validators/check.js";\nconsole.log(check("abc"));\nimport("./step.js").then((m) => console.log(m.step));\n');
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      plugins: [swapModules()],
      build: { write: false, modulePreload: { polyfill: false }, rollupOptions: { input: entry } },
    })) as Rolldown.RolldownOutput;
    const code = output.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
    expect(code).toContain('Unable to preload CSS for'); // src/platform/module-preload.ts
    expect(code).not.toContain('vite:preloadError'); // Vite's own helper
    expect(code).not.toContain('require("ajv/dist/runtime/ucs2length").default'); // ajv's CommonJS module
  }, 60_000);

  it("gives antd-mobile's ImageUploader our stand-ins for the ImageViewer and the SpinLoading it never draws for us", async () => {
    mkdirSync(dir, { recursive: true });
    const entry = path.join(dir, 'uploader-entry.tsx');
    writeFileSync(entry, "import { ImageUploader } from 'antd-mobile';\nconsole.log(ImageUploader);");
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      plugins: [react(), antdMobileImports(), iconPrecision(), swapModules()],
      build: { write: false, modulePreload: false, rollupOptions: { input: entry } },
    })) as Rolldown.RolldownOutput;
    // (What a page then downloads first, ImageViewer and react-spring left out, is the budget check's: a build of one
    // entry puts its dynamic imports in the entry's chunk.)
    const modules = output.output.flatMap((file) => (file.type === 'chunk' ? Object.keys(file.modules) : [])).map((id) => path.relative(path.resolve(import.meta.dirname, '../..'), id));
    expect(modules).toEqual(expect.arrayContaining(['renderers/stand-ins/antd-image-viewer.ts', 'renderers/stand-ins/antd-spin-loading.tsx']));
    expect(modules.filter((id) => id.endsWith('spin-loading/spin-loading.js'))).toEqual([]);
  }, 60_000);

  it("rounds the path data of antd-mobile's icons", async () => {
    const code = await bundle("import { SoundOutline } from 'antd-mobile-icons';\nconsole.log(SoundOutline);");
    expect(code).toContain('M28.27,7.42');
    expect(code).not.toContain('28.267333');
  }, 60_000);

  it('drops "$comment" from JSON modules under schemas/, but not from a form\'s schema, whose validators rjsf finds by hash', async () => {
    const schemas = path.join(dir, 'schemas');
    mkdirSync(path.join(schemas, 'forms/x'), { recursive: true });
    writeFileSync(path.join(schemas, 'table.json'), JSON.stringify({ $comment: 'COMMENT-IN-TABLE', rows: [{ $comment: 'NESTED-COMMENT', title: 'Kept title' }] }));
    writeFileSync(path.join(schemas, 'forms/x/schema.json'), JSON.stringify({ $comment: 'COMMENT-IN-FORM', type: 'object' }));
    const code = await bundle(
      "import table from './schemas/table.json';\nimport form from './schemas/forms/x/schema.json';\nconsole.log(JSON.stringify(table), form);",
    );
    expect(code).toContain('Kept title');
    expect(code).not.toContain('COMMENT-IN-TABLE');
    expect(code).not.toContain('NESTED-COMMENT');
    expect(code).toContain('COMMENT-IN-FORM');
  }, 60_000);
});
