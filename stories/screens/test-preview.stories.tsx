import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import content from '../../schemas/content/test-preview.json';
import { PreviewPage } from '../../src/preview/preview-page.tsx';
import { demoParams, paramNames, storageKey } from '../../src/preview/preview-params.ts';

// The developer preview page (/testPreview, served only outside production): its params start from the demo session;
// the stories keep them in memory rather than in the browser's localStorage, and answer geolocation themselves.

const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};

const manila = {
  getCurrentPosition: (found: PositionCallback) =>
    found({ coords: { latitude: 14.5995, longitude: 120.9842, accuracy: 20 } as GeolocationCoordinates, timestamp: 0 } as GeolocationPosition),
};

const refusing = {
  getCurrentPosition: (_found: PositionCallback, refused?: PositionErrorCallback | null) =>
    refused?.({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError),
};

const meta = {
  title: 'Screens/Developer preview',
  component: PreviewPage,
  args: { storage: memoryStorage(), geolocation: manila },
} satisfies Meta<typeof PreviewPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing kept yet: every param starts from the demo session, and the screens open with what is typed. */
export const FromTheDemoSession: Story = {
  args: { storage: memoryStorage() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // storybook/test's userEvent, as the other screens' typing plays use: run after them, the context's one typed
    // into the field without React seeing the change.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await expect(canvas.getByRole('heading', { level: 1, name: content.title })).toBeInTheDocument();
    const demo = demoParams();
    for (const name of paramNames) await expect(canvas.getByLabelText(content.params[name])).toHaveValue(demo[name]);
    await expect(demo.sessionId).not.toBe('');
    await expect(canvas.getByRole('link', { name: /Loan confirmation \(confirmNewUrl\)/ })).toHaveAttribute('href', expect.stringContaining(`productId=${content.defaults.productId}`));
    await user.clear(canvas.getByLabelText(content.params.deviceName));
    await user.type(canvas.getByLabelText(content.params.deviceName), 'Pixel');
    await expect(canvas.getByLabelText(content.params.deviceName)).toHaveValue('Pixel');
    await expect(canvas.getByRole('link', { name: /Loan confirmation \(confirmNewUrl\)/ })).toHaveAttribute('href', expect.stringContaining('deviceName=Pixel'));
  },
};

export const KeptParams: Story = {
  args: { storage: memoryStorage({ [storageKey]: JSON.stringify({ deviceName: 'Test Phone', productId: '202' }) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(content.params.deviceName)).toHaveValue('Test Phone');
    await expect(canvas.getByRole('link', { name: /Loan confirmation \(confirmNewUrl\)/ })).toHaveAttribute('href', expect.stringContaining('productId=202'));
  },
};

export const PositionShown: Story = {
  args: { storage: memoryStorage(), geolocation: manila },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: content.location.button }));
    await expect(await canvas.findByText('14.59950')).toBeInTheDocument();
  },
};

export const PositionRefused: Story = {
  args: { storage: memoryStorage(), geolocation: refusing },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: content.location.button }));
    await expect(await canvas.findByText(`${content.location.refused} User denied Geolocation`)).toBeInTheDocument();
  },
};
