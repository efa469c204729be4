import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import catalog from '../../../schemas/messages/en.json';
import { repaymentCommitCall } from '../../../generated/calls/legacy-repay/repayment-commit.ts';
import { repaymentConfirmCall } from '../../../generated/calls/legacy-repay/repayment-confirm.ts';
import { repaymentGatewayCall } from '../../../generated/calls/legacy-repay/repayment-gateway.ts';
import { repaymentWayCall } from '../../../generated/calls/legacy-repay/repayment-way.ts';
import { message } from '../../../core/messages.ts';
import { refusal, screenHarness, success } from '../screen-harness.tsx';
import { codeProblem, cleanCode, confirmOutcome, readAmount } from './legacy-repay-logic.ts';
import LegacyRepayScreen from './legacy-repay-screen.tsx';

const token = 'a'.repeat(32);
const cards = [
  { id: 'card-1', bankName: 'BDO Unibank', cardNo: '************4821', bankCode: 'BDO' },
  { id: 'card-2', bankName: 'BPI', cardNo: '************0397', bankCode: 'BPI' },
];

/** `page.toasts`: every toast text shown, in order (the screen's own and the client's). */
const page = screenHarness({ recordToasts: true });

const open = (query = '?productId=102&orderId=CP2607190180&amount=12600.00') => page.open(<LegacyRepayScreen />, { route: 'legacyRepay', query });

const paths = () => page.api.requests.map((request) => request.path.split('/').pop());

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
    const go = page.replace;
    page.api
      .answerOnce(repaymentWayCall, success({ alipay: '', repayToken: token, bankCards: cards }))
      .answerOnce(repaymentCommitCall, success({ repayRecordId: '77', needValid: 1 }))
      .answerOnce(repaymentConfirmCall, refusal(800006, 'The verification code is wrong.', null), success({}));
    open();
    expect(await screen.findByText('BDO Unibank')).toBeInTheDocument();
    expect(screen.getByText('₱12,600.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: catalog['legacyRepay.submit'] }));
    await waitFor(() => expect(page.toasts).toEqual([catalog['legacyRepay.chooseCard']]));
    expect(paths()).toEqual(['repayment-way']);

    await userEvent.click(screen.getByText('BPI'));
    await userEvent.click(screen.getByRole('button', { name: catalog['legacyRepay.submit'] }));
    const input = await screen.findByRole('textbox', { name: catalog['legacyRepay.codeLabel'] }, { timeout: 5000 });
    const commit = page.api.sentTo(repaymentCommitCall)[0]!.body;
    expect(commit.cardId).toBe('card-2');
    expect(commit.repayToken).toBe(token);
    expect(commit.amount).toBe('12600.00');
    expect(commit.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
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
    expect(page.toasts).toEqual([catalog['legacyRepay.chooseCard']]);

    await userEvent.click(screen.getByRole('button', { name: catalog['legacyRepay.confirm'] }));
    await waitFor(() => expect(go).toHaveBeenCalled());
    const [first, second] = page.api.sentTo(repaymentConfirmCall).map((request) => request.body);
    expect(second!.verifyCode).toBe('123456');
    expect(second!.repaymentRecordId).toBe('77');
    // The retry of the same intent (same record, same code) carries the same key.
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(go.mock.calls[0]![0]).toMatch(/^\/app\/loan-details\?.*productId=102.*orderId=CP2607190180/);
  });

  it('says when there is no card, and shows the failure message of repayment-way', async () => {
    page.api.answerOnce(repaymentWayCall, success({ alipay: '', repayToken: token, bankCards: [] }));
    open();
    expect(await screen.findByText(catalog['legacyRepay.noCards'])).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: catalog['legacyRepay.submit'] })).not.toBeInTheDocument();
  });

  it('shows the server failure of repayment-way', async () => {
    page.api.answerOnce(repaymentWayCall, refusal('ORDER_NOT_FOUND', 'We could not find this order.', null));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this order.');
  });

  it('pays through the gateway with the page\'s userId, orderId and amount (repayment-gateway)', async () => {
    const go = page.assign;
    page.api
      .answerOnce(repaymentWayCall, success({ alipay: '', repayToken: token, bankCards: cards }))
      .answerOnce(repaymentGatewayCall, success({ url: '/dev/pay/77' }));
    open('?productId=102&orderId=CP2607190180&amount=12600.00&userId=1001');
    await userEvent.click(await screen.findByRole('button', { name: catalog['legacyRepay.otherWay'] }));
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(paths()).toEqual(['repayment-way', 'repayment-huichao']);
    expect(page.api.sentTo(repaymentGatewayCall)[0]!.body).toMatchObject({ orderId: 'CP2607190180', amount: '12600.00', userId: '1001' });
  });

  it('says so and stays when what follows the gateway URL cannot be fetched; the same tap then goes', async () => {
    let reachable = false;
    vi.doMock('../../platform/follow-url.ts', async (importOriginal) => {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    try {
      const go = page.assign;
      page.api
        .answerOnce(repaymentWayCall, success({ alipay: '', repayToken: token, bankCards: cards }))
        .answerOnce(repaymentGatewayCall, success({ url: '/dev/pay/77' }))
        .answerOnce(repaymentGatewayCall, success({ url: '/dev/pay/77' }));
      open('?productId=102&orderId=CP2607190180&amount=12600.00&userId=1001');
      const otherWay = await screen.findByRole('button', { name: catalog['legacyRepay.otherWay'] });
      await userEvent.click(otherWay);
      await waitFor(() => expect(page.toasts).toContain(message('error.unexpected')));
      expect(go).not.toHaveBeenCalled();
      reachable = true;
      await waitFor(() => expect(otherWay).toBeEnabled());
      await userEvent.click(otherWay);
      await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    } finally {
      vi.doUnmock('../../platform/follow-url.ts');
    }
  });

  it('refuses an incomplete link with a way back', () => {
    open('?productId=102&orderId=CP2607190180');
    expect(screen.getByRole('alert')).toHaveTextContent(catalog['legacyRepay.badQuery']);
    expect(page.api.requests).toEqual([]);
  });
});
