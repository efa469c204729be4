import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { loadCalls } from '../../server/http/calls.ts';
import type { Db } from '../../server/db/database.ts';
import { OutboxSender, readOutbox } from '../../server/sms/outbox-sender.ts';
import { NoProviderSender, smsSender } from '../../server/sms/sender.ts';
import { apiSchemasWith, seededMemoryDb, tempDir, testApp } from './support.ts';

const callFailureModule = fileURLToPath(new URL('../../server/domain/call-failure.ts', import.meta.url));

let db: Db;
const logged: unknown[] = [];
const log = { info: (entry: unknown) => void logged.push(entry) } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  db = await seededMemoryDb();
});
afterAll(async () => {
  await db?.close();
});

describe('the SMS sender', () => {
  it('is the local outbox outside production, and refuses to pretend in production', async () => {
    expect(smsSender({ db, log, production: false })).toBeInstanceOf(OutboxSender);
    const production = smsSender({ db, log, production: true });
    expect(production).toBeInstanceOf(NoProviderSender);
    await expect(production.send({ phone: '09170000001', text: 'hi' })).rejects.toThrow(/No SMS provider/);
  });

  it('keeps each message in the outbox, newest first, and logs only its outbox row', async () => {
    const sender = new OutboxSender(db, log);
    await sender.send({ phone: '09175550001', text: 'Your code is 111111', code: '111111' });
    await sender.send({ phone: '09175550002', text: 'Your code is 222222', code: '222222' });
    await sender.send({ phone: '09175550001', text: 'Your code is 333333', code: '333333' });
    expect((await readOutbox(db, { phone: '09175550001' })).map((m) => m.code)).toEqual(['333333', '111111']);
    expect((await readOutbox(db, { limit: 1 }))[0]).toMatchObject({ phone: '09175550001', code: '333333', text: 'Your code is 333333' });
    expect(logged).toHaveLength(3);
    expect(JSON.stringify(logged)).not.toMatch(/0917555000|111111|222222|333333/);
    expect(logged[1]).toEqual({ sms: { outboxId: expect.any(Number) } });
  });
});

describe('x-call contentType', () => {
  const picture = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>';
  const call = (contentType: string) => ({
    $id: 'picture/draw.json',
    'x-call': { method: 'GET', path: '/api/v2/picture/draw', auth: 'none', contentType },
    type: 'object',
    properties: { request: { type: 'object', properties: { ok: { enum: ['yes', 'no'] } }, additionalProperties: false }, response: { type: 'string', pattern: '^<svg ' } },
  });
  const folders: string[] = [];
  let handlersDir: string;

  beforeAll(async () => {
    handlersDir = await tempDir('handlers');
    folders.push(handlersDir);
    await writeFile(
      path.join(handlersDir, 'picture.ts'),
      `export const handlers = { 'picture/draw': async ({ params }) => { if (params.ok === 'no') { const { CallFailure } = await import(${JSON.stringify(callFailureModule)}); throw new CallFailure('101', 'expired'); } return ${JSON.stringify(picture)}; } };\n`,
    );
  });
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('refuses a content type other than image/svg+xml, by name', async () => {
    const schemasDir = await apiSchemasWith([], { 'picture/draw.json': call('text/html') });
    folders.push(schemasDir);
    await expect(loadCalls({ schemasDir, handlersDir })).rejects.toThrow(/schemas\/api\/picture\/draw.json: x-call/);
  });

  it('answers the data itself with that content type, and a failure as an envelope', async () => {
    const schemasDir = await apiSchemasWith([], { 'picture/draw.json': call('image/svg+xml') });
    folders.push(schemasDir);
    const server = await testApp(db, { callSources: { schemasDir, handlersDir } });
    try {
      const drawn = await server.app.inject({ method: 'GET', url: '/api/v2/picture/draw?ok=yes' });
      expect(drawn.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(drawn.body).toBe(picture);
      const failed = await server.app.inject({ method: 'GET', url: '/api/v2/picture/draw?ok=no' });
      expect(failed.json()).toEqual({ code: '101', message: 'expired' });
    } finally {
      await server.cleanup();
    }
  });
});
