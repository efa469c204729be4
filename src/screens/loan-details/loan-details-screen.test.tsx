import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import catalog from '../../../schemas/messages/en.json';
import demo from '../../../schemas/fixtures/demo.json';
import corpus from '../../../schemas/fixtures/loan-details.json';
import descriptor from '../../../schemas/screens/loan-details.json';
import routeTable from '../../../schemas/routes.json';
import { LoadCacheProvider } from '../../platform/use-load.ts';
import { readSession } from '../../platform/session.ts';
import { SessionContext } from '../../platform/session-context.ts';
import { BridgeContext } from '../../bridge/bridge-context.ts';
import type { Bridge } from '../../bridge/bridge.ts';
import { pageLocation } from '../../platform/navigation.ts';
import LoanDetailsScreen from './loan-details-screen.tsx';

const maria = demo.borrowers[0]!;
const sessionSearch = new URLSearchParams(maria.session).toString();
type Order = (typeof corpus.orders)[number];
const orderOf = (key: string): Order => corpus.orders.find((o) => o.key === key)!;

// The api client reads the session from the page URL once, as the native app opens it.
beforeAll(() => window.history.replaceState(null, '', `/app/loan-details?${sessionSearch}`));

const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const bridge: Bridge = { closeWebview: vi.fn(), confirmBurialPoint: vi.fn(), openNativeRating: vi.fn(), endBankBinding: vi.fn() };
let assign: ReturnType<typeof vi.spyOn>;
let replace: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  assign = vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
  replace = vi.spyOn(pageLocation, 'replace').mockImplementation(() => {});
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Answers each call by path: loan-details with `details`, the small calls with success. */
function serve(details: unknown, overrides: Record<string, unknown> = {}) {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), window.location.href).pathname;
    if (path in overrides) return answer(overrides[path]);
    if (path === '/diving/v3/loan-details/loan-details') return answer({ code: 0, message: 'success', data: details });
    if (path === '/diving/v3/loan-details/google-score') return answer({ code: 0, message: 'success', data: null });
    if (path === '/diving/service/event/save') return answer({ code: '00', message: 'success', data: null });
    throw new Error(`unexpected call ${path}`);
  });
}

function renderScreen(order: Pick<Order, 'productId' | 'orderId'>, extraQuery = '') {
  const session = readSession(`?${sessionSearch}&productId=${order.productId}&orderId=${order.orderId}${extraQuery}`);
  return render(
    <SessionContext value={session}>
      <BridgeContext value={bridge}>
        <LoadCacheProvider>
          <LoanDetailsScreen />
        </LoadCacheProvider>
      </BridgeContext>
    </SessionContext>,
  );
}

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const callsTo = (path: string) => fetchMock.mock.calls.filter(([input]) => new URL(String(input), window.location.href).pathname === path);
const hrefOf = (mock: ReturnType<typeof vi.spyOn>) => new URL(String(mock.mock.calls[0]?.[0]), 'http://app.test');

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

    const [input, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(input), window.location.href).searchParams.get('sessionId')).toBe(maria.session.sessionId);
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({ productId: order.productId, orderId: order.orderId });
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
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const [event] = callsTo('/diving/service/event/save');
    expect(Object.fromEntries(new URLSearchParams(String(event?.[1]?.body)))).toEqual({ productId: order.productId, moduleId: '30', positionId: '0' });
    // The same event reaches the native app's analytics through the spec's confirmBurialPoint.
    expect(bridge.confirmBurialPoint).toHaveBeenCalledWith({ productId: order.productId, moduleId: '30', positionId: '0' });
    const href = hrefOf(assign);
    expect(href.pathname).toBe(`${routeTable.basePath}${routeTable.routes.productDetail.path}`);
    expect(href.searchParams.get('productId')).toBe(order.productId);
    expect(href.searchParams.get('sessionId')).toBe(maria.session.sessionId);
  });

  it('Borrow Again still leads on when the event call fails', async () => {
    const order = orderOf('repaid');
    serve({ ...order.response, isScore: 0 }, { '/diving/service/event/save': { code: '99', message: 'down' } });
    renderScreen(order);
    await user().click(await screen.findByRole('button', { name: catalog['loanDetails.action.borrowAgain'] }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
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
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const href = hrefOf(assign);
    expect(href.pathname).toBe(`${routeTable.basePath}${routeTable.routes[route].path}`);
    expect(Object.fromEntries(href.searchParams)).toEqual({ ...maria.session, system: '1', productId: order.productId, orderId: order.orderId });
    expect(sessionStorage.getItem('showBankTip')).toBe('1');
    expect(callsTo('/diving/service/event/save')).toHaveLength(0);
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
    const href = hrefOf(assign);
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
    expect(callsTo('/diving/v3/loan-details/google-score')).toHaveLength(0);
    await user().click(within(dialog).getByRole('button', { name: catalog['common.cancel'] }));
    await waitFor(() => expect(screen.queryByText(catalog['loanDetails.rating.title'])).not.toBeInTheDocument());
    expect(callsTo('/diving/v3/loan-details/google-score')).toHaveLength(0);
    expect(bridge.openNativeRating).not.toHaveBeenCalled();
  });

  it('replaces the page with an allowed playeduL and shows nothing else meanwhile', async () => {
    const order = orderOf('not-approved');
    const target = `${window.location.origin}/app/joint-login-failure?${sessionSearch}`;
    serve({ ...order.response, playeduL: target, cardNeedPop: 1, cardPopTitle: 'T', cardPopMsg: 'M' });
    renderScreen(order);
    await waitFor(() => expect(replace).toHaveBeenCalledWith(target));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: order.response.noticeStatusText })).not.toBeInTheDocument();
  });

  it('refuses a javascript: playeduL with a message, and shows the page instead', async () => {
    const order = orderOf('unknown-status');
    serve(order.response);
    renderScreen(order);
    expect(await screen.findByRole('alert')).toHaveTextContent(catalog['url.refused']);
    expect(screen.getByRole('heading', { name: order.response.noticeStatusText })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a foreign order in the error state, with Try again", async () => {
    serve(null, { '/diving/v3/loan-details/loan-details': { code: 'ORDER_NOT_FOUND', message: catalog['loanDetails.orderNotFound'] } });
    renderScreen({ productId: '101', orderId: 'CP0000000001' });
    expect(await screen.findByRole('alert')).toHaveTextContent(catalog['loanDetails.orderNotFound']);
    expect(screen.getByRole('button', { name: catalog['common.retry'] })).toBeInTheDocument();
    expect(document.querySelector('[data-status-image]')).toBeNull();
  });

  it('retries a failed load', async () => {
    const order = orderOf('under-review');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderScreen(order);
    expect(await screen.findByRole('alert')).toHaveTextContent(catalog['error.network']);
    serve(order.response);
    await user().click(screen.getByRole('button', { name: catalog['common.retry'] }));
    expect(await screen.findByRole('heading', { name: order.response.noticeStatusText })).toBeInTheDocument();
  });

  it('says so, rather than drawing nothing, when the query lacks the order', async () => {
    render(
      <SessionContext value={readSession(`?${sessionSearch}`)}>
        <LoanDetailsScreen />
      </SessionContext>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(catalog['loanDetails.orderNotFound']);
    // Only the screen's published descriptor is asked for (src/ui/published-screen.tsx), never an order.
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), window.location.href).pathname);
    expect(asked.filter((path) => !path.endsWith('/publishing/published-version'))).toEqual([]);
  });

  it('Back to home opens the home route with the session query', async () => {
    const order = orderOf('under-review');
    serve(order.response);
    renderScreen(order);
    await user().click(await screen.findByRole('button', { name: catalog['loanDetails.action.home'] }));
    const href = hrefOf(assign);
    expect(href.pathname).toBe(`${routeTable.basePath}${routeTable.routes.main.path}`);
    expect(Object.fromEntries(href.searchParams)).toEqual(maria.session);
  });
});
