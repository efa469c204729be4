import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { edge, type Edge } from './https-front.ts';

// The bench's front keeps what a CDN's edge keeps (the origin's immutable answers) and forwards everything else.

const listening = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const opened: { close(): void }[] = [];
afterEach(() => opened.splice(0).forEach((thing) => thing.close()));

/** An origin that answers an immutable asset, a 404 marked immutable and a no-cache page, and counts what it is asked. */
async function setup(options?: { keepImmutable?: boolean }) {
  const asked: string[] = [];
  const origin = http.createServer((request, response) => {
    asked.push(`${request.method} ${request.url} ${request.headers['accept-encoding'] ?? ''}`);
    if (request.url === '/assets/app.js') {
      response.writeHead(200, { 'cache-control': 'public, max-age=31536000, immutable', 'content-type': 'text/javascript', 'x-answer': String(asked.length) });
      response.end(`app for ${request.headers['accept-encoding'] ?? 'identity'}`);
    } else if (request.url === '/assets/missing.js') {
      response.writeHead(404, { 'cache-control': 'public, max-age=31536000, immutable' });
      response.end('not found');
    } else {
      response.writeHead(200, { 'cache-control': 'no-cache', 'content-type': 'text/html' });
      response.end(`page ${asked.length}`);
    }
  });
  const front: Edge = edge(await listening(origin), options);
  const frontServer = http.createServer(front.handle);
  const frontUrl = await listening(frontServer);
  opened.push(front, { close: () => origin.close() }, { close: () => frontServer.close() });
  const get = async (path: string, init: RequestInit = {}) => {
    const answer = await fetch(`${frontUrl}${path}`, init);
    return { status: answer.status, body: await answer.text(), headers: answer.headers };
  };
  return { asked, get };
}

describe("the bench's front", () => {
  it('answers an immutable asset itself after the first time, with the origin\'s headers and body', async () => {
    const { asked, get } = await setup();
    const first = await get('/assets/app.js', { headers: { 'accept-encoding': 'br' } });
    const second = await get('/assets/app.js', { headers: { 'accept-encoding': 'br' } });
    expect(asked).toEqual(['GET /assets/app.js br']);
    expect(second).toMatchObject({ status: 200, body: 'app for br' });
    expect(second.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(second.headers.get('x-answer')).toBe(first.headers.get('x-answer'));
  });

  it('keeps one answer per accepted encoding, as the origin chooses the encoding by it', async () => {
    const { asked, get } = await setup();
    await get('/assets/app.js', { headers: { 'accept-encoding': 'br' } });
    expect((await get('/assets/app.js', { headers: { 'accept-encoding': 'gzip' } })).body).toBe('app for gzip');
    expect(asked).toHaveLength(2);
  });

  it('asks the origin every time for a page, a failed answer and a call that is not a GET', async () => {
    const { asked, get } = await setup();
    expect((await get('/app/page')).body).toBe('page 1');
    expect((await get('/app/page')).body).toBe('page 2');
    await get('/assets/missing.js');
    expect((await get('/assets/missing.js')).status).toBe(404);
    await get('/assets/app.js', { method: 'POST', body: 'x' });
    await get('/assets/app.js', { method: 'POST', body: 'x' });
    expect(asked).toHaveLength(6);
  });

  it('keeps nothing when told not to (the bench measuring the origin itself)', async () => {
    const { asked, get } = await setup({ keepImmutable: false });
    await get('/assets/app.js');
    await get('/assets/app.js');
    expect(asked).toHaveLength(2);
  });
});
