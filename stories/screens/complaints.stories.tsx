import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import complaintCorpus from '../../schemas/fixtures/complaints.json';
import loanCorpus from '../../schemas/fixtures/loan-details.json';
import { message } from '../../core/messages.ts';
import { appBasePath, routes, type RouteName } from '../../core/routes.ts';
import { problemDetailCall } from '../../generated/calls/complaints/problem-detail.ts';
import { problemInitCall } from '../../generated/calls/complaints/problem-init.ts';
import { problemListCall } from '../../generated/calls/complaints/problem-list.ts';
import { problemSaveCall } from '../../generated/calls/complaints/problem-save.ts';
import { saveScoreCall } from '../../generated/calls/complaints/save-score.ts';
import type { ProblemDetailData, ProblemInitData, ProblemListData, ProblemOrder } from '../../src/api/complaints.ts';
import { clearDraft, writeDraft, type ComplaintDraft } from '../../src/screens/complaints/complaint-draft.ts';
import { resetDraftStore } from '../../src/screens/complaints/complaint-draft-store.ts';
import { networkError, noAnswer, refusal, success, type Answer, type FakeApi, type SentRequest } from '../../src/screens/fake-server.ts';
import { phoneFrame, phoneViewport } from './phone.tsx';
import { ServedRoute, servedSpies } from './served-route.tsx';
import { retriesAfterFailure, showsLoading } from './story-plays.ts';

// The complaint flow's four screens (issue 15), served: each story opens a route's real screen (complaint home, the
// next page, the list, the detail), its calls answered by the screen tests' fake server from the fixture corpus
// (schemas/fixtures/complaints.json, and loan-details.json's orders). A move between the steps happens in the page,
// as in the app: the play follows it in the URL. The image upload, which goes by XMLHttpRequest rather than fetch,
// is not served: its states are views, in complaints-view.stories.tsx.

// ---- The corpus as the server answers it ----

const collectionStatuses = new Set([170, 174, 180, 200]);
function orderOf(key: string): ProblemOrder {
  const { orderId, response } = loanCorpus.orders.find((each) => each.key === key)!;
  return {
    orderNo: orderId,
    productLogo: response.productLogo,
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
const orderList = [underReview, overdue, repaid];
const initFor = (order: ProblemOrder | null): ProblemInitData => ({
  problemType: complaintCorpus.problemTypes,
  problemSonType: complaintCorpus.problemSonTypes,
  orderDetail: order,
  orderList,
});
const typeOf = (value: string) => complaintCorpus.problemTypes.find((type) => type.value === value)!;
const collection = typeOf('1');
const repayment = typeOf('2');
const lateCalls = complaintCorpus.problemSonTypes.find((type) => type.value === '102')!;
const complaint = (key: string) => complaintCorpus.complaints.find((each) => each.key === key)!;
const answered = complaint('answered');
const pending = complaint('pending');

/** A complaint's card on the list: its time as the server writes it, its type's title, its words. */
const cardOf = (each: (typeof complaintCorpus.complaints)[number]) => ({
  id: each.problemId,
  time: each.createdAt.slice(0, 16).replace('T', ' '),
  type: typeOf(each.problemType).title,
  content: each.detail,
});
const list: ProblemListData = {
  tabs: [
    { title: message('complaint.tab.all'), list: [cardOf(pending), cardOf(answered)] },
    { title: message('complaint.tab.processing'), list: [] },
    { title: message('complaint.tab.processed'), list: [cardOf(answered)] },
  ],
};

/** An uploaded image's URL as the server answers it. */
const uploaded = (n: number) => `/user-problem/images/${n.toString(16).padStart(32, '0')}.jpg`;

const notAnswered: ProblemDetailData = {
  type: typeOf(pending.problemType).title,
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
  isNeedScore: 0,
};

/** Each call of the flow answered from the corpus: problem-init for the page's order, the list, each detail, the sends. */
function served({ init, detail, save = success({ problemId: '900003' }) }: { init?: Answer; detail?: ProblemDetailData; save?: Answer } = {}) {
  const details = new Map([notAnswered, answeredDetail, detail].filter((each) => each !== undefined).map((each) => [each.problemId, each]));
  return {
    serve: (api: FakeApi) =>
      void api
        .answer(problemInitCall, init ?? ((request) => success(initFor(orderList.find((order) => order.orderNo === request.body.orderId) ?? overdue))(request)))
        .answer(problemListCall, success(list))
        .answer(problemDetailCall, (request) => success(details.get(request.body.problemId ?? ''))(request))
        .answer(problemSaveCall, save)
        .answer(saveScoreCall, success(null)),
  };
}

const meta = {
  title: 'Screens/Complaints',
  component: ServedRoute,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { route: 'complaint', query: `orderId=${overdue.orderNo}`, ...served(), ...servedSpies() },
  // The draft in memory is one per page: each story is a page of its own.
  beforeEach: () => {
    resetDraftStore();
    return resetDraftStore;
  },
} satisfies Meta<typeof ServedRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where antd-mobile draws its popups, toasts and dialogs: the page body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The path of a step's page, where a move in the flow puts the page. */
const stepPath = (route: RouteName) => `${appBasePath}${routes[route].path}`;
/** The requests the screen sent to `call`, as the server received them. */
const sentTo = (sent: unknown, call: { path: string }) =>
  (sent as { mock: { calls: Array<[SentRequest]> } }).mock.calls.map(([request]) => request).filter((request) => request.path === call.path);
/** A step loaded on a move (the next page's form above all) may take more than the default second to show. */
const moved = { timeout: 5000 };

// The description's textarea widget loads when the form first draws it (renderers/form-registry.ts).
const description = (canvasElement: HTMLElement) => within(canvasElement).findByRole('textbox', { name: /Description/ }, moved);
/**
 * Types with storybook/test's user-event, set up in the play: in the stories' test two copies of user-event (the test's
 * and Storybook's, set up for every story's context once a clipboard exists) each intercept an input's value, and
 * only the copy whose interceptor came last is seen by React; Storybook's comes last from the second story on.
 */

// ---- Complaint home ----

/** The selected order's summary (name, status, rows), 'All', the corner list button and the question types; a type leads on. */
export const HomeOrderSummary: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(overdue.productName, undefined, moved)).toBeInTheDocument();
    await expect(canvas.getByText(overdue.status)).toBeInTheDocument();
    for (const row of overdue.rows) await expect(canvas.getByText(row.title)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: message('complaint.type.heading') })).toBeInTheDocument();
    for (const type of complaintCorpus.problemTypes) await expect(canvas.getByRole('button', { name: type.title })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: collection.title })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: message('complaint.openList') })).toBeInTheDocument();
    // A type without sub-types goes straight to the next page, about this order.
    await userEvent.click(canvas.getByRole('button', { name: repayment.title }));
    await expect(await canvas.findByRole('heading', { level: 1, name: repayment.title }, moved)).toBeInTheDocument();
    await expect(window.location.pathname).toBe(stepPath('complainPageNext'));
    await expect(new URLSearchParams(window.location.search).get('orderId')).toBe(overdue.orderNo);
  },
};

/** 'All' tapped with several orders: the sheet lists each of the borrower's orders, and another can be chosen. */
export const HomeAllOrders: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: message('complaint.order.all') }, moved));
    const body = page(canvasElement);
    await expect(await body.findByText(message('complaint.order.choose'))).toBeInTheDocument();
    for (const order of orderList) await expect(body.getByText(`${order.productName} · ${order.orderNo}`)).toBeInTheDocument();
    await userEvent.click(body.getByText(`${underReview.productName} · ${underReview.orderNo}`));
    await expect(await within(canvasElement).findByText(underReview.status)).toBeInTheDocument();
  },
};

/** Collection on an order collectors work on: its sub-types open, and one leads to the next page. */
export const HomeCollectionOpened: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: collection.title }, moved));
    await expect(canvas.getByRole('button', { name: collection.title })).toHaveAttribute('aria-expanded', 'true');
    const subTypes = canvas.getByRole('list', { name: message('complaint.type.sub') });
    for (const sonType of complaintCorpus.problemSonTypes) await expect(within(subTypes).getByRole('button', { name: sonType.title })).toBeInTheDocument();
    await userEvent.click(within(subTypes).getByRole('button', { name: lateCalls.title }));
    await expect(await canvas.findByRole('heading', { level: 1, name: collection.title }, moved)).toBeInTheDocument();
    await expect(canvas.getByText(lateCalls.title)).toBeInTheDocument();
    await expect(window.location.pathname).toBe(stepPath('complainPageNext'));
  },
};

/** Collection on an order under review: refused with the spec's toast, nothing opens. */
export const HomeCollectionRefused: Story = {
  args: { query: `orderId=${underReview.orderNo}` },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(underReview.status, undefined, moved)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: collection.title }));
    await expect(await page(canvasElement).findByText(message('complaint.collectionNotSupported'))).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: message('complaint.type.sub') })).toBeNull();
    await expect(window.location.pathname).toBe(stepPath('complaint'));
  },
};

/** A borrower without orders: the message, no types, no 'All'; the list stays reachable. */
export const HomeNoOrders: Story = {
  args: { query: '', ...served({ init: success({ ...initFor(null), orderList: [] }) }) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(message('complaint.order.none'), undefined, moved)).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: message('complaint.type.heading') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: message('complaint.order.all') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: message('complaint.openList') }));
    await expect(await canvas.findByRole('tab', { name: list.tabs[0]!.title }, moved)).toBeInTheDocument();
    await expect(window.location.pathname).toBe(stepPath('complaintList'));
  },
};

export const HomeLoading: Story = { args: served({ init: noAnswer }), play: showsLoading };

/** problem-init fails, Try again asks again, and the order shows. */
export const HomeLoadFailed: Story = {
  args: { serve: (api) => void served().serve(api.answerOnce(problemInitCall, networkError)) },
  play: async (context) => {
    await retriesAfterFailure(context);
    await expect(await within(context.canvasElement).findByText(overdue.status, undefined, moved)).toBeInTheDocument();
  },
};

// ---- The next page: opened on the draft complaint home kept (stored before the page opens) ----

const draft: ComplaintDraft = {
  orderNo: overdue.orderNo,
  problemType: collection,
  problemSonType: lateCalls,
  problemDetail: '',
  problemImages: [],
  idempotencyKey: 'a'.repeat(32),
};
/** The next page's story args and the draft stored for it. */
function nextPage(kept: ComplaintDraft | undefined, save?: Answer): Pick<Story, 'args' | 'beforeEach'> {
  return {
    args: { route: 'complainPageNext', query: '', ...served({ save }) },
    beforeEach: () => {
      if (kept) writeDraft(kept);
      return () => clearDraft();
    },
  };
}

/** Empty: the type and sub-type, the description at 0/200, the reply note; Send refuses it and sends nothing. */
export const NextEmpty: Story = {
  ...nextPage(draft),
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await description(canvasElement)).toHaveValue('');
    await expect(canvas.getByRole('heading', { level: 1, name: collection.title })).toBeInTheDocument();
    await expect(canvas.getByText(lateCalls.title)).toBeInTheDocument();
    await expect(canvas.getByText('0/200')).toBeInTheDocument();
    await expect(canvas.getByText(message('complaint.next.replyNote'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: message('complaint.rating.send') }));
    await expect(await canvas.findByText(message('complaint.detailEmpty'))).toBeInTheDocument();
    await expect(sentTo(args.sent, problemSaveCall)).toEqual([]);
  },
};

const twoHundred = answered.detail.padEnd(200, ` ${answered.detail}`);

/** The description at its limit: 200/200, and further input is ignored. */
export const NextCounterFull: Story = {
  ...nextPage({ ...draft, problemDetail: twoHundred }),
  play: async ({ canvasElement, userEvent }) => {
    const box = await description(canvasElement);
    await expect(box).toHaveValue(twoHundred);
    await expect(within(canvasElement).getByText('200/200')).toBeInTheDocument();
    await userEvent.type(box, 'more');
    await expect(box).toHaveValue(twoHundred);
  },
};

/** Nine images uploaded: each tile enlarges on tap, and the add tile is gone. */
export const NextNineImages: Story = {
  ...nextPage({ ...draft, problemDetail: answered.detail, problemImages: Array.from({ length: 9 }, (_, n) => uploaded(n + 1)) }),
  play: async ({ canvasElement }) => {
    const tiles = await within(canvasElement).findAllByRole('button', { name: /^Image \d: tap to enlarge$/ }, moved);
    await expect(tiles).toHaveLength(9);
    // Shown from the server with the borrower's session (problemImageSrc).
    await expect(tiles[8]!.querySelector('img')?.getAttribute('src')).toContain(uploaded(9));
    // The add tile is hidden: a tenth image cannot be picked.
    await expect(canvasElement.querySelector('input[type="file"]')).not.toBeVisible();
  },
};

/** Sent: the success modal over what was sent, then (after 1.5 s) complaint home in its place. */
export const NextSent: Story = {
  ...nextPage({ ...draft, problemImages: [uploaded(1), uploaded(2)] }),
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.type(await description(canvasElement), answered.detail);
    await userEvent.click(within(canvasElement).getByRole('button', { name: message('complaint.rating.send') }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: message('complaint.next.sent') }, moved);
    await expect(dialog).toHaveTextContent(message('complaint.next.sent'));
    await expect(sentTo(args.sent, problemSaveCall).map((request) => request.body)).toEqual([
      {
        orderNo: overdue.orderNo,
        problemType: collection.value,
        problemSonType: lateCalls.value,
        problemDetail: answered.detail,
        problemImage: `${uploaded(1)},${uploaded(2)}`,
        idempotencyKey: draft.idempotencyKey,
      },
    ]);
    await waitFor(() => expect(window.location.pathname).toBe(stepPath('complaint')), moved);
    await expect(await within(canvasElement).findByRole('heading', { name: message('complaint.type.heading') }, moved)).toBeInTheDocument();
  },
};

/** The server refuses the send: its words are toasted, and the page and what was written stay, to send again. */
export const NextSendRefused: Story = {
  ...nextPage({ ...draft, problemDetail: answered.detail }, refusal('PROBLEM_TYPE_NOT_FOUND', message('complaint.server.typeNotFound'))),
  play: async ({ canvasElement, args, userEvent }) => {
    const box = await description(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: message('complaint.rating.send') }));
    await expect(await page(canvasElement).findByText(message('complaint.server.typeNotFound'), undefined, moved)).toBeInTheDocument();
    await expect(sentTo(args.sent, problemSaveCall)).toHaveLength(1);
    await expect(box).toHaveValue(answered.detail);
    await expect(page(canvasElement).queryByRole('dialog', { name: message('complaint.next.sent') })).toBeNull();
    await expect(window.location.pathname).toBe(stepPath('complainPageNext'));
  },
};

/** Opened with no draft (no type chosen): the page says so and leads back to complaint home. */
export const NextNoType: Story = {
  ...nextPage(undefined),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(message('complaint.next.noType'), undefined, moved)).toBeInTheDocument();
  },
};

// ---- The list ----

/** The server's tabs; each card shows the time, 'Problem Type', the type and the content, and opens its detail. */
export const ListTabs: Story = {
  args: { route: 'complaintList', query: '' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    for (const tab of list.tabs) await expect(await canvas.findByRole('tab', { name: tab.title }, moved)).toBeInTheDocument();
    const cards = canvas.getAllByRole('button', { name: new RegExp(message('complaint.list.problemType')) });
    await expect(cards).toHaveLength(2);
    await expect(cards[1]).toHaveTextContent(cardOf(answered).time);
    await expect(cards[1]).toHaveTextContent(collection.title);
    await expect(cards[1]).toHaveTextContent(answered.detail.split('\n')[0]!);
    await userEvent.click(cards[1]!);
    await expect(await canvas.findByText(answered.disposeDetail, undefined, moved)).toBeInTheDocument();
    await expect(window.location.pathname).toBe(stepPath('complainDetails'));
    await expect(new URLSearchParams(window.location.search).get('problemId')).toBe(answered.problemId);
  },
};

/** A tab with no complaint says so. */
export const ListEmptyTab: Story = {
  args: { route: 'complaintList', query: '' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: message('complaint.tab.processing') }, moved));
    await expect(await canvas.findByText(message('complaint.list.empty'))).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: new RegExp(message('complaint.list.problemType')) })).toBeNull();
  },
};

export const ListLoading: Story = {
  args: {
    route: 'complaintList',
    query: '',
    serve: (api) => {
      served().serve(api);
      api.answer(problemListCall, noAnswer);
    },
  },
  play: showsLoading,
};

/** The list fails to load, Try again asks again, and the tabs show. */
export const ListLoadFailed: Story = {
  args: { route: 'complaintList', query: '', serve: (api) => void served().serve(api.answerOnce(problemListCall, networkError)) },
  play: async (context) => {
    await retriesAfterFailure(context);
    await expect(await within(context.canvasElement).findByRole('tab', { name: list.tabs[0]!.title }, moved)).toBeInTheDocument();
  },
};

// ---- The detail ----

const detailArgs = (detail: ProblemDetailData) => ({ route: 'complainDetails' as const, query: `problemId=${detail.problemId}`, ...served({ detail }) });

/** Not answered yet: the type, the read-only content with its counter, and customer service's promise. */
export const DetailNotAnswered: Story = {
  args: detailArgs(notAnswered),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: notAnswered.type }, moved)).toBeInTheDocument();
    await expect(canvas.getByText(notAnswered.content)).toBeInTheDocument();
    await expect(canvas.getByText(`${notAnswered.content.length}/200`)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: message('complaint.detail.processResult') })).toBeInTheDocument();
    await expect(canvas.getByText(message('complaint.detail.processing'))).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Answered: the sub-type, the borrower's pictures, and the Process Result with its text and picture. */
export const DetailAnswered: Story = {
  args: detailArgs(answeredDetail),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(answered.disposeDetail, undefined, moved)).toBeInTheDocument();
    await expect(canvas.getByText(lateCalls.title)).toBeInTheDocument();
    await expect(canvas.queryByText(message('complaint.detail.processing'))).toBeNull();
    const yours = canvas.getByRole('list', { name: message('complaint.detail.images') });
    await expect(within(yours).getAllByRole('img')).toHaveLength(3);
    const result = canvas.getByRole('list', { name: message('complaint.detail.processResult') });
    const picture = within(result).getByRole('img', { name: message('complaint.image.alt', { index: 1, count: 1 }) });
    await expect(picture.getAttribute('src')).toContain(uploaded(4));
  },
};

/** An answered detail that asks for a score: 3 s after it loads the rating opens (5 stars, Cancel, Send); Send needs a star. */
export const DetailRating: Story = {
  args: detailArgs({ ...answeredDetail, isNeedScore: 1 }),
  play: async ({ canvasElement, args, userEvent }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: message('complaint.rating.title') }, { timeout: 8000 });
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(within(dialog).getByRole('button', { name: message('complaint.rating.send') }));
    await expect(await body.findByText(message('complaint.rating.chooseStars'))).toBeInTheDocument();
    await expect(sentTo(args.sent, saveScoreCall)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: message('common.cancel') }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: message('complaint.rating.title') })).toBeNull());
  },
};

export const DetailLoading: Story = {
  args: {
    ...detailArgs(answeredDetail), serve: (api) => {
      served().serve(api);
      api.answer(problemDetailCall, noAnswer);
    },
  },
  play: showsLoading,
};

/** The detail fails to load, Try again asks again, and the complaint shows. */
export const DetailLoadFailed: Story = {
  args: { ...detailArgs(answeredDetail), serve: (api) => void served().serve(api.answerOnce(problemDetailCall, networkError)) },
  play: async (context) => {
    await retriesAfterFailure(context);
    await expect(await within(context.canvasElement).findByText(answered.disposeDetail, undefined, moved)).toBeInTheDocument();
  },
};
