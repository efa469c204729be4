import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import loanCorpus from '../../schemas/fixtures/loan-details.json' with { type: 'json' };
import repaymentCorpus from '../../schemas/fixtures/repayment.json' with { type: 'json' };
import confirmCorpus from '../../schemas/fixtures/loan-confirm.json' with { type: 'json' };
import complaintCorpus from '../../schemas/fixtures/complaints.json' with { type: 'json' };
import { jose, maria, realApiDir, sessionQuery, testApp, type TestApp } from './support.ts';
import { poster } from './repayment-support.ts';
import { startThrowawayCluster, type ThrowawayCluster } from './postgres-cluster.ts';

// Issue 17, part 5: every borrower call of schemas/api, called by jose with maria's ids (order, card, complaint,
// image, repayment record, repay token), is refused and its answer carries none of maria's data. The calls come from
// the schemas' "x-call" (auth 'borrower', the default); a call whose request has an id-like field must have a probe
// below, so a call added later with such a field fails until it is probed. Each probe is first sent by maria, who must
// succeed, so a probe that only trips validation cannot pass for a refusal. On PGlite and on PostgreSQL.

interface BorrowerCall {
  key: string;
  method: 'GET' | 'POST';
  path: string;
  successCode: unknown;
  multipart: boolean;
  requestFields: string[];
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? jsonFiles(full) : name.endsWith('.json') ? [full] : [];
  });
}

function borrowerCalls(): BorrowerCall[] {
  return jsonFiles(realApiDir).flatMap((file) => {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { 'x-call'?: Record<string, unknown>; properties?: { request?: { properties?: Record<string, unknown> } } };
    const call = schema['x-call'];
    if (!call || (call.auth ?? 'borrower') !== 'borrower') return [];
    return [
      {
        key: path.relative(realApiDir, file).split(path.sep).join('/').replace(/\.json$/, ''),
        method: call.method as 'GET' | 'POST',
        path: call.path as string,
        successCode: call.successCode ?? '00',
        multipart: call.body === 'multipart',
        requestFields: Object.keys(schema.properties?.request?.properties ?? {}),
      },
    ];
  });
}

/** A request field that names something one borrower owns: an order, a card, a complaint, an image, a record, a token, a user. */
const idLike = /order|card|problem(id|image)|record|image|token|user/i;
/** Named like an id, yet the same for every borrower: bank binding's card type is a tab of the product's form. */
const catalogueFields = new Set(['cardType']);
const idFields = (call: BorrowerCall) => call.requestFields.filter((field) => idLike.test(field) && !catalogueFields.has(field));

const order = (key: string) => loanCorpus.orders.find((entry) => entry.key === key)!;
const repayOrder = (key: string) => repaymentCorpus.orders.find((entry) => entry.key === key)!;
const mariaCard = repaymentCorpus.bankCards.find((card) => card.borrower === 'maria')!;
const mariaComplaint = complaintCorpus.complaints[0]!;

/** maria's own ids, some made in the run (an upload, a repay token, a repayment record). */
interface MariaIds {
  image: string;
  repayToken: string;
  repaymentRecordId: string;
  /** An order maria borrowed on a loan-confirm product in the run (the agreement jumps take one). */
  pushedOrderId: string;
}

type Probe = (ids: MariaIds, run: number) => Record<string, string>;

let keyCounter = 0;
const key = () => `access-matrix-${(keyCounter += 1)}`;
const awaiting = repayOrder('awaiting-repayment');
const confirmProduct = confirmCorpus.products.find((entry) => entry.borrower === 'maria' && entry.key === 'all-popups')!;

/** For every call with an id-like field: a request with maria's ids that maria's own session gets answered. */
const probes: Record<string, Probe> = {
  'contract/contract-jump': (ids) => ({ productId: confirmProduct.productId, scene: '3', position: '1', orderId: ids.pushedOrderId }),
  'loan-confirm-classic/agreement-jump': (ids) => ({ productId: confirmProduct.productId, position: '1', orderId: ids.pushedOrderId }),
  'repayment/rollover-info': () => ({ productId: order('due-soon-rollover').productId, orderId: order('due-soon-rollover').orderId }),
  'repayment/loan-play-detail': () => ({ productId: order('awaiting-repayment').productId, orderId: order('awaiting-repayment').orderId }),
  'legacy-repay/repayment-way': () => ({ orderId: awaiting.orderId }),
  'legacy-repay/repayment-commit': (ids) => ({
    amount: awaiting.loanPlayDetail.repayAmount,
    bankName: mariaCard.bankName,
    cardId: mariaCard.id,
    cardNo: mariaCard.cardNo,
    couponId: '',
    orderId: awaiting.orderId,
    repayToken: ids.repayToken,
    bankCode: mariaCard.bankCode,
    sendMsg: '1',
    idempotencyKey: key(),
  }),
  'legacy-repay/repayment-confirm': (ids) => ({ orderId: awaiting.orderId, repaymentRecordId: ids.repaymentRecordId, verifyCode: '000000', idempotencyKey: key() }),
  'legacy-repay/repayment-gateway': () => ({ orderId: repayOrder('due-soon').orderId, amount: repayOrder('due-soon').loanPlayDetail.repayAmount }),
  'loan-details/generate-vcode': () => ({ productId: order('awaiting-repayment').productId, orderId: awaiting.orderId, amount: awaiting.loanPlayDetail.repayAmount, isDelay: '0', channelNumber: '90006', idempotencyKey: key() }),
  'loan-details/loan-details': () => ({ productId: order('overdue').productId, orderId: order('overdue').orderId }),
  'complaints/problem-detail': () => ({ problemId: mariaComplaint.problemId }),
  'complaints/problem-init': () => ({ orderId: mariaComplaint.orderNo }),
  'complaints/problem-init-get': () => ({ orderId: mariaComplaint.orderNo }),
  'complaints/problem-save': (ids) => ({ problemType: '2', problemSonType: '', problemDetail: 'Access matrix probe.', problemImage: ids.image, orderNo: order('overdue').orderId, idempotencyKey: key() }),
  'complaints/save-score': () => ({ problemId: mariaComplaint.problemId, score: '4' }),
};

/** Calls whose maria-answer is refused by design at the second try (a used record); maria's control is skipped. */
const noControl = new Set(['legacy-repay/repayment-confirm']);

/** Strings only maria's data holds: jose's answers must carry none of them (besides what he sent himself). */
function mariaSecrets(): string[] {
  const secrets = [maria.name, maria.phone, maria.session.sessionId, maria.session.deviceId, maria.session.advertisingId];
  for (const entry of loanCorpus.orders) secrets.push(entry.orderId, ...entry.response.userOrderDetail.detail.filter((row) => /amount|due/i.test(row.text)).map((row) => row.value).filter((value) => value.length >= 6));
  for (const card of repaymentCorpus.bankCards.filter((entry) => entry.borrower === 'maria')) secrets.push(card.id, card.cardNo);
  for (const complaint of complaintCorpus.complaints) {
    secrets.push(complaint.problemId, complaint.detail.split('\n')[0]!);
    if (complaint.disposeDetail) secrets.push(complaint.disposeDetail);
  }
  for (const entry of repaymentCorpus.orders) {
    const code = (entry.loanPlayDetail as { defDetail?: { payCode?: string } }).defDetail?.payCode;
    if (code) secrets.push(code);
  }
  return secrets;
}

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function multipart(bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----accessmatrix';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="problemImage"; filename="e.png"\r\nContent-Type: image/png\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const calls = borrowerCalls();

describe('the borrower calls', () => {
  it('are found in schemas/api, and every call with an id-like field has a probe', () => {
    expect(calls.length).toBeGreaterThan(20);
    const withIds = calls.filter((call) => idFields(call).length > 0).map((call) => call.key).sort();
    expect(withIds.filter((callKey) => !(callKey in probes)), 'calls taking an id with no probe').toEqual([]);
    expect(Object.keys(probes).filter((callKey) => !withIds.includes(callKey)), 'probes of calls that take no id').toEqual([]);
  });

  it('that take no id of another borrower are those with no id-like field, and no other field named like an id', () => {
    // A second net under idLike: a field named like an identifier (…Id, …No, …Key) that is not one of the shared
    // catalogue's (a product, a module or position of the page) or the request's own idempotency key.
    const shared = new Set(['productId', 'product_id', 'moduleId', 'positionId', 'idempotencyKey']);
    // The publishing calls' id names a published form or screen (forms/…, screens/…, bank-binding/<product>), the same
    // document for every borrower; what a borrower gets of it is their bucket's version (tests/server/publishing*.test.ts).
    const sharedIn: Record<string, string[]> = { 'publishing/published-version': ['id'], 'publishing/draw-failure': ['id'], 'publishing/insight-event': ['id'] };
    const noIds = calls.filter((call) => idFields(call).length === 0);
    expect(noIds.length).toBeGreaterThan(0);
    const named = (call: BorrowerCall) => call.requestFields.filter((field) => /(id|no|key)$/i.test(field) && !shared.has(field) && !sharedIn[call.key]?.includes(field));
    expect(Object.fromEntries(noIds.map((call) => [call.key, named(call)]).filter(([, fields]) => fields!.length > 0))).toEqual({});
  });
});

function accessMatrix(name: string, open: () => Promise<{ db: Db; stop?: () => void }>) {
  describe(`access matrix on ${name}`, () => {
    let db: Db;
    let stop: (() => void) | undefined;
    let server: TestApp;
    const post = poster(() => server);
    const ids: MariaIds = { image: '', repayToken: '', repaymentRecordId: '', pushedOrderId: '' };
    const secrets = mariaSecrets();

    const send = (call: BorrowerCall, payload: Record<string, string>, session: Record<string, string>) =>
      call.method === 'GET'
        ? server.app.inject({ method: 'GET', url: `${call.path}?${sessionQuery(session)}&${new URLSearchParams(payload).toString()}` })
        : call.multipart
          ? server.app.inject({ method: 'POST', url: `${call.path}?${sessionQuery(session)}`, ...multipart(png) })
          : post(call.path, payload, session);

    beforeAll(async () => {
      ({ db, stop } = await open());
      server = await testApp(db, { callSources: { schemasDir: realApiDir } });
      const uploaded = (await server.app.inject({ method: 'POST', url: `/user-problem/upload-problem-img?${sessionQuery(maria.session)}`, ...multipart(png) })).json();
      ids.image = uploaded.data.url;
      const { productId, amount, periods, termUnit } = confirmProduct;
      const pushed = (await post('/diving/v3/loan-confirm/loan-detail-push', { productId, amount, periods: String(periods), termUnit: String(termUnit), idempotencyKey: key() })).json();
      ids.pushedOrderId = new URL(String(pushed.data?.lendDetailsUrl), 'http://localhost').searchParams.get('orderId') ?? '';
      expect(ids.pushedOrderId, JSON.stringify(pushed)).toBeTruthy();
      const way = (await post('/api/v1/youmi/youmi-api/service/loan/repayment-way', { orderId: awaiting.orderId })).json();
      ids.repayToken = way.data.repayToken;
      const commit = calls.find((call) => call.key === 'legacy-repay/repayment-commit')!;
      const committed = (await send(commit, probes[commit.key]!(ids, 0), maria.session)).json();
      ids.repaymentRecordId = committed.data.repaymentRecordId;
      // The commit above used the token; a fresh one for the probes.
      ids.repayToken = (await post('/api/v1/youmi/youmi-api/service/loan/repayment-way', { orderId: awaiting.orderId })).json().data.repayToken;
    }, 120_000);

    afterAll(async () => {
      await server?.cleanup();
      await db?.close();
      stop?.();
    });

    it.each(Object.keys(probes))('%s: jose is refused with maria ids, and learns nothing of hers', async (callKey) => {
      const call = calls.find((entry) => entry.key === callKey)!;
      const payload = probes[callKey]!(ids, 1);
      if (!noControl.has(callKey)) {
        const own = await send(call, payload, maria.session);
        expect(own.json().code, `maria's own request: ${own.body}`).toBe(call.successCode);
        if (callKey === 'legacy-repay/repayment-commit') ids.repayToken = (await post('/api/v1/youmi/youmi-api/service/loan/repayment-way', { orderId: awaiting.orderId })).json().data.repayToken;
      }
      const answer = await send(call, probes[callKey]!(ids, 2), jose.session);
      expect(answer.json().code, answer.body).not.toBe(call.successCode);
      const sent = new Set(Object.values(payload));
      const leaked = secrets.filter((secret) => !sent.has(secret) && answer.body.includes(secret));
      expect(leaked, answer.body).toEqual([]);
    });

    it.each(calls.filter((call) => idFields(call).length === 0).map((call) => call.key))('%s (no id): jose learns nothing of maria', async (callKey) => {
      const call = calls.find((entry) => entry.key === callKey)!;
      const answer = await send(call, {}, jose.session);
      expect(secrets.filter((secret) => answer.body.includes(secret)), answer.body).toEqual([]);
    });

    it("maria's uploaded image is not served to jose's session", async () => {
      const mine = await server.app.inject({ method: 'GET', url: `${ids.image}?${sessionQuery(maria.session)}` });
      expect(mine.statusCode).toBe(200);
      const answer = await server.app.inject({ method: 'GET', url: `${ids.image}?${sessionQuery(jose.session)}` });
      expect(answer.statusCode).not.toBe(200);
      expect(answer.rawPayload.includes(png)).toBe(false);
    });
  });
}

accessMatrix('PGlite', async () => {
  const db = await openDatabase({ memory: true });
  await migrate(db);
  await seed(db);
  return { db };
});

accessMatrix('PostgreSQL', async () => {
  const cluster: ThrowawayCluster = await startThrowawayCluster('borrower-pg-access-');
  const db = await openDatabase({ databaseUrl: cluster.databaseUrl });
  await migrate(db);
  await seed(db);
  return { db, stop: () => cluster.stop() };
});
