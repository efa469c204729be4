// Issue 25, part 3: a rolling restart under load loses no request. Two copies behind the round-robin front
// (scripts/ops/round-robin-front.ts polls /readyz every 100 ms); clients loop over read and write calls through the
// front while each copy in turn gets SIGTERM (main.ts: /readyz fails at once, the copy listens on for
// SHUTDOWN_DRAIN_MS, then finishes what is in flight and exits), exits, starts again on its port and becomes ready.
// Every request sent in that time is answered with success.
import { afterAll, beforeAll, expect, it } from 'vitest';
import loanDetailsCall from '../../schemas/api/loan-details/loan-details.json' with { type: 'json' };
import problemSaveCall from '../../schemas/api/complaints/problem-save.json' with { type: 'json' };
import bindCardNewCall from '../../schemas/api/bank-binding/bind-card-new.json' with { type: 'json' };
import loanCorpus from '../../schemas/fixtures/loan-details.json' with { type: 'json' };
import { readyAtFront, startCopies, type Copies } from './many-copies-support.ts';
import { jose, maria, sessionQuery } from './support.ts';

// Twice the front's poll interval and more: the front has seen /readyz fail before the copy stops listening.
const drainMs = 400;
let copies: Copies;

beforeAll(async () => {
  copies = await startCopies(2, { env: { SHUTDOWN_DRAIN_MS: String(drainMs), SHUTDOWN_TIMEOUT_MS: '10000' } });
}, 300_000);
afterAll(async () => {
  await copies?.stop();
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const order = loanCorpus.orders[0]!;
let counter = 0;

interface Tally {
  answered: number;
  failures: string[];
  /** Answers per copy since the last look. */
  byCopy: number[];
}

/** One client: read, save a complaint, bind a card, again, until stopped. */
async function client(tally: Tally, stopped: () => boolean): Promise<void> {
  while (!stopped()) {
    counter += 1;
    const steps: [string, string, Record<string, string>, typeof maria, unknown][] = [
      ['loan-details', loanDetailsCall['x-call'].path, { productId: order.productId, orderId: order.orderId }, maria, loanDetailsCall['x-call'].successCode],
      ['problem-save', problemSaveCall['x-call'].path, { problemType: '2', problemSonType: '', problemDetail: `Rolling restart ${counter}`, problemImage: '', orderNo: order.orderId, idempotencyKey: `rolling-${process.pid}-${counter}` }, maria, problemSaveCall['x-call'].successCode],
      ['bind-card-new', bindCardNewCall['x-call'].path, { product_id: '101', bankCode: 'BPI', bankAccountNo: String(2_000_000_000_000_000 + counter).slice(0, 16), accountName: 'Rolling Restart', address: 'NCR/Metro Manila/Makati', salaryDay: '15', idempotencyKey: `rolling-bind-${process.pid}-${counter}` }, jose, bindCardNewCall['x-call'].successCode],
    ];
    for (const [name, path, payload, borrower, successCode] of steps) {
      try {
        const answer = await fetch(`${copies.front.url}${path}?${sessionQuery(borrower.session)}`, { method: 'POST', headers: form, body: new URLSearchParams(payload).toString() });
        const body = await answer.text();
        const copy = Number(answer.headers.get('x-served-by'));
        let code: unknown;
        try {
          code = (JSON.parse(body) as { code?: unknown }).code;
        } catch {
          code = undefined;
        }
        if (answer.status !== 200 || code !== successCode) tally.failures.push(`${name}: ${answer.status} ${body.slice(0, 200)}`);
        else {
          tally.answered += 1;
          tally.byCopy[copy] = (tally.byCopy[copy] ?? 0) + 1;
        }
      } catch (error) {
        tally.failures.push(`${name}: ${(error as Error).message} ${String((error as Error).cause ?? '')}`);
      }
    }
  }
}

/** Resolves once copy i has answered n more requests of the load. */
async function servedMore(tally: Tally, i: number, n: number): Promise<void> {
  const from = tally.byCopy[i] ?? 0;
  while ((tally.byCopy[i] ?? 0) < from + n && tally.failures.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
}

it('restarts each of two copies in turn under load, and every request is answered with success', async () => {
  const tally: Tally = { answered: 0, failures: [], byCopy: [] };
  let stop = false;
  const clients = Array.from({ length: 6 }, () => client(tally, () => stop));
  try {
    // Load on both copies before the first restart.
    await servedMore(tally, 0, 20);
    await servedMore(tally, 1, 20);
    for (const i of [0, 1]) {
      const before = tally.answered;
      expect(await copies.copies[i]!.stop(), `copy ${i} exit code`).toBe(0);
      // The other copy carried the load meanwhile.
      expect(tally.answered).toBeGreaterThan(before);
      await copies.restart(i);
      await readyAtFront(copies.front, i);
      // The restarted copy takes its share again.
      await servedMore(tally, i, 20);
    }
  } finally {
    stop = true;
    await Promise.all(clients);
  }
  expect(tally.failures).toEqual([]);
  expect(tally.answered).toBeGreaterThan(100);
}, 300_000);
