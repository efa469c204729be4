// The compatibility check (scripts/schema/compat.ts, `npm run check:compat`): a corpus of bad edits product staff
// could make, each refused with its own message at its file and JSON path; safe edits pass; a breaking change passes
// only with its version bumped and a new note; and the previous version is read from git as the header describes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCompat, runCompat, type CompatReport } from '../../scripts/schema/compat.ts';
import { makeTree, realFile, removeTrees, testRegistry, treeRouteTable } from './temp-tree.ts';

afterAll(removeTrees);

type Json = Record<string, unknown>;


/** A small tree with one file of each kind the check compares. */
function baseTree(): Record<string, Json> {
  return {
    'schemas/api/group/call.json': {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: 'group/call.json',
      title: 'Call',
      'x-call': { method: 'POST', path: '/diving/group/call' },
      type: 'object',
      properties: {
        request: {
          type: 'object',
          properties: { id: { type: 'string', maxLength: 10 }, kind: { type: 'string', enum: ['a', 'b'] } },
          required: ['id'],
          additionalProperties: false,
        },
        response: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            status: { type: 'string', enum: ['PAID', 'OVERDUE', 'CLOSED'] },
            amount: { type: 'string' },
            code: { type: ['string', 'integer'] },
            items: { type: 'array', items: { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] } },
          },
          required: ['name', 'status'],
        },
      },
      required: ['request', 'response'],
      additionalProperties: false,
    },
    'schemas/storage/draft.json': {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: 'storage/draft.json',
      title: 'Draft',
      type: 'object',
      properties: { orderId: { type: 'string' }, words: { type: 'string', maxLength: 500 } },
      required: ['orderId'],
      additionalProperties: false,
    },
    'schemas/screens/help.json': {
      id: 'help',
      title: 'Help',
      nodes: [
        { node: 'heading', text: 'Help' },
        { node: 'linkRows', rows: [{ title: 'Customer service', route: 'customerService' }] },
      ],
    },
    'schemas/forms/contact/schema.json': { type: 'object', properties: { name: { type: 'string', maxLength: 20 } } },
    'schemas/forms/contact/ui-schema.json': { name: { 'ui:widget': 'text' } },
    'schemas/content/site.json': { title: 'CashPeso', nav: [{ label: 'Home', href: '/' }], contact: { phone: '09171234567' } },
    'schemas/messages/en.json': { hello: 'Hello', 'field.tooLong': 'Use at most {max} characters.', unused: 'Nobody names me' },
    'schemas/fixtures/demo.json': { orders: [{ status: 'PAID', kind: 'a' }] },
    'schemas/routes.json': treeRouteTable(),
  };
}

/** Code that names a message key, as a screen would. */
const code = { 'src/hello.ts': "export const greeting = message('hello');\n" };

function texts(files: Record<string, Json>): Map<string, string> {
  return new Map(Object.entries(files).map(([file, json]) => [file.slice('schemas/'.length), `${JSON.stringify(json, null, 2)}\n`]));
}

/** The check of `edit`ed files (the base tree with the edit applied) against the base tree. */
function compare(edit: (files: Record<string, Json>) => Record<string, unknown>): CompatReport {
  const before = baseTree();
  const after: Record<string, unknown> = { ...baseTree(), ...code };
  Object.assign(after, edit(after as Record<string, Json>));
  return checkCompat({ root: makeTree(after), registry: testRegistry, previous: texts(before) });
}

function lines(report: CompatReport): string[] {
  return report.refusals.map((r) => `${r.file}#${r.path}: ${r.message}`);
}

/** Edits a file of the base tree in place (a deep copy) and returns it under its path. */
function edited(file: string, change: (json: Json & { properties: Record<string, Json> }) => void): (files: Record<string, Json>) => Record<string, unknown> {
  return (files) => {
    const json = structuredClone(files[file]) as Json & { properties: Record<string, Json> };
    change(json);
    return { [file]: json };
  };
}

const call = 'schemas/api/group/call.json';
const request = (json: Json & { properties: Record<string, Json> }) => json.properties.request as Json & { properties: Record<string, Json>; required: string[] };
const response = (json: Json & { properties: Record<string, Json> }) => json.properties.response as Json & { properties: Record<string, Json>; required: string[] };

interface BadEdit {
  name: string;
  edit: (files: Record<string, Json>) => Record<string, unknown>;
  /** `file#path: message` of the refusal the edit must produce. */
  refused: RegExp;
}

const corpus: BadEdit[] = [
  {
    name: 'a call schema that is not valid JSON',
    edit: () => ({ [call]: '{ "title": "Call",, }' }),
    refused: /^schemas\/api\/group\/call\.json#: not valid JSON: /,
  },
  {
    name: 'a uiSchema naming a widget the registry lacks',
    edit: () => ({ 'schemas/forms/contact/ui-schema.json': { name: { 'ui:widget': 'phoneInput' } } }),
    refused: /^schemas\/forms\/contact\/ui-schema\.json#\/name\/ui:widget: no widget 'phoneInput' in the registry/,
  },
  {
    name: 'a descriptor naming a node the registry lacks',
    edit: edited('schemas/screens/help.json', (json) => (json.nodes as Json[]).push({ node: 'carousel', text: 'x' })),
    refused: /^schemas\/screens\/help\.json#\/nodes\/2\/node: no node 'carousel' in the registry/,
  },
  {
    name: 'a descriptor node with a missing prop',
    edit: edited('schemas/screens/help.json', (json) => delete (json.nodes as Json[])[0]!.text),
    refused: /^schemas\/screens\/help\.json#\/nodes\/0: breaks meta\/screen-descriptor\.json: must have required property 'text'/,
  },
  {
    name: 'a descriptor row leading to a route that does not exist',
    edit: edited('schemas/screens/help.json', (json) => ((json.nodes as Json[])[1]!.rows = [{ title: 'Gone', route: 'nowhere' }])),
    refused: /^schemas\/screens\/help\.json#\/nodes\/1\/rows\/0\/route: no route 'nowhere'/,
  },
  {
    name: 'a dropped response field',
    edit: edited(call, (json) => {
      delete response(json).properties.amount;
    }),
    refused: /^schemas\/api\/group\/call\.json#\/properties\/response\/properties\/amount: removed property 'amount' that the response carries/,
  },
  {
    name: 'a dropped required response field',
    edit: edited(call, (json) => {
      delete response(json).properties.name;
      response(json).required = ['status'];
    }),
    refused: /#\/properties\/response\/properties\/name: removed property 'name' that the response carries/,
  },
  {
    name: 'a renamed response field',
    edit: edited(call, (json) => {
      const { amount, ...rest } = response(json).properties;
      response(json).properties = { ...rest, totalAmount: amount! };
    }),
    refused: /#\/properties\/response\/properties\/amount: renamed property 'amount' to 'totalAmount' that the response carries/,
  },
  {
    name: 'a response field made optional',
    edit: edited(call, (json) => void (response(json).required = ['status'])),
    refused: /#\/properties\/response\/required: 'name' is no longer required in the response/,
  },
  {
    name: 'a newly required request field',
    edit: edited(call, (json) => void (request(json).required = ['id', 'kind'])),
    refused: /#\/properties\/request\/required: newly required request field 'kind'/,
  },
  {
    name: 'a request type changed (narrowed)',
    edit: edited(call, (json) => void (request(json).properties.id = { type: 'integer' })),
    refused: /#\/properties\/request\/properties\/id\/type: narrowed type string -> integer: values clients send may no longer validate/,
  },
  {
    name: 'a response type changed',
    edit: edited(call, (json) => void (response(json).properties.amount = { type: 'number' })),
    refused: /#\/properties\/response\/properties\/amount\/type: changed type string -> number: the app reads a value of a type it does not expect/,
  },
  {
    name: 'a response list item type changed',
    edit: edited(call, (json) => {
      const items = response(json).properties.items as { items: { properties: Record<string, Json> } };
      items.items.properties.title = { type: ['string', 'null'] };
    }),
    refused: /#\/properties\/response\/properties\/items\/items\/properties\/title\/type: changed type string -> string\|null/,
  },
  {
    name: 'a request maxLength lowered',
    edit: edited(call, (json) => void (request(json).properties.id = { type: 'string', maxLength: 5 })),
    refused: /#\/properties\/request\/properties\/id\/maxLength: maxLength lowered 10 -> 5: values clients send may no longer validate/,
  },
  {
    name: 'a request pattern added',
    edit: edited(call, (json) => void (request(json).properties.id = { type: 'string', maxLength: 10, pattern: '^[0-9]+$' })),
    refused: /#\/properties\/request\/properties\/id\/pattern: pattern added "\^\[0-9\]\+\$"/,
  },
  {
    name: 'a removed enum value the fixtures use',
    edit: edited(call, (json) => void (response(json).properties.status = { type: 'string', enum: ['OVERDUE', 'CLOSED'] })),
    refused: /#\/properties\/response\/properties\/status\/enum: removed enum value "PAID", which schemas\/fixtures \(and so the seed\) use for 'status'/,
  },
  {
    name: 'a request field removed while unknown fields are refused',
    edit: edited(call, (json) => {
      delete request(json).properties.kind;
    }),
    refused: /#\/properties\/request\/properties\/kind: removed property 'kind', which clients send, and additionalProperties is false/,
  },
  // A response narrowed: our reader is a tolerant one, and a backend we did not write that answers by the previous
  // schema must not turn the page into 'We received an answer we could not read'.
  {
    name: 'a response field newly required',
    edit: edited(call, (json) => void (response(json).required = ['name', 'status', 'amount'])),
    refused: /#\/properties\/response\/required: newly required response field 'amount': a backend answering by the previous schema is refused/,
  },
  {
    name: 'a response closed to fields it does not list',
    edit: edited(call, (json) => void (response(json).additionalProperties = false)),
    refused: /#\/properties\/response\/additionalProperties: additionalProperties made false on a response: a backend answering by the previous schema is refused/,
  },
  {
    name: 'a nested response object closed to fields it does not list',
    edit: edited(call, (json) => void (((response(json).properties.items as Json).items as Json).additionalProperties = false)),
    refused: /#\/properties\/response\/properties\/items\/items\/additionalProperties: additionalProperties made false on a response/,
  },
  {
    name: 'a response type narrowed',
    edit: edited(call, (json) => void (response(json).properties.code = { type: 'integer' })),
    refused: /#\/properties\/response\/properties\/code\/type: narrowed response type string\|integer -> integer: a backend answering by the previous schema is refused/,
  },
  {
    name: 'a response enum value removed that no fixture uses',
    edit: edited(call, (json) => void (response(json).properties.status = { type: 'string', enum: ['PAID', 'OVERDUE'] })),
    refused: /#\/properties\/response\/properties\/status\/enum: removed enum value "CLOSED" from a response: a backend answering by the previous schema is refused/,
  },
  {
    name: 'a response value given an enum',
    edit: edited(call, (json) => void (response(json).properties.name = { type: 'string', enum: ['Maria'] })),
    refused: /#\/properties\/response\/properties\/name\/enum: new enum on a response value: a backend answering by the previous schema is refused/,
  },
  {
    name: 'a response value given a pattern',
    edit: edited(call, (json) => void (response(json).properties.amount = { type: 'string', pattern: '^[0-9]+$' })),
    refused: /#\/properties\/response\/properties\/amount\/pattern: pattern added "\^\[0-9\]\+\$" on a response: a backend answering by the previous schema is refused/,
  },
  {
    name: 'a call moved to another path',
    edit: edited(call, (json) => void (json['x-call'] = { method: 'POST', path: '/diving/group/call2' })),
    refused: /#\/x-call: the call moved: POST \/diving\/group\/call -> POST \/diving\/group\/call2/,
  },
  {
    name: 'a list item schema replaced by a reference',
    edit: edited(call, (json) => void ((response(json).properties.items as Json).items = { $ref: '#/definitions/item' })),
    refused: /#\/properties\/response\/properties\/items\/items\/\$ref: reference changed null -> "#\/definitions\/item"/,
  },
  {
    name: 'a saved-data field newly required',
    edit: edited('schemas/storage/draft.json', (json) => void (json.required = ['orderId', 'words'])),
    refused: /^schemas\/storage\/draft\.json#\/required: newly required field 'words': data saved without it no longer validates/,
  },
  {
    name: 'a saved-data field given a lower bound',
    edit: edited('schemas/storage/draft.json', (json) => void (json.properties.orderId = { type: 'string', minLength: 5 })),
    refused: /^schemas\/storage\/draft\.json#\/properties\/orderId\/minLength: minLength raised none -> 5: values saved data holds may no longer validate/,
  },
  {
    name: 'a route removed',
    edit: edited('schemas/routes.json', (json) => delete (json.routes as Json).aboutUs),
    refused: /^schemas\/routes\.json#\/routes\/aboutUs: removed route 'aboutUs'/,
  },
  {
    name: 'a route moved to another path',
    edit: edited('schemas/routes.json', (json) => void (((json.routes as Json).aboutUs as Json).path = '/about')),
    refused: /^schemas\/routes\.json#\/routes\/aboutUs\/path: route 'aboutUs' moved \/about-us -> \/about/,
  },
  {
    name: 'a content key removed',
    edit: edited('schemas/content/site.json', (json) => void (json.contact = {})),
    refused: /^schemas\/content\/site\.json#\/contact\/phone: removed key 'phone'/,
  },
  {
    name: 'a content value of another kind',
    edit: edited('schemas/content/site.json', (json) => void (json.nav = { label: 'Home', href: '/' })),
    refused: /^schemas\/content\/site\.json#\/nav: a list became a object/,
  },
  {
    name: 'a message removed that code still names',
    edit: edited('schemas/messages/en.json', (json) => delete json.hello),
    refused: /^schemas\/messages\/en\.json#\/hello: removed message 'hello', which code or a schema still names/,
  },
  {
    name: 'a message given a placeholder its code does not fill',
    edit: edited('schemas/messages/en.json', (json) => void (json['field.tooLong'] = 'Use at most {max} characters, {name}.')),
    refused: /^schemas\/messages\/en\.json#\/field\.tooLong: message 'field\.tooLong' has a new placeholder \{name\}/,
  },
];

describe('check:compat refuses each bad edit of the corpus with its own message', () => {
  it('has at least 20 bad edits, each with a message no other edit produces', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(20);
    const first = corpus.map(({ edit }) => lines(compare(edit))[0]);
    expect(new Set(first).size).toBe(corpus.length);
  });

  it.each(corpus)('$name', ({ edit, refused }) => {
    const found = lines(compare(edit));
    expect(found.some((line) => refused.test(line)), found.join('\n') || '(nothing refused)').toBe(true);
  });
});

describe('check:compat lets safe edits through', () => {
  const safe: [string, (files: Record<string, Json>) => Record<string, unknown>][] = [
    ['no change at all', () => ({})],
    ['an optional response field added', edited(call, (json) => void (response(json).properties.note = { type: 'string' }))],
    ['an enum value added', edited(call, (json) => void (request(json).properties.kind = { type: 'string', enum: ['a', 'b', 'c'] }))],
    ['a request enum value removed', edited(call, (json) => void (request(json).properties.kind = { type: 'string', enum: ['a'] }))],
    ['a request maxLength raised', edited(call, (json) => void (request(json).properties.id = { type: 'string', maxLength: 20 }))],
    ['a request field made optional', edited(call, (json) => void (request(json).required = []))],
    ['a response closed object opened', edited(call, (json) => void (json.additionalProperties = true))],
    ['a response type widened to what the app already reads', edited(call, (json) => void (response(json).properties.code = { type: ['string', 'integer'], description: 'A code, compared by meaning.' }))],
    ['a new call schema', (files) => ({ 'schemas/api/group/other.json': { ...files[call], $id: 'group/other.json', 'x-call': { method: 'GET', path: '/diving/group/other' } } })],
    ['a descriptor row added', edited('schemas/screens/help.json', (json) => void (json.nodes as Json[]).push({ node: 'heading', text: 'More' }))],
    ['a form field added', edited('schemas/forms/contact/schema.json', (json) => void (json.properties.email = { type: 'string' }))],
    ['a message reworded and one nobody names removed', (files) => ({ 'schemas/messages/en.json': { ...files['schemas/messages/en.json'], hello: 'Hi', unused: undefined } })],
    ['a route added', edited('schemas/routes.json', (json) => void ((json.routes as Json).faq = { path: '/faq' }))],
    ['a content text changed and a key added', (files) => ({ 'schemas/content/site.json': { ...files['schemas/content/site.json'], title: 'CashPeso PH', tagline: 'Fast' } })],
  ];
  it.each(safe)('%s', (_name, edit) => {
    const report = compare(edit);
    expect(lines(report)).toEqual([]);
    expect(report.changes.every((c) => !c.breaking)).toBe(true);
  });

  it('names each safe change at its path', () => {
    const report = compare(edited(call, (json) => void (response(json).properties.note = { type: 'string' })));
    expect(report.changes.map((c) => `${c.file}#${c.path}: ${c.message}`)).toEqual(["schemas/api/group/call.json#/properties/response/properties/note: added property 'note'"]);
  });
});

describe('a breaking change passes only with its version bumped and a note saying why', () => {
  const dropAmount = (json: Json & { properties: Record<string, Json> }) => {
    delete response(json).properties.amount;
  };

  it('is accepted with "x-version" raised and a new "x-breaking-note"', () => {
    const report = compare(edited(call, (json) => {
      dropAmount(json);
      json['x-version'] = 1;
      json['x-breaking-note'] = 'amount moved to the plan call; the app and server ship together';
    }));
    expect(lines(report)).toEqual([]);
    expect(report.changes.filter((c) => c.breaking).map((c) => c.waived)).toEqual([true]);
  });

  it('is refused without a bump, saying which version to set', () => {
    expect(lines(compare(edited(call, dropAmount)))).toContain(
      'schemas/api/group/call.json#/x-version: 1 breaking change(s) here: "x-version" is 0, not above 0: bump it to 1 and say why in "x-breaking-note"',
    );
  });

  it('is refused with a bump and no note', () => {
    const found = lines(compare(edited(call, (json) => {
      dropAmount(json);
      json['x-version'] = 1;
    })));
    expect(found).toContain('schemas/api/group/call.json#/x-version: 1 breaking change(s) here: "x-version" is bumped but "x-breaking-note" is missing: say why this break is fine');
  });

  it("is refused when the note is the previous bump's", () => {
    const before = baseTree();
    Object.assign(before[call]!, { 'x-version': 1, 'x-breaking-note': 'an old break' });
    const after = structuredClone(before) as Record<string, Json>;
    dropAmount(after[call] as Json & { properties: Record<string, Json> });
    after[call]!['x-version'] = 2;
    const report = checkCompat({ root: makeTree(after), registry: testRegistry, previous: texts(before) });
    expect(lines(report)).toContain('schemas/api/group/call.json#/x-version: 1 breaking change(s) here: "x-version" is bumped but "x-breaking-note" is the previous note: say why this break is fine');
  });

  it('never accepts what a bump cannot make right: an unknown widget stays refused', () => {
    const found = lines(compare((files) => ({
      'schemas/forms/contact/schema.json': { ...files['schemas/forms/contact/schema.json'], 'x-version': 1, 'x-breaking-note': 'new widget' },
      'schemas/forms/contact/ui-schema.json': { name: { 'ui:widget': 'phoneInput' } },
    })));
    expect(found.some((line) => line.includes("no widget 'phoneInput'"))).toBe(true);
  });
});

describe('a moved file is followed: compared with its previous self, and a $ref to its new path is the same', () => {
  const fields = (id: string): Json => ({
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: id,
    title: 'Fields',
    definitions: { name: { type: 'string', maxLength: 40 } },
  });
  const caller = (id: string, ref: string, wire: string): Json => ({
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: id,
    title: 'Caller',
    'x-call': { method: 'POST', path: wire },
    type: 'object',
    properties: { request: { type: 'object', properties: { name: { $ref: ref } }, additionalProperties: false }, response: { type: 'object' } },
  });
  // Before: an obfuscated group; after: the same calls and fields under the feature's name, and a caller in another
  // group whose $ref follows the fields file.
  const before = (): Record<string, Json> => ({
    ...baseTree(),
    'schemas/api/goya/fields.json': fields('goya/fields.json'),
    'schemas/api/goya/imitate.json': caller('goya/imitate.json', 'fields.json#/definitions/name', '/diving/goya/imitate'),
    'schemas/api/other/other.json': caller('other/other.json', '../goya/fields.json#/definitions/name', '/diving/other'),
  });
  const after = (change: (moved: Json) => void = () => undefined): Record<string, unknown> => {
    const files: Record<string, unknown> = { ...baseTree(), ...code };
    const moved = caller('rollover/rollover-info.json', 'fields.json#/definitions/name', '/diving/goya/imitate');
    change(moved);
    files['schemas/api/rollover/fields.json'] = fields('rollover/fields.json');
    files['schemas/api/rollover/rollover-info.json'] = moved;
    files['schemas/api/other/other.json'] = caller('other/other.json', '../rollover/fields.json#/definitions/name', '/diving/other');
    return files;
  };

  it('finds a pure rename safe, naming where each file came from', () => {
    const report = checkCompat({ root: makeTree(after()), registry: testRegistry, previous: texts(before()) });
    expect(lines(report)).toEqual([]);
    expect(report.changes.map((c) => `${c.file}: ${c.message}`).sort()).toEqual([
      'schemas/api/rollover/fields.json: moved from schemas/api/goya/fields.json',
      'schemas/api/rollover/rollover-info.json: moved from schemas/api/goya/imitate.json',
    ]);
  });

  it('still refuses a breaking change made with the move', () => {
    const report = checkCompat({
      root: makeTree(after((moved) => ((moved.properties as Record<string, Json>).request!.required = ['name']))),
      registry: testRegistry,
      previous: texts(before()),
    });
    expect(lines(report)).toContain(
      "schemas/api/rollover/rollover-info.json#/properties/request/required: newly required request field 'name': clients that do not send it are refused",
    );
  });

  it('does not follow a move that also changes the wire path: that is another call, and the old one is gone', () => {
    const moved = after((json) => (json['x-call'] = { method: 'POST', path: '/diving/rollover/info' }));
    const report = checkCompat({ root: makeTree(moved), registry: testRegistry, previous: texts(before()) });
    // Not the same call, so not followed: the old call is gone, and the file is new.
    expect(report.changes.map((c) => `${c.file}: ${c.message}`)).toContain('schemas/api/goya/imitate.json: file removed');
  });
});

describe('the previous version comes from git', () => {
  const gitIn = (root: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=test@example.com', '-c', 'user.name=test', '-c', 'commit.gpgsign=false', ...args], { cwd: root, stdio: 'pipe' });
  const registryFiles = {
    'renderers/form-registry.ts': realFile('renderers/form-registry.ts'),
    'renderers/nodes.ts': realFile('renderers/nodes.ts'),
  };
  const run = (root: string, base?: string) => {
    const log: string[] = [];
    const code = runCompat({ root, ...(base ? { base } : {}) }, (line) => log.push(line));
    return { code, log: log.join('\n') };
  };
  const writeJson = (root: string, file: string, json: unknown) => fs.writeFileSync(path.join(root, file), `${JSON.stringify(json, null, 2)}\n`);

  it('passes on a clean clone of one commit, fails on a breaking edit before and after it is committed, and passes once a later commit is clean', () => {
    const files = baseTree();
    const root = makeTree({ ...files, ...registryFiles });
    // The real registry names nodes and widgets the test tree's forms and descriptors use.
    expect(run(root)).toMatchObject({ code: 0 });
    gitIn(root, 'init', '-q');
    gitIn(root, 'add', 'schemas', 'renderers');
    gitIn(root, 'commit', '-q', '-m', 'first');
    const first = run(root);
    expect(first.code).toBe(0);
    expect(first.log).toContain('against nothing (no previous commit: every file is new)');

    const broken = structuredClone(files[call]) as Json & { properties: Record<string, Json> };
    delete response(broken).properties.amount;
    writeJson(root, call, broken);
    const uncommitted = run(root);
    expect(uncommitted.code).toBe(1);
    expect(uncommitted.log).toMatch(/against HEAD \([0-9a-f]{7}\)/);
    expect(uncommitted.log).toContain("BREAKING: schemas/api/group/call.json#/properties/response/properties/amount: removed property 'amount' that the response carries");

    gitIn(root, 'commit', '-q', '-am', 'drop amount');
    const committed = run(root);
    expect(committed.code).toBe(1);
    expect(committed.log).toMatch(/against HEAD~1 \([0-9a-f]{7}\)/);
    expect(committed.log).toContain("schemas/api/group/call.json#/properties/response/properties/amount: removed property 'amount'");

    writeJson(root, 'schemas/content/site.json', { ...files['schemas/content/site.json'], title: 'New' });
    gitIn(root, 'commit', '-q', '-am', 'reword');
    expect(run(root).code).toBe(0);
    // A named base reaches back past it.
    expect(run(root, 'HEAD~2').code).toBe(1);
  });

  it('passes outside git: every file is new', () => {
    const root = makeTree({ ...baseTree(), ...registryFiles });
    expect(fs.existsSync(path.join(root, '.git'))).toBe(false);
    const result = run(root);
    expect(result).toMatchObject({ code: 0 });
  });
});
