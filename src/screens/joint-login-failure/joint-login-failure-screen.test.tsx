import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import catalog from '../../../schemas/messages/en.json';
import corpus from '../../../schemas/fixtures/loan-details.json';
import descriptor from '../../../schemas/screens/joint-login-failure.json';
import { productLinkCall } from '../../../generated/calls/product-links/product-link.ts';
import { productClickCall } from '../../../generated/calls/product-links/product-click.ts';
import { eventSaveCall } from '../../../generated/calls/service/event-save.ts';
import { jointLoginFailureCall } from '../../../generated/calls/service/joint-login-failure.ts';
import { refusal, screenHarness, success, user, type Answer } from '../screen-harness.tsx';
import { browserWindow, productListModule } from './product-link.ts';
import JointLoginFailureScreen from './joint-login-failure-screen.tsx';

const info = corpus.jointLoginFailure;
const page = screenHarness();
let open: ReturnType<typeof vi.spyOn>;

/** Answers joint-login-failure with `union`, the click tracking with success, and product-link with each product's link in `links`. */
function serve(links: Record<string, unknown> = corpus.productLinks, union: Answer = success(info)) {
  page.api
    .answer(jointLoginFailureCall, union)
    .answer(eventSaveCall, success(null))
    .answer(productClickCall, success(null))
    .answer(productLinkCall, (request) => {
      const link = links[request.body.product!];
      return typeof link === 'string' ? success({ link })(request) : refusal('01', 'Product closed today')(request);
    });
}

beforeEach(() => {
  open = vi.spyOn(browserWindow, 'open').mockImplementation(() => {});
});

const renderScreen = () => page.open(<JointLoginFailureScreen />, { route: 'errorUrl' });

const card = (productId: string) => document.querySelector<HTMLElement>(`[data-product-id="${productId}"]`)!;
const defineCalls = () => page.api.sentTo(productLinkCall);

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
    expect(defineCalls()[0]?.body).toEqual({ module: productListModule, position: '1', product: product.productId });
    expect(page.bridge.confirmBurialPoint).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'productLink' }));
  });

  it('reports the click through /service/event/save, the older /gopia/goya click tracking and confirmBurialPoint', async () => {
    serve();
    renderScreen();
    await screen.findByText(info.errMessage);
    const product = info.family[1]!;
    await user().click(await within(card(product.productId)).findByRole('button', { name: product.buttonText }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(page.api.sentTo(eventSaveCall)[0]?.body).toEqual({ productId: product.productId, moduleId: productListModule, positionId: '1' });
    expect(page.api.sentTo(productClickCall)[0]?.body).toEqual({ module: productListModule, position: '1', product: product.productId });
    expect(page.bridge.confirmBurialPoint).toHaveBeenCalledWith({ productId: product.productId, moduleId: productListModule, positionId: '1' });
  });

  it('hands any other link to the native app through the bridge', async () => {
    serve({ ...corpus.productLinks, '201': 'cashpeso://product/201' });
    renderScreen();
    await screen.findByText(info.errMessage);
    const product = info.family[0]!;
    await user().click(await within(card(product.productId)).findByRole('button', { name: product.buttonText }));
    await waitFor(() => expect(page.bridge.confirmBurialPoint).toHaveBeenCalledWith({ type: 'productLink', productId: '201', link: 'cashpeso://product/201' }));
    expect(open).not.toHaveBeenCalled();
  });

  it("says so when what a tap does cannot be fetched, asks nothing, and the same tap then goes", async () => {
    let reachable = false;
    vi.doMock('./product-link.ts', async (importOriginal) => {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    try {
      serve({ ...corpus.productLinks, '201': 'cashpeso://product/201' });
      renderScreen();
      await screen.findByText(info.errMessage);
      const button = await within(card('201')).findByRole('button', { name: info.family[0]!.buttonText });
      await user().click(button);
      expect(await screen.findByText(catalog['error.unexpected'], {}, { timeout: 5000 })).toBeInTheDocument();
      expect(defineCalls()).toHaveLength(0);
      expect(page.api.sentTo(eventSaveCall)).toHaveLength(0);
      reachable = true;
      await waitFor(() => expect(button).toBeEnabled());
      await user().click(button);
      await waitFor(() => expect(page.bridge.confirmBurialPoint).toHaveBeenCalledWith({ type: 'productLink', productId: '201', link: 'cashpeso://product/201' }));
      expect(defineCalls()).toHaveLength(1);
    } finally {
      vi.doUnmock('./product-link.ts');
    }
    // The toast's antd-mobile code loads on first use: slow on a loaded machine.
  }, 15_000);

  it('refuses an http link outside the URL policy with a message', async () => {
    serve({ ...corpus.productLinks, '201': 'https://evil.example/apply' });
    renderScreen();
    await screen.findByText(info.errMessage);
    await user().click(await within(card('201')).findByRole('button', { name: info.family[0]!.buttonText }));
    expect(await screen.findByText(catalog['url.refused'], {}, { timeout: 5000 })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(page.bridge.confirmBurialPoint).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'productLink' }));
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
    serve(corpus.productLinks, refusal('01', catalog['jointLogin.noFailure']));
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(catalog['jointLogin.noFailure']);
    serve();
    await user().click(screen.getByRole('button', { name: catalog['common.retry'] }));
    expect(await screen.findByText(info.errMessage)).toBeInTheDocument();
  });
});
