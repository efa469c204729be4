import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import catalog from '../../../schemas/messages/en.json';
import corpus from '../../../schemas/fixtures/repayment.json';
import routeTable from '../../../schemas/routes.json';
import { rolloverInfoCall } from '../../../generated/calls/repayment/rollover-info.ts';
import { loanPlayDetailCall } from '../../../generated/calls/repayment/loan-play-detail.ts';
import { generateVcodeCall } from '../../../generated/calls/loan-details/generate-vcode.ts';
import { readSavedRepayment } from '../../platform/saved-repayment.ts';
import { borrower as maria, held, networkError, refusal, reply, screenHarness, success, user, type Answer, type SentRequest } from '../screen-harness.tsx';
import RepaymentOfPeriodScreen from './repayment-of-period-screen.tsx';
import RepaymentOfDelayScreen from './repayment-of-delay-screen.tsx';

// What both repayment screens share, each run on Repayment of period (loan-play-detail) and Repayment of delay
// (rollover-info): the tip image, the default-code tile, the channel popup, 'Payment' through the URL policy, one
// request for many taps, and the failed load with its retry. Drawn as the app draws them, with the server answering
// from schemas/fixtures/repayment.json.

type Order = (typeof corpus.orders)[number];
const orderOf = (key: string): Order => corpus.orders.find((o) => o.key === key)!;

const page = screenHarness();

const calls = {
  period: loanPlayDetailCall,
  delay: rolloverInfoCall,
  pay: generateVcodeCall,
} as const;

const payUrl = 'https://pay.cashpeso.ph/checkout?attempt=42';

type Kind = 'period' | 'delay';
type Info = Record<string, unknown>;

/** The order's answer for this screen: loan-play-detail, or rollover-info for the extension. */
function infoOf(kind: Kind, order: Order): Info {
  const info = kind === 'period' ? order.loanPlayDetail : (order as { rolloverInfo?: Info }).rolloverInfo;
  if (!info) throw new Error(`order ${order.key} has no ${kind} answer`);
  return structuredClone(info) as Info;
}

/** Answers the screen's load with `info` and generate-vcode with `pay` (a payUrl by default). */
function serve(kind: Kind, info: Info, pay: Answer = success({ payUrl })) {
  page.api.answer(calls[kind], success(info)).answer(calls.pay, pay);
}

function renderScreen(kind: Kind, order: Pick<Order, 'productId' | 'orderId'>, extraQuery = '') {
  const Screen = kind === 'period' ? RepaymentOfPeriodScreen : RepaymentOfDelayScreen;
  return page.open(<Screen />, { route: kind === 'period' ? 'repayUrl' : 'repayDelayUrl', query: `productId=${order.productId}&orderId=${order.orderId}${extraQuery}` });
}

/**
 * Opens the screen of `kind` on the fixtures' order `key`, its load answered as the fixtures have it and generate-vcode
 * with `pay` (a payUrl by default); the order and the info served.
 */
function openOrder(kind: Kind, key: string, { pay, query = '' }: { pay?: Answer; query?: string } = {}) {
  const order = orderOf(key);
  const info = infoOf(kind, order);
  serve(kind, info, pay);
  renderScreen(kind, order, query);
  return { order, info };
}

const callsTo = (kind: keyof typeof calls) => page.api.sentTo(calls[kind]);
const bodyOf = (request: SentRequest | undefined) => request?.body;
const hrefOf = (call = 0) => new URL(String(page.assign.mock.calls[call]?.[0]), 'http://app.test');
const appPath = (route: keyof typeof routeTable.routes) => `${routeTable.basePath}${routeTable.routes[route].path}`;

const tipName = 'How to repay with GCash, Paymaya or at a store';
/** The first heading the loaded page draws: the amount, always there once the data came. */
const loaded = async () => screen.findByRole('heading', { level: 2 });

async function openChannels() {
  await user().click(await screen.findByRole('button', { name: 'Payment Method' }));
  return screen.findByRole('dialog', { name: 'Payment Method' });
}

// Both screens, each with an order that has a default code and one that shows the tip.
const screens = [
  { kind: 'period' as const, withCode: 'awaiting-repayment', withTip: 'awaiting-repayment', withoutTip: 'due-soon-rollover', isDelay: '0' },
  { kind: 'delay' as const, withCode: 'due-soon-rollover', withTip: 'due-soon-rollover', withoutTip: 'overdue', isDelay: '1' },
];

describe.each(screens)('Repayment of $kind', ({ kind, withCode, withTip, withoutTip, isDelay }) => {
  it('asks for the order of the query with the session', async () => {
    const { order } = openOrder(kind, withCode);
    await loaded();
    const [call] = callsTo(kind);
    expect(call?.query.sessionId).toBe(maria.session.sessionId);
    expect(bodyOf(call)).toEqual({ productId: order.productId, orderId: order.orderId });
  });

  it('shows the tip image, which leads to the provider guidance, when isShowReyTop is 1', async () => {
    const { info } = openOrder(kind, withTip);
    expect(info.isShowReyTop).toBe(1);
    await user().click(await screen.findByRole('button', { name: tipName }));
    expect(page.assign).toHaveBeenCalledTimes(1);
    expect(hrefOf().pathname).toBe(appPath('DRInstructions'));
    expect(hrefOf().searchParams.get('sessionId')).toBe(maria.session.sessionId);
  });

  it('hides the tip image when isShowReyTop is 0', async () => {
    const { info } = openOrder(kind, withoutTip);
    expect(info.isShowReyTop).toBe(0);
    await loaded();
    expect(screen.queryByRole('button', { name: tipName })).not.toBeInTheDocument();
    expect(screen.queryByAltText(tipName)).not.toBeInTheDocument();
  });

  it('the default-code tile shows the code, saves the repayment info and opens /repaymentOfCode2', async () => {
    const { info } = openOrder(kind, withCode);
    const code = info.defDetail as { payCode: string; title: string };
    const tile = await screen.findByRole('button', { name: new RegExp(`${code.title}.*${code.payCode}`) });
    expect(screen.getByRole('button', { name: `Copy ${code.payCode}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scan to pay' })).toBeInTheDocument();
    await user().click(tile);
    await waitFor(() => expect(page.assign).toHaveBeenCalledTimes(1));
    expect(hrefOf().pathname).toBe(appPath('repaymentOfCode2'));
    expect(hrefOf().searchParams.get('sessionId')).toBe(maria.session.sessionId);
    const saved = readSavedRepayment();
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect(saved.info).toMatchObject({ payCode: code.payCode, title: code.title, repayAmount: info.repayAmount });
    if (kind === 'delay') expect(saved.info.delayAmount).toBe((info.delayInfo as { delayAmount: string }).delayAmount);
    else expect(saved.info).not.toHaveProperty('delayAmount');
  });

  it('has no default-code tile (nor barcode) when defDetail has no payCode', async () => {
    const order = orderOf(withCode);
    const info = infoOf(kind, order);
    delete info.defDetail;
    serve(kind, info);
    renderScreen(kind, order);
    await loaded();
    expect(screen.queryByRole('button', { name: /^Copy / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scan to pay' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payment Method' })).toBeInTheDocument();
  });

  it('the scan-to-pay modal shows the code as a barcode and closes', async () => {
    const { info } = openOrder(kind, withCode);
    const { payCode } = info.defDetail as { payCode: string };
    await user().click(await screen.findByRole('button', { name: 'Scan to pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan to pay' });
    expect(within(dialog).getByText('Show this barcode to the cashier to pay with your repayment code.')).toBeInTheDocument();
    expect(within(dialog).getAllByText(payCode).length).toBeGreaterThan(0);
    await user().click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Scan to pay' })).not.toBeInTheDocument());
  });

  it("'Payment Method' opens the channels with the first chosen; choosing another moves the check", async () => {
    const { info } = openOrder(kind, withCode);
    const channels = info.repayList as Array<{ name: string; channel_number: string }>;
    const dialog = await openChannels();
    expect(within(dialog).getByText('Please select your repayment method for payment')).toBeInTheDocument();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual(channels.map((channel) => channel.name));
    expect(within(dialog).getByRole('radio', { name: channels[0]!.name })).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).getByRole('radio', { name: channels[1]!.name })).toHaveAttribute('aria-checked', 'false');
    // The check mark is drawn in the chosen row only.
    expect(within(dialog).getByRole('radio', { name: channels[0]!.name }).querySelector('svg')).not.toBeNull();

    await user().click(within(dialog).getByRole('radio', { name: channels[1]!.name }));
    expect(within(dialog).getByRole('radio', { name: channels[1]!.name })).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).getByRole('radio', { name: channels[0]!.name })).toHaveAttribute('aria-checked', 'false');
    expect(within(dialog).getByRole('radio', { name: channels[0]!.name }).querySelector('svg')).toBeNull();
    expect(within(dialog).getByRole('radio', { name: channels[1]!.name }).querySelector('svg')).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Payment' })).toBeInTheDocument();
  });

  it(`'Payment' sends generate-vcode with isDelay '${isDelay}', the chosen channel and the amount, then opens payUrl`, async () => {
    const { order, info } = openOrder(kind, withCode);
    const channels = info.repayList as Array<{ name: string; channel_number: string }>;
    const dialog = await openChannels();
    await user().click(within(dialog).getByRole('radio', { name: channels[2]!.name }));
    await user().click(within(dialog).getByRole('button', { name: 'Payment' }));
    await waitFor(() => expect(page.assign).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(page.assign).toHaveBeenCalledWith(payUrl);
    const calls = callsTo('pay');
    expect(calls).toHaveLength(1);
    const amount = kind === 'delay' ? (info.delayInfo as { delayAmount: string }).delayAmount : info.repayAmount;
    expect(bodyOf(calls[0])).toEqual({
      productId: order.productId,
      orderId: order.orderId,
      amount,
      isDelay,
      channelNumber: channels[2]!.channel_number,
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown as string,
    });
  });

  it.each([
    ['a javascript: payUrl', 'javascript:alert(document.cookie)'],
    ['a payUrl on a foreign host', 'https://evil.example/pay?attempt=42'],
    ['a payUrl that looks like ours', 'https://pay.cashpeso.ph.evil.example/pay'],
  ])('%s shows the URL policy message and goes nowhere', async (_label, refused) => {
    openOrder(kind, withCode, { pay: success({ payUrl: refused }) });
    const dialog = await openChannels();
    await user().click(within(dialog).getByRole('button', { name: 'Payment' }));
    expect(await screen.findByText(catalog['url.refused'], {}, { timeout: 5000 })).toBeInTheDocument();
    expect(callsTo('pay')).toHaveLength(1);
    expect(page.assign).not.toHaveBeenCalled();
  });

  it('ten rapid taps on Payment send one request, and the button is busy meanwhile', async () => {
    const payment = held();
    openOrder(kind, withCode, { pay: payment.answer });
    const dialog = await openChannels();
    const pay = within(dialog).getByRole('button', { name: 'Payment' });
    for (let tap = 0; tap < 10; tap += 1) fireEvent.click(pay);
    await waitFor(() => expect(callsTo('pay')).toHaveLength(1));
    // Busy, it keeps its name for a screen reader, and further taps are ignored.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Payment' })).toHaveAttribute('aria-busy', 'true'));
    for (let tap = 0; tap < 10; tap += 1) fireEvent.click(within(dialog).getByRole('button', { name: 'Payment' }));
    payment.release(success({ payUrl }));
    await waitFor(() => expect(page.assign).toHaveBeenCalledTimes(1));
    expect(callsTo('pay')).toHaveLength(1);
  });

  it("a refused payment shows the server's message and stays on the page", async () => {
    openOrder(kind, withCode, { pay: refusal('CHANNEL_UNKNOWN', catalog['repayment.server.channelUnknown'], null) });
    const dialog = await openChannels();
    await user().click(within(dialog).getByRole('button', { name: 'Payment' }));
    expect(await screen.findByText(catalog['repayment.server.channelUnknown'], {}, { timeout: 5000 })).toBeInTheDocument();
    expect(page.assign).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', reply({ error: 'boom' }, 500), catalog['error.http']],
    ['a network error', networkError, catalog['error.network']],
    ['an answer that breaks its schema', success({ productName: 42 }), catalog['error.schema']],
    ['a refusal', refusal('ORDER_NOT_FOUND', catalog['repayment.noOrder'], null), catalog['repayment.noOrder']],
  ] as const)('%s shows the error state, whose retry loads the page', async (_label, failure, text) => {
    const order = orderOf(withCode);
    const info = infoOf(kind, order);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let failing = true;
    page.api.answer(calls[kind], (request) => (failing ? failure : success(info))(request));
    renderScreen(kind, order);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Payment Method' })).not.toBeInTheDocument();
    failing = false;
    await user().click(within(alert).getByRole('button', { name: catalog['common.retry'] }));
    expect(await screen.findByRole('button', { name: 'Payment Method' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(kind)).toHaveLength(2);
  });

  it('without an order in the query, says so and asks nothing', async () => {
    renderScreen(kind, { productId: '', orderId: '' });
    expect(await screen.findByRole('alert')).toHaveTextContent(catalog['repayment.noOrder']);
    expect(page.api.requests).toEqual([]);
  });

  it('shows the notice of the repayment info as text, not markup', async () => {
    const order = orderOf(withCode);
    const info = infoOf(kind, order);
    const notice = '<b>Pay</b> before <img src=x onerror=alert(1)> 5 pm';
    serve(kind, { ...info, noticeMsg: notice });
    renderScreen(kind, order);
    expect(await screen.findByRole('note')).toHaveTextContent(notice);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it('draws no notice when noticeMsg is empty', async () => {
    const order = orderOf(withCode);
    const info = infoOf(kind, order);
    const notice = info.noticeMsg as string;
    expect(notice).not.toBe('');
    serve(kind, info);
    const first = renderScreen(kind, order);
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(notice);
    first.unmount();

    serve(kind, { ...info, noticeMsg: '' });
    renderScreen(kind, order);
    await loaded();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('Repayment of period: what the order asks', () => {
  it('heads with the amount and the repayment date, then the product logo and name', async () => {
    openOrder('period', 'awaiting-repayment');
    expect(await screen.findByRole('heading', { level: 2, name: '₱5,755.00' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Repayment' })).toBeInTheDocument();
    expect(screen.getByText('Repayment date')).toBeInTheDocument();
    expect(screen.getByText('Jan 7, 2027')).toBeInTheDocument();
    expect(screen.getByText('CashPeso Plus')).toBeInTheDocument();
    expect(document.querySelector('img[src="/dev/logos/cashpeso-plus.svg"]')).not.toBeNull();
    expect(document.title).toContain('Repayment');
  });

  it('shows the amount in rupees when system=1', async () => {
    openOrder('period', 'awaiting-repayment', { query: '&system=1' });
    expect(await screen.findByRole('heading', { level: 2, name: '₹5,755.00' })).toBeInTheDocument();
    expect(screen.queryByText('₱5,755.00')).not.toBeInTheDocument();
  });

  it("shows two detail rows, all of them after 'more', and two again after 'hide'", async () => {
    const { info } = openOrder('period', 'overdue');
    const rows = info.detail as Array<{ text: string; value: string }>;
    expect(rows.length).toBeGreaterThan(2);
    await loaded();
    const shown = () => rows.filter((row) => screen.queryByText(row.text) !== null).map((row) => row.text);
    expect(shown()).toEqual(rows.slice(0, 2).map((row) => row.text));
    expect(screen.getByText(rows[0]!.value)).toBeInTheDocument();

    const more = screen.getByRole('button', { name: 'more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user().click(more);
    expect(shown()).toEqual(rows.map((row) => row.text));
    const hide = screen.getByRole('button', { name: 'hide' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user().click(hide);
    expect(shown()).toEqual(rows.slice(0, 2).map((row) => row.text));
    expect(screen.getByRole('button', { name: 'more' })).toBeInTheDocument();
  });
});

describe('Repayment of delay: what the extension asks', () => {
  it("heads with the extension's title and amount, the next payment date and the Plan", async () => {
    openOrder('delay', 'overdue');
    expect(await screen.findByRole('heading', { level: 2, name: '₱3,160.00' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Extension fee and overdue charges' })).toBeInTheDocument();
    const next = screen.getByText('Your next payment date is').closest('.adm-list-item') as HTMLElement;
    expect(within(next).getByText('Dec 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('CashPeso Plus')).toBeInTheDocument();
    expect(screen.getByText('Plan')).toBeInTheDocument();
    for (const [remark, title, amount, time] of [
      ['Pay today', 'Late fee and overdue charge', '₱3,160.00', 'Nov 21, 2026'],
      ['New due date', 'Repayment', '₱9,440.00', 'Dec 5, 2026'],
    ]) {
      const row = screen.getByText(title!).closest('.adm-list-item') as HTMLElement;
      expect(row).not.toBeNull();
      expect(within(row).getByText(remark!)).toBeInTheDocument();
      expect(within(row).getByText(amount!)).toBeInTheDocument();
      expect(within(row).getByText(time!)).toBeInTheDocument();
    }
    // The extension asks the fee, not the whole repayment.
    expect(screen.queryByRole('heading', { name: '₱12,600.00' })).not.toBeInTheDocument();
  });

  it('shows the amounts in rupees when system=1', async () => {
    openOrder('delay', 'overdue', { query: '&system=1' });
    expect(await screen.findByRole('heading', { level: 2, name: '₹3,160.00' })).toBeInTheDocument();
    expect(screen.getByText('₹9,440.00')).toBeInTheDocument();
  });
});
