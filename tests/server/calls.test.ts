import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCalls } from '../../server/http/calls.ts';
import type { Db } from '../../server/db/database.ts';
import { apiSchemasWith, fixtureHandlersDir, maria, seededMemoryDb, sessionQuery, testApp, type TestApp } from './support.ts';

// A made-up group of calls, declared the way schemas/api declares real ones, with handlers from
// tests/server/fixtures/handlers/echo.ts: they drive the generic machinery in server/http/calls.ts.
const echoCall = (xCall: Record<string, unknown>, request: Record<string, unknown>, response: Record<string, unknown>) => ({
  $schema: 'http://json-schema.org/draft-07/schema#',
  'x-call': xCall,
  type: 'object',
  properties: {
    request: { type: 'object', properties: request, additionalProperties: false },
    response: { type: 'object', ...response },
  },
  required: ['request', 'response'],
});

const echoSchemas = {
  'echo/lookup.json': {
    $id: 'echo/lookup.json',
    ...echoCall(
      { method: 'GET', path: '/api/v2/echo/lookup', auth: 'none' },
      { templateId: { type: 'integer', minimum: 1 }, tag: { type: 'string' } },
      { properties: { params: { type: 'object' }, borrower: { type: ['string', 'null'] } }, required: ['params', 'borrower'] },
    ),
  },
  'echo/broken.json': { $id: 'echo/broken.json', ...echoCall({ method: 'POST', path: '/diving/echo/broken' }, {}, { properties: { right: { type: 'string' } }, required: ['right'] }) },
  'echo/refuse.json': { $id: 'echo/refuse.json', ...echoCall({ method: 'POST', path: '/diving/echo/refuse' }, { reason: { type: 'string' } }, {}) },
  'echo/crash.json': { $id: 'echo/crash.json', ...echoCall({ method: 'POST', path: '/diving/echo/crash', successCode: 0 }, {}, {}) },
};

describe('calls declared in schemas/api', () => {
  let db: Db;
  let server: TestApp;
  let schemasDir: string;

  beforeAll(async () => {
    db = await seededMemoryDb();
    schemasDir = await apiSchemasWith([], echoSchemas);
    server = await testApp(db, { callSources: { schemasDir, handlersDir: fixtureHandlersDir } });
  });
  afterAll(async () => {
    await server?.cleanup();
    await db?.close();
    await rm(schemasDir, { recursive: true, force: true });
  });

  it('registers a route per call, with successCode "00" by default and request params of a GET from the query', async () => {
    const answer = await server.app.inject({ method: 'GET', url: `/api/v2/echo/lookup?${sessionQuery()}&templateId=7&tag=a%20b` });
    expect(answer.statusCode).toBe(200);
    // Session params are split off, and an integer param arrives as a number.
    expect(answer.json()).toEqual({ code: '00', message: 'success', data: { params: { templateId: 7, tag: 'a b' }, borrower: null } });
  });

  it('lets auth "none" calls through without a session, still validating their params', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/v2/echo/lookup?templateId=1' })).statusCode).toBe(200);
    const bad = await server.app.inject({ method: 'GET', url: '/api/v2/echo/lookup?templateId=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'BAD_REQUEST', message: 'templateId: must be >= 1' });
  });

  it('requires a session for calls whose auth is left to the default', async () => {
    expect((await server.app.inject({ method: 'POST', url: '/diving/echo/broken' })).statusCode).toBe(401);
  });

  it('answers 500 SERVER_ERROR when a handler returns data its response schema refuses', async () => {
    const answer = await server.app.inject({ method: 'POST', url: `/diving/echo/broken?${sessionQuery()}` });
    expect(answer.statusCode).toBe(500);
    expect(answer.json().code).toBe('SERVER_ERROR');
  });

  it('answers a handler’s business failure with its own code and HTTP 200', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: `/diving/echo/refuse?${sessionQuery()}`,
      payload: 'reason=captcha',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: '101', message: 'Refused captcha' });
  });

  it('answers 500 SERVER_ERROR without the internal message when a handler throws', async () => {
    const answer = await server.app.inject({ method: 'POST', url: `/diving/echo/crash?sessionId=${maria.session.sessionId}` });
    expect(answer.statusCode).toBe(500);
    expect(answer.json().code).toBe('SERVER_ERROR');
    expect(answer.body).not.toContain('boom');
  });

  it('answers unknown paths with a 404 envelope that does not echo the URL', async () => {
    const answer = await server.app.inject({ method: 'POST', url: `/diving/nothing?${sessionQuery()}` });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe('NOT_FOUND');
    expect(answer.body).not.toContain(maria.session.sessionId);
  });
});

describe('startup checks', () => {
  it('fails naming every declared call that has no handler', async () => {
    const dir = await apiSchemasWith(['customer-service'], {
      'nohandler/first.json': { $id: 'nohandler/first.json', ...echoCall({ method: 'POST', path: '/diving/x/first' }, {}, {}) },
      'echo/unhandled.json': { $id: 'echo/unhandled.json', ...echoCall({ method: 'POST', path: '/diving/x/second' }, {}, {}) },
    });
    try {
      const loading = loadCalls({ schemasDir: dir, handlersDir: fixtureHandlersDir });
      await expect(loading).rejects.toThrow(/No handler for call 'nohandler\/first'/);
      await expect(loading).rejects.toThrow(/No handler for call 'echo\/unhandled'/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('fails naming a handler whose call no schema declares', async () => {
    const dir = await apiSchemasWith([], { 'echo/lookup.json': echoSchemas['echo/lookup.json'] });
    try {
      await expect(loadCalls({ schemasDir: dir, handlersDir: fixtureHandlersDir })).rejects.toThrow(/handler for 'echo\/broken', but no schema/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('fails on a malformed x-call, naming the file and field', async () => {
    const dir = await apiSchemasWith([], { 'echo/lookup.json': { ...echoSchemas['echo/lookup.json'], 'x-call': { method: 'PUT', path: '/x' } } });
    try {
      await expect(loadCalls({ schemasDir: dir, handlersDir: fixtureHandlersDir })).rejects.toThrow(/schemas\/api\/echo\/lookup\.json: x-call method: /);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('every call declared in the real schemas/api has a handler in server/handlers', async () => {
    await expect(loadCalls()).resolves.toMatchObject({ calls: expect.any(Array) });
  });
});
