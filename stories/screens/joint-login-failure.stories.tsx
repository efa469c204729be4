import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { productClickCall } from '../../generated/calls/product-links/product-click.ts';
import { productLinkCall } from '../../generated/calls/product-links/product-link.ts';
import { eventSaveCall } from '../../generated/calls/service/event-save.ts';
import { jointLoginFailureCall } from '../../generated/calls/service/joint-login-failure.ts';
import corpus from '../../schemas/fixtures/loan-details.json';
import { networkError, noAnswer, refusal, success, type Answer, type FakeApi } from '../../src/screens/fake-server.ts';
import { productListModule } from '../../src/screens/joint-login-failure/product-link.ts';
import { phoneFrame, phoneViewport } from './phone.tsx';
import { ServedRoute, servedSpies } from './served-route.tsx';
import { retriesAfterFailure, showsLoading } from './story-plays.ts';

// The Joint login failure screen, served: the route's real screen, the failure and the products offered instead
// answered by the screen tests' fake server from schemas/fixtures/loan-details.json (jointLoginFailure).

const info = corpus.jointLoginFailure;
const first = info.family[0]!;

/**
 * The link define answers for the first product: one for the native app, so that a tap hands it to the bridge
 * (an http link would open a browser window, leaving the story).
 */
const nativeLink = `cashpeso://product/${first.productId}`;

/** The page, the failure answered with `failure` (the corpus' by default), define with `link`, the click tracking taken. */
function served(failure: Answer = success(info), link: Answer = success({ link: nativeLink })) {
  return {
    serve: (api: FakeApi) =>
      void api.answer(jointLoginFailureCall, failure).answer(productLinkCall, link).answer(eventSaveCall, success(null)).answer(productClickCall, success(null)),
  };
}

const meta = {
  title: 'Screens/Joint login failure',
  component: ServedRoute,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { route: 'errorUrl', ...served(), ...servedSpies() },
} satisfies Meta<typeof ServedRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each product's button, in the order of the family (a spinning button loses its text, so found by its product). */
const productButtons = (canvasElement: HTMLElement) => info.family.map((product) => within(canvasElement.querySelector<HTMLElement>(`[data-product-id="${product.productId}"]`)!).getByRole<HTMLButtonElement>('button'));

/** Two clickable products and one grey; tapping the first asks define for its link and hands it to the native app. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(await canvas.findByText(info.errMessage)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: info.noticeMessage })).toBeInTheDocument();
    // Only a product with globally 1 offers its button; the others are shown grey, disabled.
    await expect(productButtons(canvasElement).map((button) => button.textContent)).toEqual(info.family.map((product) => product.buttonText));
    await expect(productButtons(canvasElement).map((button) => button.disabled)).toEqual(info.family.map((product) => product.globally !== 1));
    await userEvent.click(productButtons(canvasElement)[0]!);
    await waitFor(() => expect(args.bridge.confirmBurialPoint).toHaveBeenCalledWith({ type: 'productLink', productId: first.productId, link: nativeLink }));
    const position = { module: productListModule, position: '0', product: first.productId };
    await expect(args.sent).toHaveBeenCalledWith(expect.objectContaining({ path: productLinkCall.path, body: position }));
    await expect(args.sent).toHaveBeenCalledWith(expect.objectContaining({ path: productClickCall.path, body: position }));
    await expect(args.bridge.confirmBurialPoint).toHaveBeenCalledWith({ productId: first.productId, moduleId: productListModule, positionId: '0' });
  },
};
/** A product's link is being fetched (define does not answer): its button spins, the others wait. */
export const OpeningProduct: Story = {
  args: served(undefined, noAnswer),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await canvas.findByText(info.errMessage);
    await userEvent.click(productButtons(canvasElement)[0]!);
    await waitFor(() => expect(args.sent).toHaveBeenCalledWith(expect.objectContaining({ path: productLinkCall.path })));
    await waitFor(() => expect(productButtons(canvasElement)[0]!.className).toContain('adm-button-loading'));
    await expect(productButtons(canvasElement).slice(1).every((button) => button.disabled)).toBe(true);
    await expect(args.bridge.confirmBurialPoint).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'productLink' }));
  },
};
/** Nothing to offer instead: the failure and its message alone, with no products section. */
export const NoProducts: Story = {
  args: served(success({ ...info, family: [] })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(info.errMessage)).toBeVisible();
    await expect(canvas.getByText(message('jointLogin.failed'))).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: message('jointLogin.recommended') })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const Loading: Story = { args: served(noAnswer), play: showsLoading };
/** The load fails, Try again asks again, and the failure shows. */
export const LoadFailed: Story = {
  args: { serve: (api) => void served().serve(api.answerOnce(jointLoginFailureCall, networkError)) },
  play: async (context) => {
    await retriesAfterFailure(context);
    await expect(await within(context.canvasElement).findByText(info.errMessage)).toBeVisible();
  },
};
/** The server has no failed sign-in to show: its message, with Try again. */
export const NothingToShow: Story = {
  args: served(refusal('01', message('jointLogin.noFailure'))),
  play: (context) => retriesAfterFailure(context, message('jointLogin.noFailure')),
};
