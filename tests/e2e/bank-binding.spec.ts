import { test, expect, sessionQuery, type Page, type TestServer } from './fixtures.ts';
import { choose, nativeCalls, stubAndroidBridge } from './bank-binding-page.ts';
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import corpus from '../../schemas/fixtures/bank-binding.json' with { type: 'json' };
import demo from '../../schemas/fixtures/demo.json' with { type: 'json' };
import routeTable from '../../schemas/routes.json' with { type: 'json' };
import { seedBankBinding } from '../../server/db/seed-bank-binding.ts';

// 'Payment account information' against the reference server: the form comes from the product's
// configuration row, and what Next sends is read back from the database.

const { basePath, routes } = routeTable;
const product = corpus.products.find((entry) => entry.productId === '101')!;
const maria = demo.borrowers.find((borrower) => borrower.key === 'maria')!;

function bindBankUrl(server: TestServer, query = 'productId=101'): string {
  return `${server.url}${basePath}${routes.bindBank.path}?${sessionQuery('maria')}&${query}`;
}


interface BindingRow {
  source: string;
  productId: string;
  cardType: number;
  fields: Record<string, string>;
}

async function bindingsOfMaria(server: TestServer): Promise<BindingRow[]> {
  const { rows } = await server.db.query<BindingRow>(
    `SELECT k.source, k.product_id AS "productId", k.card_type AS "cardType", k.fields
     FROM bank_bindings k JOIN borrowers b ON b.id = k.borrower_id WHERE b.key = 'maria' ORDER BY k.id`,
  );
  return rows;
}

/** Replaces a product's configuration row, as product staff would. */
async function saveConfig(server: TestServer, productId: string, cardInit: unknown): Promise<void> {
  await server.db.query(
    `INSERT INTO bank_binding_config (product_id, card_init) VALUES ($1, $2)
     ON CONFLICT (product_id) DO UPDATE SET card_init = EXCLUDED.card_init, updated_at = now()`,
    [productId, JSON.stringify(cardInit)],
  );
}

function withItem(item: Record<string, unknown>) {
  const cardInit = structuredClone(product.cardInit) as { items: unknown[] };
  cardInit.items.push(item);
  return cardInit;
}

const taxId = { cate: 'text', code: 'tin', inputType: 'number', title: 'Tax ID number', subtitle: 'Your TIN, digits only', cardTypeMi: 0 };


async function fillBankAccount(page: Page): Promise<void> {
  await choose(page, 'Bank name', 'Metrobank');
  await page.getByLabel('Account number').pressSequentially('1234 5678-9012x3456');
  await page.getByLabel('Account holder name').fill('Maria Santos');
  await choose(page, 'Home address', 'Central Luzon (Region III)', 'Pampanga', 'Angeles');
  await choose(page, 'Salary day', '4');
}

const bankAccountFields = {
  bankCode: 'MBTC',
  bankAccountNo: '1234567890123456',
  accountName: 'Maria Santos',
  address: 'Region III/Pampanga/Angeles',
  salaryDay: '4',
};

async function expectBankAccountKept(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Bank name', exact: true })).toContainText('Metrobank');
  await expect(page.getByLabel('Account number')).toHaveValue('1234 5678 9012 3456');
  await expect(page.getByLabel('Account holder name')).toHaveValue('Maria Santos');
  await expect(page.getByRole('button', { name: 'Home address', exact: true })).toContainText('Central Luzon (Region III) / Pampanga / Angeles');
  await expect(page.getByRole('button', { name: 'Salary day', exact: true })).toContainText('4');
}

const next = (page: Page) => page.getByRole('button', { name: catalog['bankBinding.next'] });

test.describe('Bank binding', () => {
  test.beforeEach(async ({ server }) => {
    await server.db.query('DELETE FROM bank_bindings');
    await seedBankBinding(server.db);
  });
  test.afterAll(async ({ server }) => {
    await seedBankBinding(server.db);
  });

  test('binds a bank account end to end, then ends native binding and closes the web view', async ({ page, server, problems }) => {
    await stubAndroidBridge(page);
    await page.goto(bindBankUrl(server));
    await expect(page).toHaveTitle(routes.bindBank.title);
    await expect(page.getByRole('heading', { name: routes.bindBank.title })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Bank account', 'E-wallet']);
    await expect(page.getByRole('tab', { name: 'Bank account' })).toHaveAttribute('aria-selected', 'true');
    // The pickers' code is not part of the first paint: it loads on the first tap.
    await expect(page.locator('.adm-picker')).toHaveCount(0);

    await fillBankAccount(page);
    await page.screenshot({ path: test.info().outputPath('bank-binding-360x800.png') });
    await next(page).click();

    await expect.poll(() => nativeCalls(page)).toEqual(['endBankBinding', 'closeWebview']);
    expect(await bindingsOfMaria(server)).toEqual([{ source: 'bind-card-new', productId: '101', cardType: 1, fields: bankAccountFields }]);
    // Done: the draft is gone, so a reload starts empty.
    await page.reload();
    await expect(page.getByLabel('Account number')).toHaveValue('');
    expect(problems.cspViolations).toEqual([]);
  });

  test("the last keys typed reach the server when the keyboard's Go key submits at once", async ({ page, server }) => {
    await stubAndroidBridge(page);
    await page.goto(bindBankUrl(server));
    await fillBankAccount(page);
    // Typed and submitted with no pause: a widget hands its value to the form after the paint (renderers/widgets/
    // typed-value.tsx), and the submit must not run ahead of it.
    const name = page.getByLabel('Account holder name');
    await name.fill('');
    await name.pressSequentially('Maria Santos');
    await name.press('Enter');
    await expect.poll(() => nativeCalls(page)).toEqual(['endBankBinding', 'closeWebview']);
    expect(await bindingsOfMaria(server)).toEqual([{ source: 'bind-card-new', productId: '101', cardType: 1, fields: bankAccountFields }]);
  });

  test('keeps each tab’s answers and binds an e-wallet', async ({ page, server }) => {
    await stubAndroidBridge(page);
    await page.goto(bindBankUrl(server));
    await page.getByLabel('Account number').fill('99887766');
    await page.getByLabel('Account holder name').fill('Maria Santos');
    await page.getByRole('tab', { name: 'E-wallet' }).click();
    await expect(page.getByLabel('Account number')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'E-wallet', exact: true })).toContainText('GCash');
    await expect(page.getByLabel('Account holder name')).toHaveValue('Maria Santos');
    await page.getByLabel('E-wallet mobile number').fill('09171234567');
    await page.getByRole('tab', { name: 'Bank account' }).click();
    await expect(page.getByLabel('Account number')).toHaveValue('9988 7766');
    await page.getByRole('tab', { name: 'E-wallet' }).click();
    await choose(page, 'Home address', 'National Capital Region (NCR)', 'Metro Manila', 'Makati');
    await choose(page, 'Salary day', '2');
    await next(page).click();

    await expect.poll(() => nativeCalls(page)).toEqual(['endBankBinding', 'closeWebview']);
    expect(await bindingsOfMaria(server)).toEqual([
      {
        source: 'bind-card-new',
        productId: '101',
        cardType: 2,
        fields: { walletCode: 'GCASH', walletMobile: '09171234567', accountName: 'Maria Santos', address: 'NCR/Metro Manila/Makati', salaryDay: '2' },
      },
    ]);
  });

  test('with source=loanDetail changes the card, then goes to the order page', async ({ page, server }) => {
    // The demo order's product is the demo product that bank binding is configured for.
    const order = { productId: '101', orderId: 'CP2611210021' };
    await stubAndroidBridge(page);
    await page.goto(bindBankUrl(server, `productId=${order.productId}&orderId=${order.orderId}&source=loanDetail`));
    await fillBankAccount(page);
    await next(page).click();

    await page.waitForURL((url) => url.pathname === `${basePath}${routes.loanDetailUrl.path}`);
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    expect(query).toEqual({ ...maria.session, ...order, source: 'loanDetail' });
    await expect(page).toHaveTitle(routes.loanDetailUrl.title);
    expect(await bindingsOfMaria(server)).toEqual([{ source: 'card-change', productId: '101', cardType: 1, fields: bankAccountFields }]);
    expect(await nativeCalls(page)).toEqual([]);
  });

  test('shows and submits a field added to the server’s configuration, with no code change', async ({ page, server }) => {
    await saveConfig(server, '101', withItem(taxId));
    await stubAndroidBridge(page);
    await page.goto(bindBankUrl(server));
    await expect(page.getByLabel('Tax ID number')).toHaveAttribute('placeholder', taxId.subtitle);
    await fillBankAccount(page);
    await page.getByLabel('Tax ID number').pressSequentially('123-456-789');
    await next(page).click();

    await expect.poll(() => nativeCalls(page)).toEqual(['endBankBinding', 'closeWebview']);
    expect((await bindingsOfMaria(server))[0]?.fields).toEqual({ ...bankAccountFields, tin: '123456789' });
  });

  test('a refused submit keeps everything typed, and across a reload all but the account number, which is never stored', async ({ page, server }) => {
    await stubAndroidBridge(page);
    await page.goto(bindBankUrl(server));
    await fillBankAccount(page);
    // Staff add a required item while the borrower fills in the form: the server refuses the submit.
    await saveConfig(server, '101', withItem(taxId));
    await next(page).click();

    await expect(page.getByText(catalog['bankBinding.server.required'].replace('{field}', taxId.title))).toBeVisible();
    await expectBankAccountKept(page);
    expect(await bindingsOfMaria(server)).toEqual([]);
    expect(await nativeCalls(page)).toEqual([]);

    // An account number is never written to web storage (DESIGN.md Safety rules, schemas/storage x-sensitive): after
    // a reload it is typed again, and everything else is still there.
    await page.reload();
    await expect(page.getByLabel('Account number')).toHaveValue('');
    expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage, ...sessionStorage })))).not.toContain('1234567890123456');
    await page.getByLabel('Account number').pressSequentially('1234567890123456');
    await expectBankAccountKept(page);
    await page.getByLabel('Tax ID number').fill('123456789');
    await next(page).click();
    await expect.poll(() => nativeCalls(page)).toEqual(['endBankBinding', 'closeWebview']);
    expect((await bindingsOfMaria(server))[0]?.fields).toEqual({ ...bankAccountFields, tin: '123456789' });
  });

  test('a submit lost on the network keeps everything typed, and the retry binds once', async ({ page, server, problems }) => {
    await stubAndroidBridge(page);
    await page.goto(bindBankUrl(server));
    await fillBankAccount(page);
    let aborted = 0;
    await page.route('**/diving/v3/bind-card/bind-card-new*', async (route) => {
      if (aborted++ === 0) return route.abort('internetdisconnected');
      return route.continue();
    });
    await next(page).click();
    await expect(page.getByText(catalog['error.network'])).toBeVisible();
    await expectBankAccountKept(page);
    expect(await bindingsOfMaria(server)).toEqual([]);

    await next(page).dblclick();
    await expect.poll(() => nativeCalls(page)).toEqual(['endBankBinding', 'closeWebview']);
    expect(await bindingsOfMaria(server)).toHaveLength(1);
    // The browser logs the aborted request itself; nothing else may be logged.
    const lost = problems.consoleErrors.filter((text) => text.includes('ERR_INTERNET_DISCONNECTED'));
    expect(lost.length).toBeLessThanOrEqual(1);
    problems.consoleErrors.splice(0, problems.consoleErrors.length, ...problems.consoleErrors.filter((text) => !lost.includes(text)));
  });
});
