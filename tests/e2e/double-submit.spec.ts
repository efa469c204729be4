import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, sessionQuery, type Page, type TestServer } from './fixtures.ts';
import { choose, nativeCalls, stubAndroidBridge } from './bank-binding-page.ts';
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import promoCorpus from '../../schemas/fixtures/promotion.json' with { type: 'json' };
import loanCorpus from '../../schemas/fixtures/loan-details.json' with { type: 'json' };
import routeTable from '../../schemas/routes.json' with { type: 'json' };
import { seedBankBinding } from '../../server/db/seed-bank-binding.ts';

// Issue 17, part 3, in the browser: every effectful call (a call of schemas/api whose request takes an
// idempotencyKey) has a ten-tap case, here or in its own flow's spec (listed below, and checked to exist), so a call
// that gains a key cannot be forgotten. Here each submit is tapped ten times fast while the server's first answer is
// lost on its way back (the effect happened; the page sees a dropped connection), and then ten times fast again,
// as a borrower retries. Exactly one effect reaches the database, every request of the intent carries the same
// key, and the retry is answered as a success, as the first would have been.

const { basePath, routes } = routeTable;
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const apiDir = path.join(repoRoot, 'schemas/api');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? jsonFiles(full) : name.endsWith('.json') ? [full] : [];
  });
}

/** '<group>/<name>' -> path of every call whose request takes an idempotencyKey. */
function effectfulCalls(): Map<string, string> {
  const calls = new Map<string, string>();
  for (const file of jsonFiles(apiDir)) {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { 'x-call'?: { path: string }; properties?: { request?: { properties?: Record<string, unknown> } } };
    if (schema['x-call'] && 'idempotencyKey' in (schema.properties?.request?.properties ?? {})) {
      calls.set(path.relative(apiDir, file).split(path.sep).join('/').replace(/\.json$/, ''), schema['x-call'].path);
    }
  }
  return calls;
}

/** Ten-tap tests that live with their own flow (they need its setup), by spec file and title. */
const tenTapsElsewhere: Record<string, [file: string, title: string]> = {
  'loan-confirm-classic/loan-push': ['loan-confirm.spec.ts', 'ten rapid taps make one order; an off-allow-list order URL is refused'],
  'loan-confirm/loan-detail-push': ['loan-confirm.spec.ts', 'ten rapid taps on Loan Now make exactly one order'],
  'loan-details/generate-vcode': ['repayment.spec.ts', "ten rapid taps on 'Payment' make exactly one payment attempt"],
  'legacy-repay/repayment-commit': ['legacy-repay.spec.ts', 'ten rapid taps on Repay now make one record and one SMS; ten on Confirm settle it once'],
  'legacy-repay/repayment-confirm': ['legacy-repay.spec.ts', 'ten rapid taps on Repay now make one record and one SMS; ten on Confirm settle it once'],
  'complaints/problem-save': ['complaints.spec.ts', 'ten rapid taps on Send make one complaint'],
};

interface TenTapCase {
  /** Opens the page and fills what the submit needs; answers how to count the effect and the submit button. */
  prepare(page: Page, server: TestServer): Promise<{ effects(): Promise<number>; submit(): ReturnType<Page['getByRole']> }>;
  /** What the page shows once the submit succeeded. */
  succeeded(page: Page): Promise<void>;
}

const count = async (server: TestServer, sql: string, params: unknown[] = []) => (await server.db.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0;



function bankBinding(source: 'bind-card-new' | 'card-change', query: string): TenTapCase {
  return {
    async prepare(page, server) {
      await server.db.query('DELETE FROM bank_bindings');
      await seedBankBinding(server.db);
      await stubAndroidBridge(page);
      await page.goto(`${server.url}${basePath}${routes.bindBank.path}?${sessionQuery('maria')}&${query}`);
      await choose(page, 'Bank name', 'Metrobank');
      await page.getByLabel('Account number').fill('1234567890123456');
      await page.getByLabel('Account holder name').fill('Maria Santos');
      await choose(page, 'Home address', 'Central Luzon (Region III)', 'Pampanga', 'Angeles');
      await choose(page, 'Salary day', '4');
      return {
        effects: () => count(server, 'SELECT count(*)::int AS n FROM bank_bindings WHERE source = $1', [source]),
        submit: () => page.getByRole('button', { name: catalog['bankBinding.next'] }),
      };
    },
    async succeeded(page) {
      if (source === 'card-change') await expect(page).toHaveURL(new RegExp(`${basePath}${routes.loanDetailUrl.path}\\?`));
      else await expect.poll(() => nativeCalls(page)).toEqual(['endBankBinding', 'closeWebview']);
    },
  };
}

const template = promoCorpus.templates[0]!.template;
let phoneCounter = 0;
/** A phone no other test uses (one registration and one 60 s window per phone). */
const freshPhone = () => `0918${String(Date.now() % 10_000).padStart(4, '0')}${String((phoneCounter += 1)).padStart(3, '0')}`;

/** The promotion page with a phone and the picture code on screen typed in (read through /dev/captcha-answer). */
async function promoWithCaptcha(page: Page, server: TestServer): Promise<string> {
  const phone = freshPhone();
  await page.goto(`${server.url}/promo/?${new URLSearchParams({ id: template.id, user_from: 'facebook', app_from: 'cashpeso', utm_tag: 'taps' })}`);
  await page.getByLabel('Mobile number').fill(phone);
  const image = page.getByRole('button', { name: catalog['widget.captcha.refresh'] }).locator('img');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const sid = new URL((await image.getAttribute('src'))!, server.url).searchParams.get('sid')!;
  const { answer } = (await (await fetch(`${server.url}/dev/captcha-answer?sid=${sid}`)).json()) as { answer: string };
  await page.getByLabel('Picture code', { exact: true }).fill(answer);
  return phone;
}

const smsOf = (server: TestServer, phone: string) => count(server, 'SELECT count(*)::int AS n FROM sms_outbox WHERE phone = $1', [phone]);

const cases: Record<string, TenTapCase> = {
  'bank-binding/bind-card-new': bankBinding('bind-card-new', 'productId=101'),
  'bank-binding/card-change': bankBinding('card-change', `productId=101&orderId=${loanCorpus.orders[0]!.orderId}&source=loanDetail`),
  'promotion/get-sms': {
    async prepare(page, server) {
      const phone = await promoWithCaptcha(page, server);
      return { effects: () => smsOf(server, phone), submit: () => page.getByRole('button', { name: catalog['widget.smsCode.send'] }) };
    },
    async succeeded(page) {
      await expect(page.getByText(catalog['promo.smsSent'])).toBeVisible();
    },
  },
  'promotion/register': {
    async prepare(page, server) {
      const phone = await promoWithCaptcha(page, server);
      await page.getByRole('button', { name: catalog['widget.smsCode.send'] }).click();
      await expect(page.getByText(catalog['promo.smsSent'])).toBeVisible();
      const outbox = (await (await fetch(`${server.url}/dev/outbox?phone=${phone}`)).json()) as { messages: { code: string }[] };
      await page.getByLabel('SMS code').fill(outbox.messages[0]!.code);
      return {
        effects: () => count(server, 'SELECT count(*)::int AS n FROM promo_registrations WHERE phone = $1', [phone]),
        submit: () => page.getByRole('button', { name: 'Register' }),
      };
    },
    async succeeded(page) {
      await expect(page.getByText(catalog['promo.registered'])).toBeVisible();
    },
  },
  'complaints/save-score': {
    async prepare(page, server) {
      const saved = await page.request.post(`${server.url}/user-problem/problem-save?${sessionQuery('maria')}`, {
        form: { problemType: '2', problemSonType: '', problemDetail: `Ten taps on the rating ${Date.now()}`, problemImage: '', orderNo: loanCorpus.orders.find((order) => order.key === 'overdue')!.orderId, idempotencyKey: `score-taps-${Date.now()}` },
      });
      const problemId = String(((await saved.json()) as { data: { problemId: string } }).data.problemId);
      expect((await page.request.post(`${server.url}/dev/complaints/${problemId}/answer`, { form: { text: 'Answered.' } })).ok()).toBe(true);
      await page.goto(`${server.url}${basePath}${routes.complainDetails.path}?${sessionQuery('maria')}&problemId=${problemId}`);
      const rating = page.getByRole('dialog', { name: catalog['complaint.rating.title'] });
      await expect(rating).toBeVisible({ timeout: 10_000 });
      await rating.getByRole('radio').nth(3).click();
      return {
        effects: () => count(server, 'SELECT count(*)::int AS n FROM complaints WHERE id = $1::bigint AND score IS NOT NULL', [problemId]),
        submit: () => rating.getByRole('button', { name: catalog['complaint.rating.send'] }),
      };
    },
    async succeeded(page) {
      await expect(page.getByText(catalog['complaint.rating.succeeded'])).toBeVisible();
    },
  },
};

const calls = effectfulCalls();

test('every effectful call has a ten-tap case, here or in its flow’s spec', () => {
  expect(calls.size).toBeGreaterThanOrEqual(11);
  const covered = [...Object.keys(cases), ...Object.keys(tenTapsElsewhere)];
  expect([...calls.keys()].filter((key) => !covered.includes(key)).sort(), 'effectful calls with no ten-tap case').toEqual([]);
  expect(covered.filter((key) => !calls.has(key)).sort(), 'cases of calls that take no key').toEqual([]);
  expect(Object.keys(cases).filter((key) => key in tenTapsElsewhere), 'calls with a case in both places').toEqual([]);
  for (const [key, [file, title]] of Object.entries(tenTapsElsewhere)) {
    const source = readFileSync(path.join(repoRoot, 'tests/e2e', file), 'utf8');
    expect([`test('${title}'`, `test("${title}"`].some((opening) => source.includes(opening)), `${key}: '${title}' in ${file}`).toBe(true);
  }
});

/** Ten taps on the button as it is now: while busy it may lose its name (a spinner), and the taps still land on it. */
async function tapTenTimes(button: ReturnType<Page['getByRole']>): Promise<void> {
  const element = await button.elementHandle();
  await Promise.all(Array.from({ length: 10 }, () => element!.dispatchEvent('click')));
}

for (const [key, tenTaps] of Object.entries(cases)) {
  test(`${key}: ten fast taps with the first answer lost, then ten more, make one effect`, async ({ page, server, problems }) => {
    const callPath = calls.get(key)!;
    const { effects, submit } = await tenTaps.prepare(page, server);
    const before = await effects();

    const keys: string[] = [];
    let lost = false;
    let tapped!: () => void;
    const tenTapped = new Promise<void>((resolve) => (tapped = resolve));
    await page.route((url) => url.pathname === callPath, async (route) => {
      keys.push(new URLSearchParams(route.request().postData() ?? '').get('idempotencyKey') ?? '');
      if (lost) return route.continue();
      // Held until all ten taps are in; then the server makes the effect, and its answer never reaches the page.
      lost = true;
      await tenTapped;
      await route.fetch();
      return route.abort('connectionreset');
    });

    await tapTenTimes(submit());
    tapped();
    await expect(page.getByText(catalog['error.network'])).toBeVisible();
    await expect(submit()).toBeEnabled();
    await expect.poll(effects).toBe(before + 1);
    await tapTenTimes(submit());
    await tenTaps.succeeded(page);

    expect(await effects(), 'effects in the database').toBe(before + 1);
    expect(keys.length, 'requests sent').toBeGreaterThanOrEqual(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys), 'one key for every request of the intent').toEqual(new Set([keys[0]]));
    // The dropped connection is the browser's own console line, not the page's.
    const dropped = problems.consoleErrors.filter((line) => line.startsWith('Failed to load resource') && line.includes('net::ERR_CONNECTION_RESET'));
    expect(dropped.length).toBeLessThanOrEqual(1);
    problems.consoleErrors.splice(0, problems.consoleErrors.length, ...problems.consoleErrors.filter((line) => !dropped.includes(line)));
  });
}
