import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import catalog from '../../../schemas/messages/en.json';
import demo from '../../../schemas/fixtures/demo.json';
import corpus from '../../../schemas/fixtures/loan-details.json';
import descriptor from '../../../schemas/screens/joint-login-failure.json';
import { LoadCacheProvider } from '../../platform/use-load.ts';
import { BridgeContext } from '../../bridge/bridge-context.ts';
import type { Bridge } from '../../bridge/bridge.ts';
import { browserWindow } from './product-link.ts';
import JointLoginFailureScreen, { productListModule } from './joint-login-failure-screen.tsx';

const maria = demo.borrowers[0]!;
beforeAll(() => window.history.replaceState(null, '', `/app/joint-login-failure?${new URLSearchParams(maria.session)}`));

const info = corpus.unionErrorInfo;
const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const bridge: Bridge = { closeWebview: vi.fn(), confirmBurialPoint: vi.fn(), openNativeRating: vi.fn(), endBankBinding: vi.fn() };
let open: ReturnType<typeof vi.spyOn>;

function serve(links: Record<string, unknown> = corpus.productLinks, union: unknown = { code: '00', message: 'success', data: info }) {
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), window.location.href).pathname;
    if (path === '/diving/service/new/union-error-info') return answer(union);
    if (path === '/diving/service/event/save' || path === '/diving/gopia/goya/click') return answer({ code: '00', message: 'success', data: null });
    if (path === '/diving/gopia/goya/define') {
      const product = new URLSearchParams(String(init?.body)).get('product')!;
      const link = links[product];
      return answer(typeof link === 'string' ? { code: '00', message: 'success', data: { link } } : { code: '01', message: 'Product closed today' });
    }
    throw new Error(`unexpected call ${path}`);
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  open = vi.spyOn(browserWindow, 'open').mockImplementation(() => {});
  vi.mocked(bridge.confirmBurialPoint).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderScreen() {
  return render(
    <BridgeContext value={bridge}>
      <LoadCacheProvider>
        <JointLoginFailureScreen />
      </LoadCacheProvider>
    </BridgeContext>,
  );
}

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const card = (productId: string) => document.querySelector<HTMLElement>(`[data-product-id="${productId}"]`)!;
const defineCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/diving/gopia/goya/define'));

describe('Joint login failure', () => {
  it("shows the 'Failed' badge, the server's messages and every family product", async () => {
    serve();
    renderScreen();
    expect(await screen.findByText(catalog['jointLogin.failed'])).toBeInTheDocument();
    expect(document.title).toBe(descriptor.title);
    expect(screen.getByRole('heading', { name: info.noticeMessage })).toBeInTheDocument();
    expect(screen.getByText(info.errMessage)).toBeInTheDocument();
    for (const product of info.family) {
      const item = within(card(product.productId));
      for (const text of [product.name, product.amountRange, product.rangeDesc, product.rate, product.description]) expect(item.getByText(text)).toBeInTheDocument();
      expect(card(product.productId).querySelector('img')?.getAttribute('src')).toBe(product.logo);
      const button = item.getByRole('button', { name: product.buttonText });
      if (product.globally === 1) expect(button).toBeEnabled();
      else expect(button).toBeDisabled();
    }
  });

  it('opens an http link from define in the browser, sending module, position and product', async () => {
    serve();
    renderScreen();
    await screen.findByText(info.errMessage);
    const product = info.family[1]!;
    await user().click(await within(card(product.productId)).findByRole('button', { name: product.buttonText }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(corpus.productLinks[product.productId as keyof typeof corpus.productLinks]));
    expect(Object.fromEntries(new URLSearchParams(String(defineCalls()[0]?.[1]?.body)))).toEqual({ module: productListModule, position: '1', product: product.productId });
    expect(bridge.confirmBurialPoint).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'productLink' }));
  });

  it('reports the click through /service/event/save, the older /gopia/goya click tracking and confirmBurialPoint', async () => {
    serve();
    renderScreen();
    await screen.findByText(info.errMessage);
    const product = info.family[1]!;
    await user().click(await within(card(product.productId)).findByRole('button', { name: product.buttonText }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const bodyOf = (path: string) => {
      const call = fetchMock.mock.calls.find(([input]) => String(input).startsWith(path));
      return call ? Object.fromEntries(new URLSearchParams(String(call[1]?.body))) : undefined;
    };
    expect(bodyOf('/diving/service/event/save')).toEqual({ productId: product.productId, moduleId: productListModule, positionId: '1' });
    expect(bodyOf('/diving/gopia/goya/click')).toEqual({ module: productListModule, position: '1', product: product.productId });
    expect(bridge.confirmBurialPoint).toHaveBeenCalledWith({ productId: product.productId, moduleId: productListModule, positionId: '1' });
  });

  it('hands any other link to the native app through the bridge', async () => {
    serve({ ...corpus.productLinks, '201': 'cashpeso://product/201' });
    renderScreen();
    await screen.findByText(info.errMessage);
    const product = info.family[0]!;
    await user().click(await within(card(product.productId)).findByRole('button', { name: product.buttonText }));
    await waitFor(() => expect(bridge.confirmBurialPoint).toHaveBeenCalledWith({ type: 'productLink', productId: '201', link: 'cashpeso://product/201' }));
    expect(open).not.toHaveBeenCalled();
  });

  it('refuses an http link outside the URL policy with a message', async () => {
    serve({ ...corpus.productLinks, '201': 'https://evil.example/apply' });
    renderScreen();
    await screen.findByText(info.errMessage);
    await user().click(await within(card('201')).findByRole('button', { name: info.family[0]!.buttonText }));
    expect(await screen.findByText(catalog['url.refused'], {}, { timeout: 5000 })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(bridge.confirmBurialPoint).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'productLink' }));
    // The toast's antd-mobile code loads on first use: slow on a loaded machine.
  }, 15_000);

  it("shows define's failure message and opens nothing", async () => {
    serve({});
    renderScreen();
    await screen.findByText(info.errMessage);
    await user().click(await within(card('201')).findByRole('button', { name: info.family[0]!.buttonText }));
    expect(await screen.findByText('Product closed today', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    // The toast's antd-mobile code loads on first use: slow on a loaded machine.
  }, 15_000);

  it('does nothing for a grey product', async () => {
    serve();
    renderScreen();
    await screen.findByText(info.errMessage);
    const grey = info.family.find((p) => p.globally !== 1)!;
    await user().click(await within(card(grey.productId)).findByRole('button', { name: grey.buttonText }));
    expect(defineCalls()).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the error state with the server message when there is nothing to show, and retries', async () => {
    serve(corpus.productLinks, { code: '01', message: catalog['jointLogin.noFailure'] });
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(catalog['jointLogin.noFailure']);
    serve();
    await user().click(screen.getByRole('button', { name: catalog['common.retry'] }));
    expect(await screen.findByText(info.errMessage)).toBeInTheDocument();
  });
});
