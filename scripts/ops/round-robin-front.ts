// A small round-robin front for several server copies, in plain node:http (no dependency): what a load balancer does,
// small enough for the tests (tests/server/many-copies.test.ts, rolling-restart.test.ts, crash-restart.test.ts) and
// the load bench (scripts/bench/load.ts) to start in-process. README, Running many copies.
// - It polls each copy's /readyz every pollMs (100 ms) and sends only to the copies that answered 200 last, in turn.
// - It opens a new connection to a copy for every request (keepAlive false): a copy that shuts down closes its idle
//   keep-alive connections, and a request sent on one at that moment would be cut. Clients may keep theirs to it.
// - It passes X-Request-Id along (a copy keeps a well-formed one and echoes it), and appends the client's address to
//   X-Forwarded-For (so the copies, with TRUST_PROXY set to this front, rate-limit by the real client).
// - A copy that refuses the connection (it has stopped listening) was sent nothing: the request goes to the next
//   ready copy. A copy that dies once it has the request is not retried (the request may have had its effect):
//   the client gets a 502, as from any balancer.
// - Every answer says which copy made it (X-Served-By: the copy's index), for the tests.
//   Run alone: `npx tsx scripts/ops/round-robin-front.ts --port 8080 http://127.0.0.1:3001 http://127.0.0.1:3002`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FrontOptions {
  copies: string[];
  port?: number;
  host?: string;
  /** How often each copy's /readyz is asked; 100 ms. */
  pollMs?: number;
  /** How long a request waits for a ready copy before a 503; 10 s. */
  waitForReadyMs?: number;
  /** Largest request body it buffers (uploads); 16 MB. */
  maxBodyBytes?: number;
}

export interface RoundRobinFront {
  url: string;
  /** Which copies answered their last /readyz with 200. */
  ready(): boolean[];
  /** Answers per copy (index), since the start. */
  served(): number[];
  /** Replaces the copies (same order and index as given). */
  setCopies(copies: string[]): void;
  close(): Promise<void>;
}

const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'proxy-authorization', 'proxy-authenticate']);
const noKeepAlive = new http.Agent({ keepAlive: false });

interface Copy {
  url: URL;
  ready: boolean;
  served: number;
}

function readBody(request: http.IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve(null);
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** 'ready' (200), 'not ready' (any other answer, or the connection refused), or 'silent' (no answer in time). */
function probe(copy: Copy, timeoutMs: number): Promise<'ready' | 'not ready' | 'silent'> {
  return new Promise((resolve) => {
    const request = http.get(new URL('/readyz', copy.url), { agent: noKeepAlive, timeout: timeoutMs }, (answer) => {
      answer.resume();
      resolve(answer.statusCode === 200 ? 'ready' : 'not ready');
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ETIMEDOUT' ? 'silent' : 'not ready'));
  });
}

/** A busy copy may be slow to answer its probe; only this many silent probes in a row take it out of turn. */
const silentProbesAllowed = 3;

export async function startRoundRobinFront(options: FrontOptions): Promise<RoundRobinFront> {
  const pollMs = options.pollMs ?? 100;
  const waitForReadyMs = options.waitForReadyMs ?? 10_000;
  const maxBodyBytes = options.maxBodyBytes ?? 16 * 1024 * 1024;
  let copies: Copy[] = options.copies.map((url) => ({ url: new URL(url), ready: false, served: 0 }));
  let next = 0;
  let closed = false;

  // Each copy is asked on its own loop. A copy that answers "not ready" (it is draining) or refuses the connection is
  // out of turn at once; one that is silent stays in turn until it has been silent silentProbesAllowed times in a row,
  // as a load balancer's unhealthy threshold (a busy machine may delay one answer; taking the copy out for it would
  // pile its share onto the others).
  const polling = new Set<Copy>();
  const poll = (copy: Copy) => {
    if (polling.has(copy)) return;
    polling.add(copy);
    void (async () => {
      let silentInARow = 0;
      while (!closed && copies.includes(copy)) {
        const started = Date.now();
        const state = await probe(copy, Math.max(pollMs * 5, 500));
        silentInARow = state === 'silent' ? silentInARow + 1 : 0;
        if (state !== 'silent') copy.ready = state === 'ready';
        else if (silentInARow >= silentProbesAllowed) copy.ready = false;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, pollMs - (Date.now() - started))));
      }
      polling.delete(copy);
    })();
  };
  copies.forEach(poll);

  /** The next ready copy not in `tried`, in turn; waits for one up to waitForReadyMs. */
  async function pick(tried: Set<Copy>): Promise<Copy | undefined> {
    const deadline = Date.now() + waitForReadyMs;
    for (;;) {
      for (let i = 0; i < copies.length; i += 1) {
        const copy = copies[(next + i) % copies.length]!;
        if (copy.ready && !tried.has(copy)) {
          next = (next + i + 1) % copies.length;
          return copy;
        }
      }
      if (Date.now() > deadline || closed) return undefined;
      // Another copy may become ready; one that was tried and refused may have been replaced by one on the same port.
      tried.clear();
      await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, 50)));
    }
  }

  const server = http.createServer(async (request, response) => {
    const body = await readBody(request, maxBodyBytes).catch(() => null);
    if (body === null) {
      if (!response.headersSent) response.writeHead(413).end();
      return;
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) if (!hopByHop.has(name) && value !== undefined) headers[name] = value;
    const client = request.socket.remoteAddress ?? '';
    const forwarded = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwarded ? `${Array.isArray(forwarded) ? forwarded.join(', ') : forwarded}, ${client}` : client;
    headers['content-length'] = String(body.length);
    const tried = new Set<Copy>();
    for (;;) {
      const copy = await pick(tried);
      if (!copy) {
        response.writeHead(503, { 'content-type': 'text/plain' }).end('No server copy is ready.\n');
        return;
      }
      tried.add(copy);
      const outcome = await new Promise<'done' | 'refused'>((resolve) => {
        const upstream = http.request(new URL(request.url ?? '/', copy.url), { method: request.method, headers, agent: noKeepAlive }, (answer) => {
          copy.served += 1;
          const answerHeaders: http.OutgoingHttpHeaders = { 'x-served-by': String(copies.indexOf(copy)) };
          for (const [name, value] of Object.entries(answer.headers)) if (!hopByHop.has(name) && value !== undefined) answerHeaders[name] = value;
          response.writeHead(answer.statusCode ?? 502, answerHeaders);
          answer.pipe(response);
          // A copy killed while answering: the client sees its answer cut, never a whole-looking one.
          answer.on('close', () => {
            if (!answer.complete) response.destroy();
            resolve('done');
          });
        });
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          // Refused: the copy was not listening, and got nothing. Anything else: it may have got the request.
          if (error.code === 'ECONNREFUSED') {
            copy.ready = false;
            resolve('refused');
            return;
          }
          if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' }).end('The server copy failed.\n');
          else response.destroy();
          resolve('done');
        });
        upstream.end(body);
      });
      if (outcome === 'done') return;
    }
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';
  return {
    url: `http://${host}:${port}`,
    ready: () => copies.map((copy) => copy.ready),
    served: () => copies.map((copy) => copy.served),
    setCopies(urls) {
      copies = urls.map((url) => copies.find((copy) => copy.url.href === new URL(url).href) ?? { url: new URL(url), ready: false, served: 0 });
      copies.forEach(poll);
    },
    close() {
      closed = true;
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

// Run alone: the copies' URLs as arguments, --port (8080) and --host (127.0.0.1).
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    if (at === -1) return undefined;
    const [value] = args.splice(at, 2).slice(1);
    return value;
  };
  const port = Number(option('--port') ?? 8080);
  const host = option('--host') ?? '127.0.0.1';
  const front = await startRoundRobinFront({ copies: args, port, host });
  console.log(`Round-robin front at ${front.url} over ${args.join(', ')}`);
  const stop = () => void front.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
