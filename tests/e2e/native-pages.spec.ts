import { test, expect, sessionQuery, type Page } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import routeTable from '../../schemas/routes.json' with { type: 'json' };

// The dead ends of issue 13: home and product detail are the native app's screens, reached through the bridge (the
// spec's closeWebview, or openNativePage where the shell declares it: tests/e2e/native-shell.spec.ts), with a browser
// fallback that says so; any other path no screen serves is "This page does not exist."; and each always offers
// 'Go back'.

const { basePath, routes } = routeTable;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** Opens `from` first, so 'Go back' has somewhere to go, then `url`; checks the message and that 'Go back' returns. */
async function expectWayBack(page: Page, from: string, url: string, text: string): Promise<void> {
  await page.goto(from);
  await page.goto(url);
  await expect(page.getByRole('alert')).toContainText(text);
  await expectAccessible(page, url);
  await page.getByRole('button', { name: catalog['common.back'] }).click();
  await page.waitForURL(from);
}

test.describe('Native pages and not found', () => {
  test('/app/home in a browser says home opens in the app, with a way back', async ({ page, server, problems }) => {
    void problems;
    const from = `${server.url}${basePath}${routes.customerService.path}?${sessionQuery()}`;
    await expectWayBack(page, from, `${server.url}${basePath}${routes.main.path}?${sessionQuery()}`, fill(catalog['nativePage.browser'], { page: catalog['nativePage.home'] }));
  });

  test('/app/product-detail in a browser says the product page opens in the app, with a way back', async ({ page, server, problems }) => {
    void problems;
    const from = `${server.url}${basePath}${routes.customerService.path}?${sessionQuery()}`;
    await expectWayBack(
      page,
      from,
      `${server.url}${basePath}${routes.productDetail.path}?${sessionQuery()}&productId=102`,
      fill(catalog['nativePage.browser'], { page: catalog['nativePage.product'] }),
    );
  });

  test('inside an Android app that declares openNativePage, /app/home asks the bridge to open home', async ({ page, server, problems }) => {
    void problems;
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.assign(window, { __native: calls, AndroidBridge: { openNativePage: (json: string) => calls.push(JSON.parse(json)) } });
    });
    await page.goto(`${server.url}${basePath}${routes.main.path}?${sessionQuery()}`);
    await expect(page.getByRole('alert')).toContainText(fill(catalog['nativePage.opening'], { page: catalog['nativePage.home'] }));
    await expect(page.getByRole('button', { name: catalog['common.back'] })).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __native: unknown[] }).__native)).toEqual([{ route: 'home' }]);
  });

  test('an unknown path says it does not exist, with a way back', async ({ page, server, problems }) => {
    void problems;
    const from = `${server.url}${basePath}${routes.customerService.path}?${sessionQuery()}`;
    const response = await page.goto(from);
    expect(response?.ok()).toBe(true);
    await expectWayBack(page, from, `${server.url}${basePath}/no-such-page?${sessionQuery()}`, catalog['error.notFound']);
  });
});
