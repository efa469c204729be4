import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import catalog from '../../../schemas/messages/en.json';
import corpus from '../../../schemas/fixtures/bank-binding.json';
import routeTable from '../../../schemas/routes.json';
import { bindCardNewCall } from '../../../generated/calls/bank-binding/bind-card-new.ts';
import { cardInitCall } from '../../../generated/calls/bank-binding/card-init.ts';
import { cardChangeCall } from '../../../generated/calls/bank-binding/card-change.ts';
import { insightEventCall } from '../../../generated/calls/publishing/insight-event.ts';
import { publishedVersionCall } from '../../../generated/calls/publishing/published-version.ts';
import { findPicker, pickOption } from '../../../renderers/widgets/picker/picker-testing.ts';
import { borrower as maria, held, networkError, refusal, screenHarness, success, type Answer, type User } from '../screen-harness.tsx';
import { draftKey } from './bank-binding-draft.ts';
import BankBindingScreen from './bank-binding-screen.tsx';
import { KEYBOARD_THRESHOLD_PX } from './use-keyboard-open.ts';

const product = corpus.products.find((entry) => entry.productId === '101')!;

const page = screenHarness();

/** Answers card-init with the configuration, and each bind-card-new with `submitAnswers` in turn. */
function serve(config: unknown, ...submitAnswers: Answer[]) {
  page.api.answer(cardInitCall, success(config)).answerOnce(bindCardNewCall, ...submitAnswers);
}
const bound = success({ bindId: 'b-1' });

/** The submits sent: every request but the page's opening calls (card-init, the published version of its items) and what the form tells the insights. */
function submitCalls() {
  return page.api.requests.filter((request) => request.call?.path !== cardInitCall.path && request.call?.path !== publishedVersionCall.path && request.call?.path !== insightEventCall.path).map(({ path, body }) => ({ path, body }));
}

function renderScreen(query = 'productId=101') {
  return page.open(<BankBindingScreen />, { route: 'bindBank', query });
}

const next = () => screen.getByRole('button', { name: catalog['bankBinding.next'] });
// The tab row loads beside the card-init request (bank-binding-form.tsx), so it is waited for.
const tab = (name: string) => screen.findByRole('tab', { name });

/** Opens a picker field by its label, picks options on its wheels in turn, and confirms. */
async function choose(user: User, label: string, ...options: string[]) {
  await user.click(screen.getByRole('button', { name: label }));
  const picker = await findPicker(label);
  for (const option of options) await pickOption(picker, option);
  await user.click(picker.getByRole('button', { name: catalog['common.confirm'] }));
  await waitFor(() => expect(screen.getByRole('button', { name: label })).toHaveTextContent(options.at(-1)!));
}

async function fillBankAccount(user: User) {
  await choose(user, 'Bank name', 'Metrobank');
  await user.type(screen.getByLabelText('Account number'), '1234567890123456');
  await user.type(screen.getByLabelText('Account holder name'), 'Maria Santos');
  await choose(user, 'Home address', 'Central Luzon (Region III)', 'Pampanga', 'Angeles');
  await choose(user, 'Salary day', '15');
}

const bankAccountPayload = {
  bankCode: 'MBTC',
  bankAccountNo: '1234567890123456',
  accountName: 'Maria Santos',
  address: 'Region III/Pampanga/Angeles',
  salaryDay: '15',
  product_id: '101',
  cardType: '1',
};
/** The payload as sent: with the submit intent's idempotency key. */
const sentPayload = { ...bankAccountPayload, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) };

describe('Bank binding', () => {
  it('shows the title, the card types from the server with type 1 first, and only that type’s fields', async () => {
    serve(product.cardInit);
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Payment account information' })).toBeInTheDocument();
    expect(document.title).toBe('Payment account information');
    expect((await screen.findAllByRole('tab')).map((element) => element.textContent)).toEqual(['Bank account', 'E-wallet']);
    expect(await tab('Bank account')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Bank name' })).toHaveTextContent('Select your bank');
    expect(screen.getByLabelText('Account number')).toHaveAttribute('placeholder', 'Enter your bank account number');
    expect(screen.queryByRole('button', { name: 'E-wallet' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('E-wallet mobile number')).not.toBeInTheDocument();

    expect(page.api.requests[0]!.path).toBe('/diving/v3/bind-card/card-init');
  });

  it('keeps what was typed in each tab when switching, shares the fields of every type, and pre-fills', async () => {
    serve(product.cardInit);
    const { user } = renderScreen();
    await screen.findByLabelText('Account number');
    await user.type(screen.getByLabelText('Account number'), '12345678');
    await user.type(screen.getByLabelText('Account holder name'), 'Maria');

    await user.click(await tab('E-wallet'));
    expect(screen.queryByLabelText('Account number')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-wallet' })).toHaveTextContent('GCash');
    expect(screen.getByLabelText('Account holder name')).toHaveValue('Maria');
    await user.type(screen.getByLabelText('E-wallet mobile number'), '09171234567');

    await user.click(await tab('Bank account'));
    expect(screen.getByLabelText('Account number')).toHaveValue('1234 5678');
    await user.click(await tab('E-wallet'));
    expect(screen.getByLabelText('E-wallet mobile number')).toHaveValue('09171234567');
  });

  it('submits each item code with its value (an enum’s type) plus product_id, then ends binding and closes the web view', async () => {
    serve(product.cardInit, bound);
    const { user } = renderScreen();
    await screen.findByLabelText('Account number');
    await fillBankAccount(user);
    await user.click(next());

    await waitFor(() => expect(page.bridgeCalls).toEqual(['endBankBinding', 'closeWebview']));
    expect(submitCalls()).toEqual([{ path: '/diving/v3/bind-card/bind-card-new', body: sentPayload }]);
    expect(sessionStorage.getItem(draftKey('101'))).toBeNull();
    expect(next()).toBeDisabled();
  });

  it('sends one request for a double tap on Next', async () => {
    const submit = held();
    serve(product.cardInit, submit.answer);
    const { user } = renderScreen();
    await screen.findByLabelText('Account number');
    await fillBankAccount(user);
    const button = next();
    fireEvent.click(button);
    fireEvent.click(button);
    await user.click(button);
    await waitFor(() => expect(submitCalls()).toHaveLength(1));
    submit.release(bound);
    await waitFor(() => expect(page.bridgeCalls).toEqual(['endBankBinding', 'closeWebview']));
    await user.click(next());
    expect(submitCalls()).toHaveLength(1);
  });

  it('shows field errors beside their fields and sends nothing while the form is incomplete', async () => {
    serve(product.cardInit);
    const { user } = renderScreen();
    await screen.findByLabelText('Account number');
    await user.type(screen.getByLabelText('Account holder name'), '   ');
    await user.click(next());
    expect(await screen.findByRole('button', { name: 'Bank name' })).toHaveAccessibleDescription(`Select your bank ${catalog['field.required']}`);
    expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription(catalog['field.required']);
    expect(screen.getByLabelText('Account holder name')).toHaveAccessibleDescription(catalog['field.invalid']);
    expect(submitCalls()).toEqual([]);
  });

  it('keeps everything typed when the server refuses, shows its message beside the field, and keeps the draft', async () => {
    const refusalText = 'Account number: use digits only.';
    serve(product.cardInit, refusal('BAD_REQUEST', refusalText, { field: 'bankAccountNo' }), bound);
    const { user } = renderScreen();
    await screen.findByLabelText('Account number');
    await fillBankAccount(user);
    await user.click(next());

    const accountNumber = screen.getByLabelText('Account number');
    await waitFor(() => expect(accountNumber).toHaveAccessibleDescription(refusalText));
    expect(accountNumber).toHaveValue('1234 5678 9012 3456');
    expect(screen.getByRole('button', { name: 'Bank name' })).toHaveTextContent('Metrobank');
    expect(screen.getByLabelText('Account holder name')).toHaveValue('Maria Santos');
    expect(page.bridgeCalls).toEqual([]);
    // The draft keeps what was typed, except the account number, which is never written to storage (x-sensitive).
    const stored = sessionStorage.getItem(draftKey('101'))!;
    expect(stored).toContain('Maria Santos');
    expect(stored).not.toContain('1234567890123456');

    // Changing the field clears the server's message; the next try goes through.
    // The account number already has its 16 digits, the most the item allows: the last one is retyped.
    await user.type(accountNumber, '{Backspace}7');
    expect(accountNumber).not.toHaveAccessibleDescription(refusalText);
    await user.click(next());
    await waitFor(() => expect(page.bridgeCalls).toEqual(['endBankBinding', 'closeWebview']));
    expect(submitCalls()[1]!.body.bankAccountNo).toBe('1234567890123457');
    // Another payload is another submit: the server would refuse the first key with it.
    expect(submitCalls()[1]!.body.idempotencyKey).not.toBe(submitCalls()[0]!.body.idempotencyKey);
  });

  it('keeps everything typed when the network fails', async () => {
    serve(product.cardInit, networkError);
    const { user } = renderScreen();
    await screen.findByLabelText('Account number');
    await fillBankAccount(user);
    await user.click(next());
    await waitFor(() => expect(submitCalls()).toHaveLength(1));
    await waitFor(() => expect(next()).toBeEnabled());
    expect(screen.getByLabelText('Account number')).toHaveValue('1234 5678 9012 3456');
    expect(page.bridgeCalls).toEqual([]);
  });

  it('retries a submit whose answer was lost with the same idempotency key, after a reload too, so the server binds once', async () => {
    serve(product.cardInit, networkError, networkError, bound);
    const first = renderScreen();
    await screen.findByLabelText('Account number');
    await fillBankAccount(first.user);
    await first.user.click(next());
    await waitFor(() => expect(next()).toBeEnabled());
    await first.user.click(next());
    await waitFor(() => expect(submitCalls()).toHaveLength(2));
    await waitFor(() => expect(next()).toBeEnabled());
    first.unmount();

    const second = renderScreen();
    await screen.findByLabelText('Account number');
    // The account number is never stored: typed again, it is the same payload, so the held key is used again.
    expect(screen.getByLabelText('Account number')).toHaveValue('');
    await second.user.type(screen.getByLabelText('Account number'), '1234567890123456');
    await waitFor(() => expect(screen.getByLabelText('Account number')).toHaveValue('1234 5678 9012 3456'));
    await second.user.click(next());
    await waitFor(() => expect(page.bridgeCalls).toEqual(['endBankBinding', 'closeWebview']));
    const keys = submitCalls().map((call) => call.body.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    // A bound account leaves no key behind for the next binding.
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('bankBinding.'))).toEqual([]);
  });

  it('restores what was typed after a reload, on the tab last shown, except account numbers, which are never stored', async () => {
    serve(product.cardInit);
    const first = renderScreen();
    await screen.findByLabelText('Account number');
    await first.user.type(screen.getByLabelText('Account number'), '4444');
    await first.user.type(screen.getByLabelText('Account holder name'), 'Maria');
    await first.user.click(await tab('E-wallet'));
    await first.user.type(screen.getByLabelText('E-wallet mobile number'), '0917');
    first.unmount();
    expect(JSON.stringify({ ...sessionStorage })).not.toMatch(/4444|0917/);

    const second = renderScreen();
    expect(await screen.findByLabelText('E-wallet mobile number')).toHaveValue('');
    expect(await tab('E-wallet')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Account holder name')).toHaveValue('Maria');
    await second.user.click(await tab('Bank account'));
    expect(screen.getByLabelText('Account number')).toHaveValue('');
  });

  it('with source=loanDetail submits to cardChange, then goes to the order page with source=loanDetail', async () => {
    serve(product.cardInit);
    page.api.answerOnce(cardChangeCall, bound);
    const { user } = renderScreen('productId=101&orderId=CP2611210021&source=loanDetail');
    await screen.findByLabelText('Account number');
    await fillBankAccount(user);
    await user.click(next());

    await waitFor(() => expect(page.replace).toHaveBeenCalledTimes(1));
    expect(submitCalls()).toEqual([{ path: '/diving/inaugural/cardChange', body: sentPayload }]);
    const target = new URL(page.replace.mock.calls[0]![0], 'http://app.test');
    expect(target.pathname).toBe(`${routeTable.basePath}${routeTable.routes.loanDetailUrl.path}`);
    expect(Object.fromEntries(target.searchParams)).toEqual({ ...maria.session, productId: '101', orderId: 'CP2611210021', source: 'loanDetail' });
    expect(page.bridgeCalls).toEqual([]);
  });

  it('names an item it cannot draw and offers no Next', async () => {
    const config = structuredClone(product.cardInit);
    config.items.push({ cate: 'signature', code: 'inkSignature', cardTypeMi: 0 } as never);
    serve(config);
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('inkSignature');
    expect(next()).toBeDisabled();
    // The items it does understand still show, so the borrower sees what the form is.
    expect(screen.getByLabelText('Account number')).toBeInTheDocument();
  });

  it('says so when a card type has no items, and offers no Next', async () => {
    serve({ cardTypes: product.cardInit.cardTypes, items: [] });
    renderScreen();
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(catalog['bankBinding.noItems']);
    expect(next()).toBeDisabled();
  });

  it('shows the new field of an edited configuration with no code change, and submits it', async () => {
    const config = structuredClone(product.cardInit);
    config.items.push({ cate: 'text', code: 'tin', inputType: 'number', title: 'Tax ID number', subtitle: 'Digits only', cardTypeMi: 1 } as never);
    serve(config, bound);
    const { user } = renderScreen();
    await screen.findByLabelText('Tax ID number');
    await fillBankAccount(user);
    await user.type(screen.getByLabelText('Tax ID number'), '12-34x5');
    await user.click(next());
    await waitFor(() => expect(submitCalls()).toHaveLength(1));
    expect(submitCalls()[0]!.body).toEqual({ ...sentPayload, tin: '12345', product_id: '101' });
  });

  it('hides the footer while the keyboard takes more than the threshold off the viewport', async () => {
    const listeners = new Set<() => void>();
    const viewport = { height: 800, addEventListener: (_: string, listener: () => void) => listeners.add(listener), removeEventListener: (_: string, listener: () => void) => listeners.delete(listener) };
    vi.stubGlobal('visualViewport', viewport);
    serve(product.cardInit);
    renderScreen();
    await screen.findByRole('button', { name: catalog['bankBinding.next'] });
    // The tab row loads after the form (src/ui/tab-row.tsx): let it arrive before measuring, so nothing redraws midway.
    await screen.findByRole('tablist');
    const footer = () => screen.getByRole('button', { name: catalog['bankBinding.next'], hidden: true }).parentElement!;
    const resize = (height: number) =>
      act(() => {
        viewport.height = height;
        for (const listener of listeners) listener();
      });
    expect(footer()).toBeVisible();
    resize(800 - KEYBOARD_THRESHOLD_PX);
    expect(footer()).toBeVisible();
    resize(800 - KEYBOARD_THRESHOLD_PX - 1);
    expect(footer()).not.toBeVisible();
    resize(800);
    expect(footer()).toBeVisible();
  });

  it('asks to reopen the page when the URL has no product', () => {
    renderScreen('');
    expect(screen.getByRole('alert')).toHaveTextContent(catalog['bankBinding.noProduct']);
    expect(page.api.requests).toEqual([]);
  });
});

// Issue 26: a version of bank-binding/<productId> staff published is drawn on the page in place of card-init's items,
// and a draft typed under another version keeps what this one takes and names the rest.
describe('Bank binding, under a published version of the product’s items', () => {
  /** Version `version` of product 101's items: a branch for bank accounts, and no salary day. */
  function publishItems(version: number) {
    const items = structuredClone(product.cardInit);
    items.items = items.items.filter((item) => item.code !== 'salaryDay');
    (items.items.find((item) => item.code === 'bankCode') as { title: string }).title = 'Your bank';
    items.items.push({ cate: 'text', code: 'branchName', inputType: 'text', title: 'Branch', subtitle: 'Branch name', cardTypeMi: 1 } as never);
    page.api.answer(publishedVersionCall, success({ id: 'bank-binding/101', version, document: items }));
  }
  const storedDraft = () => JSON.parse(sessionStorage.getItem(draftKey('101')) ?? 'null') as Record<string, unknown> | null;

  it('asks for bank-binding/<productId> and draws the published label and new item, and submits them', async () => {
    serve(product.cardInit, bound);
    publishItems(1);
    const { user } = renderScreen();
    expect(await screen.findByLabelText('Branch')).toBeInTheDocument();
    expect(page.api.sentTo(publishedVersionCall)[0]?.query).toEqual(expect.objectContaining({ id: 'bank-binding/101' }));
    expect(screen.getByRole('button', { name: 'Your bank' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salary day' })).toBeNull();
    await choose(user, 'Your bank', 'Metrobank');
    await user.type(screen.getByLabelText('Account number'), '1234567890123456');
    await user.type(screen.getByLabelText('Account holder name'), 'Maria Santos');
    await user.type(screen.getByLabelText('Branch'), 'Makati Ave');
    await choose(user, 'Home address', 'Central Luzon (Region III)', 'Pampanga', 'Angeles');
    await waitFor(() => expect(storedDraft()).toMatchObject({ itemsVersion: 1, byCardType: { '1': { branchName: 'Makati Ave' } } }));
    await user.click(next());
    await waitFor(() => expect(submitCalls()).toHaveLength(1));
    const { salaryDay: _gone, ...rest } = sentPayload;
    expect(submitCalls()[0]!.body).toEqual({ ...rest, branchName: 'Makati Ave' });
  });

  it('carries a draft typed under the server’s items into the published version: keeps what it takes, names what it could not keep', async () => {
    serve(product.cardInit);
    publishItems(2);
    sessionStorage.setItem(draftKey('101'), JSON.stringify({ cardType: 1, shared: { accountName: 'Maria', salaryDay: '15' }, byCardType: { '1': { bankCode: 'BPI' } } }));
    renderScreen();
    expect(await screen.findByText(catalog['drafts.notKept'].replace('{fields}', 'Salary day'))).toBeInTheDocument();
    expect(screen.getByLabelText('Account holder name')).toHaveValue('Maria');
    expect(screen.getByRole('button', { name: 'Your bank' })).toHaveTextContent('Bank of the Philippine Islands (BPI)');
    await waitFor(() => expect(storedDraft()).toEqual({ cardType: 1, itemsVersion: 2, shared: { accountName: 'Maria' }, byCardType: { '1': { bankCode: 'BPI' } } }));
  });

  it('back on the server’s items (a rollback), a draft of version 2 keeps its answers and names the item that went', async () => {
    serve(product.cardInit);
    sessionStorage.setItem(draftKey('101'), JSON.stringify({ cardType: 1, itemsVersion: 2, shared: { accountName: 'Maria' }, byCardType: { '1': { bankCode: 'BPI', branchName: 'Makati Ave' } } }));
    renderScreen();
    expect(await screen.findByText(catalog['drafts.notKept'].replace('{fields}', 'branchName'))).toBeInTheDocument();
    expect(screen.getByLabelText('Account holder name')).toHaveValue('Maria');
    await waitFor(() => expect(storedDraft()).toMatchObject({ itemsVersion: 0, byCardType: { '1': { bankCode: 'BPI' } } }));
    expect(JSON.stringify(storedDraft())).not.toContain('Makati');
  });

  it('draws card-init’s items when the published version breaks their contract, and leaves the draft alone', async () => {
    serve(product.cardInit);
    page.api.answer(publishedVersionCall, success({ id: 'bank-binding/101', version: 3, document: { items: [{ cate: 'signature', code: 'ink' }] } }));
    sessionStorage.setItem(draftKey('101'), JSON.stringify({ cardType: 1, shared: { salaryDay: '15' }, byCardType: {} }));
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Salary day' })).toHaveTextContent('15');
    await waitFor(() => expect(page.api.sentTo(publishedVersionCall)).toHaveLength(1));
    expect(screen.queryByText(/could not be kept/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
