import { afterAll, describe, expect, it } from 'vitest';
import { checkSchemas, formatProblem, type Problem } from '../../scripts/check-schemas.ts';
import { makeTree, removeTrees, testRegistry } from './temp-tree.ts';

afterAll(removeTrees);

const callSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'group/call.json',
  title: 'Call',
  'x-call': { method: 'POST', path: '/diving/group/call' },
  type: 'object',
  properties: {
    request: { type: 'object', properties: { id: { type: 'string' } }, additionalProperties: false },
    response: { type: 'object', properties: { name: { type: 'string', maxLength: 5 } }, required: ['name'] },
  },
  required: ['request', 'response'],
  additionalProperties: false,
};

const descriptor = {
  id: 'help',
  title: 'Help',
  nodes: [
    { node: 'heading', text: 'Help' },
    { node: 'linkRows', rows: [{ title: 'Customer service', route: 'customerService' }] },
  ],
};

const formSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 20 },
    phones: { type: 'array', items: { type: 'string', pattern: '^09[0-9]{9}$' } },
  },
};
const uiSchema = { name: { 'ui:widget': 'text' }, phones: { items: { 'ui:widget': 'text' } } };

function check(files: Record<string, unknown>): Problem[] {
  return checkSchemas({ root: makeTree(files), registry: testRegistry });
}

/** Problems of one file, as `path: message` lines, so a failing assertion shows what was found. */
function at(problems: Problem[], file: string): string[] {
  return problems.filter((p) => p.file === file).map((p) => `${p.path}: ${p.message}`);
}

describe('checkSchemas', () => {
  it('finds nothing wrong in a clean tree', () => {
    expect(
      check({
        'schemas/api/group/call.json': callSchema,
        'schemas/screens/help.json': descriptor,
        'schemas/forms/contact/schema.json': formSchema,
        'schemas/forms/contact/ui-schema.json': uiSchema,
        'schemas/messages/en.json': { hello: 'Hello' },
      }),
    ).toEqual([]);
  });

  it('names a file that does not parse, at the root path, with the parser message', () => {
    const problems = check({ 'schemas/fixtures/demo.json': '{ "a": 1,, }' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'schemas/fixtures/demo.json', path: '' });
    expect(problems[0]?.message).toMatch(/^not valid JSON: .*JSON/);
  });

  it('reports a schema that is not valid JSON Schema at the offending keyword', () => {
    const bad = structuredClone(callSchema);
    (bad.properties.response.properties.name as { type: string }).type = 'strng';
    const lines = at(check({ 'schemas/api/group/call.json': bad }), 'schemas/api/group/call.json');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.startsWith('/properties/response/properties/name/type: not valid JSON Schema'))).toBe(true);
  });

  it('reports a schema that does not compile in strict mode, at the unknown keyword', () => {
    const bad = structuredClone(callSchema) as Record<string, unknown> & typeof callSchema;
    (bad.properties.request.properties.id as Record<string, unknown>).maxLenght = 3;
    expect(at(check({ 'schemas/api/group/call.json': bad }), 'schemas/api/group/call.json')).toEqual([
      '/properties/request/properties/id/maxLenght: does not compile: strict mode: unknown keyword: "maxLenght"',
    ]);
  });

  it('reports a "format" the registry does not draw clearly, and accepts one it draws', () => {
    const bad = structuredClone(callSchema);
    (bad.properties.response.properties.name as Record<string, unknown>).format = 'ipv4';
    expect(at(check({ 'schemas/api/group/call.json': bad }), 'schemas/api/group/call.json')).toEqual([
      '/properties/response/properties/name/format: does not compile: format "ipv4" is not one the registry draws (it draws: date, date-time, time, email, uri, tel, data-url)',
    ]);
    const good = structuredClone(callSchema);
    (good.properties.response.properties.name as Record<string, unknown>).format = 'email';
    expect(at(check({ 'schemas/api/group/call.json': good }), 'schemas/api/group/call.json')).toEqual([]);
  });

  it('reports a $ref that resolves to nothing, at the $ref', () => {
    const bad = structuredClone(callSchema);
    bad.properties.request.properties.id = { $ref: '../common/nothing.json' } as never;
    const lines = at(check({ 'schemas/api/group/call.json': bad }), 'schemas/api/group/call.json');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\/properties\/request\/properties\/id\/\$ref: does not compile: can't resolve reference/);
  });

  it('resolves a $ref to a sibling schema file', () => {
    const withRef = structuredClone(callSchema);
    withRef.properties.request.properties.id = { $ref: '../common/id.json' } as never;
    const problems = check({
      'schemas/api/group/call.json': withRef,
      'schemas/api/common/id.json': { $id: 'common/id.json', type: 'string', pattern: '^[0-9]+$' },
    });
    expect(problems).toEqual([]);
  });

  it('reports an $id that does not match the file path, and a call schema without a response', () => {
    const bad = structuredClone(callSchema) as Record<string, unknown> & typeof callSchema;
    bad.$id = 'call.json';
    delete (bad.properties as Record<string, unknown>).response;
    expect(at(check({ 'schemas/api/group/call.json': bad }), 'schemas/api/group/call.json')).toEqual([
      '/$id: $id is "call.json" but must be "group/call.json" (the file\'s path), so that $refs resolve the same in ajv and in the type generator',
      '/properties: a call schema ("x-call") needs properties.response: the schema of the call\'s response',
    ]);
  });

  it('reports a malformed "x-call"', () => {
    const bad = structuredClone(callSchema);
    bad['x-call'] = { method: 'FETCH', path: '/diving/group/call' };
    const lines = at(check({ 'schemas/api/group/call.json': bad }), 'schemas/api/group/call.json');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^: does not compile: keyword "x-call" value is invalid/);
  });

  it('reports a descriptor that breaks the meta-schema, at the instance path', () => {
    const bad = {
      id: 'help',
      nodes: [{ node: 'heading', text: 'Help', level: 7 }, { node: 'linkRows', rows: [{ title: 'x', colour: 'red' }] }],
    };
    const lines = at(check({ 'schemas/screens/help.json': bad }), 'schemas/screens/help.json');
    expect(lines).toContain(": breaks meta/screen-descriptor.json: must have required property 'title'");
    expect(lines).toContain('/nodes/0/level: breaks meta/screen-descriptor.json: must be equal to one of the allowed values');
    expect(lines).toContain(
      "/nodes/1/rows/0: breaks meta/screen-descriptor.json: must NOT have additional properties ('colour')",
    );
  });

  it('reports a descriptor node the registry lacks, at its "node"', () => {
    const bad = structuredClone(descriptor);
    bad.nodes.push({ node: 'carousel', text: 'x' });
    const problems = check({ 'schemas/screens/help.json': bad }).filter((p) => p.message.startsWith('no node'));
    expect(problems.map(formatProblem)).toEqual([
      "schemas/screens/help.json#/nodes/2/node: no node 'carousel' in the registry (renderers/registry.ts has: detailRows, heading, linkRows, richText)",
    ]);
  });

  it('reports a uiSchema widget the registry lacks, at any depth, including items and ui:options', () => {
    const bad = {
      name: { 'ui:widget': 'text' },
      phones: { items: { 'ui:widget': 'phoneInput' } },
      address: { city: { 'ui:options': { widget: 'cityPicker' } } },
    };
    const problems = check({ 'schemas/forms/contact/schema.json': formSchema, 'schemas/forms/contact/ui-schema.json': bad });
    expect(problems.map((p) => `${p.file}#${p.path}`)).toEqual([
      'schemas/forms/contact/ui-schema.json#/phones/items/ui:widget',
      'schemas/forms/contact/ui-schema.json#/address/city/ui:options/widget',
    ]);
    expect(problems[0]?.message).toMatch(/^no widget 'phoneInput' in the registry/);
  });

  it('reports a uiSchema with no schema beside it', () => {
    expect(check({ 'schemas/forms/lost/ui-schema.json': uiSchema }).map(formatProblem)).toEqual([
      'schemas/forms/lost/ui-schema.json#: a uiSchema needs a schema.json beside it',
    ]);
  });

  it('reports a linkRows route that schemas/routes.json lacks, at the route', () => {
    const bad = structuredClone(descriptor);
    bad.nodes[1] = { node: 'linkRows', rows: [{ title: 'a', route: 'customerService' }, { title: 'b', route: 'nowhere' }] };
    const problems = check({ 'schemas/screens/help.json': bad });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'schemas/screens/help.json', path: '/nodes/1/rows/1/route' });
    expect(problems[0]?.message).toMatch(/^no route 'nowhere' in schemas\/routes\.json/);
  });

  it("reports a route's load that names no call schema, or a param the call does not take, at the load", () => {
    const routes = { basePath: '/app', routes: { help: { path: '/help', loads: [{ call: 'group/call', params: { id: { $query: 'id' } } as Record<string, unknown> }] } } };
    routes.routes.help.loads.push({ call: 'group/call', params: { id: { $query: 'id', prefix: 'help/' } } });
    expect(check({ 'schemas/api/group/call.json': callSchema, 'schemas/routes.json': routes })).toEqual([]);
    const bad = structuredClone(routes);
    bad.routes.help.loads.push(
      { call: 'group/gone', params: { id: { $query: 'id' } } },
      { call: 'group/call', params: { ident: 'x', id: 7 } } as never,
      { call: 'group/call', params: { id: { $query: 'id', suffix: '/x' } } },
    );
    expect(at(check({ 'schemas/api/group/call.json': callSchema, 'schemas/routes.json': bad }), 'schemas/routes.json')).toEqual([
      '/routes/help/loads/2/call: no call schema schemas/api/group/gone.json with an "x-call"',
      "/routes/help/loads/3/params/ident: 'group/call' takes no request param 'ident' (it takes: id)",
      '/routes/help/loads/3/params/id: must be a text, or {"$query": name of a page URL param, "prefix"?: text put before its value}',
      '/routes/help/loads/4/params/id: must be a text, or {"$query": name of a page URL param, "prefix"?: text put before its value}',
    ]);
  });

  it("reports a load's pageAt that names no text of the call's answer, at the load", () => {
    const routes = (pageAt: unknown) => ({ basePath: '/app', routes: { help: { path: '/help', loads: [{ call: 'group/call', params: {}, pageAt }] } } });
    expect(check({ 'schemas/api/group/call.json': callSchema, 'schemas/routes.json': routes('/name') })).toEqual([]);
    for (const bad of ['/nope', 'name', '/name/deeper', 7]) {
      expect(at(check({ 'schemas/api/group/call.json': callSchema, 'schemas/routes.json': routes(bad) }), 'schemas/routes.json')).toEqual([
        `/routes/help/loads/0/pageAt: must be a JSON Pointer to a text property of 'group/call''s answer: ${JSON.stringify(bad)}`,
      ]);
    }
  });

  it("reports the promotion page's loads as a route's, and a form it draws that is not bundled", () => {
    const form = { 'schemas/forms/contact/schema.json': formSchema, 'schemas/forms/contact/ui-schema.json': uiSchema };
    const page = { form: 'contact', loads: [{ call: 'group/call', params: { id: { $query: 'id' } } }] };
    expect(check({ 'schemas/api/group/call.json': callSchema, ...form, 'schemas/promo-page.json': page })).toEqual([]);
    const bad = { form: 'gone', loads: [{ call: 'group/call', params: { ident: 'x' } }] };
    expect(at(check({ 'schemas/api/group/call.json': callSchema, ...form, 'schemas/promo-page.json': bad }), 'schemas/promo-page.json')).toEqual([
      "/loads/0/params/ident: 'group/call' takes no request param 'ident' (it takes: id)",
      '/form: must name a form of schemas/forms (its schema.json and ui-schema.json): "gone"',
    ]);
  });

  it("reports a route's demoStorage that names no localStorage entry of one key, or a value its schema refuses, at the entry", () => {
    const storage = (name: string, place: Record<string, string>) => ({
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: `storage/${name}.json`,
      title: name,
      'x-storage': place,
      type: 'object',
      properties: { note: { type: 'string', maxLength: 5 } },
      required: ['note'],
      additionalProperties: false,
    });
    const tree = {
      'schemas/storage/draft.json': storage('draft', { area: 'local', key: 'help.draft' }),
      'schemas/storage/tab-flag.json': storage('tab-flag', { area: 'session', key: 'help.flag' }),
      'schemas/storage/scoped.json': storage('scoped', { area: 'local', key: 'help.{scope}' }),
    };
    const routes = (demoStorage: Record<string, unknown>) => ({ basePath: '/app', routes: { help: { path: '/help', demoStorage } } });
    expect(check({ ...tree, 'schemas/routes.json': routes({ draft: { note: 'hi' } }) })).toEqual([]);
    const bad = routes({ draft: { note: 'too long', extra: 1 }, gone: {}, 'tab-flag': { note: 'x' }, scoped: { note: 'x' } });
    expect(at(check({ ...tree, 'schemas/routes.json': bad }), 'schemas/routes.json')).toEqual([
      '/routes/help/demoStorage/draft: breaks schemas/storage/draft.json: must NOT have additional properties',
      '/routes/help/demoStorage/draft/note: breaks schemas/storage/draft.json: must NOT have more than 5 characters',
      '/routes/help/demoStorage/gone: no storage schema schemas/storage/gone.json with an "x-storage"',
      "/routes/help/demoStorage/tab-flag: 'tab-flag' is not kept in localStorage under one key, so a demo link cannot seed it",
      "/routes/help/demoStorage/scoped: 'scoped' is not kept in localStorage under one key, so a demo link cannot seed it",
    ]);
  });

  it("reports a route's form that is neither true nor a bundled form of schemas/forms", () => {
    const tree = { 'schemas/forms/contact/schema.json': formSchema, 'schemas/forms/contact/ui-schema.json': {} };
    const routes = (forms: Record<string, unknown>) => ({
      basePath: '/app',
      routes: Object.fromEntries(Object.entries(forms).map(([name, form]) => [name, { path: `/${name}`, form }])),
    });
    expect(check({ ...tree, 'schemas/routes.json': routes({ bank: true, contact: 'contact' }) })).toEqual([]);
    expect(at(check({ ...tree, 'schemas/routes.json': routes({ gone: 'gone', odd: 3 }) }), 'schemas/routes.json')).toEqual([
      '/routes/gone/form: must be true or name a form of schemas/forms (its schema.json and ui-schema.json): "gone"',
      '/routes/odd/form: must be true or name a form of schemas/forms (its schema.json and ui-schema.json): 3',
    ]);
  });

  it('escapes JSON Pointer segments', () => {
    const bad = { 'a/b': { 'ui:widget': 'nope' } };
    const problems = check({ 'schemas/forms/contact/schema.json': formSchema, 'schemas/forms/contact/ui-schema.json': bad });
    expect(problems.map((p) => p.path)).toEqual(['/a~1b/ui:widget']);
  });
});

describe('checkSchemas: what the registry does not draw (issue 22)', () => {
  const registry = { ...testRegistry, fields: ['ObjectField'], templates: ['ArrayFieldTemplate', 'FieldTemplate'] };
  const form = (schema: unknown, ui: unknown = {}) =>
    checkSchemas({ root: makeTree({ 'schemas/forms/contact/schema.json': schema, 'schemas/forms/contact/ui-schema.json': ui }), registry });
  const schemaFile = 'schemas/forms/contact/schema.json';
  const uiFile = 'schemas/forms/contact/ui-schema.json';

  it('accepts the names the registry has, and a $ref relative to the schema\'s own $id', () => {
    const schema = {
      $id: 'forms/contact/schema.json',
      type: 'object',
      properties: { name: { $ref: 'schema.json#/$defs/name', title: 'Name' }, phones: formSchema.properties.phones },
      $defs: { name: { type: 'string', maxLength: 20 } },
    };
    const ui = { name: { 'ui:widget': 'text' }, phones: { 'ui:ArrayFieldTemplate': 'ArrayFieldTemplate' }, 'ui:field': 'ObjectField' };
    expect(form(schema, ui)).toEqual([]);
  });

  it('refuses an unknown ui:field, in the uiSchema and in ui:options', () => {
    const ui = { name: { 'ui:field': 'CustomField' }, phones: { 'ui:options': { field: 'LayoutGridField' } } };
    expect(at(form(formSchema, ui), uiFile)).toEqual([
      "/name/ui:field: no field 'CustomField' in the registry (renderers/registry.ts has: ObjectField)",
      "/phones/ui:options/field: no field 'LayoutGridField' in the registry (renderers/registry.ts has: ObjectField)",
    ]);
  });

  it('refuses a ui:<Kind>Template the registry has no template for, or that names none of its templates', () => {
    const ui = {
      'ui:GridTemplate': 'GridTemplate',
      phones: { 'ui:ArrayFieldTemplate': 'MyArray', 'ui:options': { ArrayFieldTemplate: 'div' } },
    };
    expect(at(form(formSchema, ui), uiFile)).toEqual([
      "/ui:GridTemplate: no template 'GridTemplate' in the registry to replace (renderers/registry.ts has: ArrayFieldTemplate, FieldTemplate)",
      "/phones/ui:ArrayFieldTemplate: no template 'MyArray' in the registry (renderers/registry.ts has: ArrayFieldTemplate, FieldTemplate)",
      "/phones/ui:options/ArrayFieldTemplate: no template 'div' in the registry (renderers/registry.ts has: ArrayFieldTemplate, FieldTemplate)",
    ]);
  });

  it('refuses an unknown ui:widget', () => {
    expect(at(form(formSchema, { name: { 'ui:widget': 'color' } }), uiFile)).toEqual([
      "/name/ui:widget: no widget 'color' in the registry (renderers/registry.ts has: citySelect, money, text)",
    ]);
  });

  it('refuses a keyword the registry does not draw, at the keyword', () => {
    const schema = { type: 'object', properties: { name: { type: 'string', not: { const: 'x' } } } };
    expect(at(form(schema), schemaFile)).toEqual([
      '/properties/name/not: keyword "not" is not one the registry draws (core/schema-checks/vocabulary.ts lists them)',
    ]);
  });

  it('refuses a format the registry does not draw, at the format', () => {
    const schema = { type: 'object', properties: { ip: { type: 'string', format: 'ipv4' } } };
    expect(at(form(schema), schemaFile)).toContain(
      '/properties/ip/format: format "ipv4" is not one the registry draws (it draws: date, date-time, time, email, uri, tel, data-url)',
    );
  });

  it('refuses a $ref that does not resolve inside the form, at the $ref', () => {
    const schema = {
      type: 'object',
      properties: { a: { $ref: '#/$defs/none' }, b: { $ref: 'other.json#/definitions/x' } },
      $defs: { x: { type: 'string' } },
    };
    const lines = at(form(schema), schemaFile);
    expect(lines).toContain('/properties/a/$ref: $ref "#/$defs/none" does not resolve: this schema has nothing at /$defs/none');
    expect(lines).toContainEqual(expect.stringMatching(/^\/properties\/b\/\$ref: \$ref "other\.json#\/definitions\/x" points outside this schema/));
  });

  it('refuses a check beside a $ref, which the browser would ignore and the server apply', () => {
    const schema = { type: 'object', properties: { a: { $ref: '#/$defs/x', maxLength: 3, title: 'A' } }, $defs: { x: { type: 'string' } } };
    expect(at(form(schema), schemaFile)).toContain(
      '/properties/a/maxLength: "maxLength" beside a "$ref" is read by the server\'s validator and ignored by the browser\'s: move it into the schema the $ref names, or wrap both in "allOf"',
    );
  });
});
