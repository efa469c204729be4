// The writes crash-restart.test.ts drives at a child server before it is killed: promotion registrations, bank
// bindings, complaint image uploads and complaint saves, each over HTTP as the pages send them. Every request sent is
// kept in a ledger with whether its success answer came back, so that after the restart the test can hold the
// database to it: what was answered is there, and whatever is there is one whole request.
import { createHash, randomBytes } from 'node:crypto';
import getSidCall from '../../schemas/api/promotion/get-sid.json' with { type: 'json' };
import getCaptchaCall from '../../schemas/api/promotion/get-captcha.json' with { type: 'json' };
import getSmsCall from '../../schemas/api/promotion/get-sms.json' with { type: 'json' };
import registerCall from '../../schemas/api/promotion/register.json' with { type: 'json' };
import bindCardNewCall from '../../schemas/api/bank-binding/bind-card-new.json' with { type: 'json' };
import uploadCall from '../../schemas/api/complaints/upload-problem-img.json' with { type: 'json' };
import problemSaveCall from '../../schemas/api/complaints/problem-save.json' with { type: 'json' };
import problemInitCall from '../../schemas/api/complaints/problem-init.json' with { type: 'json' };
import promotionCorpus from '../../schemas/fixtures/promotion.json' with { type: 'json' };
import { collectionType } from '../../server/domain/complaints.ts';
import { jose, maria, sessionQuery } from './support.ts';

export type Borrower = typeof maria;
export const borrowers: readonly Borrower[] = [maria, jose];

interface CallSchema {
  'x-call': { method: string; path: string; successCode: string | number };
  properties: { request: { properties?: Record<string, unknown> } };
}

/** The answer a call's schema names as success (code '0', 0 or '00'). */
function succeeded(call: CallSchema, status: number, body: unknown): boolean {
  return status === 200 && typeof body === 'object' && body !== null && (body as { code?: unknown }).code === call['x-call'].successCode;
}

/** A call whose request schema declares an idempotencyKey gets a fresh one, so each write here is its own intent. */
function withKey(call: CallSchema, payload: Record<string, string>, key: string): Record<string, string> {
  return 'idempotencyKey' in (call.properties.request.properties ?? {}) ? { idempotencyKey: key, ...payload } : payload;
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface Sent<T> {
  request: T;
  /** The success answer came back before the kill. */
  acked: boolean;
  /** What the success answer carried (bindId, url, problemId). */
  answer?: string;
}

export interface RegistrationRequest {
  phone: string;
  sid: string;
  inviteCode: string;
  templateId: string;
}
export interface BindingRequest {
  borrower: Borrower;
  productId: string;
  fields: Record<string, string>;
}
export interface UploadRequest {
  borrower: Borrower;
  sha: string;
  size: number;
}
export interface ComplaintRequest {
  borrower: Borrower;
  key: string;
  orderNo: string;
  problemType: string;
  detail: string;
  images: string[];
}

export interface Ledger {
  registrations: Sent<RegistrationRequest>[];
  bindings: Sent<BindingRequest>[];
  uploads: Sent<UploadRequest>[];
  complaints: Sent<ComplaintRequest>[];
}

export const emptyLedger = (): Ledger => ({ registrations: [], bindings: [], uploads: [], complaints: [] });

export type WriteKind = 'registration' | 'binding' | 'upload' | 'complaint';
export const writeKinds: readonly WriteKind[] = ['registration', 'binding', 'upload', 'complaint'];

/** Markers that tell this test's rows from the seed's. */
export const marker = { inviteCode: 'crash-', detail: 'Crash test ', accountName: 'Crash Test' } as const;

/** Product 101's bank-account card type (schemas/fixtures/bank-binding.json), with a distinct account number per write. */
function bankAccount(n: number): BindingRequest['fields'] {
  return { bankCode: 'BPI', bankAccountNo: String(1_000_000_000_000_000 + n).slice(0, 16), accountName: marker.accountName, address: 'NCR/Metro Manila/Makati', salaryDay: String((n % 28) + 1) };
}

/** A PNG by its first bytes (what the server checks), then n random bytes: each upload's bytes are its own. */
export function pngBytes(size: number): Buffer {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size)]);
}

export class ConnectionLost extends Error {}

/**
 * One client of one server: every request counts as in flight until it settles, so the test knows that its kill
 * landed while writes were under way. Requests come from their own X-Forwarded-For address (the child server
 * trusts 127.0.0.1 as a balancer), so the promotion's per-address rate limits see many visitors, as they would.
 */
export class Client {
  inFlight = 0;
  acked = 0;
  /** Set after the kill: a worker starts nothing new. */
  stopped = false;
  /** Called after each write's success answer (the test kills the server on the n-th). */
  onAck: () => void = () => undefined;
  readonly failures: string[] = [];

  constructor(
    readonly url: string,
    readonly ledger: Ledger,
    readonly run: string,
  ) {}

  private async request(path: string, init: RequestInit & { address: string }): Promise<{ status: number; body: unknown; bytes: Buffer }> {
    if (this.stopped) throw new ConnectionLost('stopped');
    this.inFlight += 1;
    try {
      const answer = await fetch(`${this.url}${path}`, { ...init, headers: { ...init.headers, 'x-forwarded-for': init.address } }).catch((error: unknown) => {
        throw new ConnectionLost(String(error));
      });
      // Behind the round-robin front (the copies variant), a copy killed with the request answers 502: not answered.
      if (answer.status === 502 && answer.headers.has('x-served-by') === false && answer.headers.get('content-type')?.startsWith('text/plain')) throw new ConnectionLost('502 from the front');
      const bytes = Buffer.from(await answer.arrayBuffer().catch((error: unknown) => {
        throw new ConnectionLost(String(error));
      }));
      const text = bytes.toString('utf8');
      let body: unknown = text;
      if ((answer.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
      return { status: answer.status, body, bytes };
    } finally {
      this.inFlight -= 1;
    }
  }

  private post(call: CallSchema, payload: Record<string, string>, address: string, borrower?: Borrower) {
    const query = borrower ? `?${sessionQuery(borrower.session)}` : '';
    return this.request(call['x-call'].path + query, { method: 'POST', body: new URLSearchParams(payload), address });
  }

  private get(path: string, query: Record<string, string>, address: string) {
    return this.request(`${path}?${new URLSearchParams(query)}`, { method: 'GET', address });
  }

  /** An answer that is neither a success nor a lost connection is a finding in itself. */
  private expectSuccess(call: CallSchema, answer: { status: number; body: unknown }, what: string): Record<string, unknown> {
    if (!succeeded(call, answer.status, answer.body)) {
      this.failures.push(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
      throw new Error(this.failures.at(-1));
    }
    return ((answer.body as { data?: unknown }).data ?? {}) as Record<string, unknown>;
  }

  private ack(): void {
    this.acked += 1;
    this.onAck();
  }

  private address(n: number): string {
    return `10.${77 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
  }

  async registration(n: number): Promise<void> {
    const address = this.address(n);
    const phone = `0955${String(n).padStart(7, '0')}`;
    const sid = String(this.expectSuccess(getSidCall, await this.get(getSidCall['x-call'].path, {}, address), 'get-sid').sid);
    const image = await this.get(getCaptchaCall['x-call'].path, { sid, timestamp: String(n) }, address);
    if (image.status !== 200) throw new Error(`get-captcha answered ${image.status}`);
    const capcode = ((await this.get('/dev/captcha-answer', { sid }, address)).body as { answer: string }).answer;
    const tracking = { app_from: 'cashpeso', user_from: 'crash', utm_tag: this.run };
    this.expectSuccess(getSmsCall, await this.post(getSmsCall, { phone, capcode, sid, deviceId: sid, appName: 'ymgj', ...tracking }, address), 'get-sms');
    const outbox = (await this.get('/dev/outbox', { phone }, address)).body as { messages: { code: string }[] };
    const smsCode = outbox.messages[0]!.code;
    const templateId = promotionCorpus.templates.find((template) => template.enabled)!.template.id;
    const sent: Sent<RegistrationRequest> = { request: { phone, sid, inviteCode: `${marker.inviteCode}${this.run}-${n}`, templateId }, acked: false };
    this.ledger.registrations.push(sent);
    const payload = { phone, capcode, sid, deviceId: sid, appName: 'ymgj', merchantNumber: '0', userName: phone, smsCode, invite_code: sent.request.inviteCode, id: templateId, ...tracking };
    this.expectSuccess(registerCall, await this.post(registerCall, withKey(registerCall, payload, `${this.run}-register-${String(n).padStart(4, "0")}`), address), 'register');
    sent.acked = true;
    this.ack();
  }

  async binding(n: number): Promise<void> {
    const borrower = borrowers[n % borrowers.length]!;
    const sent: Sent<BindingRequest> = { request: { borrower, productId: '101', fields: bankAccount(n) }, acked: false };
    this.ledger.bindings.push(sent);
    const payload = withKey(bindCardNewCall, { product_id: '101', ...sent.request.fields }, `${this.run}-bind-${String(n).padStart(4, "0")}`);
    const data = this.expectSuccess(bindCardNewCall, await this.post(bindCardNewCall, payload, this.address(n), borrower), 'bind-card-new');
    sent.answer = String(data.bindId);
    sent.acked = true;
    this.ack();
  }

  /** Answers the uploaded image's URL. */
  async upload(n: number, borrower: Borrower, size: number): Promise<string> {
    const bytes = pngBytes(size);
    const sent: Sent<UploadRequest> = { request: { borrower, sha: sha256(bytes), size: bytes.length }, acked: false };
    this.ledger.uploads.push(sent);
    const form = new FormData();
    form.append('problemImage', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'evidence.png');
    const answer = await this.request(`${uploadCall['x-call'].path}?${sessionQuery(borrower.session)}`, { method: 'POST', body: form, address: this.address(n) });
    const data = this.expectSuccess(uploadCall, answer, 'upload-problem-img');
    sent.answer = String(data.url);
    sent.acked = true;
    this.ack();
    return sent.answer;
  }

  async complaint(n: number, imageSizes: number[], order: { orderNo: string; problemType: string }): Promise<void> {
    const borrower = maria;
    const images: string[] = [];
    for (const [index, size] of imageSizes.entries()) images.push(await this.upload(n * 10 + index, borrower, size));
    const sent: Sent<ComplaintRequest> = {
      request: { borrower, key: `${this.run}-complaint-${String(n).padStart(4, "0")}`, orderNo: order.orderNo, problemType: order.problemType, detail: `${marker.detail}${this.run} ${n}`, images },
      acked: false,
    };
    this.ledger.complaints.push(sent);
    const data = this.expectSuccess(problemSaveCall, await this.post(problemSaveCall, complaintPayload(sent.request), this.address(n), borrower), 'problem-save');
    sent.answer = String(data.problemId);
    sent.acked = true;
    this.ack();
  }
}

export function complaintPayload(request: ComplaintRequest): Record<string, string> {
  return { problemType: request.problemType, problemDetail: request.detail, problemImage: request.images.join(','), orderNo: request.orderNo, idempotencyKey: request.key };
}

/** Maria's newest order and a question type that needs no sub-type, as complaint home answers them. */
export async function complaintTarget(url: string): Promise<{ orderNo: string; problemType: string }> {
  const answer = await fetch(`${url}${problemInitCall['x-call'].path}?${sessionQuery(maria.session)}`, { method: 'POST', body: new URLSearchParams() });
  const data = ((await answer.json()) as { data: { orderDetail: { orderNo: string }; problemType: { value: string }[] } }).data;
  return { orderNo: data.orderDetail.orderNo, problemType: data.problemType.find((type) => type.value !== collectionType)!.value };
}
