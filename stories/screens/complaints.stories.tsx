import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import complaintCorpus from '../../schemas/fixtures/complaints.json';
import loanCorpus from '../../schemas/fixtures/loan-details.json';
import { message } from '../../core/messages.ts';
import type { ProblemDetailData, ProblemInitData, ProblemListData, ProblemOrder } from '../../src/api/complaints.ts';
import { ComplaintDetailView } from '../../src/screens/complaints/complaint-detail.tsx';
import type { ComplaintDraft } from '../../src/screens/complaints/complaint-draft.ts';
import { ComplaintHomeView, type ComplaintHomeViewProps } from '../../src/screens/complaints/complaint-home-view.tsx';
import { ComplaintListView } from '../../src/screens/complaints/complaint-list.tsx';
import { ComplaintNextView } from '../../src/screens/complaints/complaint-next.tsx';
import { StarRatingDialog } from '../../src/ui/star-rating-dialog.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';

// The complaint flow's four screens (issue 15) in every state, drawn by their pure views from the fixture corpus
// (schemas/fixtures/complaints.json, and loan-details.json's orders), so no story calls the network. The corpus' image
// paths (/dev/logos/*, /user-problem/images/*) exist only on the reference server: here they are drawn as data: URLs.

// ---- Fixtures ----

const picture = (fill: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" rx="8" fill="${fill}"/><text x="40" y="48" font-size="24" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  )}`;
const logos: Record<string, string> = { PesoFlash: picture('#0958d9', 'PF'), 'CashPeso Plus': picture('#389e0d', 'CP'), 'Bayani Credit': picture('#d46b08', 'BC') };

const collectionStatuses = new Set([170, 174, 180, 200]);
function orderOf(key: string): ProblemOrder {
  const { orderId, response } = loanCorpus.orders.find((each) => each.key === key)!;
  return {
    orderNo: orderId,
    productLogo: logos[response.productName] ?? picture('#595959', '?'),
    productName: response.productName,
    status: response.noticeStatusText,
    rows: response.userOrderDetail.detail.filter((row) => row.text !== '').map((row) => ({ title: row.text, value: row.value })),
    isShow: 1,
    supportCollection: collectionStatuses.has(response.orderStatus) ? 1 : 0,
  };
}
const overdue = orderOf('overdue');
const underReview = orderOf('under-review');
const repaid = orderOf('repaid');
const init: ProblemInitData = {
  problemType: complaintCorpus.problemTypes,
  problemSonType: complaintCorpus.problemSonTypes,
  orderDetail: overdue,
  orderList: [underReview, overdue, repaid],
};
const collection = complaintCorpus.problemTypes.find((type) => type.value === '1')!;
const repayment = complaintCorpus.problemTypes.find((type) => type.value === '2')!;
const lateCalls = complaintCorpus.problemSonTypes.find((type) => type.value === '102')!;
const answered = complaintCorpus.complaints.find((each) => each.key === 'answered')!;
const pending = complaintCorpus.complaints.find((each) => each.key === 'pending')!;

/** An uploaded image's URL as the server answers it, and the picture the story shows for it. */
const uploaded = (n: number) => `/user-problem/images/${n.toString(16).padStart(32, '0')}.jpg`;
const shown = (url: string) => picture(['#cf1322', '#0958d9', '#389e0d', '#d46b08', '#531dab', '#08979c', '#c41d7f', '#7cb305', '#595959'][Number.parseInt(url.slice(-6, -4), 16) % 9]!, url.slice(-5, -4));

const draft: ComplaintDraft = {
  orderNo: overdue.orderNo,
  problemType: collection,
  problemSonType: lateCalls,
  problemDetail: '',
  problemImages: [],
  idempotencyKey: 'a'.repeat(32),
};

const list: ProblemListData = {
  tabs: [
    {
      title: message('complaint.tab.all'),
      list: [
        { id: pending.problemId, time: '2026-11-23 14:40', type: 'Loan application', content: pending.detail },
        { id: answered.problemId, time: '2026-11-20 09:15', type: collection.title, content: answered.detail },
      ],
    },
    { title: message('complaint.tab.processing'), list: [] },
    { title: message('complaint.tab.processed'), list: [{ id: answered.problemId, time: '2026-11-20 09:15', type: collection.title, content: answered.detail }] },
  ],
};

const notAnswered: ProblemDetailData = {
  type: 'Loan application',
  sonType: '',
  problemId: pending.problemId,
  content: pending.detail,
  images: [],
  disposeDetail: '',
  disposeImages: [],
  isNeedScore: 0,
};
const answeredDetail: ProblemDetailData = {
  type: collection.title,
  sonType: lateCalls.title,
  problemId: answered.problemId,
  content: answered.detail,
  images: [uploaded(1), uploaded(2), uploaded(3)],
  disposeDetail: answered.disposeDetail,
  disposeImages: [uploaded(4)],
  isNeedScore: 1,
};

const homeArgs: ComplaintHomeViewProps = { init, order: overdue, openType: undefined, onOrder: fn(), onChoose: fn(), onOpenType: fn(), onOpenList: fn() };
const nextArgs = { draft, imageOptions: { imageSrc: shown }, onChange: fn(), onSend: fn(async () => {}), sent: false };

/** Where antd-mobile draws its popups, toasts and dialogs: the page body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
// The description's textarea widget loads when the form first draws it (renderers/form-registry.ts).
const description = (canvasElement: HTMLElement) => within(canvasElement).findByRole('textbox', { name: /Description/ });
const fileInput = (canvasElement: HTMLElement) => within(canvasElement).findByLabelText<HTMLInputElement>(/Pictures/, { selector: 'input' });
const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

const meta = {
  title: 'Screens/Complaints',
  decorators: [phoneFrame],
  ...phoneViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- Complaint home ----

/** The selected order's summary (logo, name, status, rows), 'All', the corner list button and the question types. */
export const HomeOrderSummary: Story = {
  render: () => <ComplaintHomeView {...homeArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(overdue.productName)).toBeInTheDocument();
    await expect(canvas.getByText(overdue.status)).toBeInTheDocument();
    for (const row of overdue.rows) await expect(canvas.getByText(row.title)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: message('complaint.type.heading') })).toBeInTheDocument();
    for (const type of init.problemType) await expect(canvas.getByRole('button', { name: type.title })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: collection.title })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: message('complaint.openList') })).toBeInTheDocument();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getByRole('button', { name: repayment.title }));
    await expect(homeArgs.onChoose).toHaveBeenLastCalledWith(repayment);
  },
};

/** 'All' tapped with several orders: the sheet lists each of the borrower's orders. */
export const HomeAllOrders: Story = {
  render: () => <ComplaintHomeView {...homeArgs} />,
  play: async ({ canvasElement }) => {
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(canvasElement).getByRole('button', { name: message('complaint.order.all') }));
    const body = page(canvasElement);
    await expect(await body.findByText(message('complaint.order.choose'))).toBeInTheDocument();
    for (const order of init.orderList) await expect(body.getByText(`${order.productName} · ${order.orderNo}`)).toBeInTheDocument();
  },
};

/** Collection opened on an order collectors work on: its sub-types. */
export const HomeCollectionOpened: Story = {
  render: () => <ComplaintHomeView {...homeArgs} openType={collection.value} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: collection.title })).toHaveAttribute('aria-expanded', 'true');
    const subTypes = canvas.getByRole('list', { name: message('complaint.type.sub') });
    for (const sonType of init.problemSonType) await expect(within(subTypes).getByRole('button', { name: sonType.title })).toBeInTheDocument();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(subTypes).getByRole('button', { name: lateCalls.title }));
    await expect(homeArgs.onChoose).toHaveBeenLastCalledWith(collection, lateCalls);
  },
};

/** Collection on an order under review: refused with the spec's toast, nothing opens. */
export const HomeCollectionRefused: Story = {
  render: () => <ComplaintHomeView {...homeArgs} order={underReview} />,
  play: async ({ canvasElement }) => {
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(canvasElement).getByRole('button', { name: collection.title }));
    await expect(await page(canvasElement).findByText(message('complaint.collectionNotSupported'))).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('list', { name: message('complaint.type.sub') })).toBeNull();
  },
};

/** A borrower without orders: the message, no types, no 'All'; the list stays reachable. */
export const HomeNoOrders: Story = {
  render: () => <ComplaintHomeView {...homeArgs} init={{ ...init, orderDetail: null, orderList: [] }} order={null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(message('complaint.order.none'))).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: message('complaint.type.heading') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: message('complaint.order.all') })).toBeNull();
    await expect(canvas.getByRole('button', { name: message('complaint.openList') })).toBeInTheDocument();
  },
};

// ---- The next page ----

/** Empty: the type and sub-type, the description at 0/200, the add tile, the reply note; Send refuses it. */
export const NextEmpty: Story = {
  render: () => <ComplaintNextView {...nextArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: collection.title })).toBeInTheDocument();
    await expect(canvas.getByText(lateCalls.title)).toBeInTheDocument();
    await expect(await description(canvasElement)).toHaveValue('');
    await expect(canvas.getByText('0/200')).toBeInTheDocument();
    await expect(canvas.getByText(message('complaint.next.replyNote'))).toBeInTheDocument();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText(message('complaint.detailEmpty'))).toBeInTheDocument();
    await expect(nextArgs.onSend).not.toHaveBeenCalled();
  },
};

const twoHundred = `${answered.detail} ${'I ask that the calls stop. '.repeat(8)}`.slice(0, 200);

/** The description at its limit: 200/200, and further input is ignored. */
export const NextCounterFull: Story = {
  render: () => <ComplaintNextView {...nextArgs} draft={{ ...draft, problemDetail: twoHundred }} />,
  play: async ({ canvasElement }) => {
    const box = await description(canvasElement);
    await expect(box).toHaveValue(twoHundred);
    await expect(within(canvasElement).getByText('200/200')).toBeInTheDocument();
    await userEvent.setup({ pointerEventsCheck: 0 }).type(box, 'more');
    await expect(box).toHaveValue(twoHundred);
  },
};

/** Nine images uploaded: each tile enlarges on tap, and the add tile is gone. */
export const NextNineImages: Story = {
  render: () => (
    <ComplaintNextView {...nextArgs} draft={{ ...draft, problemDetail: answered.detail, problemImages: Array.from({ length: 9 }, (_, n) => uploaded(n + 1)) }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tiles = await canvas.findAllByRole('button', { name: /^Image \d: tap to enlarge$/ });
    await expect(tiles).toHaveLength(9);
    await expect(tiles[8]!.querySelector('img')).toHaveAttribute('src', shown(uploaded(9)));
    // No add tile: a tenth image cannot be picked.
    await expect(canvasElement.querySelector('input[type="file"]')).toBeNull();
  },
};

/** An image on its way: its tile shows its progress, and it can be stopped. */
export const NextUploading: Story = {
  render: () => (
    <ComplaintNextView
      {...nextArgs}
      draft={{ ...draft, problemDetail: answered.detail, problemImages: [uploaded(1)] }}
      imageOptions={{
        imageSrc: shown,
        upload: (_file: File, onProgress: (fraction: number) => void) => {
          onProgress(0.42);
          return new Promise<string>(() => {});
        },
      }}
    />
  ),
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
  render: () => (
    <ComplaintNextView
      {...nextArgs}
      draft={{ ...draft, problemDetail: answered.detail, problemImages: [uploaded(1)] }}
      imageOptions={{ imageSrc: shown, upload: () => Promise.reject(new Error(tooLarge)) }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.setup({ pointerEventsCheck: 0 }).upload(await fileInput(canvasElement), jpeg('huge.jpg'));
    await expect(await canvas.findByRole('button', { name: message('widget.imageUploader.retryLabel', { index: 2 }) })).toBeInTheDocument();
    await expect(canvas.getByText(message('widget.imageUploader.failedReason', { index: 2, reason: tooLarge }))).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Image \d: tap to enlarge$/ })).toHaveLength(1);
  },
};

/** Sent: the success modal over what was sent (for 1.5 s, then complaint home). */
export const NextSent: Story = {
  render: () => <ComplaintNextView {...nextArgs} draft={{ ...draft, problemDetail: answered.detail, problemImages: [uploaded(1), uploaded(2)] }} sent />,
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: message('complaint.next.sent') });
    await expect(dialog).toHaveTextContent(message('complaint.next.sent'));
  },
};

// ---- The list ----

/** The server's tabs; each card shows the time, 'Problem Type', the type and the content, and opens its detail. */
export const ListTabs: Story = {
  render: () => <ComplaintListView list={list} onOpen={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tab of list.tabs) await expect(await canvas.findByRole('tab', { name: tab.title })).toBeInTheDocument();
    const cards = canvas.getAllByRole('button', { name: new RegExp(message('complaint.list.problemType')) });
    await expect(cards).toHaveLength(2);
    await expect(cards[1]).toHaveTextContent('2026-11-20 09:15');
    await expect(cards[1]).toHaveTextContent(collection.title);
    await expect(cards[1]).toHaveTextContent(/The collector called me at 11 pm/);
  },
};

/** A tab with no complaint says so. */
export const ListEmptyTab: Story = {
  render: () => <ComplaintListView list={list} onOpen={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(await canvas.findByRole('tab', { name: message('complaint.tab.processing') }));
    await expect(await canvas.findByText(message('complaint.list.empty'))).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: new RegExp(message('complaint.list.problemType')) })).toBeNull();
  },
};

// ---- The detail ----

/** Not answered yet: the type, the read-only content with its counter, and customer service's promise. */
export const DetailNotAnswered: Story = {
  render: () => <ComplaintDetailView detail={notAnswered} images={[]} disposeImages={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: notAnswered.type })).toBeInTheDocument();
    await expect(canvas.getByText(notAnswered.content)).toBeInTheDocument();
    await expect(canvas.getByText(`${notAnswered.content.length}/200`)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: message('complaint.detail.processResult') })).toBeInTheDocument();
    await expect(canvas.getByText(message('complaint.detail.processing'))).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Answered: the sub-type, the borrower's pictures, and the Process Result with its text and picture. */
export const DetailAnswered: Story = {
  render: () => <ComplaintDetailView detail={answeredDetail} images={answeredDetail.images.map(shown)} disposeImages={answeredDetail.disposeImages.map(shown)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(lateCalls.title)).toBeInTheDocument();
    await expect(canvas.getByText(answered.disposeDetail)).toBeInTheDocument();
    await expect(canvas.queryByText(message('complaint.detail.processing'))).toBeNull();
    const yours = canvas.getByRole('list', { name: message('complaint.detail.images') });
    await expect(within(yours).getAllByRole('img')).toHaveLength(3);
    const result = canvas.getByRole('list', { name: message('complaint.detail.processResult') });
    await expect(within(result).getByRole('img', { name: message('complaint.image.alt', { index: 1, count: 1 }) })).toHaveAttribute('src', shown(uploaded(4)));
  },
};

/** The rating modal that opens 3 s after an answered detail loads: 5 stars, Cancel and Send; Send needs a star. */
export const DetailRating: Story = {
  render: () => (
    <>
      <ComplaintDetailView detail={answeredDetail} images={answeredDetail.images.map(shown)} disposeImages={answeredDetail.disposeImages.map(shown)} />
      <StarRatingDialog
        title={message('complaint.rating.title')}
        sendLabel={message('complaint.rating.send')}
        noStarText={message('complaint.rating.chooseStars')}
        onCancel={fn()}
        onSend={fn(async () => {})}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: message('complaint.rating.title') });
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
    await expect(within(dialog).getByRole('button', { name: message('common.cancel') })).toBeInTheDocument();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(dialog).getByRole('button', { name: message('complaint.rating.send') }));
    await expect(await body.findByText(message('complaint.rating.chooseStars'))).toBeInTheDocument();
  },
};
