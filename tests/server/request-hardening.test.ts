import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { countFields, MAX_FIELDS, parseFields, tooManyFields } from '../../server/http/form-parser.ts';
import type { InjectOptions } from 'fastify';
import type { Db } from '../../server/db/database.ts';
import { apiSchemasWith, fixtureHandlersDir, maria, seededMemoryDb, sessionQuery, testApp, type TestApp } from './support.ts';

// Issue 12, items 1 and 2: the form and query parsers are linear and bounded, a repeated field or a control character
// is refused with a 400 naming the field before any other work (no session lookup, no database), and a field named
// __proto__ is a field like any other.

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const kfInfo = '/diving/v3/personal-center/contact-kf-info';
const trackVisit = '/api/v2/youmi/promotion/track-visit';
const visit = { page_id: '1', user_from: 'fb', client_type: 'android', page_type: '1', utm_tag: '', app_from: '' };

/** About 400 KB of one key repeated: the body that stalled the server for a minute. */
const stallBody = 'overall=30&'.repeat(37_000);

describe('the form parser', () => {
  it('stops counting past the bound, so a huge body costs one scan', () => {
    expect(stallBody.length).toBeGreaterThan(400_000);
    expect(countFields(stallBody)).toBe(MAX_FIELDS + 1);
    expect(countFields('a=1&&b=2&')).toBe(2);
    expect(countFields('')).toBe(0);
  });

  it('refuses a text of more fields than the bound, decoding none of them', () => {
    const fields = parseFields(stallBody);
    expect(fields[tooManyFields]).toBe(true);
    expect(Object.keys(fields)).toEqual([]);
  });

  it('makes a repeated field a list, up to the bound', () => {
    // Parsing is one scan to count plus one URLSearchParams pass, and MAX_FIELDS caps even the list's appends.
    const fields = parseFields('a=1&'.repeat(MAX_FIELDS));
    expect(fields[tooManyFields]).toBeUndefined();
    expect(fields.a).toEqual(Array.from({ length: MAX_FIELDS }, () => '1'));
    expect(parseFields('a=1&'.repeat(MAX_FIELDS + 1))[tooManyFields]).toBe(true);
  });

  it('keeps __proto__ and constructor as plain fields, never touching a prototype', () => {
    const fields = parseFields('__proto__=x&constructor=y&__proto__[polluted]=1&toString=z');
    expect(Object.getPrototypeOf(fields)).toBeNull();
    expect(fields.__proto__).toBe('x');
    expect(fields.constructor).toBe('y');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('decodes as URLSearchParams does', () => {
    expect({ ...parseFields('a=b+c&d=%41%zz&e') }).toEqual({ a: 'b c', d: 'A%zz', e: '' });
  });
});

describe('requests the pipeline refuses before any other work', () => {
  let db: Db;
  let server: TestApp;
  let schemasDir: string;
  let queries: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    db = await seededMemoryDb();
    schemasDir = await apiSchemasWith(['customer-service', 'promotion']);
    server = await testApp(db, { callSources: { schemasDir } });
  });
  afterAll(async () => {
    await server?.cleanup();
    await db?.close();
    await rm(schemasDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    queries?.mockRestore();
    queries = vi.spyOn(db, 'query');
  });

  async function refused(request: InjectOptions, message: RegExp): Promise<void> {
    const answer = await server.app.inject(request);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 'BAD_REQUEST', message: expect.stringMatching(message) });
    // No session lookup, no handler: the database was never asked.
    expect(queries).not.toHaveBeenCalled();
  }

  it('answers a 400 KB body of one repeated key with a 400, with or without a session', async () => {
    for (const query of ['', `?${sessionQuery()}`]) {
      await refused({ method: 'POST', url: `${kfInfo}${query}`, headers: form, payload: stallBody }, /^body: carries more than 200 fields$/);
    }
  });

  it('refuses a query of too many fields', async () => {
    await refused({ method: 'GET', url: `${trackVisit}?${'a=1&'.repeat(MAX_FIELDS + 1)}` }, /^query: carries more than 200 fields$/);
  });

  it('refuses a key the call does not expect to repeat, naming it, even with a valid session', async () => {
    await refused({ method: 'POST', url: `${kfInfo}?${sessionQuery()}`, headers: form, payload: 'overall=30&overall=31' }, /^overall: is sent more than once$/);
    await refused({ method: 'POST', url: `${kfInfo}?${sessionQuery()}&sessionId=other`, headers: form, payload: 'overall=30' }, /^sessionId: is sent more than once$/);
    await refused({ method: 'GET', url: `${trackVisit}?${new URLSearchParams(visit)}&user_from=x` }, /^user_from: is sent more than once$/);
  });

  it.each([
    ['the session id', () => `${kfInfo}?${sessionQuery({ ...maria.session, sessionId: `${maria.session.sessionId}\u0000` })}`, 'overall=30', /^sessionId: may not hold control characters$/],
    ['a session param', () => `${kfInfo}?${sessionQuery({ ...maria.session, deviceName: 'a\u001bb' })}`, 'overall=30', /^deviceName: may not hold control characters$/],
    ['a form field', () => `${kfInfo}?${sessionQuery()}`, 'overall=3%000', /^overall: may not hold control characters$/],
    ['a field name', () => `${kfInfo}?${sessionQuery()}`, 'over%00all=30', /^over\\u0000all: a field name may not hold control characters$/],
    ['a DEL', () => `${kfInfo}?${sessionQuery()}`, 'overall=30%7F', /^overall: may not hold control characters$/],
  ])('refuses a control character in %s with a 400 naming the field', async (_case, url, payload, message) => {
    await refused({ method: 'POST', url: url(), headers: form, payload }, message);
  });

  it('refuses a NUL in a tracking parameter with a 400 naming it', async () => {
    await refused({ method: 'GET', url: `${trackVisit}?${new URLSearchParams({ ...visit, utm_tag: 'spring\u0000' })}` }, /^utm_tag: may not hold control characters$/);
  });

  it('refuses a field named __proto__ or constructor by name, and pollutes nothing', async () => {
    for (const name of ['__proto__', 'constructor']) {
      const answer = await server.app.inject({ method: 'GET', url: `${trackVisit}?${new URLSearchParams(visit)}&${name}=1` });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(`${name}: is not allowed`);
      const body = await server.app.inject({ method: 'POST', url: `${kfInfo}?${sessionQuery()}`, headers: form, payload: `overall=30&${name}=1` });
      expect(body.statusCode).toBe(400);
      expect(body.json().message).toBe(`${name}: is not allowed`);
    }
    expect(({} as Record<string, unknown>)['1']).toBeUndefined();
  });

  it('takes no multipart or JSON body: a 415 envelope', async () => {
    for (const type of ['multipart/form-data; boundary=x', 'application/json']) {
      const answer = await server.app.inject({ method: 'POST', url: `${kfInfo}?${sessionQuery()}`, headers: { 'content-type': type }, payload: '--x--' });
      expect(answer.statusCode).toBe(415);
      expect(answer.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('still answers a well-formed call', async () => {
    queries.mockRestore();
    const answer = await server.app.inject({ method: 'POST', url: `${kfInfo}?${sessionQuery()}`, headers: form, payload: 'overall=30' });
    expect(answer.statusCode).toBe(200);
  });
});

describe('a field the call declares as a list', () => {
  let db: Db;
  let server: TestApp;
  let schemasDir: string;

  beforeAll(async () => {
    db = await seededMemoryDb();
    // The echo fixture handler answers its params; here its lookup call takes a list of tags. Its other handlers
    // need their calls declared too.
    const other = (name: string) => ({
      $id: `echo/${name}.json`,
      type: 'object',
      'x-call': { method: 'POST', path: `/diving/echo/${name}` },
      properties: { request: { type: 'object' }, response: { type: 'object' } },
    });
    schemasDir = await apiSchemasWith([], {
      'echo/broken.json': other('broken'),
      'echo/refuse.json': other('refuse'),
      'echo/crash.json': other('crash'),
      'echo/lookup.json': {
        $schema: 'http://json-schema.org/draft-07/schema#',
        $id: 'echo/lookup.json',
        'x-call': { method: 'GET', path: '/api/v2/echo/lookup', auth: 'none' },
        type: 'object',
        properties: {
          request: { type: 'object', properties: { tag: { type: 'array', maxItems: 3, items: { type: 'string' } } }, additionalProperties: false },
          response: { type: 'object' },
        },
        required: ['request', 'response'],
      },
    });
    server = await testApp(db, { callSources: { schemasDir, handlersDir: fixtureHandlersDir } });
  });
  afterAll(async () => {
    await server?.cleanup();
    await db?.close();
    await rm(schemasDir, { recursive: true, force: true });
  });

  it('may repeat, within its schema, but still holds no control character', async () => {
    const ok = await server.app.inject({ method: 'GET', url: '/api/v2/echo/lookup?tag=a&tag=b' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.params).toEqual({ tag: ['a', 'b'] });
    expect((await server.app.inject({ method: 'GET', url: '/api/v2/echo/lookup?tag=a&tag=b&tag=c&tag=d' })).statusCode).toBe(400);
    const control = await server.app.inject({ method: 'GET', url: '/api/v2/echo/lookup?tag=a&tag=%0A' });
    expect(control.statusCode).toBe(400);
    expect(control.json().message).toBe('tag: may not hold control characters');
  });
});
