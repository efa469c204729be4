import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import complaintCorpus from '../../schemas/fixtures/complaints.json';
import loanCorpus from '../../schemas/fixtures/loan-details.json';
import { message } from '../../core/messages.ts';
import type { ComplaintDraft } from '../../src/screens/complaints/complaint-draft.ts';
import { ComplaintNextView } from '../../src/screens/complaints/complaint-next.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';

// The next page's image upload in its two passing states, drawn by the page's view with the upload injected. The
// upload goes by XMLHttpRequest (src/api/upload-problem-image.ts, for its progress), which the served stories' fake
// server (it answers fetch) does not answer: the rest of the flow is served, in complaints.stories.tsx.

/** An uploaded image's URL as the server answers it, and the picture the story shows for it (the server has it). */
const uploaded = (n: number) => `/user-problem/images/${n.toString(16).padStart(32, '0')}.jpg`;
const shown = (url: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" rx="8" fill="#0958d9"/><text x="40" y="48" font-size="24" text-anchor="middle" fill="#fff">${url.slice(-5, -4)}</text></svg>`)}`;

const collection = complaintCorpus.problemTypes.find((type) => type.value === '1')!;
const lateCalls = complaintCorpus.problemSonTypes.find((type) => type.value === '102')!;
const answered = complaintCorpus.complaints.find((each) => each.key === 'answered')!;
const overdue = loanCorpus.orders.find((each) => each.key === 'overdue')!;

const draft: ComplaintDraft = {
  orderNo: overdue.orderId,
  problemType: collection,
  problemSonType: lateCalls,
  problemDetail: answered.detail,
  problemImages: [uploaded(1)],
  idempotencyKey: 'a'.repeat(32),
};

const meta = {
  title: 'Screens/Complaints/Upload (view)',
  component: ComplaintNextView,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { draft, imageOptions: { imageSrc: shown }, onChange: fn(), onSend: fn(async () => {}), sent: false },
} satisfies Meta<typeof ComplaintNextView>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => within(canvasElement).findByLabelText<HTMLInputElement>(/Pictures/, { selector: 'input' });
const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

/** An image on its way: its tile shows its progress, and it can be stopped. */
export const NextUploading: Story = {
  args: {
    imageOptions: {
      imageSrc: shown,
      upload: (_file: File, onProgress: (fraction: number) => void) => {
        onProgress(0.42);
        return new Promise<string>(() => {});
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.setup({ pointerEventsCheck: 0 }).upload(await fileInput(canvasElement), jpeg('receipt.jpg'));
    const bar = await canvas.findByRole('progressbar', { name: message('widget.imageUploader.uploading', { index: 2 }) });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
    await expect(bar).toHaveTextContent('42%');
    await expect(canvas.getByRole('button', { name: message('widget.imageUploader.cancel', { index: 2 }) })).toBeInTheDocument();
  },
};

const tooLarge = message('complaint.server.imageTooLarge');

/** An upload refused: the tile says why and offers Retry for that image alone. */
export const NextUploadFailed: Story = {
  args: { imageOptions: { imageSrc: shown, upload: () => Promise.reject(new Error(tooLarge)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.setup({ pointerEventsCheck: 0 }).upload(await fileInput(canvasElement), jpeg('huge.jpg'));
    await expect(await canvas.findByRole('button', { name: message('widget.imageUploader.retryLabel', { index: 2 }) })).toBeInTheDocument();
    await expect(canvas.getByText(message('widget.imageUploader.failedReason', { index: 2, reason: tooLarge }))).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Image \d: tap to enlarge$/ })).toHaveLength(1);
  },
};
