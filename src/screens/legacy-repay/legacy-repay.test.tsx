import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import catalog from '../../../schemas/messages/en.json';
import { BridgeContext } from '../../bridge/bridge-context.ts';
import type { Bridge } from '../../bridge/bridge.ts';
import { installFeedback, type FeedbackPort } from '../../platform/feedback.ts';
import { pageLocation } from '../../platform/navigation.ts';
import { SessionContext } from '../../platform/session-context.ts';
import { readSession } from '../../platform/session.ts';
import { LoadCacheProvider } from '../../platform/use-load.ts';
import { message } from '../../../core/messages.ts';
import { codeProblem, cleanCode, confirmOutcome, readAmount } from './legacy-repay-logic.ts';
import LegacyRepayScreen from './legacy-repay-screen.tsx';

const bridge: Bridge = { closeWebview: vi.fn(), confirmBurialPoint: vi.fn(), openNativeRating: vi.fn(), endBankBinding: vi.fn() };
const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const token = 'a'.repeat(32);
const cards = [
  { id: 'card-1', bankName: 'BDO Unibank', cardNo: '************4821', bankCode: 'BDO' },
  { id: 'card-2', bankName: 'BPI', cardNo: '************0397', bankCode: 'BPI' },
];

/** Every toast text shown, in order (the screen's own and the client's). */
let toasts: string[] = [];
let replacedFeedback: FeedbackPort | undefined;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  toasts = [];
  replacedFeedback = installFeedback({
    showToast: async (text) => void toasts.push(text),
    showLoading: () => () => {},
  });
});
afterEach(() => {
  installFeedback(replacedFeedback);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open(query = '?productId=102&orderId=CP2607190180&amount=12600.00') {
  window.history.replaceState(null, '', `/app/legacy-repayment${query}`);
  return render(
    <SessionContext value={readSession(query)}>
      <BridgeContext value={bridge}>
        <LoadCacheProvider>
          <LegacyRepayScreen />
        </LoadCacheProvider>
      </BridgeContext>
    </SessionContext>,
  );
}

const paths = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), window.location.href).pathname.split('/').pop());

describe('legacy repay logic', () => {
  it.each([
    ['', 'legacyRepay.codeTooShort'],
    ['12345', 'legacyRepay.codeTooShort'],
    ['12a456', 'legacyRepay.codeTooShort'],
    ['123456', undefined],
  ])('code %j -> %s', (code, problem) => expect(codeProblem(code)).toBe(problem));

  it.each([
    ['12 34-56', '123456'],
    ['1234567', '123456'],
  ])('cleans %j to %j', (typed, clean) => expect(cleanCode(typed)).toBe(clean));

  it.each([
    ['?amount=12600.00', '12600.00'],
    ['?amount=12600', undefined],
    ['', undefined],
  ])('amount of %s', (search, amount) => expect(readAmount(search)).toBe(amount));

  it.each([
    [{ success: true, code: '00', message: '' }, { kind: 'done' }],
    [
      { success: false, code: 800006, message: 'Wrong code' },
      { kind: 'wrongCode', text: 'Wrong code' },
    ],
    [
      { success: false, code: '800006', message: '' },
      { kind: 'wrongCode', text: catalog['legacyRepay.wrongCode'] },
    ],
    [
      { success: false, code: 800005, message: '' },
      { kind: 'twice', text: catalog['legacyRepay.submittedTwice'] },
    ],
    [
      { success: false, code: 'X', message: '' },
      { kind: 'other', text: catalog['error.server'] },
    ],
  ])('confirm answer %j', (given, outcome) => expect(confirmOutcome(given, message)).toEqual(outcome));
});

describe('Legacy card repay', () => {
  it('asks for a card, commits, refuses a short code, keeps the code on 800006 and goes to the borrow detail', async () => {
    const go = vi.spyOn(pageLocation, 'replace').mockImplementation(() => {});
    fetchMock
      .mockResolvedValueOnce(answer({ code: '00', message: 'ok', data: { alipay: '', repayToken: token, bankCards: cards } }))
      .mockResolvedValueOnce(answer({ code: '00', message: 'ok', data: { repayRecordId: '77', needValid: 1 } }))
      .mockResolvedValueOnce(answer({ code: 800006, message: 'The verification code is wrong.', data: null }))
      .mockResolvedValueOnce(answer({ code: '00', message: 'ok', data: {} }));
    open();
    expect(await screen.findByText('BDO Unibank')).toBeInTheDocument();
    expect(screen.getByText('₱12,600.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: catalog['legacyRepay.submit'] }));
    await waitFor(() => expect(toasts).toEqual([catalog['legacyRepay.chooseCard']]));
    expect(paths()).toEqual(['repayment-way']);

    await userEvent.click(screen.getByText('BPI'));
    await userEvent.click(screen.getByRole('button', { name: catalog['legacyRepay.submit'] }));
    const input = await screen.findByRole('textbox', { name: catalog['legacyRepay.codeLabel'] }, { timeout: 5000 });
    const commit = new URLSearchParams(String(fetchMock.mock.calls[1]![1]?.body));
    expect(commit.get('cardId')).toBe('card-2');
    expect(commit.get('repayToken')).toBe(token);
    expect(commit.get('amount')).toBe('12600.00');
    expect(commit.get('idempotencyKey')).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByRole('button', { name: /Send again in \d+s/ })).toBeDisabled();

    await userEvent.type(input, '12345');
    await userEvent.click(screen.getByRole('button', { name: catalog['legacyRepay.confirm'] }));
    expect(await screen.findByText(catalog['legacyRepay.codeTooShort'])).toBeInTheDocument();
    expect(paths()).toHaveLength(2);

    await userEvent.type(input, '6');
    await userEvent.click(screen.getByRole('button', { name: catalog['legacyRepay.confirm'] }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The verification code is wrong.'));
    expect(input).toHaveValue('123456');
    // Said once, beside the code: not repeated in a toast over it.
    expect(toasts).toEqual([catalog['legacyRepay.chooseCard']]);

    await userEvent.click(screen.getByRole('button', { name: catalog['legacyRepay.confirm'] }));
    await waitFor(() => expect(go).toHaveBeenCalled());
    const [first, second] = [fetchMock.mock.calls[2]!, fetchMock.mock.calls[3]!].map(([, init]) => new URLSearchParams(String(init?.body)));
    expect(second!.get('verifyCode')).toBe('123456');
    expect(second!.get('repaymentRecordId')).toBe('77');
    // The retry of the same intent (same record, same code) carries the same key.
    expect(second!.get('idempotencyKey')).toBe(first!.get('idempotencyKey'));
    expect(go.mock.calls[0]![0]).toMatch(/^\/app\/loan-details\?.*productId=102.*orderId=CP2607190180/);
  });

  it('says when there is no card, and shows the failure message of repayment-way', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: '00', message: 'ok', data: { alipay: '', repayToken: token, bankCards: [] } }));
    open();
    expect(await screen.findByText(catalog['legacyRepay.noCards'])).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: catalog['legacyRepay.submit'] })).not.toBeInTheDocument();
  });

  it('shows the server failure of repayment-way', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 'ORDER_NOT_FOUND', message: 'We could not find this order.', data: null }));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this order.');
  });

  it('pays through the gateway with the page\'s userId, orderId and amount (repayment-huichao)', async () => {
    const go = vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    fetchMock
      .mockResolvedValueOnce(answer({ code: '00', message: 'ok', data: { alipay: '', repayToken: token, bankCards: cards } }))
      .mockResolvedValueOnce(answer({ code: '00', message: 'ok', data: { url: '/dev/pay/77' } }));
    open('?productId=102&orderId=CP2607190180&amount=12600.00&userId=1001');
    await userEvent.click(await screen.findByRole('button', { name: catalog['legacyRepay.otherWay'] }));
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[1]!;
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toMatchObject({ orderId: 'CP2607190180', amount: '12600.00', userId: '1001' });
  });

  it('refuses an incomplete link with a way back', () => {
    open('?productId=102&orderId=CP2607190180');
    expect(screen.getByRole('alert')).toHaveTextContent(catalog['legacyRepay.badQuery']);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
