import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import corpus from '../../schemas/fixtures/bank-binding.json';
import { message } from '../../core/messages.ts';
import { appBasePath, routes } from '../../core/routes.ts';
import type { CardInitData } from '../../core/card-init/card-init-types.ts';
import { bindCardNewCall } from '../../generated/calls/bank-binding/bind-card-new.ts';
import { cardChangeCall } from '../../generated/calls/bank-binding/card-change.ts';
import { cardInitCall } from '../../generated/calls/bank-binding/card-init.ts';
import { sessionStore } from '../../src/platform/web-storage.ts';
import { clearDraft, writeDraft, type BindingDraft } from '../../src/screens/bank-binding/bank-binding-draft.ts';
import { LOAN_DETAIL_SOURCE } from '../../src/screens/bank-binding/bank-binding-navigation.ts';
import { networkError, noAnswer, refusal, success, type Answer, type FakeApi, type SentRequest } from '../../src/screens/fake-server.ts';
import { borrower } from '../../src/screens/screen-page.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';
import { ServedRoute, servedSpies } from './served-route.tsx';
import { retriesAfterFailure, showsLoading } from './story-plays.ts';

// 'Payment account information', served: each story opens the route's real screen for product 101, its card-init
// answered with the seeded configuration (schemas/fixtures/bank-binding.json) by the screen tests' fake server, and
// its submit answered as the story says. What was typed before (a saved draft) is stored before the page opens.

const product = corpus.products.find((entry) => entry.productId === '101')!;
const full = product.cardInit as CardInitData;

/** An item of the configuration, by its code: its title is the field's label. */
const item = (code: string) => {
  const found = full.items.find((each) => each.code === code);
  if (!found) throw new Error(`No item '${code}' in product 101 of schemas/fixtures/bank-binding.json`);
  return found as CardInitData['items'][number] & { title: string; note?: Array<{ name: string; type: string }> };
};
const cardTypeName = (value: number) => full.cardTypes!.find((type) => type.value === value)!.name;
const label = {
  bank: item('bankCode').title,
  account: item('bankAccountNo').title,
  holder: item('accountName').title,
  address: item('address').title,
  wallet: item('walletCode').title,
  walletMobile: item('walletMobile').title,
};
const next = message('bankBinding.next');

/** The card-init answer, and each submit (bind-card-new, or card-change from loan details) answered with `submits` in turn. */
function served(config: unknown = full, ...submits: Answer[]) {
  return {
    serve: (api: FakeApi) => void api.answer(cardInitCall, success(config)).answerOnce(bindCardNewCall, ...submits).answerOnce(cardChangeCall, ...submits),
  };
}
const bound = success({ bindId: 'b-1' });

const meta = {
  title: 'Screens/Bank binding',
  component: ServedRoute,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { route: 'bindBank', query: 'productId=101', ...served(full, bound), ...servedSpies() },
} satisfies Meta<typeof ServedRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- What the borrower typed before: a draft saved in the page session, as the screen stores it ----

const [region] = (full as { cityOptions: Array<{ value: string; children: Array<{ value: string; children: Array<{ value: string }> }> }> }).cityOptions;
const province = region!.children[0]!;
const city = province.children.find((each) => each.value === 'Makati') ?? province.children[0]!;
const bank = item('bankCode').note![1]!;
/** Every field but the account number, which is never stored (x-sensitive) and is typed by the play. */
const filledDraft: BindingDraft = {
  cardType: 1,
  shared: { accountName: borrower.name, address: `${region!.value}/${province.value}/${city.value}`, salaryDay: '15' },
  byCardType: { '1': { bankCode: bank.type } },
};
const accountNumber = '1234567890123456';

/** Stores `draft` for product 101 before the page opens; the story's cleanup forgets it. */
const savedDraft = (draft: BindingDraft) => () => {
  writeDraft(sessionStore(), '101', draft);
  return () => clearDraft(sessionStore(), '101');
};

/** The requests the screen sent to `call`, as the server received them. */
const sentTo = (sent: unknown, call: { path: string }) =>
  (sent as { mock: { calls: Array<[SentRequest]> } }).mock.calls.map(([request]) => request).filter((request) => request.path === call.path);

// Pickers render into the page body, outside the story's canvas.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Types with storybook/test's user-event, set up in the play: in the stories' test two copies of user-event (the test's
 * and Storybook's, set up for every story's context once a clipboard exists) each intercept an input's value, and
 * only the copy whose interceptor came last is seen by React; Storybook's comes last from the second story on.
 */
/** The account number as the field shows it once the form holds it: in groups of four. */
const accountShown = accountNumber.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Waits for the filled draft's form, types the account number, and taps Next. */
async function typeAccountAndSend(context: Parameters<NonNullable<Story['play']>>[0]) {
  const { canvasElement, userEvent } = context;
  const canvas = within(canvasElement);
  await expect(await canvas.findByLabelText(label.holder)).toHaveValue(borrower.name);
  await expect(canvas.getByRole('button', { name: label.bank })).toHaveTextContent(bank.name);
  await userEvent.type(canvas.getByLabelText(label.account), accountNumber);
  await waitFor(() => expect(canvas.getByLabelText(label.account)).toHaveValue(accountShown));
  await userEvent.click(canvas.getByRole('button', { name: next }));
}

/** How long a submit may take to be answered and acted on: its call's response check loads on the first send. */
const answered = { timeout: 5000 };

/** Card type 1, the tab shown first; E-wallet shows its own fields. */
export const BankAccount: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: routes.bindBank.title })).toBeInTheDocument();
    await expect(await canvas.findByRole('tab', { name: cardTypeName(1) })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByLabelText(label.account)).toBeVisible();
    await expect(canvas.queryByLabelText(label.walletMobile)).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: cardTypeName(2) }));
    await expect(await canvas.findByLabelText(label.walletMobile)).toBeVisible();
  },
};

/** Card type 2, the tab the saved draft was on: its own fields, its e-wallet pre-filled by the configuration. */
export const EWallet: Story = {
  beforeEach: savedDraft({ cardType: 2, shared: {}, byCardType: {} }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: cardTypeName(2) })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByLabelText(label.walletMobile)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: label.wallet })).toHaveTextContent(item('walletCode').note![0]!.name);
    await expect(canvas.queryByLabelText(label.account)).toBeNull();
  },
};

/** A saved draft and the account number typed: Next binds the account, and the native app is told binding ended. */
export const Filled: Story = {
  beforeEach: savedDraft(filledDraft),
  play: async (context) => {
    const { args } = context;
    await typeAccountAndSend(context);
    await waitFor(() => expect(args.bridge.endBankBinding).toHaveBeenCalledOnce(), answered);
    await expect(args.bridge.closeWebview).toHaveBeenCalledOnce();
    await expect(sentTo(args.sent, bindCardNewCall).map((request) => request.body)).toEqual([
      { bankCode: bank.type, bankAccountNo: accountNumber, ...filledDraft.shared, product_id: '101', cardType: '1', idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
    ]);
    await expect(within(context.canvasElement).getByRole('button', { name: next })).toBeDisabled();
  },
};

/** Opened from loan details (source=loanDetail): the change goes to cardChange, and the borrower back to the order. */
export const FromLoanDetail: Story = {
  args: { query: `productId=101&orderId=CP2611210021&source=${LOAN_DETAIL_SOURCE}` },
  beforeEach: savedDraft(filledDraft),
  play: async (context) => {
    const { args } = context;
    await typeAccountAndSend(context);
    await waitFor(() => expect(args.replace).toHaveBeenCalledOnce(), answered);
    const target = new URL(String((args.replace as unknown as { mock: { calls: string[][] } }).mock.calls[0]![0]), 'https://app.test');
    await expect(target.pathname).toBe(`${appBasePath}${routes.loanDetailUrl.path}`);
    await expect(Object.fromEntries(target.searchParams)).toEqual({ ...borrower.session, productId: '101', orderId: 'CP2611210021', source: LOAN_DETAIL_SOURCE });
    await expect(sentTo(args.sent, cardChangeCall)).toHaveLength(1);
    await expect(sentTo(args.sent, bindCardNewCall)).toEqual([]);
    await expect(args.bridge.endBankBinding).not.toHaveBeenCalled();
  },
};

const refusedText = message('bankBinding.server.digitsOnly', { field: label.account });
/** The server refuses the account number: its words show beside that field, what was typed stays, nothing ends. */
export const SubmitRefused: Story = {
  args: served(full, refusal('BAD_REQUEST', refusedText, { field: 'bankAccountNo' })),
  beforeEach: savedDraft(filledDraft),
  play: async (context) => {
    const { args, canvasElement } = context;
    await typeAccountAndSend(context);
    const account = within(canvasElement).getByLabelText(label.account);
    await waitFor(() => expect(account).toHaveAccessibleDescription(refusedText), answered);
    await expect(within(canvasElement).getByLabelText(label.holder)).toHaveValue(borrower.name);
    await expect(within(canvasElement).getByRole('button', { name: next })).toBeEnabled();
    await expect(args.bridge.endBankBinding).not.toHaveBeenCalled();
  },
};

/** The submit's answer is lost: the network message is toasted, and the form is kept to send again. */
export const SubmitNetworkFailed: Story = {
  args: served(full, networkError),
  beforeEach: savedDraft(filledDraft),
  play: async (context) => {
    const { args, canvasElement } = context;
    await typeAccountAndSend(context);
    await expect(await page(canvasElement).findByText(message('error.network'), undefined, answered)).toBeInTheDocument();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: next })).toBeEnabled());
    await expect(within(canvasElement).getByLabelText(label.account)).toHaveValue(accountShown);
    await expect(args.bridge.endBankBinding).not.toHaveBeenCalled();
  },
};

/** Next on an empty form: every field shows its error beside it, and nothing is sent. */
export const WithErrors: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText(label.account);
    await userEvent.click(canvas.getByRole('button', { name: next }));
    await expect(await canvas.findByLabelText(label.account)).toHaveAccessibleDescription(message('field.required'));
    await expect(sentTo(args.sent, bindCardNewCall)).toEqual([]);
  },
};

export const PickerOpen: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: label.bank }));
    await expect(await page(canvasElement).findByRole('button', { name: message('common.confirm') }, { timeout: 5000 })).toBeVisible();
  },
};

export const CascadePickerOpen: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: label.address }));
    await expect(await page(canvasElement).findByRole('button', { name: message('common.confirm') }, { timeout: 5000 })).toBeVisible();
  },
};

/** A configuration with no items yet: it says so, and offers no Next. */
export const EmptyItemList: Story = {
  args: served({ cardTypes: full.cardTypes, items: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(message('bankBinding.noItems'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: next })).toBeDisabled();
  },
};

/** An item this client cannot draw is named, and Next is withheld rather than sending an incomplete form. */
export const UnknownItem: Story = {
  args: served({ ...full, items: [...full.items, { cate: 'signature', code: 'inkSignature', cardTypeMi: 0 }] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('inkSignature');
    await expect(canvas.getByRole('button', { name: next })).toBeDisabled();
    // The items it does understand still show, so the borrower sees what the form is.
    await expect(canvas.getByLabelText(label.account)).toBeInTheDocument();
  },
};

/** Opened without a product: the page asks to be opened again from the app, and asks the server nothing. */
export const NoProduct: Story = {
  args: { query: '' },
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(message('bankBinding.noProduct'));
    await expect(args.sent).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { serve: (api) => void api.answer(cardInitCall, noAnswer) }, play: showsLoading };

/** The configuration fails to load, Try again asks again, and the form shows. */
export const LoadFailed: Story = {
  args: { serve: (api) => void served(full).serve(api.answerOnce(cardInitCall, networkError)) },
  play: async (context) => {
    await retriesAfterFailure(context);
    await expect(await within(context.canvasElement).findByLabelText(label.account)).toBeVisible();
  },
};
