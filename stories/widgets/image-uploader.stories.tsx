import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import catalog from '../../schemas/messages/en.json';
import { message } from '../../core/messages.ts';
import type { ImageUploaderOptions } from '../../renderers/widgets/image-uploader/image-uploader-widget.tsx';
import { ImageUploaderWidget } from '../../renderers/widgets/image-uploader/image-uploader-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';

// The complaint form's evidence pictures (schemas/forms/complaint): at most 9, each uploaded on its own. The upload
// functions here are fakes: one that stays on its way at a given fraction, one that is refused, one that answers.

const label = 'Upload pictures';
const colours = ['#f4b183', '#9dc3e6', '#a9d18e', '#ffd966', '#c9c9c9', '#f8cbad', '#bdd7ee', '#c5e0b4', '#ffe699'];

/** A picture as the server would serve one: here a data URL, which imageSrc leaves as it is. */
function pictureUrl(n: number): string {
  const colour = colours[(n - 1) % colours.length]!;
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="${colour}"/><text x="80" y="98" font-family="sans-serif" font-size="56" text-anchor="middle" fill="#333">${n}</text></svg>`,
  )}`;
}

/** A picture the borrower picked: its preview shows on its tile while it uploads. */
function pickedFile(name: string, colour = '#9dc3e6'): File {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="${colour}"/><circle cx="80" cy="80" r="40" fill="#fff"/></svg>`;
  return new File([svg], name, { type: 'image/svg+xml' });
}

/** Never answers: the image stays on its way at `fraction`. */
const uploadStuckAt =
  (fraction: number): NonNullable<ImageUploaderOptions['upload']> =>
  (_file, onProgress) => {
    onProgress(fraction);
    return new Promise<string>(() => {});
  };

const schema = { type: 'array', maxItems: 9, items: { type: 'string' } } as const;

async function pick(canvasElement: HTMLElement, files: File[]) {
  const input = await within(canvasElement).findByLabelText<HTMLInputElement>(label, { selector: 'input' });
  await userEvent.upload(input, files);
}

const meta = {
  title: 'Widgets/imageUploader',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: { widget: ImageUploaderWidget, schema, label, options: { upload: fn(uploadStuckAt(0)) } },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByLabelText(label, { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'file');
  },
};

export const NineImages: Story = {
  args: { value: Array.from({ length: 9 }, (_, n) => pictureUrl(n + 1)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /tap to enlarge/ })).toHaveLength(9));
    // Full: the add button is gone.
    await expect(canvas.getByLabelText(label, { selector: 'input' }).closest('.adm-image-uploader-upload-button-wrap')).toHaveStyle({ display: 'none' });
  },
};

export const Uploading: Story = {
  args: {
    value: [pictureUrl(1)],
    options: { upload: (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => uploadStuckAt(file.name === 'receipt.png' ? 0.45 : 0.8)(file, onProgress, signal) },
  },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, [pickedFile('receipt.png'), pickedFile('chat.png', '#a9d18e')]);
    const bars = within(canvasElement).getAllByRole('progressbar');
    await expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['45', '80']);
  },
};

export const UploadFailed: Story = {
  args: {
    value: [pictureUrl(1), pictureUrl(2)],
    options: { upload: () => Promise.reject(new Error(catalog['complaint.server.imageTooLarge'])) },
  },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, [pickedFile('big-photo.jpg', '#f4b183')]);
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: message('widget.imageUploader.retryLabel', { index: 3 }) });
    await expect(canvas.getByText(message('widget.imageUploader.failedReason', { index: 3, reason: catalog['complaint.server.imageTooLarge'] }))).toBeInTheDocument();
  },
};

export const RetriedAlone: Story = {
  args: {
    options: {
      // The first attempt of each file fails, the next one succeeds.
      upload: (() => {
        const tried = new Set<string>();
        return async (file: File) => {
          if (!tried.has(file.name)) {
            tried.add(file.name);
            throw new Error(catalog['error.network']);
          }
          return pictureUrl(5);
        };
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, [pickedFile('a.jpg')]);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: message('widget.imageUploader.retryLabel', { index: 1 }) }));
    await canvas.findByRole('button', { name: message('widget.imageUploader.view', { index: 1 }) });
  },
};

export const TenthIgnored: Story = {
  args: { value: Array.from({ length: 8 }, (_, n) => pictureUrl(n + 1)), options: { upload: uploadStuckAt(0.3) } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, [pickedFile('ninth.jpg'), pickedFile('tenth.jpg')]);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(message('widget.imageUploader.countExceeded', { max: 9 }));
  },
};

/** Read-only: the pictures can be enlarged, but none removed or added. */
export const ReadOnly: Story = {
  args: { readonly: true, value: [pictureUrl(1), pictureUrl(2), pictureUrl(3)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /tap to enlarge/ })).toHaveLength(3));
    await expect(canvas.queryByRole('button', { name: message('widget.imageUploader.delete', { index: 1 }) })).toBeNull();
    await expect(canvas.queryByLabelText(label, { selector: 'input' })).toBeNull();
  },
};

export const WithError: Story = {
  args: { rawErrors: ['Please add at least one picture.'] },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByLabelText(label, { selector: 'input' });
    await expect(input).toHaveAccessibleDescription('Please add at least one picture.');
  },
};
