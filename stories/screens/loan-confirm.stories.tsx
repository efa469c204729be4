import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { formatMoney, restateMoneyDeep } from '../../core/money.ts';
import { routes } from '../../core/routes.ts';
import { contractCall } from '../../generated/calls/contract/contract.ts';
import { classicAgreementListCall } from '../../generated/calls/loan-confirm-classic/agreement-list.ts';
import { classicLoanConfirmCall } from '../../generated/calls/loan-confirm-classic/loan-confirm.ts';
import { classicLoanPushCall } from '../../generated/calls/loan-confirm-classic/loan-push.ts';
import { loanDetailConfirmCall } from '../../generated/calls/loan-confirm/loan-detail-confirm.ts';
import { loanDetailPushCall } from '../../generated/calls/loan-confirm/loan-detail-push.ts';
import { descriptor as classicDescriptor } from '../../generated/screens/loan-confirm-classic.ts';
import { descriptor } from '../../generated/screens/loan-confirm.ts';
import * as loanTerms from '../../generated/screens/loan-terms.ts';
import type { HeadingNode, RichTextSection } from '../../renderers/core/descriptor.ts';
import corpus from '../../schemas/fixtures/loan-confirm.json';
import loanDetails from '../../schemas/fixtures/loan-details.json';
import { networkError, noAnswer, refusal, success, type Answer, type FakeApi } from '../../src/screens/fake-server.ts';
import type { LegalDescriptor } from '../../src/screens/legal/legal-screen.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';
import { agreements, classicTerms, confirmTerms, plan, product, rateText, rows } from './loan-confirm-terms.ts';
import { ServedRoute, servedSpies } from './served-route.tsx';
import { retriesAfterFailure, showsLoading } from './story-plays.ts';

// Both loan-confirmation pages, served: each route's real screen for the corpus' 'all-popups' product, its terms
// answered by the screen tests' fake server as the reference server computes them (loan-confirm-terms.ts),
// in every state the server's answers lead to: the page (checked, unchecked, Loan Now), the agreement modal that
// popAgreementUrl opens, the promo popup, the rupee market, loading, a failed load and a refused product. The
// 'Point out' popup follows a back press on iOS only, which the served borrower's Android session never shows: it
// has its story in loan-confirm-view.stories.tsx.

/** Loan Now's answer: the new order's Loan details page (an order under review, as the push leaves it). */
const newOrder = loanDetails.orders.find((order) => order.key === 'under-review')!;
const loanDetailsUrl = `/app${routes.loanDetailUrl.path}?${new URLSearchParams({ productId: product.productId, orderId: newOrder.orderId }).toString()}`;

/** The agreement page popAgreementUrl names (the app's Loan terms route), as its prerendered HTML has its text. */
function agreementPageHtml(): string {
  const escape = (text: unknown) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const { nodes } = loanTerms.descriptor as LegalDescriptor;
  const heading = nodes.find((node): node is HeadingNode => node.node === 'heading')!;
  const sections = nodes.flatMap((node) => (node.node === 'richText' ? (node.sections as RichTextSection[]) : []));
  const body = sections.map(
    (section) =>
      `${section.heading ? `<h2>${escape(section.heading)}</h2>` : ''}${section.blocks
        .map((block) => ('paragraph' in block ? `<p>${escape(block.paragraph)}</p>` : `<ul>${block.list.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`))
        .join('')}`,
  );
  return `<!doctype html><html><body><div id="root"><h1>${escape(heading.text)}</h1>${body.join('')}</div></body></html>`;
}
const agreementHeading = (loanTerms.descriptor as LegalDescriptor).nodes.find((node): node is HeadingNode => node.node === 'heading')!.text as string;
const agreementPage: Answer = () => new Response(agreementPageHtml(), { headers: { 'content-type': 'text/html' } });

// ---- The pages, served ----

const productQuery = `productId=${product.productId}`;

/** Version 3 (confirmNewUrl): its terms answered with `terms` (the page alone by default), the agreements, the push. */
function served(terms: Answer = success(confirmTerms(false)), query = productQuery, page: Answer = agreementPage) {
  return {
    route: 'confirmNewUrl' as const,
    query,
    serve: (api: FakeApi) =>
      void api
        .answer(loanDetailConfirmCall, terms)
        .answer(contractCall, success({ data: agreements }))
        .answer(loanDetailPushCall, success({ lendDetailsUrl: loanDetailsUrl }))
        .answerPages(page),
  };
}

/** The older variant (confirmUrl): its terms answered with `terms` (the page alone by default), the agreements, the push. */
function servedClassic(terms: Answer = success(classicTerms(false))) {
  return {
    route: 'confirmUrl' as const,
    query: productQuery,
    serve: (api: FakeApi) =>
      void api
        .answer(classicLoanConfirmCall, terms)
        .answer(classicAgreementListCall, success({ agreements }))
        .answer(classicLoanPushCall, success({ orderDetailsUrl: loanDetailsUrl })),
  };
}

const meta = {
  title: 'Screens/Loan confirmation',
  component: ServedRoute,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { ...served(), ...servedSpies() },
} satisfies Meta<typeof ServedRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

// Dialogs render into the page body, outside the story's canvas.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The page's terms drawn, the agreements accepted. */
const loaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('checkbox')).toBeChecked();
  await expect(canvas.getAllByText(product.name).length).toBeGreaterThan(0);
  return canvas;
};

/** Loan Now took the loan: the push sent on the terms, and the page replaced by the new order's Loan details. */
const tookLoan = async (args: Story['args'] & object, push: { path: string }, body: Record<string, string>) => {
  await waitFor(() => expect(args.replace).toHaveBeenCalledOnce());
  const url = new URL(String((args.replace as unknown as { mock: { calls: unknown[][] } }).mock.calls[0]![0]));
  await expect(url.pathname).toBe(`/app${routes.loanDetailUrl.path}`);
  await expect(Object.fromEntries(url.searchParams)).toMatchObject({ productId: product.productId, orderId: newOrder.orderId, from: 'confirm' });
  await expect(args.sent).toHaveBeenCalledWith(expect.objectContaining({ path: push.path, body: expect.objectContaining(body) }));
  await expect(args.assign).not.toHaveBeenCalled();
};

/** The server's detail rows, each label with its value (a date may also be in the plan). */
const showsRows = async (canvas: ReturnType<typeof within>) => {
  for (const row of rows) {
    await expect(canvas.getByText(row.label)).toBeInTheDocument();
    await expect(canvas.getAllByText(row.value).length).toBeGreaterThan(0);
  }
};

const uncheck: Story['play'] = async ({ canvasElement, userEvent, args }) => {
  const canvas = await loaded(canvasElement);
  await userEvent.click(canvas.getByRole('checkbox'));
  await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  const submit = canvas.getAllByRole('button').at(-1)!;
  await expect(submit).toBeDisabled();
  await userEvent.click(submit);
  await expect(args.sent).not.toHaveBeenCalledWith(expect.objectContaining({ path: loanDetailPushCall.path }));
  await expect(args.sent).not.toHaveBeenCalledWith(expect.objectContaining({ path: classicLoanPushCall.path }));
};

/** The terms as the server gave them, the agreements accepted, and Loan Now taking the loan to Loan details. */
export const Checked: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = await loaded(canvasElement);
    await showsRows(canvas);
    await expect(canvas.getByText(rateText)).toBeInTheDocument();
    for (const agreement of agreements) await expect(canvas.getAllByText(agreement.title, { exact: false }).length).toBeGreaterThan(0);
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getAllByRole('button').at(-1)!);
    await tookLoan(args, loanDetailPushCall, { productId: product.productId, amount: product.amount, periods: String(product.periods), termUnit: String(product.termUnit) });
  },
};
export const Unchecked: Story = { play: uncheck };
/** popAgreementUrl set: the agreement page's text in a modal as the page opens; Agree dismisses it and the page stays. */
export const AgreementModal: Story = {
  args: served(success(confirmTerms())),
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: message('loanConfirm.agreement.title') });
    await expect(await within(dialog).findByText(agreementHeading)).toBeInTheDocument();
    await expect(args.sent).toHaveBeenCalledWith(expect.objectContaining({ path: corpus.agreementPage }));
    await userEvent.click(within(dialog).getByRole('button', { name: message('loanConfirm.agree') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await loaded(canvasElement);
    await expect(args.bridge.closeWebview).not.toHaveBeenCalled();
  },
};
/** The agreement page cannot be fetched: the modal says so; Cancel closes the web view. */
export const AgreementPageFailed: Story = {
  args: served(success(confirmTerms()), productQuery, networkError),
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: message('loanConfirm.agreement.title') });
    await expect(await within(dialog).findByText(message('loanConfirm.agreement.failed'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: message('common.cancel') }));
    await expect(args.bridge.closeWebview).toHaveBeenCalledOnce();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
/** The rupee market (system=1): the server restates its texts with the rupee's sign, and the page formats its own amounts so. */
export const RupeeMarket: Story = {
  args: served(success(restateMoneyDeep(confirmTerms(false), true)), `${productQuery}&system=1`),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getAllByText(formatMoney(product.amount, true)).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(formatMoney(plan[0]!.amount, true))).toHaveLength(product.periods);
    await expect(canvasElement).not.toHaveTextContent('₱');
  },
};

/** While the terms load: the page's heading at once (it reads no data), a skeleton for the rest, no checkbox yet. */
const loadingPlay =
  (screen: { nodes: ReadonlyArray<{ node: string; text?: unknown }> }): Story['play'] =>
  async (context) => {
    const heading = screen.nodes.find((node) => node.node === 'heading');
    await expect(await within(context.canvasElement).findByRole('heading', { level: 1 })).toHaveTextContent(String(heading?.text));
    await showsLoading(context);
    await expect(within(context.canvasElement).queryByRole('checkbox')).toBeNull();
  };

export const Loading: Story = { args: served(noAnswer), play: loadingPlay(descriptor) };
/** The load fails, Try again asks again, and the terms show. */
export const LoadFailed: Story = {
  args: { serve: (api) => void served().serve(api.answerOnce(loanDetailConfirmCall, networkError)) },
  play: async (context) => {
    await retriesAfterFailure(context);
    await loaded(context.canvasElement);
  },
};
/** The product is not offered to the borrower: the server's words, with Try again. */
export const ProductRefused: Story = {
  args: served(refusal('PRODUCT_NOT_FOUND', message('loanConfirm.server.productNotFound'))),
  play: (context) => retriesAfterFailure(context, message('loanConfirm.server.productNotFound')),
};

export const ClassicChecked: Story = {
  args: servedClassic(),
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = await loaded(canvasElement);
    await showsRows(canvas);
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    const button = canvas.getByRole('button', { name: product.buttonText });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await tookLoan(args, classicLoanPushCall, { productId: product.productId, loanAmount: product.amount, periods: String(product.periods), daysPerPeriod: String(product.termUnit) });
  },
};
export const ClassicUnchecked: Story = { args: servedClassic(), play: uncheck };
/** promoPopup.show 1: the popup opens with the page, its picture and text; its close icon dismisses it for good. */
export const ClassicPromoPopup: Story = {
  args: servedClassic(success(classicTerms())),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: message('loanConfirm.promo.title') });
    await expect(await within(dialog).findByText(product.promoPopup.text)).toBeInTheDocument();
    await expect(dialog.querySelector('img')?.getAttribute('src')).toBe(product.promoPopup.imageUrl);
    await userEvent.click(within(dialog).getByRole('button', { name: message('loanConfirm.promo.close') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await loaded(canvasElement);
  },
};
export const ClassicLoading: Story = { args: servedClassic(noAnswer), play: loadingPlay(classicDescriptor) };
export const ClassicLoadFailed: Story = {
  args: { ...servedClassic(), serve: (api) => void servedClassic().serve(api.answerOnce(classicLoanConfirmCall, networkError)) },
  play: async (context) => {
    await retriesAfterFailure(context);
    await loaded(context.canvasElement);
  },
};
