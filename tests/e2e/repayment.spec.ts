import { test, expect, sessionQuery, type Page } from './fixtures.ts';
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import corpus from '../../schemas/fixtures/repayment.json' with { type: 'json' };
import routeTable from '../../schemas/routes.json' with { type: 'json' };

// Repayment of period and of delay against the reference server: the whole way from loan details through the
// simulated payment provider and back. The workers share one server, so each test takes an order no other spec
// needs in its seeded state ('due-soon' is repaid, 'overdue' extended), and this file runs after loan-details.

type Order = (typeof corpus.orders)[number];
const orderOf = (key: string): Order => corpus.orders.find((o) => o.key === key)!;
const { basePath, routes } = routeTable;

function pageUrl(serverUrl: string, route: string, order: Pick<Order, 'productId' | 'orderId'>): string {
  return `${serverUrl}${basePath}${route}?${sessionQuery('maria')}&productId=${order.productId}&orderId=${order.orderId}`;
}

async function orderStatus(db: { query: <T>(sql: string, params?: unknown[]) => Promise<{ rows: T[] }> }, orderId: string): Promise<number> {
  const { rows } = await db.query<{ status: number }>('SELECT order_status AS status FROM loan_orders WHERE order_id = $1', [orderId]);
  return Number(rows[0]!.status);
}

async function attempts(db: { query: <T>(sql: string, params?: unknown[]) => Promise<{ rows: T[] }> }, orderId: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM payment_attempts WHERE order_id = $1', [orderId]);
  return Number(rows[0]!.n);
}

async function openPopup(page: Page) {
  await page.getByRole('button', { name: 'Payment Method' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByText('Please select your repayment method for payment')).toBeVisible();
}

test('loan details -> Repayment -> a channel -> Payment -> the provider page -> loan details, repaid', async ({ page, server, problems }) => {
  void problems;
  const order = orderOf('due-soon');
  await page.goto(pageUrl(server.url, routes.loanDetailUrl.path, order));
  await page.getByRole('button', { name: catalog['loanDetails.action.repayment'], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${routes.repayUrl.path}\\?.*productId=${order.productId}.*orderId=${order.orderId}`));
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('₱' + Number(order.loanPlayDetail.repayAmount).toLocaleString('en-US', { minimumFractionDigits: 2 }));
  await expect(page.getByText(order.loanPlayDetail.productName)).toBeVisible();

  await openPopup(page);
  const channels = page.getByRole('radio');
  await expect(channels.first()).toHaveAttribute('aria-checked', 'true');
  const second = order.loanPlayDetail.repayList[1]!;
  await page.getByRole('radio', { name: second.name }).click();
  await expect(page.getByRole('radio', { name: second.name })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Payment', exact: true }).click();

  await expect(page).toHaveURL(/\/dev\/simulated-pay/);
  await expect(page.getByText(second.name)).toBeVisible();
  await page.getByRole('button', { name: catalog['simulatedPay.pay'] }).click();
  await expect(page).toHaveURL(new RegExp(`${routes.loanDetailUrl.path}\\?`));
  await expect(page.getByRole('button', { name: catalog['loanDetails.action.borrowAgain'] })).toBeVisible();
  expect(await orderStatus(server.db, order.orderId)).toBe(200);
});

test('loan details -> Rollover Repayment -> Payment -> the provider page -> the order stays open, its date moved', async ({ page, server, problems }) => {
  void problems;
  const order = orderOf('overdue');
  const extension = order.rolloverInfo!;
  await page.goto(pageUrl(server.url, routes.loanDetailUrl.path, order));
  await page.getByRole('button', { name: catalog['loanDetails.action.rollover'] }).click();
  await expect(page).toHaveURL(new RegExp(`${routes.repayDelayUrl.path}\\?.*productId=${order.productId}.*orderId=${order.orderId}`));
  await expect(page.getByText(extension.delayInfo.title)).toBeVisible();
  await expect(page.getByText('Your next payment date is')).toBeVisible();
  await expect(page.getByText('Plan', { exact: true })).toBeVisible();

  await openPopup(page);
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page).toHaveURL(/\/dev\/simulated-pay/);
  await expect(page.getByText(catalog['simulatedPay.kindExtension'])).toBeVisible();
  await page.getByRole('button', { name: catalog['simulatedPay.pay'] }).click();
  await expect(page).toHaveURL(new RegExp(`${routes.loanDetailUrl.path}\\?`));
  expect(await orderStatus(server.db, order.orderId)).not.toBe(200);
  const { rows } = await server.db.query<{ play_detail: { repayDate: string } }>('SELECT play_detail FROM repayment_orders WHERE order_id = $1', [order.orderId]);
  expect(rows[0]!.play_detail.repayDate).toBe(extension.repayDate);
  expect(rows[0]!.play_detail.repayDate).not.toBe(order.loanPlayDetail.repayDate);
});

test("ten rapid taps on 'Payment' make exactly one payment attempt", async ({ page, server, problems }) => {
  void problems;
  const order = orderOf('awaiting-repayment');
  const before = await attempts(server.db, order.orderId);
  // The provider page is held back, so the page stays while the taps come.
  await page.route('**/dev/simulated-pay**', () => {});
  await page.goto(pageUrl(server.url, routes.repayUrl.path, order));
  await openPopup(page);
  const payment = page.getByRole('button', { name: 'Payment', exact: true });
  await payment.evaluate((button: HTMLElement) => {
    for (let tap = 0; tap < 10; tap += 1) button.click();
  });
  await expect.poll(() => attempts(server.db, order.orderId)).toBe(before + 1);
  await page.waitForTimeout(500);
  expect(await attempts(server.db, order.orderId)).toBe(before + 1);
});

test('a javascript: payUrl is refused with the policy message, and the page stays', async ({ page, server, problems }) => {
  void problems;
  const order = orderOf('due-soon-rollover');
  await page.route('**/diving/v3/loan-details/generate-vcode**', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 0, message: 'success', data: { payUrl: 'javascript:alert(document.cookie)' } }) }),
  );
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto(pageUrl(server.url, routes.repayUrl.path, order));
  const url = page.url();
  await openPopup(page);
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page.getByText(catalog['url.refused'])).toBeVisible();
  expect(page.url()).toBe(url);
  expect(dialogs).toBe(0);
});

test('the tip banner comes with the data, its picture inline: drawn at its size, never asked for as a file', async ({ page, server }) => {
  // It is the page's largest paint: as a file it was asked for only once the data was drawn, a round trip later.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('repayment-tip')) asked.push(request.url());
  });
  await page.goto(pageUrl(server.url, routes.repayUrl.path, orderOf('awaiting-repayment')));
  const banner = page.getByRole('button', { name: 'How to repay with GCash, Paymaya or at a store' }).locator('img');
  await expect(page.getByText('Pay at any 7-Eleven with this code')).toBeVisible();
  expect(await banner.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const box = (await banner.boundingBox())!;
  // The descriptor's 336 × 72 (schemas/screens/repayment-of-period.json), drawn full width.
  expect(box.height).toBeCloseTo((box.width * 72) / 336, 0);
  expect(asked).toEqual([]);
});
