import type { Route } from '@playwright/test';
import { test, expect, sessionQuery, type Page, type TestServer } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import corpus from '../../schemas/fixtures/loan-confirm.json' with { type: 'json' };
import routeTable from '../../schemas/routes.json' with { type: 'json' };

// Loan confirmation, version 3 (confirmNewUrl) and the older variant (confirmUrl), against the reference server and
// the products schemas/fixtures/loan-confirm.json seeds: through to a new order at status 21.

const routes = routeTable.routes;
type Product = (typeof corpus.products)[number];
const productOf = (key: string): Product => corpus.products.find((p) => p.key === key)!;

function confirmUrl(server: TestServer, route: 'confirmNewUrl' | 'confirmUrl', product: Product): string {
  return `${server.url}${routeTable.basePath}${routes[route].path}?${sessionQuery(product.borrower)}&productId=${product.productId}`;
}

/** The same page as the iOS app opens it (SPEC.md section 4: the retention popup is iOS's). */
function onIos(url: string): string {
  const at = new URL(url);
  at.searchParams.set('osVersion', 'iOS 16.7');
  return at.href;
}

/**
 * Waits until the back guard's history entry is in place. The prerendered page shows Loan Now before the app's JS has
 * run, and a back press before the guard exists leaves the page, as it would for a borrower that quick.
 */
async function backGuardInPlace(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => (history.state as Record<string, unknown> | null)?.loanConfirmBackGuard)).toBe(true);
}

/** The orders pushed for a product, newest first, with their status on loan_orders. */
async function pushedOrders(server: TestServer, productId: string): Promise<Array<{ order_id: string; order_status: number }>> {
  const { rows } = await server.db.query<{ order_id: string; order_status: number }>(
    `SELECT p.order_id, o.order_status FROM loan_pushes p JOIN loan_orders o ON o.order_id = p.order_id
      WHERE p.product_id = $1 ORDER BY p.created_at DESC, p.order_id DESC`,
    [productId],
  );
  return rows;
}

/**
 * The bridge's browser fallback for closeWebview is history.back(): every call is recorded on the test's side (the
 * page may be gone by the time the test reads it).
 */
async function recordHistoryBack(page: Page): Promise<string[]> {
  const backs: string[] = [];
  await page.exposeFunction('__recordHistoryBack', (url: string) => backs.push(url));
  await page.addInitScript(() => {
    const back = History.prototype.back;
    History.prototype.back = function (this: History) {
      (window as unknown as { __recordHistoryBack: (url: string) => void }).__recordHistoryBack(location.href);
      back.call(this);
    };
  });
  return backs;
}

const loanNow = (page: Page, name = 'Loan Now') => page.getByRole('button', { name, exact: true });

test.describe('Loan confirmation (version 3)', () => {
  test('shows the terms, the plan and the agreements; Loan Now lands on Loan details of a new order at status 21', async ({ page, server, problems }) => {
    const product = productOf('plain');
    const before = await pushedOrders(server, product.productId);
    await page.goto(confirmUrl(server, 'confirmNewUrl', product));
    await expect(page).toHaveTitle('Loan confirmation');
    await expect(page.getByText(product.name, { exact: true })).toBeVisible();
    await expect(page.getByText('Loan amount', { exact: true })).toBeVisible();
    await expect(page.getByText('₱5,000.00', { exact: true })).toBeVisible();
    await expect(page.getByText(`${product.periods * product.termUnit} days`, { exact: true })).toBeVisible();
    await expect(page.getByText('0.05% per day')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Repayment information' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: `1/${product.periods}` })).toHaveCount(1);
    for (const agreement of corpus.agreements) await expect(page.getByRole('button', { name: agreement.title })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'I have read and agree to' })).toBeChecked();
    await expectAccessible(page);

    await loanNow(page).click();
    await page.waitForURL(/\/app\/loan-details\?/);
    const landed = new URL(page.url());
    expect(landed.searchParams.get('from')).toBe('confirm');
    expect(landed.searchParams.get('productId')).toBe(product.productId);
    // The session query rides along, as on every in-app move.
    for (const [key, value] of new URLSearchParams(sessionQuery(product.borrower))) expect(landed.searchParams.get(key)).toBe(value);
    await expect(page.locator('img[data-status-image]')).toHaveAttribute('data-status-image', 'status-21');

    const after = await pushedOrders(server, product.productId);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toEqual({ order_id: landed.searchParams.get('orderId'), order_status: 21 });
    // The page was replaced: no way back to the confirm page.
    await page.goBack().catch(() => undefined);
    expect(page.url()).not.toContain(routes.confirmNewUrl.path);
    expect(problems.cspViolations).toEqual([]);
  });

  test('unchecking the agreement makes Loan Now grey and inactive', async ({ page, server }) => {
    const product = productOf('plain');
    const before = await pushedOrders(server, product.productId);
    await page.goto(confirmUrl(server, 'confirmNewUrl', product));
    await page.getByText('I have read and agree to').click();
    await expect(page.getByRole('checkbox')).not.toBeChecked();
    await expect(loanNow(page)).toBeDisabled();
    await loanNow(page).click({ force: true });
    await page.waitForTimeout(300);
    expect(page.url()).toContain(routes.confirmNewUrl.path);
    expect(await pushedOrders(server, product.productId)).toHaveLength(before.length);
    await page.getByText('I have read and agree to').click();
    await expect(loanNow(page)).toBeEnabled();
  });

  test("the agreement modal shows the agreement page; its Cancel closes the web view through the bridge's fallback", async ({ page, server }) => {
    const backs = await recordHistoryBack(page);
    const product = productOf('agreement-only');
    await page.goto(confirmUrl(server, 'confirmNewUrl', product));
    const dialog = page.getByRole('dialog', { name: catalog['loanConfirm.agreement.title'] });
    await expect(dialog).toBeVisible();
    // The same-origin agreement page (Loan terms), fetched and shown as text under the page's own CSP.
    await expect(dialog.getByText('The terms of your CashPeso loan')).toBeVisible();
    await expectAccessible(page, 'agreement modal');
    expect(backs).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => backs.length).toBe(1);
  });

  for (const [route, key, dialogName, text] of [
    ['confirmNewUrl', 'agreement-only', catalog['loanConfirm.agreement.title'], 'The terms of your CashPeso loan'],
    ['confirmUrl', 'all-popups', catalog['loanConfirm.promo.title'], productOf('all-popups').promoPopup.text],
  ] as const) {
    test(`${route}: the dialog that opens with the page runs no script the page's head did not name (not a round trip after the data)`, async ({ page, server }) => {
      const url = confirmUrl(server, route, productOf(key));
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(url);
      await expect(page.getByRole('dialog', { name: dialogName })).toContainText(text);
      const head = (await (await page.request.get(url)).text()).split('</head>')[0]!;
      const named = [...head.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1]);
      expect(named.length).toBeGreaterThan(0);
      expect(scripts.filter((file) => !named.includes(file))).toEqual([]);
    });
  }

  test("the agreement page is fetched as the confirmation's answer comes, before the app has run, and once", async ({ page, server }) => {
    // The route's load names it ("pageAt" in schemas/routes.json): the page's inline loader fetches it. With the app's
    // entry held back, nothing of the app runs (every module of the page imports it), so only the loader can ask.
    const held: Route[] = [];
    let holding = true;
    await page.route('**/assets/app-*.js', (route) => void (holding ? held.push(route) : route.continue()));
    const pagesAsked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/app/loan-terms') pagesAsked.push(request.url());
    });
    await page.goto(confirmUrl(server, 'confirmNewUrl', productOf('agreement-only')), { waitUntil: 'commit' });
    await expect.poll(() => pagesAsked.length).toBe(1);
    expect(held.length).toBeGreaterThan(0);
    holding = false;
    for (const route of held) await route.continue();
    const dialog = page.getByRole('dialog', { name: catalog['loanConfirm.agreement.title'] });
    await expect(dialog.getByText('The terms of your CashPeso loan')).toBeVisible();
    // The modal took up the loader's answer: the page was not fetched again.
    expect(pagesAsked).toHaveLength(1);
  });

  test('the agreement modal closes through the native bridge when there is one, and Agree keeps the page', async ({ page, server }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { __native: calls, AndroidBridge: { closeWebview: () => calls.push('closeWebview') } });
    });
    const product = productOf('agreement-only');
    await page.goto(confirmUrl(server, 'confirmNewUrl', product));
    const dialog = page.getByRole('dialog', { name: catalog['loanConfirm.agreement.title'] });
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await expect(dialog).toBeHidden();
    await expect(loanNow(page)).toBeEnabled();
    await page.reload();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await page.evaluate(() => (window as unknown as { __native: string[] }).__native)).toEqual(['closeWebview']);
  });

  test("with isPopType 1 a back press shows 'Point out': Agree stays, Cancel closes the web view", async ({ page, server }) => {
    const backs = await recordHistoryBack(page);
    const product = productOf('retention-only');
    const url = onIos(confirmUrl(server, 'confirmNewUrl', product));
    await page.goto(url);
    await backGuardInPlace(page);
    await page.goBack();
    const dialog = page.getByRole('dialog', { name: catalog['loanConfirm.retention.title'] });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(corpus.retentionPopup.content);
    await expectAccessible(page, 'retention popup');
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(url);
    // Agree put the entry back: the next back press asks again.
    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => backs.length).toBe(1);
  });

  test('with isPopType 1, Loan Now still leaves no way back to the confirm page', async ({ page, server }) => {
    await page.goto(`${server.url}/dev/demo`);
    const product = productOf('retention-only');
    await page.goto(onIos(confirmUrl(server, 'confirmNewUrl', product)));
    await expect(loanNow(page)).toBeEnabled();
    // The guard's own history entry is in place before the tap.
    await backGuardInPlace(page);
    await loanNow(page).click();
    await page.waitForURL(/\/app\/loan-details\?/);
    await page.goBack();
    await page.waitForURL(/\/dev\/demo/);
    expect(page.url()).not.toContain(routes.confirmNewUrl.path);
  });

  test("the popup is titled 'Point out' whatever popTitle the server sends", async ({ page, server }) => {
    const product = productOf('retention-only');
    await server.db.query('UPDATE loan_products SET pop_title = $1 WHERE product_id = $2', ['Before you go', product.productId]);
    try {
      await page.goto(`${server.url}/dev/demo`);
      await page.goto(onIos(confirmUrl(server, 'confirmNewUrl', product)));
      await backGuardInPlace(page);
      await page.goBack();
      await expect(page.getByRole('dialog', { name: catalog['loanConfirm.retention.title'] })).toContainText(corpus.retentionPopup.content);
      await expect(page.getByText('Before you go')).toHaveCount(0);
    } finally {
      await server.db.query('UPDATE loan_products SET pop_title = $1 WHERE product_id = $2', [corpus.retentionPopup.title, product.productId]);
    }
  });

  test('on Android, isPopType 1 asks nothing: a back press leaves the page', async ({ page, server }) => {
    await page.goto(`${server.url}/dev/demo`);
    const product = productOf('retention-only');
    await page.goto(confirmUrl(server, 'confirmNewUrl', product));
    // The product drawn: the app's JS has run, so a guard, were there one, would be in place.
    await expect(page.getByText(product.name, { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${server.url}/dev/demo`);
  });

  test('with isPopType 0 a back press leaves the page without a popup', async ({ page, server }) => {
    await page.goto(`${server.url}/dev/demo`);
    const product = productOf('plain');
    await page.goto(confirmUrl(server, 'confirmNewUrl', product));
    // The product drawn: the app's JS has run, so a guard, were there one, would be in place.
    await expect(page.getByText(product.name, { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${server.url}/dev/demo`);
  });

  test('ten rapid taps on Loan Now make exactly one order', async ({ page, server }) => {
    const product = productOf('long-name');
    const before = await pushedOrders(server, product.productId);
    const pushes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/diving/v3/loan-confirm/loan-detail-push')) pushes.push(request.postData() ?? '');
    });
    // Slow answers, so every tap lands while the first push is under way.
    await page.route('**/diving/v3/loan-confirm/loan-detail-push**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto(confirmUrl(server, 'confirmNewUrl', product));
    await expect(loanNow(page)).toBeEnabled();
    await loanNow(page).evaluate((button: HTMLElement) => {
      for (let tap = 0; tap < 10; tap += 1) button.click();
    });
    await page.waitForURL(/\/app\/loan-details\?/);
    const after = await pushedOrders(server, product.productId);
    expect(after).toHaveLength(before.length + 1);
    expect(pushes).toHaveLength(1);
    expect(new URLSearchParams(pushes[0]).get('idempotencyKey')).toMatch(/^[0-9a-f]{32}$/);
  });

  test('a retry after a lost answer sends the same idempotency key and still makes one order', async ({ page, server }) => {
    const product = productOf('long-name');
    const before = await pushedOrders(server, product.productId);
    const keys: string[] = [];
    let first = true;
    await page.route('**/diving/v3/loan-confirm/loan-detail-push**', async (route) => {
      keys.push(new URLSearchParams(route.request().postData() ?? '').get('idempotencyKey') ?? '');
      if (first) {
        first = false;
        // The server makes the order, but the answer never reaches the page.
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    await page.goto(confirmUrl(server, 'confirmNewUrl', product));
    await loanNow(page).click();
    await expect(page.getByText(catalog['error.network'])).toBeVisible();
    await loanNow(page).click();
    await page.waitForURL(/\/app\/loan-details\?/);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await pushedOrders(server, product.productId)).toHaveLength(before.length + 1);
  });

  test('an off-allow-list lendDetailsUrl is refused with a message, and the page stays', async ({ page, server }) => {
    const product = productOf('plain');
    await page.route('**/diving/v3/loan-confirm/loan-detail-push**', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 0, message: 'success', data: { lendDetailsUrl: 'https://evil.example/app/loan-details?orderId=1' } }) }),
    );
    const url = confirmUrl(server, 'confirmNewUrl', product);
    await page.goto(url);
    await loanNow(page).click();
    await expect(page.getByText(catalog['url.refused'])).toBeVisible();
    expect(page.url()).toBe(url);
  });

  test('an off-allow-list contract_url is refused with a message; an allowed one opens', async ({ page, server }) => {
    const product = productOf('plain');
    let answer = 'javascript:alert(1)';
    // Each tap's jump is counted as answered: the refusal's toast outlives the next tap, so it cannot say that tap's
    // jump has come back (a late one would reach the real server once unrouted, and open that agreement).
    let answered = 0;
    await page.route('**/diving/v3/contract/contract-jump**', async (route) => {
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 0, message: 'success', data: { contract_url: answer } }) });
      answered += 1;
    });
    const url = confirmUrl(server, 'confirmNewUrl', product);
    await page.goto(url);
    await page.getByRole('button', { name: corpus.agreements[0]!.title }).click();
    await expect.poll(() => answered).toBe(1);
    await expect(page.getByText(catalog['url.refused'])).toBeVisible();
    expect(page.url()).toBe(url);
    answer = 'https://evil.example/agreement';
    await page.getByRole('button', { name: corpus.agreements[1]!.title }).click();
    await expect.poll(() => answered).toBe(2);
    await expect(page.getByText(catalog['url.refused']).last()).toBeVisible();
    expect(page.url()).toBe(url);
    await page.unroute('**/diving/v3/contract/contract-jump**');
    // Dispatched rather than clicked: the page leaves as the tap lands, and a click that waits for its button to be
    // stable could read the departure as the button going away and retry on the agreement page.
    // The page leaving for the agreement is what counts: its load event is the next page's business.
    const opened = page.waitForURL(new RegExp(corpus.agreements[0]!.url), { waitUntil: 'commit' });
    await page.getByRole('button', { name: corpus.agreements[0]!.title }).dispatchEvent('click');
    await opened;
  });
});

test.describe('Loan confirmation (older variant)', () => {
  test('shows the promo popup, the amount, date, Detailed and Plan rows and the server button; its button lands on a new order', async ({ page, server }) => {
    const product = productOf('all-popups');
    const before = await pushedOrders(server, product.productId);
    await page.goto(confirmUrl(server, 'confirmUrl', product));
    const promo = page.getByRole('dialog', { name: catalog['loanConfirm.promo.title'] });
    await expect(promo).toBeVisible();
    await expect(promo).toContainText(product.promoPopup.text);
    await expectAccessible(page, 'promo popup');
    await promo.getByRole('button', { name: catalog['loanConfirm.promo.close'] }).click();
    await expect(promo).toBeHidden();

    await expect(page.getByText('₱8,000.00', { exact: true })).toBeVisible();
    await expect(page.getByText('Repayment date', { exact: true })).toBeVisible();
    await expect(page.getByText('Detailed', { exact: true })).toBeVisible();
    await expect(page.getByText('Plan', { exact: true })).toBeVisible();
    await expect(page.getByText(`Period ${product.periods} of ${product.periods}`)).toBeVisible();
    await expectAccessible(page);

    await page.getByText('I have read and agree to').click();
    await expect(loanNow(page, product.buttonText)).toBeDisabled();
    await page.getByText('I have read and agree to').click();
    await loanNow(page, product.buttonText).click();
    await page.waitForURL(/\/app\/loan-details\?/);
    expect(new URL(page.url()).searchParams.get('from')).toBe('confirm');
    await expect(page.locator('img[data-status-image]')).toHaveAttribute('data-status-image', 'status-21');
    const after = await pushedOrders(server, product.productId);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]!.order_status).toBe(21);
  });

  test('ten rapid taps make one order; an off-allow-list order URL is refused', async ({ page, server }) => {
    const product = productOf('plain');
    const before = await pushedOrders(server, product.productId);
    let refuse = true;
    await page.route('**/diving/gopia/goya/loan-push**', async (route) => {
      if (!refuse) return route.continue();
      const response = await route.fetch();
      const body = (await response.json()) as { data: { orderDetailsUrl: string } };
      body.data.orderDetailsUrl = '//evil.example/app/loan-details';
      return route.fulfill({ response, json: body });
    });
    const url = confirmUrl(server, 'confirmUrl', product);
    await page.goto(url);
    const button = loanNow(page, product.buttonText);
    await button.evaluate((element: HTMLElement) => {
      for (let tap = 0; tap < 10; tap += 1) element.click();
    });
    await expect(page.getByText(catalog['url.refused'])).toBeVisible();
    expect(page.url()).toBe(url);
    expect(await pushedOrders(server, product.productId)).toHaveLength(before.length + 1);
    // The retry of the same intent answers the same order.
    refuse = false;
    await button.click();
    await page.waitForURL(/\/app\/loan-details\?/);
    expect(await pushedOrders(server, product.productId)).toHaveLength(before.length + 1);
  });
});
