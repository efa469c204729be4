// How to reach each screen's submit and type what a borrower would, for the fault matrix's submit half. A screen's
// submits can't be discovered by opening it (they need a tap, after typing), so this table names, for every screen the
// matrix opens, either its drivers or why it has none; the matrix fails on a screen missing here.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import bankBinding from '../../schemas/fixtures/bank-binding.json' with { type: 'json' };
import complaints from '../../schemas/fixtures/complaints.json' with { type: 'json' };
import loanConfirm from '../../schemas/fixtures/loan-confirm.json' with { type: 'json' };
import loanDetails from '../../schemas/fixtures/loan-details.json' with { type: 'json' };
import demo from '../../schemas/fixtures/demo.json' with { type: 'json' };
import repayment from '../../schemas/fixtures/repayment.json' with { type: 'json' };
import routeTable from '../../schemas/routes.json' with { type: 'json' };
import type { TestServer } from './fixtures.ts';
import { choose, nativeCalls, stubAndroidBridge } from './bank-binding-page.ts';

export interface SubmitDriver {
  /** The call (schemas/api name) the submit makes, which the matrix fails. */
  call: string;
  /** Opens the screen from its demo URL, gets to the form and types; resolves with a check that all of it is still there. */
  fill(page: Page, server: TestServer, url: string): Promise<() => Promise<void>>;
  /** The tap that sends. */
  submit(page: Page): Promise<void>;
  /** What the borrower sees once the send went through. */
  sent(page: Page): Promise<void>;
  /** Where the screen says the failure, when not in an alert or a toast (a field's own error line). */
  said?(page: Page): Promise<string[]>;
  /** Puts back what the successful send changed on the shared server, for the specs that run after. */
  restore?(server: TestServer, url: string): Promise<void>;
}

export type SubmitEntry = { drivers: SubmitDriver[] } | { none: string };

const maria = demo.borrowers.find((borrower) => borrower.key === 'maria')!;

const bankProduct = bankBinding.products.find((product) => product.productId === '101')!;

const bindBank: SubmitDriver = {
  call: 'bank-binding/bind-card-new',
  async fill(page, _server, url) {
    // The native app's bridge, which a successful binding closes the page through.
    await stubAndroidBridge(page);
    await page.goto(url);
    await choose(page, 'Bank name', 'Metrobank');
    await page.getByLabel('Account number').fill('1234567890123456');
    await page.getByLabel('Account holder name').fill('Maria Santos');
    await choose(page, 'Home address', 'Central Luzon (Region III)', 'Pampanga', 'Angeles');
    await choose(page, 'Salary day', '4');
    return async () => {
      await expect(page.getByRole('button', { name: 'Bank name', exact: true })).toContainText('Metrobank');
      await expect(page.getByLabel('Account number')).toHaveValue('1234 5678 9012 3456');
      await expect(page.getByLabel('Account holder name')).toHaveValue('Maria Santos');
      await expect(page.getByRole('button', { name: 'Home address', exact: true })).toContainText('Central Luzon (Region III) / Pampanga / Angeles');
      await expect(page.getByRole('button', { name: 'Salary day', exact: true })).toContainText('4');
    };
  },
  submit: (page) => page.getByRole('button', { name: catalog['bankBinding.next'] }).click(),
  async sent(page) {
    await expect.poll(() => nativeCalls(page)).toEqual(['endBankBinding', 'closeWebview']);
  },
  async restore(server) {
    await server.db.query(`DELETE FROM bank_bindings WHERE borrower_id = (SELECT id FROM borrowers WHERE key = $1) AND product_id = $2`, [maria.key, bankProduct.productId]);
  },
};

const repaymentType = complaints.problemTypes.find((type) => type.value === '2')!;
const complaintWords = 'The fault matrix: my payment is not shown yet.';

const complaintSend: SubmitDriver = {
  call: 'complaints/problem-save',
  async fill(page, _server, url) {
    // The form is the flow's second step: it opens from complaint home with a type chosen (the draft holds it).
    const home = new URL(url);
    home.pathname = `${routeTable.basePath}${routeTable.routes.complaint.path}`;
    for (const [name, value] of new URLSearchParams(routeTable.routes.complaint.demoQuery)) home.searchParams.set(name, value);
    await page.goto(home.toString());
    await page.getByRole('button', { name: repaymentType.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: repaymentType.title })).toBeVisible();
    const description = page.getByRole('textbox', { name: /Description/ });
    await description.fill(complaintWords);
    return () => expect(description).toHaveValue(complaintWords);
  },
  submit: (page) => page.getByRole('button', { name: 'Send', exact: true }).click(),
  async sent(page) {
    await expect(page.getByRole('dialog', { name: catalog['complaint.next.sent'] })).toBeVisible();
  },
  async restore(server) {
    await server.db.query('DELETE FROM complaints WHERE detail = $1', [complaintWords]);
  },
};

/** A real PNG (1×1), in a folder of its own. */
const onePixel = (() => {
  let file: string | undefined;
  return () => {
    if (file) return file;
    file = path.join(mkdtempSync(path.join(tmpdir(), 'fault-matrix-')), 'receipt.png');
    writeFileSync(file, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));
    return file;
  };
})();

let imageChosen = false;
let imagesBefore: string[] = [];
const imageKeys = async (server: TestServer) => (await server.db.query<{ key: string }>('SELECT image_key AS key FROM complaint_images')).rows.map((row) => row.key);
const imageTiles = (page: Page) => page.getByRole('button', { name: /^Image \d+: tap to enlarge$/ });
const retryImage = (page: Page) => page.getByRole('button', { name: /^Retry image \d+$/ });

/**
 * The complaint form's image upload (an XHR with progress): the first send is choosing the picture, each next one the
 * failed tile's Retry, which sends that image alone. What is kept: the words and the one picture, as a tile.
 */
const complaintImage: SubmitDriver = {
  call: 'complaints/upload-problem-img',
  async fill(page, server, url) {
    imageChosen = false;
    imagesBefore = await imageKeys(server);
    const check = await complaintSend.fill(page, server, url);
    return async () => {
      await check();
      await expect.poll(async () => (await imageTiles(page).count()) + (await retryImage(page).count())).toBe(imageChosen ? 1 : 0);
    };
  },
  async submit(page) {
    if (!imageChosen) {
      imageChosen = true;
      await page.locator('input[type="file"]').setInputFiles(onePixel());
      return;
    }
    await retryImage(page).click();
  },
  // The failed tile's reason, under the field.
  said: async (page) => (await page.locator('[id$="problemImages__error"]:visible').allInnerTexts()).flatMap((text) => text.split('\n')).map((line) => line.trim()).filter(Boolean),
  async sent(page) {
    await expect(imageTiles(page)).toHaveCount(1);
    await expect(retryImage(page)).toHaveCount(0);
  },
  // The row goes; its file, which no row names now, is swept when the server starts again.
  async restore(server) {
    const added = (await imageKeys(server)).filter((key) => !imagesBefore.includes(key));
    if (added.length) await server.db.query('DELETE FROM complaint_images WHERE image_key = ANY($1)', [added]);
  },
};

/** The answer of the picture code on screen, from the demo helper. */
async function captchaAnswer(page: Page, serverUrl: string): Promise<string> {
  const image = page.getByRole('button', { name: catalog['widget.captcha.refresh'] }).locator('img');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const sid = new URL((await image.getAttribute('src'))!, serverUrl).searchParams.get('sid')!;
  const { answer } = (await (await fetch(`${serverUrl}/dev/captcha-answer?sid=${sid}`)).json()) as { answer: string | null };
  if (!answer) throw new Error('no captcha answer for the picture on screen');
  return answer;
}

let phones = 0;
/** A phone no other test uses: the server keeps one registration and one 60 s window per phone. */
function freshPhone(): string {
  phones += 1;
  return `0918${String(Date.now() % 10_000).padStart(4, '0')}${String(phones).padStart(3, '0')}`;
}

const spaced = (phone: string) => `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;

/** Phone and picture code typed; the check reads them back. */
async function typePhoneAndPicture(page: Page, server: TestServer, url: string): Promise<{ phone: string; check: () => Promise<void> }> {
  const phone = freshPhone();
  await page.goto(url);
  await page.getByLabel('Mobile number').fill(phone);
  const answer = await captchaAnswer(page, server.url);
  await page.getByLabel('Picture code', { exact: true }).fill(answer);
  return {
    phone,
    check: async () => {
      await expect(page.getByLabel('Mobile number')).toHaveValue(spaced(phone));
      await expect(page.getByLabel('Picture code', { exact: true })).toHaveValue(answer);
    },
  };
}

const getSms: SubmitDriver = {
  call: 'promotion/get-sms',
  async fill(page, server, url) {
    return (await typePhoneAndPicture(page, server, url)).check;
  },
  submit: (page) => page.getByRole('button', { name: catalog['widget.smsCode.send'] }).click(),
  sent: (page) => expect(page.getByText(catalog['promo.smsSent'])).toBeVisible(),
};

const register: SubmitDriver = {
  call: 'promotion/register',
  async fill(page, server, url) {
    const { phone, check } = await typePhoneAndPicture(page, server, url);
    await getSms.submit(page);
    await getSms.sent(page);
    const outbox = (await (await fetch(`${server.url}/dev/outbox?phone=${phone}`)).json()) as { messages: { code: string }[] };
    const code = outbox.messages[0]!.code;
    await page.getByLabel('SMS code').fill(code);
    return async () => {
      await check();
      await expect(page.getByLabel('SMS code')).toHaveValue(code);
    };
  },
  submit: (page) => page.getByRole('button', { name: 'Register' }).click(),
  sent: (page) => expect(page.getByText(catalog['promo.registered'])).toBeVisible(),
};

const legacyCard = repayment.bankCards.filter((card) => card.borrower === maria.key)[1]!;

const legacyCardRadio = (page: Page) => page.getByRole('radio', { name: new RegExp(legacyCard.bankName.replace(/[()]/g, '\\$&')) });

const legacyCommit: SubmitDriver = {
  call: 'legacy-repay/repayment-commit',
  async fill(page, _server, url) {
    await page.goto(url);
    await legacyCardRadio(page).check();
    return () => expect(legacyCardRadio(page)).toBeChecked();
  },
  submit: (page) => page.getByRole('button', { name: catalog['legacyRepay.submit'] }).click(),
  sent: (page) => expect(page.getByRole('heading', { name: catalog['legacyRepay.codeTitle'] })).toBeVisible(),
};

/** The order's row before the matrix repaid it. */
let legacyOrderBefore: { status: unknown; details: unknown } | undefined;
const legacyOrderId = (url: string) => new URL(url).searchParams.get('orderId');

const legacyConfirm: SubmitDriver = {
  call: 'legacy-repay/repayment-confirm',
  async fill(page, server, url) {
    const { rows } = await server.db.query<{ status: unknown; details: unknown }>('SELECT order_status AS status, details FROM loan_orders WHERE order_id = $1', [legacyOrderId(url)]);
    legacyOrderBefore = rows[0];
    await legacyCommit.fill(page, server, url);
    await legacyCommit.submit(page);
    await legacyCommit.sent(page);
    const outbox = (await (await fetch(`${server.url}/dev/outbox?phone=${maria.phone}`)).json()) as { messages: { code: string }[] };
    const code = outbox.messages[0]!.code;
    const input = page.getByRole('textbox', { name: catalog['legacyRepay.codeLabel'] });
    await input.fill(code);
    return () => expect(input).toHaveValue(code);
  },
  submit: (page) => page.getByRole('button', { name: catalog['legacyRepay.confirm'], exact: true }).click(),
  // Paid, the page goes on to the order's details.
  sent: (page) => page.waitForURL(new RegExp(`${routeTable.basePath}${routeTable.routes.loanDetailUrl.path}\\?`)),
  async restore(server, url) {
    if (!legacyOrderBefore) return;
    await server.db.query('UPDATE loan_orders SET order_status = $2, details = $3 WHERE order_id = $1', [legacyOrderId(url), legacyOrderBefore.status, JSON.stringify(legacyOrderBefore.details)]);
  },
};

/** Payment on a repayment screen: the channel popup, the second channel chosen (the first is chosen by default). */
function payment(): SubmitDriver {
  let lastAttempt = 0;
  const orderOf = (url: string) => new URL(url).searchParams.get('orderId');
  const channel = (page: Page) => page.getByRole('dialog').getByRole('radio').nth(1);
  return {
    call: 'loan-details/generate-vcode',
    async fill(page, server, url) {
      const { rows } = await server.db.query<{ id: number | null }>('SELECT max(id)::int AS id FROM payment_attempts');
      lastAttempt = rows[0]?.id ?? 0;
      // The provider page is not what this tests: held, so the page that sent is still the one read.
      await page.route('**/dev/simulated-pay**', () => {});
      await page.goto(url);
      await page.getByRole('button', { name: 'Payment Method' }).click();
      await channel(page).click();
      await expect(channel(page)).toHaveAttribute('aria-checked', 'true');
      return () => expect(channel(page)).toHaveAttribute('aria-checked', 'true');
    },
    submit: (page) => page.getByRole('button', { name: 'Payment', exact: true }).click(),
    async sent(page) {
      await page.waitForRequest('**/dev/simulated-pay**');
    },
    async restore(server, url) {
      await server.db.query('DELETE FROM payment_attempts WHERE order_id = $1 AND id > $2', [orderOf(url), lastAttempt]);
    },
  };
}

/**
 * Loan Now on a confirm page: its popups answered (Agree, or the promo closed), the agreement box unticked and ticked
 * again, the borrower's one choice here. Restore drops the orders the send pushed.
 */
function loanNow(variant: 'confirmNewUrl' | 'confirmUrl'): SubmitDriver {
  let pushedBefore: string[] = [];
  let buttonText = 'Loan Now';
  const productOf = (url: string) => new URL(url).searchParams.get('productId');
  const pushed = async (server: TestServer, url: string) =>
    (await server.db.query<{ order_id: string }>('SELECT order_id FROM loan_pushes WHERE product_id = $1', [productOf(url)])).rows.map((row) => row.order_id);
  const agreed = (page: Page) => page.getByRole('checkbox', { name: 'I have read and agree to' });
  // The send button: the classic page's wording is the product's own, so it is the one button the footer has.
  const button = (page: Page) => page.getByRole('button', { name: buttonText, exact: true });
  return {
    call: variant === 'confirmNewUrl' ? 'loan-confirm/loan-detail-push' : 'loan-confirm-classic/loan-push',
    async fill(page, server, url) {
      pushedBefore = await pushed(server, url);
      if (variant === 'confirmUrl') buttonText = loanConfirm.products.find((product) => product.productId === productOf(url))!.buttonText;
      await page.goto(url);
      if (variant === 'confirmNewUrl') {
        const agreement = page.getByRole('dialog', { name: catalog['loanConfirm.agreement.title'] });
        await agreement.getByRole('button', { name: 'Agree' }).click();
        await expect(agreement).toBeHidden();
      } else {
        const promo = page.getByRole('dialog', { name: catalog['loanConfirm.promo.title'] });
        await promo.getByRole('button', { name: catalog['loanConfirm.promo.close'] }).click();
        await expect(promo).toBeHidden();
      }
      await page.getByText('I have read and agree to').click();
      await expect(agreed(page)).not.toBeChecked();
      await page.getByText('I have read and agree to').click();
      return async () => {
        await expect(agreed(page)).toBeChecked();
        await expect(button(page)).toBeEnabled();
      };
    },
    submit: (page) => button(page).click(),
    sent: (page) => page.waitForURL(new RegExp(`${routeTable.basePath}${routeTable.routes.loanDetailUrl.path}\\?`)),
    async restore(server, url) {
      const added = (await pushed(server, url)).filter((orderId) => !pushedBefore.includes(orderId));
      // The order's other rows (its push among them) go with it.
      if (added.length) await server.db.query('DELETE FROM loan_orders WHERE order_id = ANY($1)', [added]);
    },
  };
}

const repaidOrder = loanDetails.orders.find((order) => order.key === 'repaid')!;
let lastRating = 0;
const ratingDialog = (page: Page) => page.getByRole('dialog', { name: catalog['loanDetails.rating.title'] });
const threeStars = (page: Page) => ratingDialog(page).getByRole('radio', { name: '3', exact: true });

/** Loan details' rating (google-score): the demo's order asks for none, so the repaid order's page, three stars. */
const loanRating: SubmitDriver = {
  call: 'loan-details/google-score',
  async fill(page, server, url) {
    const { rows } = await server.db.query<{ id: number | null }>('SELECT max(id)::int AS id FROM loan_ratings');
    lastRating = rows[0]?.id ?? 0;
    const repaid = new URL(url);
    repaid.searchParams.set('productId', repaidOrder.productId);
    repaid.searchParams.set('orderId', repaidOrder.orderId);
    await page.goto(repaid.toString());
    await threeStars(page).click();
    return () => expect(threeStars(page)).toHaveAttribute('aria-checked', 'true');
  },
  submit: (page) => ratingDialog(page).getByRole('button', { name: catalog['loanDetails.rating.submit'], exact: true }).click(),
  sent: (page) => expect(page.getByText(catalog['loanDetails.rating.resultTitle'])).toBeVisible(),
  async restore(server) {
    await server.db.query('DELETE FROM loan_ratings WHERE id > $1', [lastRating]);
  },
};

let ratedComplaint: string | undefined;
const serviceRating = (page: Page) => page.getByRole('dialog', { name: catalog['complaint.rating.title'] });
const fourStars = (page: Page) => serviceRating(page).getByRole('radio', { name: '4', exact: true });

/**
 * The complaint detail's rating (save-score). The demo's complaint may have been rated by a spec before, and a rating
 * stays, so a complaint of its own, answered through the demo helper; restore drops it.
 */
const complaintRating: SubmitDriver = {
  call: 'complaints/save-score',
  async fill(page, server, url) {
    const detail = new URL(url);
    const session = new URLSearchParams(detail.search);
    session.delete('problemId');
    const saved = await page.request.post(`${server.url}/user-problem/problem-save?${session}`, {
      form: { problemType: repaymentType.value, problemSonType: '', problemDetail: `The fault matrix rates this ${Date.now()}`, problemImage: '', orderNo: complaints.complaints[0]!.orderNo, idempotencyKey: `fault-matrix-${Date.now()}` },
    });
    const answer = (await saved.json()) as { data?: { problemId: string | number } };
    if (!answer.data) throw new Error(`no complaint to rate: ${JSON.stringify(answer)}`);
    ratedComplaint = String(answer.data.problemId);
    expect((await page.request.post(`${server.url}/dev/complaints/${ratedComplaint}/answer`, { form: { text: 'Answered.' } })).ok()).toBe(true);
    detail.searchParams.set('problemId', ratedComplaint);
    await page.goto(detail.toString());
    // The prompt opens a while after the detail has loaded, on the page's installed clock.
    await expect
      .poll(async () => {
        await page.clock.fastForward(1_000);
        return serviceRating(page).isVisible();
      })
      .toBe(true);
    await fourStars(page).click();
    return () => expect(fourStars(page)).toHaveAttribute('aria-checked', 'true');
  },
  submit: (page) => serviceRating(page).getByRole('button', { name: catalog['complaint.rating.send'], exact: true }).click(),
  sent: (page) => expect(page.getByText(catalog['complaint.rating.succeeded'])).toBeVisible(),
  async restore(server) {
    if (ratedComplaint) await server.db.query('DELETE FROM complaints WHERE id = $1::bigint', [ratedComplaint]);
  },
};

const nothingTyped = 'nothing to type: ';

/** Every screen the matrix opens (route name, or 'promo'), with its submits or why it has none here. */
export const submitTable: Record<string, SubmitEntry> = {
  customerService: { none: `${nothingTyped}no submit` },
  aboutUs: { none: `${nothingTyped}no submit` },
  privacyPolicy: { none: `${nothingTyped}no submit` },
  loanAgreement: { none: `${nothingTyped}no submit` },
  repaymentOfCode: { none: `${nothingTyped}no submit` },
  repaymentOfCode2: { none: `${nothingTyped}no submit` },
  DRInstructions: { none: `${nothingTyped}no submit` },
  complaintList: { none: `${nothingTyped}no submit` },
  errorUrl: { none: `${nothingTyped}its product taps leave the page (event-save is fire-and-forget)` },
  complaint: { none: `${nothingTyped}choosing a type moves to complainPageNext with no call` },
  // Its other taps make no call of their own: Repayment and Rollover only move to their pages (driven above), and Borrow
  // Again's event-save is fire-and-forget.
  loanDetailUrl: { drivers: [loanRating] },
  repayUrl: { drivers: [payment()] },
  repayDelayUrl: { drivers: [payment()] },
  confirmNewUrl: { drivers: [loanNow('confirmNewUrl')] },
  // The spec's instalment route draws the same version 3 confirmation, plan cards and all.
  confirmOfPeriod: { drivers: [loanNow('confirmNewUrl')] },
  confirmUrl: { drivers: [loanNow('confirmUrl')] },
  complainDetails: { drivers: [complaintRating] },
  bindBank: { drivers: [bindBank] },
  complainPageNext: { drivers: [complaintSend, complaintImage] },
  legacyRepay: { drivers: [legacyCommit, legacyConfirm] },
  promo: { drivers: [getSms, register] },
};
