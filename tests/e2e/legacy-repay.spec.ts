import type { Request } from '@playwright/test';
import { test, expect, sessionQuery, type Page } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import corpus from '../../schemas/fixtures/repayment.json' with { type: 'json' };
import demo from '../../schemas/fixtures/demo.json' with { type: 'json' };
import routeTable from '../../schemas/routes.json' with { type: 'json' };

// The legacy card repay (/app/legacy-repayment) against the reference server: choose a card, commit, the SMS code
// from the outbox, 800006 and 800005, the redirect to the borrow detail, and one effect however often it is tapped.
// The workers share one server and later specs need the seeded orders as they are, so every test that repays an
// order puts its loan_orders row back afterwards (repaying changes nothing else there).

type Order = (typeof corpus.orders)[number];
type Db = { query: <T>(sql: string, params?: unknown[]) => Promise<{ rows: T[] }> };

const { basePath, routes } = routeTable;
const order: Order = corpus.orders.find((o) => o.key === 'awaiting-repayment')!;
const maria = demo.borrowers.find((b) => b.key === 'maria')!;
const cards = corpus.bankCards.filter((card) => card.borrower === 'maria');
const confirmPath = '/repayment-confirm';
const commitPath = '/repayment-commit';
/** The call itself (a POST to its path), not the lazily loaded validator chunk named after it. */
const isCall = (request: Request, path: string) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith(path);

function legacyUrl(serverUrl: string): string {
  return `${serverUrl}${basePath}${routes.legacyRepay.path}?${sessionQuery('maria')}&productId=${order.productId}&orderId=${order.orderId}&amount=${order.loanPlayDetail.repayAmount}`;
}

/** Runs `body`, then puts the order's loan_orders row back as it was. */
async function keepingOrder(db: Db, body: () => Promise<void>): Promise<void> {
  const { rows } = await db.query<{ status: number; details: unknown }>('SELECT order_status AS status, details FROM loan_orders WHERE order_id = $1', [order.orderId]);
  const before = rows[0]!;
  expect(Number(before.status)).not.toBe(200);
  try {
    await body();
  } finally {
    await db.query('UPDATE loan_orders SET order_status = $2, details = $3 WHERE order_id = $1', [order.orderId, before.status, JSON.stringify(before.details)]);
  }
}

async function records(db: Db): Promise<{ id: string; status: string; failed: number }[]> {
  const { rows } = await db.query<{ id: string; status: string; failed: number }>(
    'SELECT id::text AS id, status, failed_attempts AS failed FROM legacy_repay_records WHERE order_id = $1 ORDER BY id',
    [order.orderId],
  );
  return rows.map((row) => ({ ...row, failed: Number(row.failed) }));
}

async function orderStatus(db: Db): Promise<number> {
  const { rows } = await db.query<{ status: number }>('SELECT order_status AS status FROM loan_orders WHERE order_id = $1', [order.orderId]);
  return Number(rows[0]!.status);
}

/** The newest code the local SMS sender "sent" to maria. */
async function latestCode(page: Page, serverUrl: string): Promise<string> {
  const answer = await page.request.get(`${serverUrl}/dev/outbox?phone=${maria.phone}`);
  expect(answer.ok()).toBe(true);
  const { messages } = (await answer.json()) as { messages: { code: string | null; text: string }[] };
  const code = messages[0]?.code;
  expect(code, 'a code in the outbox').toMatch(/^[0-9]{6}$/);
  expect(messages[0]!.text).toContain(code!);
  return code!;
}

async function outboxSize(page: Page, serverUrl: string): Promise<number> {
  const answer = await page.request.get(`${serverUrl}/dev/outbox?phone=${maria.phone}`);
  return ((await answer.json()) as { messages: unknown[] }).messages.length;
}

const codeInput = (page: Page) => page.getByRole('textbox', { name: catalog['legacyRepay.codeLabel'] });
const confirmButton = (page: Page) => page.getByRole('button', { name: catalog['legacyRepay.confirm'], exact: true });

/** Opens the page, chooses the card, commits, and waits for the code step. */
async function toCodeStep(page: Page, serverUrl: string, card = cards[1]!): Promise<void> {
  await page.goto(legacyUrl(serverUrl));
  await page.getByRole('radio', { name: new RegExp(card.bankName.replace(/[()]/g, '\\$&')) }).check();
  await page.getByRole('button', { name: catalog['legacyRepay.submit'] }).click();
  await expect(page.getByRole('heading', { name: catalog['legacyRepay.codeTitle'] })).toBeVisible();
}

const wrongOf = (code: string) => code.slice(0, 5) + String((Number(code[5]) + 1) % 10);

test.describe('Legacy card repay', () => {
  test('a card, the code from the outbox: a wrong code is 800006 and stays typed; the right one leads to the borrow detail', async ({ page, server, problems }) => {
    void problems;
    await keepingOrder(server.db, async () => {
      await page.goto(legacyUrl(server.url));
      await expect(page).toHaveTitle(routes.legacyRepay.title);
      await expect(page.getByText('₱5,755.00')).toBeVisible();
      await expect(page.getByRole('radio')).toHaveCount(cards.length);
      await expectAccessible(page, 'legacy repay: the cards');
      const recordsBefore = (await records(server.db)).length;

      await toCodeStep(page, server.url);
      await expect(page.getByRole('button', { name: /Send again in \d+s/ })).toBeDisabled();
      await expectAccessible(page, 'legacy repay: the code step');
      const made = await records(server.db);
      expect(made).toHaveLength(recordsBefore + 1);
      expect(made.at(-1)!.status).toBe('pending');
      const code = await latestCode(page, server.url);

      // Under 6 digits: refused on the page, nothing sent.
      let confirms = 0;
      page.on('request', (request) => {
        if (isCall(request, confirmPath)) confirms += 1;
      });
      await codeInput(page).fill(code.slice(0, 4));
      await confirmButton(page).click();
      await expect(page.getByRole('alert')).toHaveText(catalog['legacyRepay.codeTooShort']);
      expect(confirms).toBe(0);

      // 800006: the server's message, the code as typed, the page where it was.
      const wrong = wrongOf(code);
      await codeInput(page).fill(wrong);
      const wrongAnswer = page.waitForResponse((response) => isCall(response.request(), confirmPath));
      await confirmButton(page).click();
      expect(((await (await wrongAnswer).json()) as { code: unknown }).code).toBe(800006);
      await expect(page.locator('p[role="alert"]')).toHaveText(catalog['legacyRepay.server.codeWrong']);
      await expect(codeInput(page)).toHaveValue(wrong);
      expect(new URL(page.url()).pathname).toBe(`${basePath}${routes.legacyRepay.path}`);
      expect((await records(server.db)).at(-1)).toMatchObject({ status: 'pending', failed: 1 });
      await expectAccessible(page, 'legacy repay: 800006');

      // The right code: the borrow detail of this order, repaid.
      await codeInput(page).fill(code);
      const confirmRequest = page.waitForRequest((request) => isCall(request, confirmPath));
      await confirmButton(page).click();
      await page.waitForURL((url) => url.pathname === `${basePath}${routes.loanDetailUrl.path}`);
      const landed = new URL(page.url());
      expect(landed.searchParams.get('orderId')).toBe(order.orderId);
      expect(landed.searchParams.get('productId')).toBe(order.productId);
      expect(landed.searchParams.get('sessionId')).toBe(maria.session.sessionId);
      expect((await records(server.db)).at(-1)).toMatchObject({ status: 'confirmed' });
      expect(await orderStatus(server.db)).toBe(200);

      // The same confirm replayed: with its own key it answers its first answer again; with a new key (a second
      // confirm of the same record) it is 800005, and nothing changes.
      const sent = await confirmRequest;
      const form = new URLSearchParams(sent.postData() ?? '');
      const replay = (params: URLSearchParams) =>
        page.request.post(sent.url(), { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: params.toString() });
      expect(((await (await replay(form)).json()) as { code: unknown }).code).toBe('00');
      form.set('idempotencyKey', 'f'.repeat(32));
      const twice = (await (await replay(form)).json()) as { code: unknown; message: string };
      expect(twice).toMatchObject({ code: 800005, message: catalog['legacyRepay.server.paidTwice'] });
      expect((await records(server.db)).filter((record) => record.status === 'confirmed')).toHaveLength(made.filter((r) => r.status === 'confirmed').length + 1);
    });
  });

  test('a second confirm of a record already confirmed shows 800005, do not submit payment twice', async ({ page, server, problems }) => {
    void problems;
    await keepingOrder(server.db, async () => {
      const committed = page.waitForResponse((response) => isCall(response.request(), commitPath));
      await toCodeStep(page, server.url);
      const { data } = (await (await committed).json()) as { data: { repayRecordId: string } };
      const code = await latestCode(page, server.url);

      // Confirmed elsewhere first (another tab of the same borrower), with its own idempotency key.
      const url = `${server.url}/api/v1/youmi/youmi-api/service/loan/repayment-confirm?${sessionQuery('maria')}`;
      const first = await page.request.post(url, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: new URLSearchParams({ orderId: order.orderId, verifyCode: code, repaymentRecordId: data.repayRecordId, idempotencyKey: 'e'.repeat(32) }).toString(),
      });
      expect(((await first.json()) as { code: unknown }).code).toBe('00');

      await codeInput(page).fill(code);
      await confirmButton(page).click();
      await expect(page.locator('p[role="alert"]')).toHaveText(catalog['legacyRepay.server.paidTwice']);
      await expect(codeInput(page)).toHaveValue(code);
      expect(new URL(page.url()).pathname).toBe(`${basePath}${routes.legacyRepay.path}`);
      // Said once, beside the code: no toast repeats it.
      await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
      await expectAccessible(page, 'legacy repay: 800005');
      expect((await records(server.db)).find((record) => record.id === data.repayRecordId)).toMatchObject({ status: 'confirmed' });
    });
  });

  test('commit with no card asks for a card and sends nothing', async ({ page, server, problems }) => {
    void problems;
    let commits = 0;
    page.on('request', (request) => {
      if (isCall(request, commitPath)) commits += 1;
    });
    const before = (await records(server.db)).length;
    await page.goto(legacyUrl(server.url));
    await page.getByRole('button', { name: catalog['legacyRepay.submit'] }).click();
    await expect(page.getByText(catalog['legacyRepay.chooseCard'])).toBeVisible();
    await expectAccessible(page, 'legacy repay: choose a card');
    for (const radio of await page.getByRole('radio').all()) await expect(radio).not.toBeChecked();
    expect(commits).toBe(0);
    expect((await records(server.db)).length).toBe(before);
  });

  test('ten rapid taps on Repay now make one record and one SMS; ten on Confirm settle it once', async ({ page, server, problems }) => {
    void problems;
    await keepingOrder(server.db, async () => {
      const before = await records(server.db);
      const smsBefore = await outboxSize(page, server.url);
      await page.goto(legacyUrl(server.url));
      await page.getByRole('radio', { name: new RegExp(cards[0]!.bankName) }).check();
      await page.getByRole('button', { name: catalog['legacyRepay.submit'] }).evaluate((button: HTMLElement) => {
        for (let tap = 0; tap < 10; tap += 1) button.click();
      });
      await expect(page.getByRole('heading', { name: catalog['legacyRepay.codeTitle'] })).toBeVisible();
      await page.waitForTimeout(500);
      const made = await records(server.db);
      expect(made).toHaveLength(before.length + 1);
      expect(await outboxSize(page, server.url)).toBe(smsBefore + 1);

      const code = await latestCode(page, server.url);
      let confirms = 0;
      page.on('request', (request) => {
        if (isCall(request, confirmPath)) confirms += 1;
      });
      await codeInput(page).fill(code);
      await confirmButton(page).evaluate((button: HTMLElement) => {
        for (let tap = 0; tap < 10; tap += 1) button.click();
      });
      await page.waitForURL((url) => url.pathname === `${basePath}${routes.loanDetailUrl.path}`);
      expect(confirms).toBe(1);
      const after = await records(server.db);
      expect(after).toHaveLength(made.length);
      expect(after.at(-1)).toMatchObject({ status: 'confirmed', failed: 0 });
      expect(after.filter((record) => record.status === 'confirmed')).toHaveLength(before.filter((record) => record.status === 'confirmed').length + 1);
      expect(await orderStatus(server.db)).toBe(200);
    });
  });

  test('a link without its amount says so, with a way back', async ({ page, server, problems }) => {
    void problems;
    await page.goto(legacyUrl(server.url).replace(/&amount=[^&]*/, ''));
    await expect(page.getByRole('alert')).toContainText(catalog['legacyRepay.badQuery']);
    await expect(page.getByRole('button', { name: catalog['common.back'] })).toBeVisible();
    await expectAccessible(page, 'legacy repay: no amount');
  });
});
