import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect, sessionQuery, type Page } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import corpus from '../../schemas/fixtures/complaints.json' with { type: 'json' };
import routeTable from '../../schemas/routes.json' with { type: 'json' };

// The complaint flow (issue 15) against the reference server, with real image files: home -> next -> send -> list ->
// detail -> customer service's answer -> the rating; the refusals, the 9-image limit, the draft across a reload and a
// failed send, double taps, and one borrower's complaint and image kept from another.

type Db = { query: <T>(sql: string, params?: unknown[]) => Promise<{ rows: T[] }> };

const { basePath, routes } = routeTable;
const collectionOrder = 'CP2607190180'; // overdue: collectors work on it
const reviewOrder = 'CP2611210021'; // under review: no collection complaints
const collection = corpus.problemTypes.find((type) => type.value === '1')!;
const repaymentType = corpus.problemTypes.find((type) => type.value === '2')!;
const lateCalls = corpus.problemSonTypes.find((type) => type.value === '102')!;

const files = mkdtempSync(path.join(tmpdir(), 'complaint-images-'));
/** A real PNG (1×1), written under `name`. */
function png(name: string): string {
  const file = path.join(files, name);
  writeFileSync(file, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));
  return file;
}

function homeUrl(serverUrl: string, orderId = collectionOrder, borrower = 'maria'): string {
  return `${serverUrl}${basePath}${routes.complaint.path}?${sessionQuery(borrower)}&orderId=${orderId}`;
}

async function complaintsOf(db: Db, detail: string): Promise<{ id: string; images: string[]; score: number | null; type: string; son: string }[]> {
  const { rows } = await db.query<{ id: string; images: string[]; score: number | null; type: string; son: string }>(
    'SELECT id::text AS id, images, score, problem_type AS type, problem_son_type AS son FROM complaints WHERE detail = $1 ORDER BY id',
    [detail],
  );
  return rows;
}

const description = (page: Page) => page.getByRole('textbox', { name: /Description/ });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });
const fileInput = (page: Page) => page.locator('input[type="file"]');
/** The images uploaded (in the value): each tile enlarges on tap. */
const uploadedTiles = (page: Page) => page.getByRole('button', { name: /^Image \d+: tap to enlarge$/ });

/** Drops the console lines the browser writes itself for a failed request (they are expected where a test fails one). */
function dropBrowserLines(lines: string[], failure: string): void {
  const kept = lines.filter((line) => !(line.startsWith('Failed to load resource') && line.includes(failure)));
  lines.splice(0, lines.length, ...kept);
}

/** From home to the next page with the 'Repayment' type (no sub-type). */
async function toNextPage(page: Page, serverUrl: string): Promise<void> {
  await page.goto(homeUrl(serverUrl));
  await page.getByRole('button', { name: repaymentType.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: repaymentType.title })).toBeVisible();
}

test.describe('Complaints', () => {
  test('home -> next -> send -> list -> detail -> an answer from customer service -> the rating stored', async ({ page, server, problems }) => {
    void problems;
    const words = `Calls at night ${Date.now()}`;
    await page.goto(homeUrl(server.url));
    await expect(page).toHaveTitle(routes.complaint.title);
    await expect(page.getByRole('heading', { name: catalog['complaint.type.heading'] })).toBeVisible();
    await expectAccessible(page, 'complaint home');
    // Moves happen in the page: what the page holds in memory survives them.
    await page.evaluate(() => ((window as unknown as { flowMarker: number }).flowMarker = 1));

    await page.getByRole('button', { name: collection.title, exact: true }).click();
    await expect(page.getByRole('button', { name: collection.title, exact: true })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: lateCalls.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${basePath}${routes.complainPageNext.path}\\?`));
    await expect(page.getByRole('heading', { level: 1, name: collection.title })).toBeVisible();
    await expect(page.getByText(lateCalls.title)).toBeVisible();
    await expect(page.getByText(catalog['complaint.next.replyNote'])).toBeVisible();

    await description(page).fill(words);
    await fileInput(page).setInputFiles([png('one.png'), png('two.png')]);
    await expect(uploadedTiles(page)).toHaveCount(2);
    await expectAccessible(page, 'complaint next page');
    await sendButton(page).click();
    await expect(page.getByRole('dialog', { name: catalog['complaint.next.sent'] })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${basePath}${routes.complaint.path}\\?`), { timeout: 5000 });
    expect(await page.evaluate(() => (window as unknown as { flowMarker?: number }).flowMarker)).toBe(1);
    const [saved] = await complaintsOf(server.db, words);
    expect(saved).toMatchObject({ type: '1', son: lateCalls.value });
    expect(saved!.images).toHaveLength(2);
    expect(await page.evaluate(() => window.localStorage.getItem('complaint.draft'))).toBeNull();

    await page.getByRole('button', { name: catalog['complaint.openList'] }).click();
    await expect(page).toHaveURL(new RegExp(`${basePath}${routes.complaintList.path}\\?`));
    const card = page.getByRole('button', { name: new RegExp(words) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(catalog['complaint.list.problemType']);
    await expectAccessible(page, 'complaint list');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`problemId=${saved!.id}`));
    await expect(page.getByText(words)).toBeVisible();
    await expect(page.getByText(`${words.length}/200`)).toBeVisible();
    await expect(page.getByRole('img', { name: /Picture \d of 2/ })).toHaveCount(2);
    // The borrower's own images load (with the session), and enlarge on tap.
    await expect.poll(() => page.getByRole('img', { name: 'Picture 1 of 2' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await expect(page.getByText(catalog['complaint.detail.processing'])).toBeVisible();
    await expectAccessible(page, 'complaint detail, not answered');

    const answer = 'We are sorry. Collectors now call only between 8 am and 8 pm.';
    const answered = await page.request.post(`${server.url}/dev/complaints/${saved!.id}/answer`, { form: { text: answer } });
    expect(answered.ok()).toBe(true);
    await page.reload();
    await expect(page.getByText(answer)).toBeVisible();
    const rating = page.getByRole('dialog', { name: catalog['complaint.rating.title'] });
    await expect(rating).toBeVisible({ timeout: 6000 });
    await expectAccessible(page, 'complaint detail, the rating');
    await rating.getByRole('button', { name: catalog['complaint.rating.send'] }).click();
    await expect(page.getByText(catalog['complaint.rating.chooseStars'])).toBeVisible();
    expect((await complaintsOf(server.db, words))[0]!.score).toBeNull();
    await rating.getByRole('radio').nth(3).click();
    await rating.getByRole('button', { name: catalog['complaint.rating.send'] }).click();
    await expect(page.getByText(catalog['complaint.rating.succeeded'])).toBeVisible();
    await expect(rating).toBeHidden();
    expect((await complaintsOf(server.db, words))[0]!.score).toBe(4);
  });

  test('collection on an order without collection support is refused, and the page stays', async ({ page, server, problems }) => {
    void problems;
    await page.goto(homeUrl(server.url, reviewOrder));
    await page.getByRole('button', { name: collection.title, exact: true }).click();
    await expect(page.getByText(catalog['complaint.collectionNotSupported'])).toBeVisible();
    await expect(page.getByText(lateCalls.title)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(`${basePath}${routes.complaint.path}`);
  });

  test('a 10th image is left out', async ({ page, server, problems }) => {
    void problems;
    await toNextPage(page, server.url);
    await fileInput(page).setInputFiles(Array.from({ length: 10 }, (_, index) => png(`many-${index}.png`)));
    await expect(uploadedTiles(page)).toHaveCount(9);
    await expect(page.getByText(catalog['widget.imageUploader.countExceeded'].replace('{max}', '9'))).toBeVisible();
    await expect(page.getByRole('button', { name: catalog['widget.imageUploader.add'] })).toHaveCount(0);
  });

  test('a fake .jpg and a file over 5 MB are refused with a clear message', async ({ page, server, problems }) => {
    await toNextPage(page, server.url);
    const fake = path.join(files, 'fake.jpg');
    writeFileSync(fake, 'this is text, not a picture');
    await fileInput(page).setInputFiles(fake);
    await expect(page.getByText(catalog['complaint.server.imageTypeNotAllowed'])).toBeVisible();
    const big = path.join(files, 'big.jpg');
    writeFileSync(big, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024, 7)]));
    await fileInput(page).setInputFiles(big);
    await expect(page.getByText(catalog['complaint.server.imageTooLarge'])).toBeVisible();
    // Both stay as failed tiles, to retry or delete; neither is in what would be sent.
    await expect(page.getByRole('button', { name: /^Retry image \d+$/ })).toHaveCount(2);
    await expect(uploadedTiles(page)).toHaveCount(0);
    // The browser itself logs the refused upload's 413; the page logged nothing.
    dropBrowserLines(problems.consoleErrors, '413 (Payload Too Large)');
  });

  test('the draft survives a reload and a send that fails on the network', async ({ page, server, problems }) => {
    const words = `Draft ${Date.now()}`;
    await toNextPage(page, server.url);
    await description(page).fill(words);
    await fileInput(page).setInputFiles(png('kept.png'));
    await expect(uploadedTiles(page)).toHaveCount(1);
    // The enlarged view's code is not in the form's first load: it downloads on the first tap of a picture, and shows it.
    const viewerRequests: string[] = [];
    page.on('request', (request) => {
      if (/\.js$/.test(new URL(request.url()).pathname)) viewerRequests.push(request.url());
    });
    await page.getByRole('button', { name: catalog['widget.imageUploader.view'].replace('{index}', '1') }).click();
    await expect(page.locator('.adm-image-viewer-indicator')).toHaveText('1 / 1');
    await expect(page.locator('.adm-image-viewer-content img')).toHaveAttribute('src', /\/user-problem\/images\//);
    expect(viewerRequests.length, 'scripts fetched on the tap').toBeGreaterThan(0);
    await page.reload();
    await expect(description(page)).toHaveValue(words);
    await expect(uploadedTiles(page)).toHaveCount(1);

    await page.route('**/user-problem/problem-save**', (route) => route.abort('internetdisconnected'));
    await sendButton(page).click();
    await expect(page.getByText(catalog['error.network'])).toBeVisible();
    expect(await complaintsOf(server.db, words)).toHaveLength(0);
    await expect(description(page)).toHaveValue(words);
    await expect(uploadedTiles(page)).toHaveCount(1);
    // The browser itself logs the aborted request; the page logged nothing.
    dropBrowserLines(problems.consoleErrors, 'net::ERR_INTERNET_DISCONNECTED');

    await page.unroute('**/user-problem/problem-save**');
    await sendButton(page).click();
    await expect(page).toHaveURL(new RegExp(`${basePath}${routes.complaint.path}\\?`), { timeout: 5000 });
    expect(await complaintsOf(server.db, words)).toHaveLength(1);
  });

  test('ten rapid taps on Send make one complaint', async ({ page, server, problems }) => {
    void problems;
    const words = `Ten taps ${Date.now()}`;
    await toNextPage(page, server.url);
    await description(page).fill(words);
    const button = sendButton(page);
    await Promise.all(Array.from({ length: 10 }, () => button.dispatchEvent('click')));
    await expect(page).toHaveURL(new RegExp(`${basePath}${routes.complaint.path}\\?`), { timeout: 5000 });
    expect(await complaintsOf(server.db, words)).toHaveLength(1);
  });

  test("another borrower can read neither a complaint nor its image", async ({ page, server, problems }) => {
    void problems;
    const answered = corpus.complaints.find((complaint) => complaint.key === 'answered')!;
    await page.goto(`${server.url}${basePath}${routes.complainDetails.path}?${sessionQuery('jose')}&problemId=${answered.problemId}`);
    await expect(page.getByRole('alert')).toContainText(catalog['complaint.server.problemNotFound']);
    await expect(page.getByText(answered.detail.split('\n')[0]!)).toHaveCount(0);

    // maria's upload, asked for with jose's session.
    const upload = await page.request.post(`${server.url}/user-problem/upload-problem-img?${sessionQuery('maria')}`, {
      multipart: { problemImage: { name: 'mine.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64') } },
    });
    const { data } = (await upload.json()) as { data: { url: string } };
    expect((await page.request.get(`${server.url}${data.url}?${sessionQuery('maria')}`)).status()).toBe(200);
    expect((await page.request.get(`${server.url}${data.url}?${sessionQuery('jose')}`)).status()).toBe(404);
  });
});
