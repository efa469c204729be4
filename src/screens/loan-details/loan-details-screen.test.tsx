import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import catalog from '../../../schemas/messages/en.json';
import corpus from '../../../schemas/fixtures/loan-details.json';
import descriptor from '../../../schemas/screens/loan-details.json';
import routeTable from '../../../schemas/routes.json';
import { eventSaveCall } from '../../../generated/calls/service/event-save.ts';
import { googleScoreCall } from '../../../generated/calls/loan-details/google-score.ts';
import { loanDetailsCall } from '../../../generated/calls/loan-details/loan-details.ts';
import { borrower as maria, networkError, refusal, screenHarness, sessionQuery, success, user, type Answer } from '../screen-harness.tsx';
import LoanDetailsScreen from './loan-details-screen.tsx';

type Order = (typeof corpus.orders)[number];
const orderOf = (key: string): Order => corpus.orders.find((o) => o.key === key)!;

const page = screenHarness();

/** Answers loan-details with `details`, the small calls with success; `overrides` answer in their place. */
function serve(details: unknown, overrides: { loanDetails?: Answer; eventSave?: Answer } = {}) {
  page.api
    .answer(loanDetailsCall, overrides.loanDetails ?? success(details))
    .answer(googleScoreCall, success(null))
    .answer(eventSaveCall, overrides.eventSave ?? success(null));
}

function renderScreen(order: Pick<Order, 'productId' | 'orderId'>, extraQuery = '') {
  return page.open(<LoanDetailsScreen />, { route: 'loanDetailUrl', query: `productId=${order.productId}&orderId=${order.orderId}${extraQuery}` });
}

const hrefOf = (mock: typeof page.assign) => new URL(String(mock.mock.calls[0]?.[0]), 'http://app.test');

describe('Loan details', () => {
  it('asks for the order of the query and draws status, notice, rows and telephone through the descriptor', async () => {
    const order = orderOf('due-soon');
    serve(order.response);
    renderScreen(order);
    expect(await screen.findByRole('heading', { name: order.response.noticeStatusText })).toBeInTheDocument();
    expect(document.title).toBe(descriptor.title);
    expect(document.querySelector('[data-status-image]')?.getAttribute('data-status-image')).toBe('status-174');
    expect(screen.getByText(order.response.noticeDesText)).toBeInTheDocument();
    for (const row of order.response.userOrderDetail.detail) expect(screen.getByText(row.text)).toBeInTheDocument();
    expect(screen.getByText(order.response.telephone!)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: catalog['loanDetails.action.repayment'] })).toBeInTheDocument();

    const [request] = page.api.sentTo(loanDetailsCall);
    expect(request!.query.sessionId).toBe(maria.session.sessionId);
    expect(request!.body).toEqual({ productId: order.productId, orderId: order.orderId });
  });

  it('falls back to the configured telephone when the order has none', async () => {
    const order = orderOf('overdue');
    expect(order.response).not.toHaveProperty('telephone');
    serve(order.response);
    renderScreen(order);
    const fallback = (descriptor.nodes[2] as { rows: { value: { fallback: string } }[] }).rows[0]!.value.fallback;
    expect(await screen.findByText(fallback)).toBeInTheDocument();
  });

  it('does not show the recommended products', async () => {
    const order = orderOf('not-approved');
    expect(order.response.recProducts?.length).toBeGreaterThan(0);
    serve(order.response);
    renderScreen(order);
    await screen.findByRole('heading', { name: order.response.noticeStatusText });
    for (const product of order.response.recProducts ?? []) expect(screen.queryByText(product.name)).not.toBeInTheDocument();
  });

  it('Borrow Again records event 30/0 for the product, then opens product detail with the session query', async () => {
    const order = orderOf('repaid');
    serve({ ...order.response, isScore: 0 });
    renderScreen(order);
    await user().click(await screen.findByRole('button', { name: catalog['loanDetails.action.borrowAgain'] }));
    await waitFor(() => expect(page.assign).toHaveBeenCalledTimes(1));
    const [event] = page.api.sentTo(eventSaveCall);
    expect(event?.body).toEqual({ productId: order.productId, moduleId: '30', positionId: '0' });
    // The same event reaches the native app's analytics through the spec's confirmBurialPoint.
    expect(page.bridge.confirmBurialPoint).toHaveBeenCalledWith({ productId: order.productId, moduleId: '30', positionId: '0' });
    const href = hrefOf(page.assign);
    expect(href.pathname).toBe(`${routeTable.basePath}${routeTable.routes.productDetail.path}`);
    expect(href.searchParams.get('productId')).toBe(order.productId);
    expect(href.searchParams.get('sessionId')).toBe(maria.session.sessionId);
  });

  it('Borrow Again still leads on when the event call fails', async () => {
    const order = orderOf('repaid');
    serve({ ...order.response, isScore: 0 }, { eventSave: refusal('99', 'down') });
    renderScreen(order);
    await user().click(await screen.findByRole('button', { name: catalog['loanDetails.action.borrowAgain'] }));
    await waitFor(() => expect(page.assign).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('down')).not.toBeInTheDocument();
  });

  it.each([
    ['REPAY', 'repayUrl'],
    ['Rollover Repayment', 'repayDelayUrl'],
  ] as const)('%s sets the showBankTip flag and opens %s for this order, keeping the session query', async (label, route) => {
    const order = orderOf('due-soon-rollover');
    serve({ ...order.response, KindTipsMsg: '' });
    renderScreen(order, '&system=1');
    expect(await screen.findByText(catalog['loanDetails.hint.shortOfMoney'])).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: label }));
    await waitFor(() => expect(page.assign).toHaveBeenCalledTimes(1));
    const href = hrefOf(page.assign);
    expect(href.pathname).toBe(`${routeTable.basePath}${routeTable.routes[route].path}`);
    expect(Object.fromEntries(href.searchParams)).toEqual({ ...maria.session, system: '1', productId: order.productId, orderId: order.orderId });
    expect(sessionStorage.getItem('showBankTip')).toBe('1');
    expect(page.api.sentTo(eventSaveCall)).toHaveLength(0);
  });

  it('shows the kind-tips dialog, and not once repay or rollover was opened in this session', async () => {
    const order = orderOf('due-soon-rollover');
    serve(order.response);
    const first = renderScreen(order);
    const dialog = await screen.findByRole('dialog', { name: catalog['loanDetails.kindTips.title'] });
    expect(within(dialog).getByText(order.response.KindTipsMsg!)).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: catalog['loanDetails.kindTips.ok'] }));
    await waitFor(() => expect(screen.queryByText(order.response.KindTipsMsg!)).not.toBeInTheDocument());
    await user().click(screen.getByRole('button', { name: 'REPAY' }));
    first.unmount();

    renderScreen(order);
    await screen.findByRole('heading', { name: order.response.noticeStatusText });
    // The lazily loaded dialog module would have had time to appear.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(order.response.KindTipsMsg!)).not.toBeInTheDocument();
  });

  it('shows the card dialog, whose confirm opens bind bank with source=loanDetail', async () => {
    const order = orderOf('disbursing');
    serve(order.response);
    renderScreen(order);
    const dialog = await screen.findByRole('dialog', { name: order.response.cardPopTitle! });
    expect(within(dialog).getByText(order.response.cardPopTitle!)).toBeInTheDocument();
    expect(within(dialog).getByText(order.response.cardPopMsg!)).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: catalog['loanDetails.card.confirm'] }));
    const href = hrefOf(page.assign);
    expect(href.pathname).toBe(`${routeTable.basePath}${(routeTable.routes as Record<string, { path: string }>).bindBank?.path}`);
    expect(href.searchParams.get('source')).toBe('loanDetail');
    expect(href.searchParams.get('orderId')).toBe(order.orderId);
    expect(href.searchParams.get('sessionId')).toBe(maria.session.sessionId);
  });

  it('the rating prompt refuses Submit without a star, in English, and Cancel closes it without a call', async () => {
    const order = orderOf('repaid');
    serve(order.response);
    renderScreen(order);
    const dialog = await screen.findByRole('dialog', { name: catalog['loanDetails.rating.title'] });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
    await user().click(within(dialog).getByRole('button', { name: catalog['loanDetails.rating.submit'] }));
    expect(await screen.findByText(catalog['loanDetails.rating.noStar'])).toBeInTheDocument();
    expect(page.api.sentTo(googleScoreCall)).toHaveLength(0);
    await user().click(within(dialog).getByRole('button', { name: catalog['common.cancel'] }));
    await waitFor(() => expect(screen.queryByText(catalog['loanDetails.rating.title'])).not.toBeInTheDocument());
    expect(page.api.sentTo(googleScoreCall)).toHaveLength(0);
    expect(page.bridge.openNativeRating).not.toHaveBeenCalled();
  });

  it('replaces the page with an allowed playeduL and shows nothing else meanwhile', async () => {
    const order = orderOf('not-approved');
    const target = `${window.location.origin}/app/joint-login-failure?${sessionQuery}`;
    serve({ ...order.response, playeduL: target, cardNeedPop: 1, cardPopTitle: 'T', cardPopMsg: 'M' });
    renderScreen(order);
    await waitFor(() => expect(page.replace).toHaveBeenCalledWith(target));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: order.response.noticeStatusText })).not.toBeInTheDocument();
  });

  it('refuses a javascript: playeduL with a message, and shows the page instead', async () => {
    const order = orderOf('unknown-status');
    serve(order.response);
    renderScreen(order);
    expect(await screen.findByRole('alert')).toHaveTextContent(catalog['url.refused']);
    expect(screen.getByRole('heading', { name: order.response.noticeStatusText })).toBeInTheDocument();
    expect(page.replace).not.toHaveBeenCalled();
    expect(page.assign).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a foreign order in the error state, with Try again", async () => {
    serve(null, { loanDetails: refusal('ORDER_NOT_FOUND', catalog['loanDetails.orderNotFound']) });
    renderScreen({ productId: '101', orderId: 'CP0000000001' });
    expect(await screen.findByRole('alert')).toHaveTextContent(catalog['loanDetails.orderNotFound']);
    expect(screen.getByRole('button', { name: catalog['common.retry'] })).toBeInTheDocument();
    expect(document.querySelector('[data-status-image]')).toBeNull();
  });

  it('retries a failed load', async () => {
    const order = orderOf('under-review');
    page.api.answerOnce(loanDetailsCall, networkError);
    renderScreen(order);
    expect(await screen.findByRole('alert')).toHaveTextContent(catalog['error.network']);
    serve(order.response);
    await user().click(screen.getByRole('button', { name: catalog['common.retry'] }));
    expect(await screen.findByRole('heading', { name: order.response.noticeStatusText })).toBeInTheDocument();
  });

  it('says so, rather than drawing nothing, when the query lacks the order', async () => {
    page.open(<LoanDetailsScreen />, { route: 'loanDetailUrl' });
    expect(screen.getByRole('alert')).toHaveTextContent(catalog['loanDetails.orderNotFound']);
    // Only the screen's published descriptor is asked for (src/ui/published-screen.tsx), never an order.
    const asked = page.api.requests.map((request) => request.path);
    expect(asked.filter((path) => !path.endsWith('/publishing/published-version'))).toEqual([]);
  });

  it('Back to home opens the home route with the session query', async () => {
    const order = orderOf('under-review');
    serve(order.response);
    renderScreen(order);
    await user().click(await screen.findByRole('button', { name: catalog['loanDetails.action.home'] }));
    const href = hrefOf(page.assign);
    expect(href.pathname).toBe(`${routeTable.basePath}${routeTable.routes.main.path}`);
    expect(Object.fromEntries(href.searchParams)).toEqual(maria.session);
  });
});
