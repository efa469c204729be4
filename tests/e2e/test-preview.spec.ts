import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect, type Page } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { startServer } from '../../server/start.ts';
import content from '../../schemas/content/test-preview.json' with { type: 'json' };
import demo from '../../schemas/fixtures/demo.json' with { type: 'json' };
import routeTable from '../../schemas/routes.json' with { type: 'json' };

// The developer preview page (issue 16): served only outside production, prefilled from a demo session and kept
// across reloads, a link to every served route of schemas/routes.json carrying the params typed in, and the device
// features a WebView must allow (a photo picker, a text field with a submit, geolocation).

const routes = routeTable.routes as Record<string, { path: string; title: string; screen?: string }>;
const served = Object.entries(routes).filter(([, route]) => route.screen !== undefined);
const borrower = demo.borrowers.find((candidate) => candidate.key === content.demoBorrower)!;
const field = (page: Page, name: keyof typeof content.params) => page.getByLabel(content.params[name], { exact: true });

// A 1×1 PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe('Developer preview page', () => {
  test('is prefilled from the demo session, keeps what is typed across reloads, and resets to the demo', async ({ page, server, problems }) => {
    void problems;
    await page.goto(`${server.url}/testPreview`);
    for (const [name, value] of Object.entries(borrower.session)) await expect(field(page, name as keyof typeof content.params)).toHaveValue(value);
    await expect(field(page, 'productId')).toHaveValue(content.defaults.productId);
    await expect(field(page, 'orderId')).toHaveValue(content.defaults.orderId);
    await expectAccessible(page);

    await field(page, 'deviceName').fill('Test Phone');
    await page.reload();
    await expect(field(page, 'deviceName')).toHaveValue('Test Phone');
    await page.getByRole('button', { name: content.reset }).click();
    await expect(field(page, 'deviceName')).toHaveValue(borrower.session.deviceName);
    await page.reload();
    await expect(field(page, 'deviceName')).toHaveValue(borrower.session.deviceName);
  });

  test('opens every served route with the params entered', async ({ page, server }) => {
    await page.goto(`${server.url}/testPreview`);
    const entered = { appVersion: '9.9.9', deviceName: 'Test Phone', osVersion: 'Android 14', productId: '102', orderId: 'CP2610080170' };
    for (const [name, value] of Object.entries(entered)) await field(page, name as keyof typeof content.params).fill(value);
    const expected: Record<string, string> = { ...borrower.session, ...entered };

    const links = page.getByRole('region', { name: content.screensHeading }).getByRole('link');
    await expect(links).toHaveCount(served.length);
    for (const [name, route] of served) {
      await page.getByRole('link', { name: `${route.title} (${name})` }).click();
      await page.waitForURL((url) => url.pathname === `${routeTable.basePath}${route.path}`);
      const query = new URL(page.url()).searchParams;
      for (const [param, value] of Object.entries(expected)) expect(query.get(param), `${name}: ${param}`).toBe(value);
      // The route's own page, not the not-found page.
      await expect(page).toHaveTitle(route.title);
      await page.goBack();
      await page.waitForURL(`${server.url}/testPreview`);
    }
  });

  test('shows a chosen photo, says what the contact field submitted, and shows the position', async ({ browser, server }) => {
    const context = await browser.newContext({ permissions: ['geolocation'], geolocation: { latitude: 14.5995, longitude: 120.9842, accuracy: 20 } });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/testPreview`);
      await page.getByLabel(content.photo.label).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
      const photo = page.getByRole('img', { name: content.photo.previewAlt });
      await expect(photo).toHaveAttribute('src', /^blob:/);
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

      const contact = page.getByRole('region', { name: content.contact.heading });
      await contact.getByRole('button', { name: content.contact.submit }).click();
      await expect(contact.getByRole('status')).toHaveText(content.contact.empty);
      await contact.getByLabel(content.contact.label).fill('ana@example.com');
      await contact.getByRole('button', { name: content.contact.submit }).click();
      await expect(contact.getByRole('status')).toHaveText(`${content.contact.submitted} ana@example.com`);

      const location = page.getByRole('region', { name: content.location.heading });
      await location.getByRole('button', { name: content.location.button }).click();
      await expect(location.getByRole('status')).toContainText('14.59950');
      await expect(location.getByRole('status')).toContainText('120.98420');
    } finally {
      await context.close();
    }
  });

  test('says when the position is refused', async ({ browser, server }) => {
    const context = await browser.newContext();
    await context.clearPermissions();
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/testPreview`);
      const location = page.getByRole('region', { name: content.location.heading });
      await location.getByRole('button', { name: content.location.button }).click();
      await expect(location.getByRole('status')).toContainText(content.location.refused, { timeout: 15_000 });
    } finally {
      await context.close();
    }
  });

  test('is not served in production: /testPreview answers 404 there, as /dev/* does', async () => {
    // A fresh database takes a while to create and migrate on a busy machine.
    test.setTimeout(120_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'preview-production-'));
    const production = await startServer({ port: 0, dataDir, memory: true, production: true });
    try {
      expect((await fetch(`${production.url}/testPreview`)).status).toBe(404);
      expect((await fetch(`${production.url}/dev/demo`)).status).toBe(404);
      // The site is served there.
      expect((await fetch(`${production.url}/`)).status).toBe(200);
    } finally {
      await production.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
