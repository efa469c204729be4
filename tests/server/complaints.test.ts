import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { folderStorage } from '../../server/domain/image-storage.ts';
import type { Db } from '../../server/db/database.ts';
import { seed } from '../../server/db/seed.ts';
import { inputProblem, loadCalls, multipartLimits } from '../../server/http/calls.ts';
import { sniffImageType } from '../../server/domain/complaints.ts';
import corpus from '../../schemas/fixtures/complaints.json' with { type: 'json' };
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import { apiSchemasWith, jose, maria, multipart, seededMemoryDb, sessionQuery, tempDir, testApp, type TestApp } from './support.ts';
import { count, poster } from './repayment-support.ts';

// Issue 15, item 6: the complaint calls (/user-problem/*), the image upload and serving, and customer service's
// demo answer, against the database.

let db: Db;
let server: TestApp;
const post = poster(() => server);

beforeAll(async () => {
  db = await seededMemoryDb();
  server = await testApp(db, { callSources: { schemasDir: await apiSchemasWith(['complaints']) } });
});
afterAll(async () => {
  await server?.cleanup();
  await db?.close();
});
beforeEach(async () => {
  await db.query('DELETE FROM complaints WHERE id >= 1000000');
  await seed(db);
});

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'), Buffer.from([0xff, 0xd9])]);
const webp = Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L', 'latin1'), Buffer.alloc(14)]);

async function upload(bytes: Buffer, filename = 'photo.jpg', session = maria.session, type = 'image/jpeg') {
  const body = multipart([{ name: 'problemImage', filename, type, value: bytes }]);
  return server.app.inject({ method: 'POST', url: `/user-problem/upload-problem-img?${sessionQuery(session)}`, ...body });
}

async function uploadedUrl(bytes: Buffer = png, session = maria.session): Promise<string> {
  const answer = (await upload(bytes, 'evidence.png', session, 'image/png')).json();
  expect(answer.code).toBe('00');
  return answer.data.url as string;
}

const overdueOrder = 'CP2607190180'; // status 180: supports collection complaints
const reviewOrder = 'CP2611210021'; // status 21: does not
let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${(keyCounter += 1)}`;

function savePayload(overrides: Record<string, string> = {}) {
  return { problemType: '2', problemDetail: 'I paid on the 3rd.\nThe app still shows the order unpaid.', problemImage: '', orderNo: overdueOrder, idempotencyKey: newKey(), ...overrides };
}

describe('problem-init', () => {
  it("answers the types, sub-types and the session's own orders, the newest selected", async () => {
    const answer = (await post('/user-problem/problem-init', {})).json();
    expect(answer.code).toBe('00');
    expect(answer.data.problemType).toEqual(corpus.problemTypes);
    expect(answer.data.problemSonType).toEqual(corpus.problemSonTypes);
    expect(answer.data.orderList.length).toBeGreaterThan(3);
    expect(answer.data.orderDetail).toEqual(answer.data.orderList[0]);
    const overdue = answer.data.orderList.find((order: { orderNo: string }) => order.orderNo === overdueOrder);
    expect(overdue).toMatchObject({ orderNo: overdueOrder, isShow: 1, supportCollection: 1, productName: expect.any(String) });
    expect(overdue.rows.length).toBeGreaterThan(0);
    expect(answer.data.orderList.find((order: { orderNo: string }) => order.orderNo === reviewOrder).supportCollection).toBe(0);
  });

  it('selects the asked order, refuses one of another borrower, and answers no order for a borrower without any', async () => {
    expect((await post('/user-problem/problem-init', { orderId: reviewOrder })).json().data.orderDetail.orderNo).toBe(reviewOrder);
    expect((await post('/user-problem/problem-init', { orderId: overdueOrder }, jose.session)).json().code).toBe('ORDER_NOT_FOUND');
    const own = (await post('/user-problem/problem-init', {}, jose.session)).json();
    expect(own.code).toBe('00');
    expect(own.data.orderList.some((order: { orderNo: string }) => order.orderNo === overdueOrder)).toBe(false);
  });

  it('needs a session', async () => {
    expect((await post('/user-problem/problem-init', {}, { sessionId: 'nobody' })).statusCode).toBe(401);
  });

  it('answers the same as a GET with orderId in the query', async () => {
    const answer = await server.app.inject({ method: 'GET', url: `/user-problem/problem-init?${sessionQuery()}&orderId=${overdueOrder}` });
    expect(answer.json()).toEqual((await post('/user-problem/problem-init', { orderId: overdueOrder })).json());
    expect(answer.json().data.orderDetail.orderNo).toBe(overdueOrder);
  });
});

describe('the folder image storage', () => {
  it('keeps bytes under their key in its folder and refuses keys that could leave it', async () => {
    const dir = await tempDir('uploads');
    try {
      const storage = folderStorage(path.join(dir, 'uploads'));
      const key = `${'ab'.repeat(16)}.png`;
      await storage.put(key, png, 'image/png');
      expect((await readFile(path.join(dir, 'uploads', key))).equals(png)).toBe(true);
      expect((await storage.get(key))?.equals(png)).toBe(true);
      expect(await storage.get(`${'cd'.repeat(16)}.png`)).toBeNull();
      expect(await storage.get('../../etc/passwd')).toBeNull();
      await expect(storage.put('../x.png', png, 'image/png')).rejects.toThrow(/keys are/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('upload-problem-img', () => {
  it('takes a real PNG, JPEG and WebP by their first bytes and serves each with its true type and nosniff, to the uploader only', async () => {
    for (const [bytes, type, ext] of [
      [png, 'image/png', 'png'],
      [jpeg, 'image/jpeg', 'jpg'],
      [webp, 'image/webp', 'webp'],
    ] as const) {
      // The name and the declared type say otherwise: neither is believed.
      const answer = await upload(bytes, 'whatever.gif', maria.session, 'text/plain');
      expect(answer.statusCode).toBe(200);
      const { code, data } = answer.json();
      expect(code).toBe('00');
      expect(data.url).toMatch(new RegExp(`^/user-problem/images/[0-9a-f]{32}\\.${ext}$`));
      const served = await server.app.inject({ method: 'GET', url: `${data.url}?${sessionQuery()}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(bytes)).toBe(true);
      // Another borrower, no session or a wrong one: the same 404 as no image at all.
      for (const query of [sessionQuery(jose.session), '', 'sessionId=nobody']) {
        const refused = await server.app.inject({ method: 'GET', url: `${data.url}?${query}` });
        expect(refused.statusCode).toBe(404);
        expect(refused.body).not.toContain('\u0089PNG');
      }
    }
    expect((await server.app.inject({ method: 'GET', url: `/user-problem/images/${'0'.repeat(32)}.png?${sessionQuery()}` })).statusCode).toBe(404);
  });

  it('refuses a text file named .jpg by its bytes, and stores nothing', async () => {
    const before = await count(db, 'SELECT count(*)::integer AS n FROM complaint_images');
    const answer = await upload(Buffer.from('this is not a picture, only text pretending\n'), 'photo.jpg', maria.session, 'image/jpeg');
    expect(answer.json()).toEqual({ code: 'IMAGE_TYPE_NOT_ALLOWED', message: catalog['complaint.server.imageTypeNotAllowed'] });
    expect(await count(db, 'SELECT count(*)::integer AS n FROM complaint_images')).toBe(before);
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
  });

  it('refuses a file over 5 MB with a clear 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(multipartLimits.fileSize)]);
    const answer = await upload(big, 'big.png', maria.session, 'image/png');
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: catalog['complaint.server.imageTooLarge'] });
  });

  it('refuses two files, a file in another field, no file, extra fields and a form-encoded body', async () => {
    const url = `/user-problem/upload-problem-img?${sessionQuery()}`;
    const two = multipart([
      { name: 'problemImage', filename: 'a.png', value: png },
      { name: 'problemImage', filename: 'b.png', value: png },
    ]);
    expect((await server.app.inject({ method: 'POST', url, ...two })).statusCode).toBe(413);
    expect((await server.app.inject({ method: 'POST', url, ...multipart([{ name: 'other', filename: 'a.png', value: png }]) })).statusCode).toBe(400);
    const none = await server.app.inject({ method: 'POST', url, ...multipart([]) });
    expect(none.json()).toEqual({ code: 'BAD_REQUEST', message: catalog['complaint.server.imageMissing'] });
    const extra = multipart([{ name: 'note', value: 'hi' }, { name: 'problemImage', filename: 'a.png', value: png }]);
    expect((await server.app.inject({ method: 'POST', url, ...extra })).statusCode).toBe(400);
    const form = await server.app.inject({ method: 'POST', url, payload: 'problemImage=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.statusCode).toBe(415);
    const broken = await server.app.inject({ method: 'POST', url, payload: 'garbage', headers: { 'content-type': 'multipart/form-data; boundary=zzz' } });
    expect(broken.statusCode).toBe(400);
    // No session: refused before the body is read.
    expect((await server.app.inject({ method: 'POST', url: '/user-problem/upload-problem-img', ...multipart([{ name: 'problemImage', filename: 'a.png', value: png }]) })).statusCode).toBe(401);
  });

  it('keeps multipart away from every other route (415)', async () => {
    const answer = await server.app.inject({ method: 'POST', url: `/user-problem/problem-list?${sessionQuery()}`, ...multipart([{ name: 'x', value: 'y' }]) });
    expect(answer.statusCode).toBe(415);
  });
});

describe('problem-save, problem-list, problem-detail', () => {
  it('saves a complaint with newlines and images, then lists and details it', async () => {
    const images = [await uploadedUrl(png), await uploadedUrl(jpeg)];
    const payload = savePayload({ problemType: '1', problemSonType: '102', problemImage: images.join(',') });
    const saved = (await post('/user-problem/problem-save', payload)).json();
    expect(saved.code).toBe('00');
    const problemId = saved.data.problemId as string;

    const list = (await post('/user-problem/problem-list', {})).json();
    expect(list.code).toBe('00');
    expect(list.data.tabs.map((tab: { title: string }) => tab.title)).toEqual(['All', 'Processing', 'Processed']);
    const [all, processing, processed] = list.data.tabs;
    expect(all.list[0]).toEqual({ id: problemId, time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/), type: 'Collection', content: payload.problemDetail });
    expect(processing.list.map((card: { id: string }) => card.id)).toContain(problemId);
    expect(processed.list.map((card: { id: string }) => card.id)).toEqual(['900001']);

    const detail = (await post('/user-problem/problem-detail', { problemId })).json();
    expect(detail).toEqual({
      code: '00',
      message: 'success',
      data: { type: 'Collection', sonType: 'Calls at unreasonable hours', problemId, content: payload.problemDetail, images, disposeDetail: '', disposeImages: [], isNeedScore: 0 },
    });
  });

  it('answers the seeded answered complaint with its Process Result and isNeedScore 1', async () => {
    const answered = corpus.complaints.find((entry) => entry.key === 'answered')!;
    const detail = (await post('/user-problem/problem-detail', { problemId: answered.problemId })).json();
    expect(detail.data).toMatchObject({ problemId: answered.problemId, disposeDetail: answered.disposeDetail, disposeImages: answered.disposeImages, isNeedScore: 1 });
  });

  it("refuses another borrower's complaint as a missing one", async () => {
    const notFound = { code: 'PROBLEM_NOT_FOUND', message: catalog['complaint.server.problemNotFound'] };
    expect((await post('/user-problem/problem-detail', { problemId: '900001' }, jose.session)).json()).toEqual(notFound);
    expect((await post('/user-problem/save-score', { problemId: '900001', score: '5' }, jose.session)).json()).toEqual(notFound);
    expect((await post('/user-problem/problem-detail', { problemId: '123456789' })).json()).toEqual(notFound);
    const joseList = (await post('/user-problem/problem-list', {}, jose.session)).json();
    expect(joseList.data.tabs.every((tab: { list: unknown[] }) => tab.list.length === 0)).toBe(true);
  });

  it('refuses type 1 on an order without collection support', async () => {
    const answer = (await post('/user-problem/problem-save', savePayload({ problemType: '1', problemSonType: '101', orderNo: reviewOrder }))).json();
    expect(answer).toEqual({ code: 'COLLECTION_NOT_SUPPORTED', message: 'The selected order does not support sending collection types' });
  });

  it('refuses a wrong type or sub-type, blank text, an order or image not the borrower’s', async () => {
    const save = async (overrides: Record<string, string>, session = maria.session) => (await post('/user-problem/problem-save', savePayload(overrides), session)).json().code;
    expect(await save({ problemType: '1' })).toBe('PROBLEM_TYPE_NOT_FOUND');
    expect(await save({ problemType: '2', problemSonType: '101' })).toBe('PROBLEM_TYPE_NOT_FOUND');
    expect(await save({ problemType: '99' })).toBe('PROBLEM_TYPE_NOT_FOUND');
    expect((await post('/user-problem/problem-save', savePayload({ problemDetail: ' \n ' }))).json()).toEqual({ code: 'PROBLEM_DETAIL_EMPTY', message: 'Please fill in your comments and suggestions' });
    expect(await save({}, jose.session)).toBe('ORDER_NOT_FOUND');
    const joseImage = await uploadedUrl(png, jose.session);
    expect(await save({ problemImage: joseImage })).toBe('IMAGE_NOT_FOUND');
    const own = await uploadedUrl(png);
    expect(await save({ problemImage: `${own},${own}` })).toBe('IMAGE_NOT_FOUND');
    expect(await save({ problemImage: `/user-problem/images/${'a'.repeat(32)}.png` })).toBe('IMAGE_NOT_FOUND');
    expect((await post('/user-problem/problem-save', savePayload({ problemImage: Array(10).fill(own).join(',') }))).statusCode).toBe(400);
    expect((await post('/user-problem/problem-save', savePayload({ problemDetail: 'x'.repeat(201) }))).statusCode).toBe(400);
  });

  it('allows LF in problemDetail only: CR, tab and NUL are refused there, LF everywhere else', async () => {
    for (const bad of ['a\rb', 'a\tb', 'a\u0000b']) expect((await post('/user-problem/problem-save', savePayload({ problemDetail: bad }))).statusCode).toBe(400);
    expect((await post('/user-problem/problem-save', savePayload({ orderNo: `${overdueOrder}\n` }))).statusCode).toBe(400);
    const { calls } = await loadCalls({ schemasDir: await apiSchemasWith(['complaints']) });
    const saveCall = calls.find((call) => call.key === 'complaints/problem-save')!;
    expect([...saveCall.multilineParams]).toEqual(['problemDetail']);
    expect(inputProblem(saveCall, {}, {}, {}, { problemDetail: 'one\ntwo' })).toBeUndefined();
    expect(inputProblem(saveCall, {}, {}, { sessionId: 'a\nb' }, {})).toMatch(/control characters/);
    expect(inputProblem({ listParams: new Set() }, {}, {}, {}, { problemDetail: 'one\ntwo' })).toMatch(/control characters/);
  });

  it('makes one complaint of 10 parallel sends with one key', async () => {
    const payload = savePayload({ problemType: '5' });
    const before = await count(db, 'SELECT count(*)::integer AS n FROM complaints');
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/user-problem/problem-save', payload)));
    const ids = new Set(answers.map((answer) => answer.json().data.problemId as string));
    expect(ids.size).toBe(1);
    expect(await count(db, 'SELECT count(*)::integer AS n FROM complaints')).toBe(before + 1);
    expect((await post('/user-problem/problem-save', { ...payload, problemDetail: 'Something else' })).json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('customer service answer and save-score', () => {
  it('answers through /dev, then the rating is stored once', async () => {
    const saved = (await post('/user-problem/problem-save', savePayload())).json();
    const problemId = saved.data.problemId as string;
    expect((await post('/user-problem/save-score', { problemId, score: '4' })).json().code).toBe('PROBLEM_NOT_ANSWERED');

    const answer = await server.app.inject({
      method: 'POST',
      url: `/dev/complaints/${problemId}/answer`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ text: 'We found your payment.\nThe order is now repaid.', images: '/dev/logos/pesoflash.svg' }).toString(),
    });
    expect(answer.json()).toEqual({ code: '00', message: 'success', data: { problemId } });
    expect((await post('/user-problem/problem-detail', { problemId })).json().data).toMatchObject({
      disposeDetail: 'We found your payment.\nThe order is now repaid.',
      disposeImages: ['/dev/logos/pesoflash.svg'],
      isNeedScore: 1,
    });
    expect((await post('/user-problem/problem-list', {})).json().data.tabs[2].list.map((card: { id: string }) => card.id)).toContain(problemId);

    expect((await post('/user-problem/save-score', { problemId, score: '6' })).statusCode).toBe(400);
    expect((await post('/user-problem/save-score', { problemId, score: '0' })).statusCode).toBe(400);
    expect((await post('/user-problem/save-score', { problemId, score: '4' })).json()).toEqual({ code: '00', message: 'success', data: null });
    expect(await count(db, 'SELECT score AS n FROM complaints WHERE id = $1', [problemId])).toBe(4);
    expect((await post('/user-problem/problem-detail', { problemId })).json().data.isNeedScore).toBe(0);
    expect((await post('/user-problem/save-score', { problemId, score: '1' })).json().code).toBe('PROBLEM_ALREADY_SCORED');
    expect(await count(db, 'SELECT score AS n FROM complaints WHERE id = $1', [problemId])).toBe(4);
  });

  it('refuses an answer to no complaint or with bad fields', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await server.app.inject({ method: 'POST', url: '/dev/complaints/777777777/answer', headers: form, payload: 'text=hi' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: '/dev/complaints/900002/answer', headers: form, payload: 'text=' })).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'POST', url: '/dev/complaints/900002/answer', headers: form, payload: 'text=hi&images=javascript:alert(1)' })).statusCode).toBe(400);
  });

  it('is not there in production', async () => {
    const production = await testApp(db, { production: true, callSources: { schemasDir: await apiSchemasWith(['complaints']) } });
    try {
      const answer = await production.app.inject({ method: 'POST', url: '/dev/complaints/900002/answer', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'text=hi' });
      expect(answer.statusCode).toBe(404);
    } finally {
      await production.cleanup();
    }
  });
});
