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

/** Starts an HTTPS + HTTP/2 front on 127.0.0.1 that forwards to `origin` (an http:// URL). */
export async function startHttpsFront(origin: string): Promise<HttpsFront> {
  const backend = new URL(origin);
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (request, response) => {
    const headers: http.OutgoingHttpHeaders = { host: backend.host };
    for (const [name, value] of Object.entries(request.headers)) if (!name.startsWith(':') && name !== 'host') headers[name] = value;
    const forwarded = http.request({ host: backend.hostname, port: backend.port, method: request.method, path: request.url, headers }, (answer) => {
      const answerHeaders: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!hopByHop.has(name)) answerHeaders[name] = value;
      response.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(response);
    });
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `https://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
