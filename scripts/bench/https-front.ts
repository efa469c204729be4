// Borrowers open the pages over HTTPS, from a CDN that speaks HTTP/2: one connection carries every request at once.
// The reference server speaks plain HTTP/1.1, over which Lighthouse's simulation opens at most six connections,
// each with its own handshake and slow start, so a page's twenty-odd small chunks queue behind each other
// (docs/decisions/008-bench-over-https.md). This front gives the benchmark the borrower's transport: TLS with a
// throwaway self-signed certificate (the bench's browser is told to accept it) and HTTP/2, forwarding every
// request to the reference server unchanged.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface HttpsFront {
  /** e.g. https://127.0.0.1:41234, no trailing slash. */
  url: string;
  close(): Promise<void>;
}

/** Chromium flags for a browser that opens the front: its certificate is self-signed. */
export const httpsFrontBrowserArgs = ['--ignore-certificate-errors'];

// HTTP/2 forbids connection-specific headers; node refuses to send them.
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings']);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    const args = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1'];
    try {
      execFileSync('openssl', [...args, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'pipe' });
    } catch (error) {
      throw new Error("The bench serves its pages over HTTPS and makes a certificate with openssl, which failed (install Debian's openssl)", { cause: error });
    }
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An answer the front keeps, as an edge keeps it: the origin said it never changes. */
interface KeptAnswer {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

// A CDN answers a hashed asset from its edge, without asking the origin, for as long as the origin's cache-control
// allows: a year, immutable (server/http/static-app.ts). Only such answers are kept; pages (no-cache) and calls go to
// the reference server every time. The key holds the accepted encodings, as the origin chooses br or gzip by them.
const keepsForever = (headers: http.IncomingHttpHeaders) => /\bimmutable\b/.test(String(headers['cache-control'] ?? ''));

export interface Edge {
  handle(request: http.IncomingMessage | http2.Http2ServerRequest, response: http.ServerResponse | http2.Http2ServerResponse): void;
  close(): void;
}

/**
 * What the front does with each request: forwards it to `origin` (an http:// URL) unchanged, and keeps in memory every
 * answer the origin marks immutable, to answer the same request itself from then on. Without the keeping, the front
 * measured the reference server, one Node process answering a page's forty files one after another on the bench's
 * busy cores, as the CDN's time to first byte: about 100 ms, which Lighthouse's simulation adds to every request of a
 * page's chain (docs/decisions/008-bench-over-https.md).
 */
export function edge(origin: string, options: { keepImmutable?: boolean } = {}): Edge {
  const backend = new URL(origin);
  const kept = new Map<string, KeptAnswer>();
  const keepImmutable = options.keepImmutable ?? true;
  const keepAlive = new http.Agent({ keepAlive: true });
  const handle: Edge['handle'] = (request, response) => {
    const key = `${request.url}\n${request.headers['accept-encoding'] ?? ''}`;
    const known = request.method === 'GET' ? kept.get(key) : undefined;
    if (known) {
      response.writeHead(known.status, known.headers);
      response.end(known.body);
      return;
    }
    const headers: http.OutgoingHttpHeaders = { host: backend.host };
    for (const [name, value] of Object.entries(request.headers)) if (!name.startsWith(':') && name !== 'host') headers[name] = value;
    const forwarded = http.request({ host: backend.hostname, port: backend.port, method: request.method, path: request.url, headers, agent: keepAlive }, (answer) => {
      const answerHeaders: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!hopByHop.has(name)) answerHeaders[name] = value;
      response.writeHead(answer.statusCode ?? 502, answerHeaders);
      if (keepImmutable && request.method === 'GET' && answer.statusCode === 200 && keepsForever(answer.headers)) {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => kept.set(key, { status: 200, headers: answerHeaders, body: Buffer.concat(chunks) }));
      }
      answer.pipe(response as NodeJS.WritableStream);
    });
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  };
  return { handle, close: () => keepAlive.destroy() };
}

/** Starts an HTTPS + HTTP/2 front on 127.0.0.1 before `origin` (an http:// URL): the edge above, over TLS. */
export async function startHttpsFront(origin: string, options: { keepImmutable?: boolean } = {}): Promise<HttpsFront> {
  const front = edge(origin, options);
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, front.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        front.close();
        server.close(() => resolve());
      }),
  };
}
