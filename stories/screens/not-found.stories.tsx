import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { NativeHandoff, NotFound } from '../../src/app/not-found.tsx';
import { SessionContext } from '../../src/platform/session-context.ts';
import { readSession } from '../../src/platform/session.ts';
import { phoneFrame, phoneViewport } from './phone.tsx';

// A path no screen serves, and the native app's own screens (home, product detail) opened in a browser: the
// message and always 'Go back'. With the native app's bridge present, the page says the screen is opening.

const meta = {
  title: 'Screens/Not found and native pages',
  component: NotFound,
  decorators: [phoneFrame],
  ...phoneViewport,
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

const back = message('common.back');

export const NotFoundPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(message('error.notFound'));
    await expect(canvas.getByRole('button', { name: back })).toBeInTheDocument();
  },
};

/** /app/home in a browser: home is the app's own screen, so the page says so, with a way back. */
export const HomeInBrowser: Story = {
  render: () => <NativeHandoff name="main" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message('nativePage.browser', { page: message('nativePage.home') }));
    await expect(canvas.getByRole('button', { name: back })).toBeInTheDocument();
  },
};

/** /app/product-detail?productId=102 in a browser. */
export const ProductDetailInBrowser: Story = {
  render: () => (
    <SessionContext.Provider value={readSession('?productId=102')}>
      <NativeHandoff name="productDetail" />
    </SessionContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message('nativePage.browser', { page: message('nativePage.product') }));
    await expect(canvas.getByRole('button', { name: back })).toBeInTheDocument();
  },
};

/** /app/product-detail without a productId: there is no product to open, so it is not found. */
export const ProductDetailWithoutProduct: Story = {
  render: () => (
    <SessionContext.Provider value={readSession('')}>
      <NativeHandoff name="productDetail" />
    </SessionContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(message('error.notFound'));
  },
};

type NativeWindow = Window & { AndroidBridge?: Record<string, (json: string) => void> };

/** Inside the Android app: the bridge is asked to open home, and the page says it is opening. */
export const HomeInApp: Story = {
  beforeEach: () => {
    const win = window as NativeWindow;
    const before = win.AndroidBridge;
    const calls: string[] = [];
    win.AndroidBridge = { ...before, openNativePage: (json) => void calls.push(json) };
    (win as unknown as { __openNativePageCalls: string[] }).__openNativePageCalls = calls;
    return () => {
      if (before === undefined) delete win.AndroidBridge;
      else win.AndroidBridge = before;
    };
  },
  render: () => <NativeHandoff name="main" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message('nativePage.opening', { page: message('nativePage.home') }));
    await expect(canvas.getByRole('button', { name: back })).toBeInTheDocument();
    await expect((window as unknown as { __openNativePageCalls: string[] }).__openNativePageCalls).toEqual([JSON.stringify({ route: 'home' })]);
  },
};
