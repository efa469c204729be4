import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The messages of `rule` for `code` linted as if it were the file at `file` (a path from the repo root). */
async function messagesOf(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  const fatal = result.messages.filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(`${file} did not parse: ${fatal.map((m) => m.message).join('; ')}`);
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}
const boundaryMessages = (file: string, code: string) => messagesOf('local/import-boundaries', file, code);

describe('import-boundaries between layers', () => {
  it.each([
    ['renderers importing src', 'renderers/widgets/money/money-input.tsx', "import '../../../src/platform/session.ts';", "'renderers' must not import 'src'"],
    ['renderers importing server', 'renderers/core/binding.ts', "export { db } from '../../server/db';", "'renderers' must not import 'server'"],
    ['server importing src', 'server/routes/orders.ts', "import '../../src/api/client';", "'server' must not import 'src'"],
    ['server importing renderers', 'server/app.ts', "export * from '../renderers/registry';", "'server' must not import 'renderers'"],
    ['server importing renderers dynamically', 'server/app.ts', "await import('../renderers/registry');", "'server' must not import 'renderers'"],
    ['core importing renderers', 'core/card-init/card-init-adapter.ts', "import '../../renderers/registry.ts';", "'core' must not import 'renderers'"],
    ['core importing src', 'core/messages.ts', "import '../src/platform/session.ts';", "'core' must not import 'src'"],
    ['core importing server', 'core/routes.ts', "import '../server/app.ts';", "'core' must not import 'server'"],
    ['scripts importing server', 'scripts/prerender.ts', "import '../server/start.ts';", "'scripts' must not import 'server'"],
    ['one screen importing another', 'src/screens/a/X.tsx', "import '../b/Y';", "Screen 'a' must not import screen 'b'"],
  ])('reports %s', async (_name, file, code, expected) => {
    const messages = await boundaryMessages(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(expected);
  });

  it.each([
    ['React', "import { useState } from 'react';"],
    ['react-dom', "import { createRoot } from 'react-dom/client';"],
    ['antd-mobile', "import Button from 'antd-mobile/es/components/button';"],
    ['a Node API', "import { readFileSync } from 'node:fs';"],
    ['a Node API without the node: prefix', "import path from 'path';"],
  ])('reports core importing %s', async (_name, code) => {
    const messages = await boundaryMessages('core/card-init/card-init-adapter.ts', code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("'core' must not import");
  });

  it.each([
    ['src importing renderers', 'src/screens/a/X.tsx', "import '../../../renderers/registry';"],
    ['src importing core', 'src/screens/a/X.tsx', "import '../../../core/routes.ts';"],
    ['renderers importing core', 'renderers/widgets/picker/picker-widget.tsx', "import '../../../core/messages.ts';"],
    ['server importing core', 'server/handlers/bank-binding.ts', "import '../../core/card-init/card-init-adapter.ts';"],
    ['scripts importing core', 'scripts/prerender.ts', "import '../core/routes.ts';"],
    ['core importing schemas and generated', 'core/routes.ts', "import '../schemas/routes.json';\nimport '../generated/types/api/envelope.ts';"],
    ['core importing a plain library', 'core/card-init/card-init-adapter.ts', "import { Validator } from '@cfworker/json-schema';"],
    ['a screen importing its own files', 'src/screens/a/X.tsx', "import './Y';\nimport './parts/Z';"],
    ['server importing schemas', 'server/app.ts', "import '../schemas/api/envelope.json';"],
    ['packages', 'renderers/widgets/money/money-input.tsx', "import 'antd-mobile';"],
  ])('allows %s', async (_name, file, code) => {
    expect(await boundaryMessages(file, code)).toEqual([]);
  });
});

describe('import-boundaries inside src and renderers', () => {
  it.each([
    ['the api client importing the composition root', 'src/api/client.ts', "import '../app/app.tsx';", "'src/api' must not import 'src/app'"],
    ['the api client importing shared UI', 'src/api/client.ts', "import '../ui/error-state.tsx';", "'src/api' must not import 'src/ui'"],
    ['the platform importing the api', 'src/platform/session.ts', "import '../api/client.ts';", "'src/platform' must not import 'src/api'"],
    ['a screen importing the composition root', 'src/screens/a/X.tsx', "import '../../app/app.tsx';", "'src/screens' must not import 'src/app'"],
    ['shared UI importing a screen', 'src/ui/error-state.tsx', "import '../screens/a/X.tsx';", "'src/ui' must not import 'src/screens'"],
    ['the promotion page importing the borrower app', 'src/promo/main.tsx', "import '../app/app.tsx';", "'src/promo' must not import 'src/app'"],
    ['the promotion page importing a borrower screen', 'src/promo/main.tsx', "import '../screens/a/X.tsx';", "'src/promo' must not import 'src/screens'"],
    ['the bridge importing the api', 'src/bridge/bridge.ts', "import '../api/client.ts';", "'src/bridge' must not import 'src/api'"],
    ['the marketing site importing the platform', 'src/site/enhance.ts', "import '../platform/session.ts';", "'src/site' must not import 'src/platform'"],
    ['the marketing site importing shared UI', 'src/site/home-page.tsx', "import '../ui/theme.css';", "'src/site' must not import 'src/ui'"],
    ['the preview page importing a screen', 'src/preview/preview-page.tsx', "import '../screens/a/X.tsx';", "'src/preview' must not import 'src/screens'"],
    ['the insights page importing the api client', 'src/insights/insights-page.tsx', "import '../api/client.ts';", "'src/insights' must not import 'src/api'"],
    ['the insights page importing the playground', 'src/insights/insights-page.tsx', "import '../playground/publishing.ts';", "'src/insights' must not import 'src/playground'"],
    ['the borrower app importing the insights page', 'src/app/app.tsx', "import '../insights/bar-chart.tsx';", "'src/app' must not import 'src/insights'"],
    ['renderers/core importing a widget', 'renderers/core/binding.ts', "import '../widgets/text/text-widget.tsx';", "'renderers/core' must not import 'renderers/widgets'"],
    ['renderers/core importing the registry', 'renderers/core/binding.ts', "import '../registry.ts';", "'renderers/core' must not import 'renderers/registry.ts'"],
    ['a widget importing a node', 'renderers/widgets/text/text-widget.tsx', "import '../../nodes/heading/heading-node.tsx';", "'renderers/widgets' must not import 'renderers/nodes'"],
    ['a widget importing the registry', 'renderers/widgets/text/text-widget.tsx', "import '../../registry.ts';", "'renderers/widgets' must not import 'renderers/registry.ts'"],
    ['a node importing a widget', 'renderers/nodes/heading/heading-node.tsx', "import '../../widgets/text/text-widget.tsx';", "'renderers/nodes' must not import 'renderers/widgets'"],
    ['a template importing the registry', 'renderers/templates/field-template.tsx', "import '../registry.ts';", "'renderers/templates' must not import 'renderers/registry.ts'"],
    ['a field importing a widget', 'renderers/fields/object-field.tsx', "import '../widgets/text/text-widget.tsx';", "'renderers/fields' must not import 'renderers/widgets'"],
    ['a widget importing a template', 'renderers/widgets/text/text-widget.tsx', "import '../../templates/field-template.tsx';", "'renderers/widgets' must not import 'renderers/templates'"],
    ['a stand-in importing renderers/core', 'renderers/stand-ins/rjsf-uri.ts', "import '../core/format.ts';", "'renderers/stand-ins' must not import 'renderers/core'"],
  ])('reports %s', async (_name, file, code, expected) => {
    const messages = await boundaryMessages(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(expected);
  });

  it.each([
    ['the composition root importing a screen', 'src/app/screens.ts', "import '../screens/a/a-screen.tsx';"],
    ['a screen importing the api, shared UI, the platform and the bridge', 'src/screens/a/X.tsx', "import '../../api/client.ts';\nimport '../../ui/error-state.tsx';\nimport '../../platform/session.ts';\nimport '../../bridge/bridge.ts';"],
    ['the api client importing the platform', 'src/api/client.ts', "import '../platform/session.ts';"],
    ['the promotion page importing the api and shared UI', 'src/promo/main.tsx', "import '../api/promotion.ts';\nimport '../ui/theme.css';"],
    ['the insights page importing core and the message catalog', 'src/insights/insights-page.tsx', "import '../../core/messages.ts';\nimport '../../core/publishing/insights.ts';"],
    ['the marketing site importing core, renderers/core and schemas', 'src/site/site-content.ts', "import '../../core/site-pages.ts';\nimport '../../renderers/core/descriptor.ts';\nimport '../../schemas/content/site.json';"],
    ['a widget importing renderers/core and shared widget files', 'renderers/widgets/text/text-widget.tsx', "import '../../core/format.ts';\nimport '../field-frame.tsx';"],
    ['the registry importing widgets, nodes, templates and fields', 'renderers/registry.ts', "import './widgets/text/text-widget.tsx';\nimport './nodes/heading/heading-node.tsx';\nimport './templates/field-template.tsx';\nimport './fields/object-field.tsx';"],
    ['a template importing widget parts and renderers/core', 'renderers/templates/field-template.tsx', "import '../widgets/field-frame.tsx';\nimport '../core/format.ts';"],
  ])('allows %s', async (_name, file, code) => {
    expect(await boundaryMessages(file, code)).toEqual([]);
  });
});

describe('import-boundaries inside server', () => {
  it.each([
    ['a domain rule importing the HTTP app', 'server/domain/bank-binding.ts', "import '../http/envelope.ts';", "'server/domain' must not import 'server/http'"],
    ['a domain rule importing a handler', 'server/domain/bank-binding.ts', "import '../handlers/bank-binding.ts';", "'server/domain' must not import 'server/handlers'"],
    ['a handler importing the HTTP app', 'server/handlers/bank-binding.ts', "import { failure } from '../http/envelope.ts';", "'server/handlers' must not import 'server/http'"],
    ['a handler importing the composition root', 'server/handlers/promotion.ts', "import { loadConfig } from '../config.ts';", "'server/handlers' must not import 'server/config.ts'"],
    ['the database importing a domain store', 'server/db/seed.ts', "import '../domain/bank-binding-store.ts';", "'server/db' must not import 'server/domain'"],
    ['the SMS sender importing the HTTP app', 'server/sms/sender.ts', "import '../http/app.ts';", "'server/sms' must not import 'server/http'"],
  ])('reports %s', async (_name, file, code, expected) => {
    const messages = await boundaryMessages(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(expected);
  });

  it.each([
    ['the HTTP app importing handlers, domain, sms and db', 'server/http/calls.ts', "import '../handlers/types.ts';\nimport '../domain/borrowers.ts';\nimport '../sms/sender.ts';\nimport '../db/database.ts';"],
    ['a handler importing domain, sms and db', 'server/handlers/promotion.ts', "import '../domain/call-failure.ts';\nimport '../sms/sender.ts';\nimport '../db/database.ts';"],
    ['a domain rule importing db and core', 'server/domain/bank-binding.ts', "import '../db/database.ts';\nimport '../../core/card-init/card-init-adapter.ts';"],
    ['the composition root importing every zone', 'server/start.ts', "import './http/app.ts';\nimport './db/migrate.ts';\nimport './config.ts';"],
  ])('allows %s', async (_name, file, code) => {
    expect(await boundaryMessages(file, code)).toEqual([]);
  });
});

describe('import cycles', () => {
  // Real files, because the cycle rule follows imports on disk.
  const dir = mkdtempSync(path.join(root, 'core', 'cycle-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports two modules that import each other', async () => {
    writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
    writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
    const messages = await messagesOf('import-x/no-cycle', path.relative(root, path.join(dir, 'a.ts')), "import { b } from './b.ts';\nexport const a = () => b;\n");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/cycle/i);
  });

  it('allows a one-way import', async () => {
    writeFileSync(path.join(dir, 'c.ts'), 'export const c = 1;\n');
    expect(await messagesOf('import-x/no-cycle', path.relative(root, path.join(dir, 'd.ts')), "import { c } from './c.ts';\nexport const d = c;\n")).toEqual([]);
  });
});
