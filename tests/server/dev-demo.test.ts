import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { buildDemoList, formatDemoList, storageKeyOf, type RouteTable } from '../../server/http/demo-links.ts';
import contactSchema from '../../schemas/api/customer-service/contact-kf-info.json' with { type: 'json' };
import demo from '../../schemas/fixtures/demo.json' with { type: 'json' };
import routeTable from '../../schemas/routes.json' with { type: 'json' };
import loanDetailsCorpus from '../../schemas/fixtures/loan-details.json' with { type: 'json' };
import { seededMemoryDb, testApp, type TestApp } from './support.ts';

let db: Db;
const servers: Record<'demo' | 'production' | 'plain', TestApp | undefined> = { demo: undefined, production: undefined, plain: undefined };

beforeAll(async () => {
  db = await seededMemoryDb();
  servers.demo = await testApp(db, { demo: true, production: false });
  servers.production = await testApp(db, { demo: true, production: true });
  servers.plain = await testApp(db, { demo: false, production: false });
});
afterAll(async () => {
  for (const server of Object.values(servers)) await server?.cleanup();
  await db?.close();
});

interface DemoAnswer {
  borrowers: { key: string; name: string; query: string }[];
  screens: { route: string; title: string; url: string }[];
  orders: { key: string; status: number; title: string; url: string }[];
}

describe('GET /dev/demo in demo mode', () => {
  let list: DemoAnswer;
  beforeAll(async () => {
    const answer = await servers.demo!.app.inject({ method: 'GET', url: '/dev/demo' });
    expect(answer.statusCode).toBe(200);
    list = answer.json();
  });

  it('lists every demo borrower with their own session params', () => {
    expect(list.borrowers.map((b) => b.key)).toEqual(demo.borrowers.map((b) => b.key));
    for (const borrower of demo.borrowers) {
      const query = new URLSearchParams(list.borrowers.find((b) => b.key === borrower.key)!.query);
      expect(Object.fromEntries(query)).toEqual(borrower.session);
    }
  });

  it('links every route of schemas/routes.json that a screen serves, under the base path, as the first borrower', () => {
    const served = Object.entries(routeTable.routes).filter(([, entry]) => 'screen' in entry).map(([name]) => name);
    expect(served.length).toBeGreaterThan(0);
    expect(served.length).toBeLessThan(Object.keys(routeTable.routes).length);
    expect(list.screens.map((s) => s.route).sort()).toEqual(served.sort());
    for (const screen of list.screens) {
      const url = new URL(screen.url, 'http://host');
      const entry = routeTable.routes[screen.route as keyof typeof routeTable.routes];
      expect(url.pathname).toBe(routeTable.basePath + entry.path);
      expect(screen.title).toBe(entry.title);
      expect(url.searchParams.get('sessionId')).toBe(demo.borrowers[0]!.session.sessionId);
    }
  });

  it('links the loan details of every seeded order, one per status, as the borrower who owns them', () => {
    const owner = demo.borrowers.find((b) => b.key === loanDetailsCorpus.borrower)!;
    expect(list.orders.map((o) => o.status).sort()).toEqual(loanDetailsCorpus.orders.map((o) => o.response.orderStatus).sort());
    expect(new Set(list.orders.map((o) => o.status))).toEqual(new Set([21, 110, 151, 170, 174, 180, 200, 999]));
    for (const order of loanDetailsCorpus.orders) {
      const link = list.orders.find((o) => o.key === order.key)!;
      const url = new URL(link.url, 'http://host');
      expect(url.pathname).toBe(routeTable.basePath + routeTable.routes.loanDetailUrl.path);
      expect(Object.fromEntries(url.searchParams)).toEqual({ ...owner.session, productId: order.productId, orderId: order.orderId });
      expect(link.title).toContain(String(order.response.orderStatus));
    }
  });

  it('gives sessions the server accepts', async () => {
    for (const borrower of list.borrowers) {
      const answer = await servers.demo!.app.inject({
        method: 'POST',
        url: `${contactSchema['x-call'].path}?${borrower.query}`,
        payload: 'overall=30',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(answer.statusCode).toBe(200);
    }
  });
});

describe('GET /dev/logos', () => {
  it('draws every logo the seeded products name, and refuses other names', async () => {
    const logos = new Set(JSON.stringify(loanDetailsCorpus).match(/\/dev\/logos\/[a-z0-9-]+\.svg/g));
    expect(logos.size).toBeGreaterThan(0);
    for (const url of logos) {
      const answer = await servers.demo!.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type']).toContain('image/svg+xml');
      expect(answer.body).toMatch(/^<svg /);
    }
    expect((await servers.demo!.app.inject({ method: 'GET', url: '/dev/logos/%3Cscript%3E.svg' })).statusCode).toBe(404);
  });
});

describe('/dev/* outside demo mode', () => {
  it.each(['/dev/demo', '/dev/outbox', '/dev/logos/pesoflash.svg', '/dev/'])('answers 404 at %s with NODE_ENV=production, even with --demo', async (url) => {
    const answer = await servers.production!.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('demo-session');
  });

  it('answers 404 when not started in demo mode', async () => {
    expect((await servers.plain!.app.inject({ method: 'GET', url: '/dev/demo' })).statusCode).toBe(404);
  });
});

describe('buildDemoList', () => {
  const table: RouteTable = {
    basePath: '/app',
    routes: {
      loanDetail: { path: '/loan-detail', title: 'Loan detail', screen: 'loan/loan-screen', demoQuery: 'productId=3&orderId=9' },
      repay: { path: '/repay', title: 'Repay', screen: 'repay/repay-screen', demoQuery: '?orderId=4' },
      home: { path: '/home', title: 'Home' },
    },
  };
  const borrowers = [{ key: 'a', name: 'A', session: { sessionId: 's a', deviceId: 'd' } }];

  it('appends a route’s demoQuery after the session params, and leaves out routes no screen serves', () => {
    const list = buildDemoList(borrowers, table);
    expect(list.screens).toEqual([
      { route: 'loanDetail', title: 'Loan detail', url: '/app/loan-detail?sessionId=s+a&deviceId=d&productId=3&orderId=9' },
      { route: 'repay', title: 'Repay', url: '/app/repay?sessionId=s+a&deviceId=d&orderId=4' },
    ]);
  });

  it("carries a route's demoStorage as what to put in localStorage: the value as JSON under the entry's key", () => {
    const seeded: RouteTable = { basePath: '/app', routes: { next: { path: '/next', title: 'Next', screen: 'next/screen', demoStorage: { 'a-draft': { note: 'hi' } } } } };
    const list = buildDemoList(borrowers, seeded, undefined, (entry) => `key.of.${entry}`);
    expect(list.screens).toEqual([{ route: 'next', title: 'Next', url: '/app/next?sessionId=s+a&deviceId=d', localStorage: { 'key.of.a-draft': '{"note":"hi"}' } }]);
    expect(formatDemoList(list, 'http://h', { devEndpoint: true })).toContain('Next: http://h/app/next?sessionId=s+a&deviceId=d (with localStorage key.of.a-draft');
  });

  it("reads an entry's key from its schema's x-storage", () => {
    expect(storageKeyOf('complaint-draft')).toBe('complaint.draft');
    expect(() => storageKeyOf('no-such-entry')).toThrow();
  });

  it('lists no orders when the route table has no loan details route', () => {
    expect(buildDemoList(borrowers, table).orders).toEqual([]);
  });

  it('formats the same list for the terminal with absolute links', () => {
    const text = formatDemoList(buildDemoList(borrowers, table), 'http://127.0.0.1:8080', { devEndpoint: false });
    expect(text).toContain('http://127.0.0.1:8080/app/loan-detail?sessionId=s+a&deviceId=d&productId=3&orderId=9');
    expect(text).toContain('?sessionId=s+a&deviceId=d');
    expect(text).not.toContain('/dev/demo');
  });
});
