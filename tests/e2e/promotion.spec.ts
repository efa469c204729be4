import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Route } from '@playwright/test';
import { test, expect, type Page } from './fixtures.ts';
import { loadConfig } from '../../server/config.ts';
import { promoManifestFile } from '../../scripts/prerender-promo.ts';
import corpus from '../../schemas/fixtures/promotion.json' with { type: 'json' };
import catalog from '../../schemas/messages/en.json' with { type: 'json' };

// The promotion register funnel against the reference server: anonymous visitors, no session. The picture code is
// read through the demo helper /dev/captcha-answer and the SMS code from the local outbox (/dev/outbox).

const template = corpus.templates[0]!.template;
const landingQuery = new URLSearchParams({ id: template.id, user_from: 'facebook', app_from: 'cashpeso', utm_tag: 'e2e', invite_code: 'FRIEND10' });
const downloadHash = `#/downloadTemplate?app_from=cashpeso&user_from=facebook&utm_tag=e2e&id=${template.id}&links_id=${template.links_id}`;

let phoneCounter = 0;
/** A phone no other test uses (the server keeps one registration and one 60 s window per phone). */
function freshPhone(): string {
  phoneCounter += 1;
  return `0917${String(Date.now() % 10_000).padStart(4, '0')}${String(phoneCounter).padStart(3, '0')}`;
}

async function openLanding(page: Page, url: string) {
  await page.goto(`${url}/promo/?${landingQuery}`);
  await expect(page.getByRole('heading', { name: template.title })).toBeVisible();
}

const captchaButton = (page: Page) => page.getByRole('button', { name: catalog['widget.captcha.refresh'] });

/** The sid of the image on screen and that image's answer, once it has loaded. */
async function captchaAnswer(page: Page, url: string): Promise<{ sid: string; src: string; answer: string }> {
  const image = captchaButton(page).locator('img');
  await expect(image).toHaveJSProperty('complete', true);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const src = (await image.getAttribute('src'))!;
  const sid = new URL(src, url).searchParams.get('sid')!;
  const answer = (await (await fetch(`${url}/dev/captcha-answer?sid=${sid}`)).json()) as { answer: string | null };
  if (!answer.answer) throw new Error('no captcha answer for the image on screen');
  return { sid, src, answer: answer.answer };
}

async function latestSmsCode(url: string, phone: string): Promise<string | undefined> {
  const outbox = (await (await fetch(`${url}/dev/outbox?phone=${phone}`)).json()) as { messages: { code: string }[] };
  return outbox.messages[0]?.code;
}

async function outboxCount(url: string, phone: string): Promise<number> {
  return ((await (await fetch(`${url}/dev/outbox?phone=${phone}`)).json()) as { messages: unknown[] }).messages.length;
}

async function requestCode(page: Page, url: string, phone: string) {
  await page.getByLabel('Mobile number').fill(phone);
  const { answer } = await captchaAnswer(page, url);
  await page.getByLabel('Picture code', { exact: true }).fill(answer);
  await page.getByRole('button', { name: catalog['widget.smsCode.send'] }).click();
  await expect(page.getByText(catalog['promo.smsSent'])).toBeVisible();
}

test('the page shows its skeleton and asks for its template and sid as it arrives, before its JS has run, once and without session params', async ({ page, server }) => {
  // schemas/promo-page.json "loads": the page's inline loader (scripts/prerender-promo.ts) sends them. With the page's
  // entry held back nothing of its code runs, so only the loader can ask.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/promo-*.js', (route) => void (holding ? held.push(route) : route.continue()));
  const asked: string[] = [];
  const files = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/(channel-template|get-sid)$/.test(pathname)) asked.push(request.url());
    if (pathname.startsWith('/assets/')) files.add(pathname.slice(1));
  });
  // Session params someone put in the link go nowhere: the page has no borrower.
  await page.goto(`${server.url}/promo/?${landingQuery}&sessionId=leaked`, { waitUntil: 'commit' });
  await expect.poll(() => asked.length).toBe(2);
  expect(held.length).toBeGreaterThan(0);
  // Not a blank page meanwhile: the register page's loading state, drawn at build time (src/promo/first-paint.tsx).
  await expect(page.getByRole('status', { name: catalog['common.loading'] })).toBeVisible();
  expect(asked.filter((url) => url.includes('leaked'))).toEqual([]);
  // The code its form draws at once but the build loads apart is asked for with the page's first files, not once the
  // form has drawn: the captcha and SMS-code widgets.
  const manifest = JSON.parse(readFileSync(path.join(loadConfig().distDir, promoManifestFile), 'utf8')) as Record<string, { file: string }>;
  const widgets = ['renderers/widgets/captcha/captcha-widget.tsx', 'renderers/widgets/sms-code/sms-code-widget.tsx'].map((key) => manifest[key]!.file);
  await expect.poll(() => widgets.filter((file) => files.has(file))).toEqual(widgets);
  holding = false;
  for (const route of held) await route.continue();
  await expect(page.getByRole('heading', { name: template.title })).toBeVisible();
  await expect(captchaButton(page).locator('img')).toHaveJSProperty('complete', true);
  // The page took the loader's answers up: neither was asked again.
  expect(asked).toHaveLength(2);
});

test('the full funnel: captcha, SMS code from the outbox, registration, download page', async ({ page, server, problems }) => {
  const phone = freshPhone();
  await openLanding(page, server.url);
  await page.getByLabel('Mobile number').fill(phone);
  await expect(page.getByLabel('Mobile number')).toHaveValue(`${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`);
  const { answer } = await captchaAnswer(page, server.url);
  await page.getByLabel('Picture code', { exact: true }).fill(answer);
  await page.getByRole('button', { name: catalog['widget.smsCode.send'] }).click();
  await expect(page.getByText(catalog['promo.smsSent'])).toBeVisible();
  await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeVisible();

  const code = await latestSmsCode(server.url, phone);
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('SMS code').fill(code!);
  await page.screenshot({ path: test.info().outputPath('promotion-register-360x800.png') });
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText(catalog['promo.registered'])).toBeVisible();
  await expect(page.getByRole('heading', { name: template.download.title })).toBeVisible();
  expect(new URL(page.url()).hash).toBe(downloadHash);
  for (const button of template.download.buttons) await expect(page.getByRole('button', { name: button.text })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('promotion-download-360x800.png') });

  const { rows } = await server.db.query('SELECT template_id, app_name, merchant_number, invite_code, user_from, app_from, utm_tag FROM promo_registrations WHERE phone = $1', [phone]);
  expect(rows).toEqual([{ template_id: template.id, app_name: 'ymgj', merchant_number: 0, invite_code: 'FRIEND10', user_from: 'facebook', app_from: 'cashpeso', utm_tag: 'e2e' }]);
  const clicks = await server.db.query('SELECT page_id, client_type FROM promo_clicks WHERE phone = $1', [phone]);
  expect(clicks.rows).toEqual([{ page_id: template.id, client_type: 'android' }]);
  const visits = await server.db.query(`SELECT count(*)::int AS n FROM promo_visits WHERE page_id = $1 AND utm_tag = 'e2e'`, [template.id]);
  expect((visits.rows[0] as { n: number }).n).toBeGreaterThan(0);
  expect(problems.cspViolations).toEqual([]);
});

test('an already registered phone goes to the download page with the message', async ({ page, server }) => {
  // The registered phone is a demo borrower's, whose other flows (the legacy repay's code) also use the outbox on
  // this shared server: what counts is that this attempt sent nothing.
  const sentBefore = await outboxCount(server.url, corpus.registeredPhones[0]!);
  await openLanding(page, server.url);
  await page.getByLabel('Mobile number').fill(corpus.registeredPhones[0]!);
  const { answer } = await captchaAnswer(page, server.url);
  await page.getByLabel('Picture code', { exact: true }).fill(answer);
  await page.getByRole('button', { name: catalog['widget.smsCode.send'] }).click();
  await expect(page.getByText(catalog['promo.server.alreadyRegistered'])).toBeVisible();
  await expect(page.getByRole('heading', { name: template.download.title })).toBeVisible();
  expect(new URL(page.url()).hash).toBe(downloadHash);
  expect(await outboxCount(server.url, corpus.registeredPhones[0]!)).toBe(sentBefore);
});

test('a wrong picture code shows the message and a new picture, which then works', async ({ page, server }) => {
  const phone = freshPhone();
  await openLanding(page, server.url);
  await page.getByLabel('Mobile number').fill(phone);
  const first = await captchaAnswer(page, server.url);
  await page.getByLabel('Picture code', { exact: true }).fill(first.answer === 'zzzz' ? 'yyyy' : 'zzzz');
  await page.getByRole('button', { name: catalog['widget.smsCode.send'] }).click();
  await expect(page.getByText(catalog['promo.server.captchaWrong'])).toBeVisible();
  await expect(page.getByLabel('Picture code', { exact: true })).toHaveValue('');
  await expect(captchaButton(page).locator('img')).not.toHaveAttribute('src', first.src);
  expect(await outboxCount(server.url, phone)).toBe(0);

  const second = await captchaAnswer(page, server.url);
  expect(second.sid).toBe(first.sid);
  await page.getByLabel('Picture code', { exact: true }).fill(second.answer);
  await page.getByRole('button', { name: catalog['widget.smsCode.send'] }).click();
  await expect(page.getByText(catalog['promo.smsSent'])).toBeVisible();
  expect(await outboxCount(server.url, phone)).toBe(1);
});

test('a resend during the countdown is refused by the page and by the server', async ({ page, server }) => {
  const phone = freshPhone();
  await openLanding(page, server.url);
  await requestCode(page, server.url, phone);
  const counting = page.getByRole('button', { name: /^\d+s$/ });
  await expect(counting).toBeVisible();
  await counting.click();
  await expect(page.getByText(catalog['promo.smsRepeat'])).toBeVisible();
  expect(await outboxCount(server.url, phone)).toBe(1);

  // The server holds the same line for a client that skips the page's countdown.
  const { sid, answer } = await captchaAnswer(page, server.url);
  const body = new URLSearchParams({ phone, capcode: answer, sid, deviceId: sid, appName: 'ymgj', app_from: '', user_from: '', utm_tag: '' });
  const reply = await page.request.post(`${server.url}/api/v2/youmi/promotion/get-sms`, { data: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(await reply.json()).toEqual({ code: '102', message: catalog['promo.smsRepeat'] });
  expect(await outboxCount(server.url, phone)).toBe(1);
});

test('one picture code sends one SMS: a resend after the countdown asks for the new picture code, which then sends', async ({ page, server }) => {
  const phone = freshPhone();
  await page.clock.install();
  await openLanding(page, server.url);
  await requestCode(page, server.url, phone);
  const first = await captchaAnswer(page, server.url);
  // Past the page's countdown and the server's 60 s rule.
  await page.clock.fastForward(61_000);
  await server.db.query(`UPDATE promo_sms_codes SET sent_at = sent_at - interval '61 seconds' WHERE phone = $1`, [phone]);
  await page.getByRole('button', { name: catalog['widget.smsCode.send'] }).click();
  await expect(page.getByText(catalog['promo.server.captchaUsed'])).toBeVisible();
  await expect(page.getByLabel('Picture code', { exact: true })).toHaveValue('');
  await expect(captchaButton(page).locator('img')).not.toHaveAttribute('src', first.src);
  expect(await outboxCount(server.url, phone)).toBe(1);

  const second = await captchaAnswer(page, server.url);
  await page.getByLabel('Picture code', { exact: true }).fill(second.answer);
  await page.getByRole('button', { name: catalog['widget.smsCode.send'] }).click();
  // The newest toast says so (under the page's installed clock, the first send's toast may still be fading out).
  await expect(page.getByText(catalog['promo.smsSent']).last()).toBeVisible();
  expect(await outboxCount(server.url, phone)).toBe(2);
});

test('a template that failed to load shows the server message, or error with a retry', async ({ page, server, problems }) => {
  const ended = corpus.templates.find((t) => !t.enabled)!.template;
  await page.goto(`${server.url}/promo/?id=${ended.id}`);
  await expect(page.getByRole('alert')).toContainText(catalog['promo.server.templateEnded']);
  await expect(page.getByLabel('Mobile number')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('promotion-ended-360x800.png') });

  await page.goto(`${server.url}/promo/?id=424242`);
  await expect(page.getByRole('alert')).toContainText(catalog['promo.server.templateNotFound']);

  await page.route('**/channel-template**', (route) => route.abort('connectionfailed'));
  await page.goto(`${server.url}/promo/?${landingQuery}`);
  await expect(page.getByRole('alert')).toContainText(catalog['error.network']);
  await page.unroute('**/channel-template**');
  await page.getByRole('button', { name: catalog['common.retry'] }).click();
  await expect(page.getByRole('heading', { name: template.title })).toBeVisible();
  // The aborted request is logged by the browser as a failed resource.
  problems.consoleErrors.length = 0;
});

test('a double tap on Register stores one user', async ({ page, server }) => {
  const phone = freshPhone();
  await openLanding(page, server.url);
  await requestCode(page, server.url, phone);
  await page.getByLabel('SMS code').fill((await latestSmsCode(server.url, phone))!);
  const registers: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/promotion/register')) registers.push(request.url());
  });
  await page.getByRole('button', { name: 'Register' }).dblclick();
  await expect(page.getByRole('heading', { name: template.download.title })).toBeVisible();
  const { rows } = await server.db.query('SELECT count(*)::int AS n FROM promo_registrations WHERE phone = $1', [phone]);
  expect(rows).toEqual([{ n: 1 }]);
  expect(registers).toHaveLength(1);
});

test('the agreement link keeps the params and what was typed', async ({ page, server }) => {
  const phone = freshPhone();
  await openLanding(page, server.url);
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('link', { name: template.agreement.linkText }).click();
  await expect(page.getByRole('heading', { name: template.agreement.title })).toBeVisible();
  expect(new URL(page.url()).hash).toBe(downloadHash.replace('downloadTemplate', 'agreementTemplate'));
  await page.getByRole('button', { name: catalog['promo.back'] }).click();
  await expect(page.getByLabel('Mobile number')).toHaveValue(`${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`);
});

test('a reload keeps the number and the countdown, never the picture or SMS code (web storage is checked after every test)', async ({ page, server }) => {
  const phone = freshPhone();
  await openLanding(page, server.url);
  await requestCode(page, server.url, phone);
  await page.getByLabel('SMS code').fill((await latestSmsCode(server.url, phone))!);
  await page.reload();
  await expect(page.getByLabel('Mobile number')).toHaveValue(`${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`);
  await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeVisible();
  await expect(page.getByLabel('SMS code')).toHaveValue('');
  await expect(page.getByLabel('Picture code', { exact: true })).toHaveValue('');
});

test('the funnel is linked from /dev/demo', async ({ page, server }) => {
  const list = (await (await fetch(`${server.url}/dev/demo`)).json()) as { promo: { id: string; url: string }[] };
  const link = list.promo.find((entry) => entry.id === template.id)!;
  await page.goto(`${server.url}${link.url}`);
  await expect(page.getByRole('heading', { name: template.title })).toBeVisible();
});
