import jsQR from 'jsqr';
import { test, expect, sessionQuery, type Locator, type Page } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import corpus from '../../schemas/fixtures/repayment.json' with { type: 'json' };
import routeTable from '../../schemas/routes.json' with { type: 'json' };

// Repayment by code (/repaymentOfCode, from the link's query) and /repaymentOfCode2 (from the info the default-code
// tile of Repayment of period saves in localStorage) against the reference server. Nothing here changes the
// database.

const { basePath, routes } = routeTable;
const order = corpus.orders.find((o) => o.key === 'awaiting-repayment')!;
const code = order.loanPlayDetail.defDetail!;
const payNotice = code.payNotice as unknown as Record<string, { name: string; steps: string[] }[]>;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

function codeUrl(serverUrl: string, query: Record<string, string>): string {
  return `${serverUrl}${basePath}${routes.repaymentOfCode.path}?${sessionQuery()}&${new URLSearchParams(query)}`;
}

const goodQuery = (showType: string) => ({ showType, payCode: code.payCode, payCodeImg: code.logo, repayAmount: order.loanPlayDetail.repayAmount });
// Its name is its visible text (WCAG 2.5.3), and the code its description.
const copyButton = (page: Page) => page.getByRole('button', { name: catalog['repaymentCode.copy'], exact: true });

/**
 * What a scanner reads off the drawn QR image: its pixels as the page draws them at the size shown, decoded by jsQR
 * (a decoder that shares nothing with the encoder), so a wrong or unreadable code fails here.
 */
async function scan(image: Locator): Promise<string | undefined> {
  const pixels = await image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0, canvas.width, canvas.height);
    return { width: canvas.width, height: canvas.height, data: Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data) };
  });
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data;
}

test.describe('Repayment by code', () => {
  test('showType 1 shows the amount, the channel image and the code, and copies it', async ({ page, context, server, problems }) => {
    void problems;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(codeUrl(server.url, goodQuery('1')));
    await expect(page).toHaveTitle(routes.repaymentOfCode.title);
    await expect(page.getByRole('heading', { name: catalog['repaymentCode.heading'] })).toBeVisible();
    await expect(page.getByText('₱5,755.00')).toBeVisible();
    await expect(page.getByText(code.payCode, { exact: true })).toBeVisible();
    const channel = page.getByRole('img', { name: catalog['repaymentCode.channel'] });
    await expect(channel).toHaveAttribute('src', `${server.url}${code.logo}`);
    await expect.poll(() => channel.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('img', { name: fill(catalog['repaymentCode.qr'], { code: code.payCode }) })).toHaveCount(0);
    await expectAccessible(page, 'repayment by code: showType 1');

    await expect(copyButton(page)).toHaveAccessibleDescription(code.payCode);
    await copyButton(page).click();
    await expect(page.getByText(catalog['clipboard.copied'], { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.payCode);
    await page.screenshot({ path: test.info().outputPath('repayment-code-360x800.png') });
  });

  test('another showType shows a QR code of the code, with the scanning tips', async ({ page, server, problems }) => {
    void problems;
    await page.goto(codeUrl(server.url, goodQuery('2')));
    const qr = page.getByRole('img', { name: fill(catalog['repaymentCode.qr'], { code: code.payCode }) });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await scan(qr)).toBe(code.payCode);
    await expect(page.getByRole('heading', { name: catalog['repaymentCode.scanTitle'] })).toBeVisible();
    for (const tip of ['repaymentCode.scanTip1', 'repaymentCode.scanTip2', 'repaymentCode.scanTip3'] as const) await expect(page.getByText(catalog[tip])).toBeVisible();
    await expect(copyButton(page)).toHaveCount(0);
    await expect(page.getByText('₱5,755.00')).toBeVisible();
    await expectAccessible(page, 'repayment by code: QR');
    await page.screenshot({ path: test.info().outputPath('repayment-code-qr-360x800.png') });
  });

  for (const [label, query, shown] of [
    ['an amount without cents', { ...goodQuery('1'), repayAmount: '5755' }, '₱5,755.00'],
    ['an amount with grouping', { ...goodQuery('1'), repayAmount: '5,755.00' }, '₱5,755.00'],
    ['markup for a code', { ...goodQuery('1'), payCode: '<img src=x onerror=alert(1)>' }, '<img src=x onerror=alert(1)>'],
    ['a showType that is not a number', { ...goodQuery('1'), showType: 'qr' }, '₱5,755.00'],
  ] as const) {
    test(`${label}: accepted as the spec accepts it`, async ({ page, server, problems }) => {
      void problems;
      await page.goto(codeUrl(server.url, query));
      await expect(page.getByText(shown, { exact: true })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }

  for (const [label, query] of [
    ['no query', {}],
    ['no payCode', { showType: '1', repayAmount: '5755.00' }],
  ] as const) {
    test(`${label}: the message and a way back, never a blank page`, async ({ page, server, problems }) => {
      void problems;
      const from = `${server.url}${basePath}${routes.customerService.path}?${sessionQuery()}`;
      await page.goto(from);
      await page.goto(codeUrl(server.url, query));
      await expect(page.getByRole('alert')).toContainText(catalog['repaymentCode.noPayCode']);
      await expect(page.locator('img')).toHaveCount(0);
      await expectAccessible(page, `repayment by code: ${label}`);
      await page.getByRole('button', { name: catalog['common.back'] }).click();
      await page.waitForURL(from);
    });
  }
});

test.describe('/repaymentOfCode2', () => {
  const code2Url = (serverUrl: string) => `${serverUrl}${basePath}${routes.repaymentOfCode2.path}?${sessionQuery()}`;

  async function expectSavedPage(page: Page): Promise<void> {
    await expect(page.getByText(catalog['repaymentCode2.keepSlip'])).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: code.title })).toBeVisible();
    await expect(page.getByText(code.payCode, { exact: true })).toBeVisible();
    await expect(copyButton(page)).toBeVisible();
    await expect(page.getByText('₱5,755.00')).toBeVisible();
    for (const [group, entries] of Object.entries(payNotice)) {
      await expect(page.getByRole('heading', { level: 3, name: group })).toBeVisible();
      for (const entry of entries) for (const step of entry.steps) await expect(page.getByText(step, { exact: true }).first()).toBeVisible();
    }
  }

  test('the default-code tile of Repayment opens it, and it survives a reload', async ({ page, server, problems }) => {
    void problems;
    await page.goto(`${server.url}${basePath}${routes.repayUrl.path}?${sessionQuery()}&productId=${order.productId}&orderId=${order.orderId}`);
    await page.getByText(code.payCode, { exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${basePath}${routes.repaymentOfCode2.path}`);
    expect(new URL(page.url()).searchParams.get('sessionId')).toBe('demo-session-maria');
    await expectSavedPage(page);
    await expectAccessible(page, '/repaymentOfCode2');
    await page.reload();
    await expectSavedPage(page);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('repayment.saved') ?? 'null') as unknown);
    expect(saved).toEqual({ payCode: code.payCode, logo: code.logo, title: code.title, payNotice: code.payNotice, repayAmount: order.loanPlayDetail.repayAmount });
    await page.screenshot({ path: test.info().outputPath('repayment-code2-360x800.png') });
  });

  test('nothing saved: the message and a way back', async ({ page, server, problems }) => {
    void problems;
    await page.goto(code2Url(server.url));
    await expect(page.getByRole('alert')).toContainText(catalog['savedRepayment.absent']);
    await expect(page.getByRole('button', { name: catalog['common.back'] })).toBeVisible();
    await expectAccessible(page, '/repaymentOfCode2 with nothing saved');
  });

  test('a corrupt entry: the message, never a crash', async ({ page, server, problems }) => {
    void problems;
    await page.goto(code2Url(server.url));
    for (const raw of ['{"payCode":', JSON.stringify({ payCode: code.payCode, title: code.title })]) {
      await page.evaluate((value) => localStorage.setItem('repayment.saved', value), raw);
      await page.reload();
      await expect(page.getByRole('alert')).toContainText(catalog['savedRepayment.corrupt']);
      await expect(page.getByRole('button', { name: catalog['common.back'] })).toBeVisible();
    }
    await expectAccessible(page, '/repaymentOfCode2 with a corrupt entry');
  });
});
