import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/start.ts';
import { captchaAnswer } from '../../server/domain/promotion.ts';
import getSidCall from '../../schemas/api/promotion/get-sid.json' with { type: 'json' };
import getCaptchaCall from '../../schemas/api/promotion/get-captcha.json' with { type: 'json' };
import getSmsCall from '../../schemas/api/promotion/get-sms.json' with { type: 'json' };
import registerCall from '../../schemas/api/promotion/register.json' with { type: 'json' };
import contactCall from '../../schemas/api/customer-service/contact-kf-info.json' with { type: 'json' };
import loanDetailsCall from '../../schemas/api/loan-details/loan-details.json' with { type: 'json' };
import { maria, sessionQuery } from './support.ts';

// Operations (README, Running many copies): health and readiness, graceful shutdown, metrics, request ids, and logs
// that never carry a session parameter, a phone number or an SMS code.

const form = { 'content-type': 'application/x-www-form-urlencoded' };

function formBody(fields: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])).toString();
}

/** A borrower call as the page sends it: the session params and the call's params, in the query or the body. */
function callWithSession(url: string, xCall: { method: string; path: string }, params: Record<string, string> = {}) {
  const fields = formBody({ ...maria.session, ...params });
  return xCall.method === 'GET'
    ? fetch(`${url}${xCall.path}?${fields}`)
    : fetch(`${url}${xCall.path}?${sessionQuery()}`, { method: 'POST', headers: form, body: formBody(params) });
}

const tracking = { app_from: 'cashpeso', user_from: 'facebook', utm_tag: 'summer' };

describe('a running copy', () => {
  let server: RunningServer;
  const logLines: string[] = [];

  beforeAll(async () => {
    server = await startServer({
      port: 0,
      memory: true,
      demo: true,
      logger: { level: 'debug', stream: { write: (line: string) => void logLines.push(line) } },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('answers /healthz and /readyz once it listens', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('keeps a request id passed along, and replaces one that is not a short token', async () => {
    const kept = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'tap-42.abc' } });
    expect(kept.headers.get('x-request-id')).toBe('tap-42.abc');
    expect(logLines.some((line) => JSON.parse(line).reqId === 'tap-42.abc')).toBe(true);
    const replaced = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'evil\u0085 id with spaces' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs no session parameter, phone number or SMS code through a whole borrower and promotion flow', async () => {
    const session = maria.session;
    expect((await callWithSession(server.url, contactCall['x-call'])).status).toBe(200);
    await callWithSession(server.url, loanDetailsCall['x-call'], { productId: '1', orderId: 'nope' });
    await callWithSession(server.url, loanDetailsCall['x-call'], { productId: '1' });
    const sid = ((await (await fetch(`${server.url}${getSidCall['x-call'].path}`)).json()) as { data: { sid: string } }).data.sid;
    await fetch(`${server.url}${getCaptchaCall['x-call'].path}?sid=${sid}&timestamp=1`);
    const answer = await captchaAnswer(server.db, sid);
    const phone = '09170009876';
    const sent = await fetch(`${server.url}${getSmsCall['x-call'].path}`, { method: 'POST', headers: form, body: formBody({ phone, capcode: answer!, sid, deviceId: sid, appName: 'ymgj', ...tracking }) });
    expect(((await sent.json()) as { code: string }).code).toBe('0');
    const { rows } = await server.db.query<{ code: string }>('SELECT code FROM sms_outbox WHERE phone = $1', [phone]);
    const smsCode = rows[0]!.code;
    await fetch(`${server.url}${registerCall['x-call'].path}`, {
      method: 'POST',
      headers: form,
      body: formBody({ phone, capcode: answer!, sid, deviceId: sid, appName: 'ymgj', merchantNumber: 0, userName: phone, smsCode, id: '1001', invite_code: 'FRIEND10', ...tracking }),
    });

    expect(logLines.length).toBeGreaterThan(10);
    const secrets = [...Object.values(session).filter((value) => value.length > 6), phone, smsCode, maria.phone];
    const leaks = logLines.filter((line) => secrets.some((secret) => line.includes(secret)));
    expect(leaks).toEqual([]);
  });

  it('serves Prometheus metrics by call pattern, with no query, session or id in any label', async () => {
    await callWithSession(server.url, contactCall['x-call']);
    const response = await fetch(`${server.url}/metrics`);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(new RegExp(`http_requests_total\\{call="${contactCall['x-call'].path}",method="${contactCall['x-call'].method}",status="2xx"\\} [1-9]`));
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[0-9.]+",call="\/healthz",method="GET"\}/);
    expect(text).toMatch(/db_pool_connections\{state="open"\} 1/);
    expect(text).toMatch(/db_connections_lost 0/);
    expect(text).toContain('uploads_total');
    expect(text).not.toContain(maria.session.sessionId);
    expect(text).not.toContain('09170009876');
    expect(text).not.toMatch(/call="[^"]*\?/);
  });
});

describe('shutting down', () => {
  it('fails /readyz at once, still answers during the drain, and finishes a request in flight before closing', async () => {
    const server = await startServer({ port: 0, memory: true, demo: true, shutdownDrainMs: 800, shutdownTimeoutMs: 10_000 });
    // PGlite is one connection: holding it makes the next call wait, so that call is in flight when shutdown begins.
    const held = server.db.query('SELECT pg_sleep(1.5)');
    const inFlight = callWithSession(server.url, contactCall['x-call']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = server.close();
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'shutting down' });
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(String(((await answered.json()) as { code: unknown }).code)).toBe('0');
    await held;
    await closing;
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  }, 120_000);
});
