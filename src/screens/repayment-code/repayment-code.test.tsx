import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import catalog from '../../../schemas/messages/en.json';
import { BridgeContext } from '../../bridge/bridge-context.ts';
import type { Bridge } from '../../bridge/bridge.ts';
import { SessionContext } from '../../platform/session-context.ts';
import { readSession } from '../../platform/session.ts';
import { saveRepayment, savedRepaymentKey, type SavedRepayment } from '../../platform/saved-repayment.ts';
import { readCodeQuery } from './code-query.ts';
import QrImage, { qrSvg } from './qr-image.tsx';
import RepaymentCodeScreen from './repayment-code-screen.tsx';
import RepaymentCode2Screen from './repayment-code2-screen.tsx';

const bridge: Bridge = { closeWebview: vi.fn(), confirmBurialPoint: vi.fn(), openNativeRating: vi.fn(), endBankBinding: vi.fn() };

function open(search: string, ui: React.ReactElement, system?: string) {
  window.history.replaceState(null, '', `/app/repaymentOfCode${search}`);
  return render(
    <SessionContext.Provider value={readSession(system ? `?system=${system}` : '')}>
      <BridgeContext.Provider value={bridge}>{ui}</BridgeContext.Provider>
    </SessionContext.Provider>,
  );
}

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const base = 'https://app.example/app/repaymentOfCode';
const good = { showType: '1', payCode: 'CP7E2610080170', repayAmount: '5755.00' };
const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

describe('readCodeQuery', () => {
  it.each([
    ['showType 1 is the code', good, { view: 'code', payCode: good.payCode, repayAmount: '5755.00' }],
    ['showType 2 is the QR code', { ...good, showType: '2' }, { view: 'qr' }],
    ['showType 0 is the QR code', { ...good, showType: '0' }, { view: 'qr' }],
    ['a showType that is not a number is the QR code', { ...good, showType: 'qr' }, { view: 'qr' }],
    ['no showType is the QR code', { payCode: good.payCode, repayAmount: '1.00' }, { view: 'qr' }],
    ['an amount without decimals is kept as given', { ...good, repayAmount: '5755' }, { repayAmount: '5755' }],
    ['an amount with grouping is kept as given', { ...good, repayAmount: '5,755.00' }, { repayAmount: '5,755.00' }],
    ['a reference with other characters is kept', { ...good, payCode: 'GC/2610 0170#A' }, { payCode: 'GC/2610 0170#A' }],
    ['a short reference is kept', { ...good, payCode: '12' }, { payCode: '12' }],
    ['a same-origin image is kept', { ...good, payCodeImg: '/dev/logos/seven-eleven.svg' }, { payCodeImg: 'https://app.example/dev/logos/seven-eleven.svg' }],
    ['an allowed host is kept', { ...good, payCodeImg: 'https://pay.cashpeso.ph/a.png' }, { payCodeImg: 'https://pay.cashpeso.ph/a.png' }],
  ])('%s', (_label, params, expected) => {
    expect(readCodeQuery(q(params), base)).toMatchObject(expected);
  });

  it.each([
    ['a javascript: image', 'javascript:alert(1)'],
    ['another host', 'https://evil.example/a.png'],
    ['a data: URL', 'data:image/svg+xml,<svg/>'],
  ])('drops %s', (_label, payCodeImg) => {
    expect(readCodeQuery(q({ ...good, payCodeImg }), base)?.payCodeImg).toBeUndefined();
  });

  it.each([
    ['no query', {}],
    ['no payCode', { showType: '1', repayAmount: '1.00' }],
    ['an empty payCode', { ...good, payCode: '  ' }],
    ['a payCode with a control character', { ...good, payCode: 'CP7E\n2610' }],
  ])('has nothing to show for %s', (_label, params) => {
    expect(readCodeQuery(q(params as Record<string, string>), base)).toBeUndefined();
  });
});

describe('/repaymentOfCode', () => {
  it('shows the amount, the code with Click to Copy and the channel image for showType 1', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open(q({ ...good, payCodeImg: '/dev/logos/seven-eleven.svg' }), <RepaymentCodeScreen />);
    expect(screen.getByRole('heading', { name: catalog['repaymentCode.heading'] })).toBeInTheDocument();
    expect(screen.getByText('₱5,755.00')).toBeInTheDocument();
    expect(screen.getByText(good.payCode)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: catalog['repaymentCode.channel'] })).toHaveAttribute('src', `${window.location.origin}/dev/logos/seven-eleven.svg`);
    await userEvent.click(screen.getByRole('button', { name: catalog['repaymentCode.copy'], description: good.payCode }));
    expect(writeText).toHaveBeenCalledWith(good.payCode);
    expect(await screen.findByText(catalog['clipboard.copied'], {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows rupees when system=1', () => {
    open(q(good), <RepaymentCodeScreen />, '1');
    expect(screen.getByText('₹5,755.00')).toBeInTheDocument();
  });

  it('draws a QR code image of the code, with scanning tips, for any other showType', async () => {
    open(q({ ...good, showType: '2' }), <RepaymentCodeScreen />);
    const qr = await screen.findByRole('img', { name: `QR code of your repayment code ${good.payCode}` }, { timeout: 5000 });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain('<svg');
    expect(screen.getByText(catalog['repaymentCode.scanTip1'])).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
  });

  it('says the QR code could not be drawn, and gives the code to pay with, when the code is too long for one', () => {
    // 3,000 bytes: past what a QR code holds at error correction M (2,331).
    const text = 'x'.repeat(3000);
    expect(qrSvg(text)).toBeUndefined();
    render(<QrImage text={text} />);
    expect(screen.getByRole('alert')).toHaveTextContent(catalog['repaymentCode.qrFailed'].replace('{code}', text));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it.each([
    ['5755', '₱5,755.00'],
    ['5,755.00', '₱5,755.00'],
    ['5755 pesos', '5755 pesos'],
  ])('shows the amount %j as %j', (repayAmount, shown) => {
    open(q({ ...good, repayAmount }), <RepaymentCodeScreen />);
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a reference with markup as text, never as markup', () => {
    open(q({ ...good, payCode: '<b>1234</b>' }), <RepaymentCodeScreen />);
    expect(screen.getByText('<b>1234</b>')).toBeInTheDocument();
  });

  it('says there is no repayment code, with a way back, when the link has no payCode', async () => {
    // Opened as the web view's first page: no page before it, so the way back closes the web view.
    const firstPage = vi.spyOn(History.prototype, 'length', 'get').mockReturnValue(1);
    onTestFinished(() => firstPage.mockRestore());
    open('?showType=1&repayAmount=5755.00', <RepaymentCodeScreen />);
    expect(screen.getByRole('alert')).toHaveTextContent(catalog['repaymentCode.noPayCode']);
    await userEvent.click(screen.getByRole('button', { name: catalog['common.back'] }));
    expect(bridge.closeWebview).toHaveBeenCalled();
  });
});

const info: SavedRepayment = {
  payCode: 'CP7E2610080170',
  logo: '/dev/logos/seven-eleven.svg',
  title: 'Pay at any 7-Eleven with this code',
  payNotice: {
    '7-Eleven': [
      { name: 'At the CLiQQ kiosk', steps: ['Find the kiosk.', 'Print the slip.'] },
      { name: 'At the counter', steps: ['Tell the cashier.'] },
    ],
    GCash: [{ name: 'Using the GCash app', steps: ['Open GCash.'] }],
  },
  repayAmount: '5755.00',
};

describe('/repaymentOfCode2', () => {
  it('shows the note, the logo, the contract number, the total payment and the grouped steps', () => {
    saveRepayment(info);
    open('', <RepaymentCode2Screen />);
    expect(screen.getByText(catalog['repaymentCode2.keepSlip'])).toBeInTheDocument();
    expect(screen.getByRole('img', { name: info.title })).toBeInTheDocument();
    expect(screen.getByText(info.payCode)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: catalog['repaymentCode.copy'] })).toHaveAccessibleDescription(info.payCode);
    expect(screen.getByText('₱5,755.00')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['7-Eleven', 'GCash']);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['At the CLiQQ kiosk', 'At the counter', 'Using the GCash app']);
    expect(screen.getByText('Print the slip.')).toBeInTheDocument();
  });

  it('shows the delay amount as the total payment of an extension, in rupees when saved so', () => {
    saveRepayment({ ...info, delayAmount: '1200.00', system: '1' });
    open('', <RepaymentCode2Screen />);
    expect(screen.getByText('₹1,200.00')).toBeInTheDocument();
    expect(screen.queryByText('₹5,755.00')).not.toBeInTheDocument();
  });

  it('leaves out a logo the URL policy refuses', () => {
    saveRepayment({ ...info, logo: 'https://evil.example/x.png' });
    open('', <RepaymentCode2Screen />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it.each([
    ['absent', undefined, 'savedRepayment.absent'],
    ['corrupt', '{"payCode": 1}', 'savedRepayment.corrupt'],
    ['not JSON', '{', 'savedRepayment.corrupt'],
  ] as const)('says so, with a way back, when the saved info is %s', async (_label, raw, key) => {
    if (raw !== undefined) window.localStorage.setItem(savedRepaymentKey, raw);
    open('', <RepaymentCode2Screen />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(catalog[key]));
    expect(screen.getByRole('button', { name: catalog['common.back'] })).toBeInTheDocument();
  });
});
