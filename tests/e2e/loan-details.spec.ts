import { test, expect, sessionQuery, type Page } from './fixtures.ts';
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import corpus from '../../schemas/fixtures/loan-details.json' with { type: 'json' };
import routeTable from '../../schemas/routes.json' with { type: 'json' };

const appBasePath = routeTable.basePath;
const routes = routeTable.routes;

// Loan details and the joint-login failure page against the reference server and its seeded orders.

type Order = (typeof corpus.orders)[number];
const orderOf = (key: string): Order => corpus.orders.find((o) => o.key === key)!;

function loanDetailsUrl(serverUrl: string, order: Pick<Order, 'productId' | 'orderId'>, borrower = 'maria'): string {
  return `${serverUrl}${appBasePath}${routes.loanDetailUrl.path}?${sessionQuery(borrower)}&productId=${order.productId}&orderId=${order.orderId}`;
}

const actionLabels = ['Repayment', 'REPAY', 'Rollover Repayment', 'Borrow Again'];

// What every seeded order shows, written from SPEC.md section 4: its status image and its buttons.
const expected: Record<string, { image: string; buttons: string[] }> = {
  'under-review': { image: 'status-21', buttons: [] },
  'not-approved': { image: 'status-110', buttons: [] },
  disbursing: { image: 'status-151', buttons: [] },
  'awaiting-repayment': { image: 'status-200', buttons: ['Repayment'] },
  'due-soon-rollover': { image: 'status-174', buttons: ['REPAY', 'Rollover Repayment'] },
  'due-soon': { image: 'status-174', buttons: ['Repayment'] },
  overdue: { image: 'status-180', buttons: ['REPAY', 'Rollover Repayment'] },
  repaid: { image: 'status-200', buttons: ['Borrow Again'] },
  'unknown-status': { image: 'status-200', buttons: [] },
};

/** The native app's bridge as the Android shell injects it, recording every call in window.__native. */
async function stubAndroidBridge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: { op: string; payload: unknown }[] = [];
    const record = (op: string) => (json: string) => calls.push({ op, payload: JSON.parse(json) });
    Object.assign(window, {
      __native: calls,
      AndroidBridge: { openNativeRating: record('openNativeRating'), confirmBurialPoint: record('confirmBurialPoint'), closeWebview: record('closeWebview') },
    });
  });
}

const nativeCalls = (page: Page) => page.evaluate(() => (window as unknown as { __native: { op: string; payload: unknown }[] }).__native);

async function latestRating(server: { db: { query: <T>(sql: string) => Promise<{ rows: T[] }> } }): Promise<{ id: number; score: number; key: string } | undefined> {
  const { rows } = await server.db.query<{ id: number; score: number; key: string }>(
    'SELECT r.id, r.score, b.key FROM loan_ratings r JOIN borrowers b ON b.id = r.borrower_id ORDER BY r.id DESC LIMIT 1',
  );
  return rows[0];
}

test.describe('Loan details', () => {
  test('every seeded status shows its own image and buttons', async ({ page, server, problems }) => {
    expect(Object.keys(expected).sort()).toEqual(corpus.orders.map((o) => o.key).sort());
    for (const order of corpus.orders) {
      const want = expected[order.key]!;
      const url = loanDetailsUrl(server.url, order);
      await page.goto(url);
      await expect(page.getByRole('heading', { name: order.response.noticeStatusText, exact: true })).toBeVisible();
      await expect(page).toHaveTitle('Order Details');
      await expect(page.locator('img[data-status-image]')).toHaveAttribute('data-status-image', want.image);
      for (const label of actionLabels) {
        await expect(page.getByRole('button', { name: label, exact: true }), `${order.key}: ${label}`).toHaveCount(want.buttons.includes(label) ? 1 : 0);
      }
      for (const row of order.response.userOrderDetail.detail) await expect(page.getByText(row.text, { exact: true })).toBeVisible();
      // Status 21 stays although its playeduL is an allowed URL; 999's javascript: link is never followed.
      expect(page.url()).toBe(url);
      if (order.key === 'repaid') await page.screenshot({ path: test.info().outputPath('loan-details-repaid-360x800.png') });
    }
    expect(problems.cspViolations).toEqual([]);
  });

  test('Borrow Again records its event in the database, then opens the product', async ({ page, server, problems }) => {
    const order = orderOf('repaid');
    const countEvents = async () =>
      (
        await server.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM borrower_events e JOIN borrowers b ON b.id = e.borrower_id
           WHERE b.key = 'maria' AND e.product_id = $1 AND e.module_id = '30' AND e.position_id = '0'`,
          [order.productId],
        )
      ).rows[0]!.n;
    const before = await countEvents();
    await page.goto(loanDetailsUrl(server.url, order));
    // The rating prompt comes first on this order.
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Borrow Again', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${appBasePath}${routeTable.routes.productDetail.path}`);
    const landed = new URL(page.url());
    expect(landed.searchParams.get('productId')).toBe(order.productId);
    expect(landed.searchParams.get('sessionId')).toBe('demo-session-maria');
    expect(await countEvents()).toBe(before + 1);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('rating with fewer than 4 stars stores that score and shows the result modal', async ({ page, server, problems }) => {
    await stubAndroidBridge(page);
    await page.goto(loanDetailsUrl(server.url, orderOf('repaid')));
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(catalog['loanDetails.rating.title'])).toBeVisible();

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(catalog['loanDetails.rating.noStar'])).toBeVisible();
    const before = await latestRating(server);

    await dialog.getByRole('radio', { name: '3', exact: true }).click();
    await expect(dialog.getByRole('radio', { name: '3', exact: true })).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByRole('radio', { name: '4', exact: true })).toHaveAttribute('aria-checked', 'false');
    await page.screenshot({ path: test.info().outputPath('loan-details-rating-360x800.png') });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(catalog['loanDetails.rating.resultTitle'])).toBeVisible();
    const stored = await latestRating(server);
    expect(stored?.id).not.toBe(before?.id);
    expect(stored).toMatchObject({ score: 3, key: 'maria' });
    expect(await nativeCalls(page)).toEqual([]);

    await page.getByRole('button', { name: catalog['loanDetails.rating.resultOk'] }).click();
    await expect(page.getByText(catalog['loanDetails.rating.resultTitle'])).toBeHidden();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('rating with 4 or more stars stores that score and opens the native rating', async ({ page, server, problems }) => {
    await stubAndroidBridge(page);
    await page.goto(loanDetailsUrl(server.url, orderOf('repaid')));
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '4', exact: true }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => nativeCalls(page)).toEqual([{ op: 'openNativeRating', payload: {} }]);
    expect(await latestRating(server)).toMatchObject({ score: 4, key: 'maria' });
    await expect(page.getByText(catalog['loanDetails.rating.title'])).toBeHidden();
    await expect(page.getByText(catalog['loanDetails.rating.resultTitle'])).toHaveCount(0);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('Cancel closes the rating prompt and stores nothing', async ({ page, server }) => {
    const before = await latestRating(server);
    await page.goto(loanDetailsUrl(server.url, orderOf('repaid')));
    await page.getByRole('dialog').getByRole('radio', { name: '5', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(catalog['loanDetails.rating.title'])).toBeHidden();
    expect(await latestRating(server)).toEqual(before);
  });

  test('the kind-tips dialog stays away for the session once repay was opened', async ({ page, server, problems }) => {
    const order = orderOf('due-soon-rollover');
    const url = loanDetailsUrl(server.url, order);
    await page.goto(url);
    const tips = page.getByText(order.response.KindTipsMsg!);
    await expect(tips).toBeVisible();
    await page.getByRole('button', { name: catalog['loanDetails.kindTips.ok'] }).click();
    await expect(tips).toBeHidden();

    // Reloading before repay was opened shows the tips again.
    await page.reload();
    await expect(tips).toBeVisible();
    await page.getByRole('button', { name: catalog['loanDetails.kindTips.ok'] }).click();

    await page.getByRole('button', { name: 'REPAY', exact: true }).click();
    await page.waitForURL((u) => u.pathname === `${appBasePath}${routeTable.routes.repayUrl.path}`);
    expect(new URL(page.url()).searchParams.get('orderId')).toBe(order.orderId);

    await page.goto(url);
    await expect(page.getByRole('heading', { name: order.response.noticeStatusText, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rollover Repayment', exact: true })).toBeVisible();
    // Long enough for the lazily loaded dialog to have appeared, were it due.
    await page.waitForTimeout(500);
    await expect(tips).toHaveCount(0);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the card dialog leads to bind bank with source=loanDetail', async ({ page, server }) => {
    const order = orderOf('disbursing');
    await page.goto(loanDetailsUrl(server.url, order));
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(order.response.cardPopTitle!)).toBeVisible();
    await expect(dialog.getByText(order.response.cardPopMsg!)).toBeVisible();
    await dialog.getByRole('button', { name: catalog['loanDetails.card.confirm'] }).click();
    const bindBank = (routeTable.routes as Record<string, { path: string }>).bindBank!;
    await page.waitForURL((u) => u.pathname === `${appBasePath}${bindBank.path}`);
    const landed = new URL(page.url());
    expect(landed.searchParams.get('source')).toBe('loanDetail');
    expect(landed.searchParams.get('productId')).toBe(order.productId);
    expect(landed.searchParams.get('sessionId')).toBe('demo-session-maria');
  });

  test("another borrower's order is refused with a clear message", async ({ page, server, problems }) => {
    const order = orderOf('overdue');
    await page.goto(loanDetailsUrl(server.url, order, 'jose'));
    await expect(page.getByRole('alert')).toContainText(catalog['loanDetails.orderNotFound']);
    await expect(page.getByRole('button', { name: catalog['common.retry'] })).toBeVisible();
    await expect(page.locator('img[data-status-image]')).toHaveCount(0);
    await expect(page.getByText(order.response.noticeDesText)).toHaveCount(0);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a javascript: playeduL is refused with a message, not followed', async ({ page, server, problems }) => {
    const order = orderOf('unknown-status');
    expect(order.response.playeduL).toMatch(/^javascript:/);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const url = loanDetailsUrl(server.url, order);
    await page.goto(url);
    await expect(page.getByRole('alert')).toContainText(catalog['url.refused']);
    await expect(page.getByRole('heading', { name: order.response.noticeStatusText, exact: true })).toBeVisible();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(url);
    expect(dialogs).toBe(0);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('an allowed playeduL replaces the page', async ({ page, server, problems }) => {
    const order = orderOf('not-approved');
    const target = `${server.url}${appBasePath}${routes.errorUrl.path}?${sessionQuery()}`;
    await server.db.query(`UPDATE loan_orders SET details = jsonb_set(details, '{playeduL}', to_jsonb($2::text)) WHERE order_id = $1`, [order.orderId, target]);
    try {
      await page.goto(loanDetailsUrl(server.url, order));
      await page.waitForURL(target);
      await expect(page.getByText(catalog['jointLogin.failed'], { exact: true })).toBeVisible();
      // Replaced, not pushed: going back leaves the app rather than returning to the order.
      expect(await page.evaluate(() => history.length)).toBe(2);
    } finally {
      await server.db.query('UPDATE loan_orders SET details = $2 WHERE order_id = $1', [order.orderId, JSON.stringify(order.response)]);
    }
    expect(problems.consoleErrors).toEqual([]);
  });
});

test.describe('Joint login failure', () => {
  const bundledScreen = { documentId: 'screens/joint-login-failure', documentVersion: 0 };
  const info = corpus.jointLoginFailure;
  const url = (serverUrl: string) => `${serverUrl}${appBasePath}${routes.errorUrl.path}?${sessionQuery()}`;

  test('shows Failed, the server message and the products; only globally 1 is clickable', async ({ page, server, problems }) => {
    await page.goto(url(server.url));
    await expect(page).toHaveTitle('Order Details');
    await expect(page.getByText(catalog['jointLogin.failed'], { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: info.noticeMessage })).toBeVisible();
    await expect(page.getByText(info.errMessage)).toBeVisible();
    for (const product of info.family) {
      const card = page.locator(`[data-product-id="${product.productId}"]`);
      await expect(card.getByRole('heading', { name: product.name })).toBeVisible();
      for (const text of [product.amountRange, product.rate, product.description]) await expect(card.getByText(text, { exact: true })).toBeVisible();
      await expect(card.locator('img')).toHaveAttribute('src', product.logo);
      const button = card.getByRole('button', { name: product.buttonText });
      if (product.globally === 1) await expect(button).toBeEnabled();
      else await expect(button).toBeDisabled();
    }
    await page.screenshot({ path: test.info().outputPath('joint-login-failure-360x800.png') });
    expect(problems.consoleErrors).toEqual([]);
  });

  test('an http link from define opens in the browser', async ({ page, server, context, problems }) => {
    const product = info.family[1]!;
    const link = corpus.productLinks[product.productId as keyof typeof corpus.productLinks];
    await context.route('https://partners.cashpeso.ph/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Partner</title>' }));
    await page.goto(url(server.url));
    const popup = page.waitForEvent('popup');
    await page.locator(`[data-product-id="${product.productId}"]`).getByRole('button', { name: product.buttonText }).click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toBe(link);
    // The partner gets no session: the query of this page stays here.
    expect(opened.url()).not.toContain('sessionId');
    expect(problems.consoleErrors).toEqual([]);
  });

  test('any other link goes to the native app through the bridge', async ({ page, server, problems }) => {
    await stubAndroidBridge(page);
    const product = info.family[0]!;
    await server.db.query('UPDATE product_links SET link = $2 WHERE product_id = $1', [product.productId, 'cashpeso://product/201']);
    try {
      await page.goto(url(server.url));
      let popups = 0;
      page.on('popup', () => (popups += 1));
      await page.locator(`[data-product-id="${product.productId}"]`).getByRole('button', { name: product.buttonText }).click();
      await expect
        .poll(() => nativeCalls(page))
        .toEqual([
          // The product click's tracking event goes through the shell's confirmBurialPoint too (SPEC.md, issue 23), and
          // each event names the screen's published version, 0 for the bundled copy (issue 26).
          { op: 'confirmBurialPoint', payload: { productId: product.productId, moduleId: '30', positionId: '0', ...bundledScreen } },
          { op: 'confirmBurialPoint', payload: { type: 'productLink', productId: product.productId, link: 'cashpeso://product/201', ...bundledScreen } },
        ]);
      expect(popups).toBe(0);
    } finally {
      await server.db.query('UPDATE product_links SET link = $2 WHERE product_id = $1', [product.productId, corpus.productLinks['201']]);
    }
    expect(problems.consoleErrors).toEqual([]);
  });
});
