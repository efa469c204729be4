// `npm run bench -- --only load`: 200 concurrent clients for 30 s on loopback (autocannon) against the reference
// server, on PGlite and on a throwaway PostgreSQL (when installed), in three runs each: the main read calls alone, the
// main write calls alone, and both mixed, so that where the database is the limit shows (PGlite has one connection:
// its writes, and then its reads, queue behind one another). Then a short run of get-sid from one address shows
// what the promotion's rate limits do under load. Afterwards the complaints saved are checked against those listed.
// Errors are counted apart: non-2xx answers, 2xx answers whose envelope is no success, and socket errors/timeouts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';
import demo from '../../schemas/fixtures/demo.json' with { type: 'json' };
import loanDetailsCorpus from '../../schemas/fixtures/loan-details.json' with { type: 'json' };
import repaymentCorpus from '../../schemas/fixtures/repayment.json' with { type: 'json' };
import complaintsCorpus from '../../schemas/fixtures/complaints.json' with { type: 'json' };
import loanDetailsCall from '../../schemas/api/loan-details/loan-details.json' with { type: 'json' };
import loanPlayDetailCall from '../../schemas/api/repayment/loan-play-detail.json' with { type: 'json' };
import problemListCall from '../../schemas/api/complaints/problem-list.json' with { type: 'json' };
import cardInitCall from '../../schemas/api/bank-binding/card-init.json' with { type: 'json' };
import problemSaveCall from '../../schemas/api/complaints/problem-save.json' with { type: 'json' };
import bindCardNewCall from '../../schemas/api/bank-binding/bind-card-new.json' with { type: 'json' };
import trackVisitCall from '../../schemas/api/promotion/track-visit.json' with { type: 'json' };
import getSidCall from '../../schemas/api/promotion/get-sid.json' with { type: 'json' };
import { startThrowawayCluster } from '../throwaway-postgres.ts';
import { startRoundRobinFront } from '../ops/round-robin-front.ts';
import { startReferenceServer } from './reference-server.ts';
import { table } from './stats.ts';

/** A request counts as failed where the app's client gives up (src/api: 60 s). */
export const loadDefaults = { connections: 200, durationSeconds: 30, rateLimitSeconds: 10, timeoutSeconds: 60 } as const;

interface CallSchema {
  'x-call': { method: string; path: string; successCode: string | number };
  properties: { request: { properties?: Record<string, unknown> } };
}

const [maria, jose] = demo.borrowers as [(typeof demo.borrowers)[number], (typeof demo.borrowers)[number]];
const sessionQuery = (borrower: typeof maria) => new URLSearchParams(borrower.session).toString();
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** Per call: answers, and the 2xx answers whose envelope code was not the call's success code. */
interface CallTally {
  answers: number;
  envelopeFailures: number;
  /** What a refused answer said, for the report (first seen). */
  firstFailure?: string;
}

class Tally {
  readonly calls = new Map<string, CallTally>();
  /** problemIds problem-save answered, to hold the list to them afterwards. */
  readonly savedComplaints = new Set<string>();
  /** Every problem-save sent, by its idempotency key, until its answer comes back. */
  readonly unansweredSaves = new Map<string, Record<string, string>>();
  readonly codes = new Map<string, number>();

  record(name: string, call: CallSchema, status: number, body: string, context: Record<string, unknown>): void {
    if (name === 'problem-save') this.unansweredSaves.delete(String(context.saveKey));
    const tally = this.calls.get(name) ?? { answers: 0, envelopeFailures: 0 };
    this.calls.set(name, tally);
    tally.answers += 1;
    if (status < 200 || status > 299) return;
    let envelope: { code?: unknown; data?: { problemId?: string } } = {};
    try {
      envelope = JSON.parse(body) as typeof envelope;
    } catch {
      // A 2xx that is no JSON is an envelope failure like any other.
    }
    this.codes.set(`${name} ${String(envelope.code)}`, (this.codes.get(`${name} ${String(envelope.code)}`) ?? 0) + 1);
    if (envelope.code !== call['x-call'].successCode) {
      tally.envelopeFailures += 1;
      tally.firstFailure ??= body.slice(0, 160);
      return;
    }
    if (name === 'problem-save' && envelope.data?.problemId) this.savedComplaints.add(envelope.data.problemId);
  }

  envelopeFailures(): number {
    return [...this.calls.values()].reduce((sum, call) => sum + call.envelopeFailures, 0);
  }
}

let uniqueCounter = 0;
const unique = () => (uniqueCounter += 1);

/** A call whose request schema declares an idempotencyKey gets a fresh one per request: every write is a new intent. */
function withKey(call: CallSchema, payload: Record<string, string>): Record<string, string> {
  const key = `load-${process.pid}-${String(unique()).padStart(8, '0')}`;
  return 'idempotencyKey' in (call.properties.request.properties ?? {}) ? { idempotencyKey: key, ...payload } : payload;
}

function post(name: string, call: CallSchema, tally: Tally, borrower: typeof maria | null, payload: () => Record<string, string>): AutocannonRequest {
  return {
    method: 'POST',
    path: call['x-call'].path + (borrower ? `?${sessionQuery(borrower)}` : ''),
    headers: form,
    setupRequest: (request, context) => {
      const fields = payload();
      // One request at a time per connection: the answer that comes next on it is this request's.
      if (name === 'problem-save') {
        context.saveKey = fields.idempotencyKey;
        tally.unansweredSaves.set(String(fields.idempotencyKey), fields);
      }
      return { ...request, body: new URLSearchParams(fields).toString() };
    },
    onResponse: (status, body, context) => tally.record(name, call, status, body, context),
  };
}

function get(name: string, call: CallSchema, tally: Tally, query: () => Record<string, string>): AutocannonRequest {
  return {
    method: 'GET',
    path: call['x-call'].path,
    setupRequest: (request) => ({ ...request, path: `${call['x-call'].path}?${new URLSearchParams(query())}` }),
    onResponse: (status, body, context) => tally.record(name, call, status, body, context),
  };
}

const cycle = <T>(items: readonly T[]) => () => items[unique() % items.length]!;

/**
 * The reads a borrower's pages make on opening: Loan details and Repayment of Maria's orders (the fixtures'), the
 * complaint list (Jose's, which the writes do not grow), and the bank-binding form.
 */
function reads(tally: Tally): AutocannonRequest[] {
  const loanOrder = cycle(loanDetailsCorpus.orders);
  const repayOrder = cycle(repaymentCorpus.orders);
  return [
    post('loan-details', loanDetailsCall, tally, maria, () => {
      const { productId, orderId } = loanOrder();
      return { productId, orderId };
    }),
    post('loan-play-detail', loanPlayDetailCall, tally, maria, () => {
      const { productId, orderId } = repayOrder();
      return { productId, orderId };
    }),
    post('problem-list', problemListCall, tally, jose, () => ({})),
    post('card-init', cardInitCall, tally, maria, () => ({ product_id: '101' })),
  ];
}

const complaintOrder = repaymentCorpus.orders[0]!.orderId;
const complaintType = complaintsCorpus.problemTypes.find((type) => type.value !== '1')!.value;

/** The writes: complaint saves (each a new idempotency key), bank bindings (each a new account), page-visit tracking. */
function writes(tally: Tally): AutocannonRequest[] {
  return [
    post('problem-save', problemSaveCall, tally, maria, () =>
      withKey(problemSaveCall, { problemType: complaintType, problemDetail: `Load test complaint ${unique()}`, problemImage: '', orderNo: complaintOrder }),
    ),
    post('bind-card-new', bindCardNewCall, tally, jose, () =>
      withKey(bindCardNewCall, { product_id: '101', bankCode: 'BPI', bankAccountNo: String(1_000_000_000_000_000 + unique()).slice(0, 16), accountName: 'Load Test', address: 'NCR/Metro Manila/Makati', salaryDay: '15' }),
    ),
    get('track-visit', trackVisitCall, tally, () => ({ page_id: '1001', page_type: '1', client_type: 'android', user_from: 'load', app_from: 'bench', utm_tag: String(unique()) })),
  ];
}

export interface LoadRow {
  database: string;
  run: string;
  calls: string;
  result: AutocannonResult;
  envelopeFailures: number;
}

async function countComplaints(url: string, borrower: typeof maria): Promise<{ count: number; ids: Set<string> }> {
  const answer = await fetch(`${url}${problemListCall['x-call'].path}?${sessionQuery(borrower)}`, { method: 'POST', headers: form, body: '' });
  const tabs = ((await answer.json()) as { data: { tabs: { list: { id: string }[] }[] } }).data.tabs;
  const all = tabs[0]!.list;
  return { count: all.length, ids: new Set(all.map((card) => card.id)) };
}

interface DatabaseReport {
  rows: LoadRow[];
  check: string;
  rateLimit: string;
  failures: string[];
}

/**
 * One server (PGlite, or PostgreSQL at databaseUrl), or with `copies` several copies on that PostgreSQL behind the
 * round-robin front of scripts/ops (README, Running many copies), as a deployment runs them.
 */
async function loadOneDatabase(database: string, databaseUrl: string | undefined, options: LoadOptions, log: (line: string) => void, copies?: number): Promise<DatabaseReport> {
  const dataDirs = Array.from({ length: copies ?? 1 }, () => mkdtempSync(path.join(tmpdir(), 'bench-load-')));
  const servers = await Promise.all(dataDirs.map((dataDir) => startReferenceServer(dataDir, 300_000, databaseUrl)));
  const front = copies === undefined ? undefined : await startRoundRobinFront({ copies: servers.map((copy) => copy.url) });
  while (front && !front.ready().every(Boolean)) await new Promise((resolve) => setTimeout(resolve, 50));
  const server = { url: front?.url ?? servers[0]!.url };
  try {
    const before = await countComplaints(server.url, maria);
    const tally = new Tally();
    const rows: LoadRow[] = [];
    const runs: [string, AutocannonRequest[]][] = [
      ['reads', reads(tally)],
      ['writes', writes(tally)],
      ['mixed', [...reads(tally), ...writes(tally)]],
    ];
    for (const [run, requests] of runs) {
      log(`Load on ${database}: ${run}, ${options.connections} clients for ${options.durationSeconds} s...`);
      const failuresBefore = tally.envelopeFailures();
      const result = await autocannon({ url: server.url, connections: options.connections, duration: options.durationSeconds, timeout: options.timeoutSeconds, requests });
      const calls = requests.map((request) => request.path.split('?')[0]!.split('/').at(-1)).join(', ');
      rows.push({ database, run, calls, result, envelopeFailures: tally.envelopeFailures() - failuresBefore });
    }
    // A run ends with saves in flight, which the server may still have stored: each is sent again with its key,
    // and answers the complaint it made (or makes it now), so that every save is accounted for.
    const unanswered = tally.unansweredSaves.size;
    for (const [, fields] of tally.unansweredSaves) {
      const answer = await fetch(`${server.url}${problemSaveCall['x-call'].path}?${sessionQuery(maria)}`, { method: 'POST', headers: form, body: new URLSearchParams(fields).toString() });
      const envelope = (await answer.json()) as { code?: unknown; data?: { problemId?: string } };
      if (envelope.code === problemSaveCall['x-call'].successCode && envelope.data?.problemId) tally.savedComplaints.add(envelope.data.problemId);
    }
    const after = await countComplaints(server.url, maria);
    const missing = [...tally.savedComplaints].filter((id) => !after.ids.has(id)).length;
    const listedNew = after.count - before.count;
    const ok = listedNew === tally.savedComplaints.size && missing === 0;
    const check = `${database}: complaints saved ${tally.savedComplaints.size} (${unanswered} of them cut off by the end of a run, replayed by key), listed ${listedNew} new, saved but not listed ${missing}: ${ok ? 'ok' : 'MISMATCH'}`;

    // Rate limits: get-sid from one address (the bench's loopback), as a client hammering the page would.
    log(`Load on ${database}: get-sid from one address for ${options.rateLimitSeconds} s...`);
    const limited = new Tally();
    const sidResult = await autocannon({ url: server.url, connections: options.connections, duration: options.rateLimitSeconds, timeout: options.timeoutSeconds, requests: [get('get-sid', getSidCall, limited, () => ({}))] });
    const answered = (code: string) => limited.codes.get(`get-sid ${code}`) ?? 0;
    const rateLimit = `${database}: get-sid from one address, ${options.connections} clients for ${options.rateLimitSeconds} s: ${answered('0')} sids, ${answered('106')} refused with 106, ${Math.round(sidResult.requests.average)} req/s, p99 ${sidResult.latency.p99} ms, non-2xx ${sidResult.non2xx}, socket errors ${sidResult.errors - sidResult.timeouts}, timeouts ${sidResult.timeouts}`;
    const failures = [...tally.calls.entries()].filter(([, call]) => call.envelopeFailures > 0).map(([name, call]) => `${database} ${name}: ${call.envelopeFailures} envelope failures, e.g. ${call.firstFailure}`);
    return { rows, check, rateLimit, failures };
  } finally {
    await front?.close();
    await Promise.all(servers.map((copy) => copy.close()));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
}

export type LoadOptions = { connections: number; durationSeconds: number; rateLimitSeconds: number; timeoutSeconds: number };

/**
 * Runs the load on PGlite, on PostgreSQL, and on one copy and two copies of the server on PostgreSQL behind the
 * round-robin front (each on a fresh cluster), and answers the report.
 */
export async function runLoadBench(log: (line: string) => void, options: LoadOptions = loadDefaults): Promise<string> {
  const reports: DatabaseReport[] = [];
  reports.push(await loadOneDatabase('PGlite', undefined, options, log));
  let postgresNote = '';
  const setups: [string, number | undefined][] = [
    ['PostgreSQL', undefined],
    ['PostgreSQL, 1 copy behind the front', 1],
    ['PostgreSQL, 2 copies behind the front', 2],
  ];
  for (const [name, copies] of setups) {
    let cluster: Awaited<ReturnType<typeof startThrowawayCluster>> | undefined;
    try {
      cluster = await startThrowawayCluster('bench-load-pg-');
    } catch (error) {
      postgresNote = `PostgreSQL skipped: ${(error as Error).message}`;
      break;
    }
    try {
      reports.push(await loadOneDatabase(name, cluster.databaseUrl, options, log, copies));
    } finally {
      cluster.stop();
    }
  }
  const rows = reports.flatMap((report) => report.rows);
  const figures = table(
    ['database', 'run', 'calls', 'req/s', 'p50', 'p99', 'max', 'requests', 'non-2xx', 'envelope failures', 'socket errors', 'timeouts'],
    rows.map(({ database, run, calls, result, envelopeFailures }) => [
      database,
      run,
      calls,
      String(Math.round(result.requests.average)),
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
      `${result.latency.max} ms`,
      String(result.requests.total),
      String(result.non2xx),
      String(envelopeFailures),
      // autocannon counts a timeout as an error too.
      String(result.errors - result.timeouts),
      String(result.timeouts),
    ]),
  );
  return [
    `Load: ${options.connections} concurrent clients for ${options.durationSeconds} s a run on loopback (autocannon 9, keep-alive, ${options.timeoutSeconds} s timeout as the app's client), fresh demo database each; copies behind the front (scripts/ops/round-robin-front.ts: a new connection to a copy per request); goal: 0 errors`,
    figures,
    ...reports.map((report) => report.check),
    ...reports.map((report) => report.rateLimit),
    ...reports.flatMap((report) => report.failures),
    ...(postgresNote ? [postgresNote] : []),
  ].join('\n');
}
