// The front's turn-taking (scripts/ops/round-robin-front.ts): a copy that answers "not ready" leaves the turn at once,
// a copy slow to answer one probe keeps its turn (a busy machine must not pile every request onto one copy), and a
// copy silent several probes in a row leaves it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startRoundRobinFront, type RoundRobinFront } from '../../scripts/ops/round-robin-front.ts';

interface FakeCopy {
  url: string;
  /** What /readyz does now. */
  readiness: 'ready' | 'draining' | 'silent';
  close(): Promise<void>;
}

async function fakeCopy(): Promise<FakeCopy> {
  const copy = { readiness: 'ready' } as FakeCopy;
  const server = http.createServer((request, response) => {
    if (request.url === '/readyz') {
      if (copy.readiness === 'silent') return; // never answers: the probe times out
      response.writeHead(copy.readiness === 'ready' ? 200 : 503).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  copy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  copy.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return copy;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(20);
  }
}

let front: RoundRobinFront | undefined;
let fakes: FakeCopy[] = [];
afterEach(async () => {
  await front?.close();
  await Promise.all(fakes.map((fake) => fake.close()));
  front = undefined;
  fakes = [];
});

async function servedBy(requests: number): Promise<Set<number>> {
  const copies = new Set<number>();
  for (let i = 0; i < requests; i += 1) copies.add(Number((await fetch(`${front!.url}/any`)).headers.get('x-served-by')));
  return copies;
}

describe('the round-robin front', () => {
  it('takes turns over every ready copy', async () => {
    fakes = await Promise.all([fakeCopy(), fakeCopy(), fakeCopy()]);
    front = await startRoundRobinFront({ copies: fakes.map((fake) => fake.url), pollMs: 50 });
    await until(() => front!.ready().every(Boolean));
    expect(await servedBy(6)).toEqual(new Set([0, 1, 2]));
  });

  it('takes a copy that answers "not ready" out of turn at its next probe', async () => {
    fakes = await Promise.all([fakeCopy(), fakeCopy()]);
    front = await startRoundRobinFront({ copies: fakes.map((fake) => fake.url), pollMs: 50 });
    await until(() => front!.ready().every(Boolean));
    fakes[1]!.readiness = 'draining';
    await until(() => front!.ready()[1] === false, 1_000);
    expect(await servedBy(4)).toEqual(new Set([0]));
  });

  it('keeps a copy in turn through one silent probe, and takes it out after three in a row', async () => {
    fakes = await Promise.all([fakeCopy(), fakeCopy()]);
    // Probes time out after 500 ms (five intervals, at least 500 ms).
    front = await startRoundRobinFront({ copies: fakes.map((fake) => fake.url), pollMs: 50 });
    await until(() => front!.ready().every(Boolean));
    fakes[1]!.readiness = 'silent';
    await sleep(700); // one probe has timed out, the second has not yet
    expect(front.ready()).toEqual([true, true]);
    expect(await servedBy(4)).toEqual(new Set([0, 1]));
    await until(() => front!.ready()[1] === false, 3_000);
    fakes[1]!.readiness = 'ready';
    await until(() => front!.ready()[1] === true, 3_000);
  });
});
