import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishedVersionCall } from '../../../generated/calls/publishing/published-version.ts';
import { problemDetailCall } from '../../../generated/calls/complaints/problem-detail.ts';
import { problemInitCall } from '../../../generated/calls/complaints/problem-init.ts';
import { problemListCall } from '../../../generated/calls/complaints/problem-list.ts';
import { problemSaveCall } from '../../../generated/calls/complaints/problem-save.ts';
import { saveScoreCall } from '../../../generated/calls/complaints/save-score.ts';
import complaintCorpus from '../../../schemas/fixtures/complaints.json';
import bundledSchema from '../../../schemas/forms/complaint/schema.json';
import bundledUiSchema from '../../../schemas/forms/complaint/ui-schema.json';
import loanCorpus from '../../../schemas/fixtures/loan-details.json';
import catalog from '../../../schemas/messages/en.json';
import type { ApiCall } from '../../api/client.ts';
import type { ProblemDetailData, ProblemInitData, ProblemListData, ProblemOrder } from '../../api/complaints.ts';
import type { LoadKey } from '../../platform/use-load.ts';
import { borrower, held, networkError, noAnswer, refusal, screenHarness, sessionQuery, success, user } from '../screen-harness.tsx';
import ComplaintDetail, { ratingDelayMs } from './complaint-detail.tsx';
import { complaintDraftKey, writeDraft, type ComplaintDraft } from './complaint-draft.ts';
import { resetDraftStore } from './complaint-draft-store.ts';
import { ComplaintFlow } from './complaint-flow.tsx';
import ComplaintHome from './complaint-home.tsx';
import ComplaintList from './complaint-list.tsx';
import ComplaintNext, { sentModalMs } from './complaint-next.tsx';
import { moveTo, stepAt, type FlowStep } from './flow-history.ts';

// The complaint flow in jsdom, on the api client with the server answered by src/screens/screen-harness.tsx, from the
// fixture corpus:
// moves between the four steps in the page, complaint home's choices, the next page's send and its draft, and the
// detail's rating prompt.

// ---- Fixtures: the corpus as the server answers it ----

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
const orderList = [underReview, overdue, orderOf('repaid')];
const initFor = (order: ProblemOrder): ProblemInitData => ({
  problemType: complaintCorpus.problemTypes,
  problemSonType: complaintCorpus.problemSonTypes,
  orderDetail: order,
  orderList,
});
const collection = complaintCorpus.problemTypes.find((type) => type.value === '1')!;
const repayment = complaintCorpus.problemTypes.find((type) => type.value === '2')!;
const lateCalls = complaintCorpus.problemSonTypes.find((type) => type.value === '102')!;
const answered = complaintCorpus.complaints.find((each) => each.key === 'answered')!;
const pending = complaintCorpus.complaints.find((each) => each.key === 'pending')!;

const list: ProblemListData = {
  tabs: [
    {
      title: catalog['complaint.tab.all'],
      list: [
        { id: pending.problemId, time: '2026-11-23 14:40', type: 'Loan application', content: pending.detail },
        { id: answered.problemId, time: '2026-11-20 09:15', type: collection.title, content: answered.detail },
      ],
    },
    { title: catalog['complaint.tab.processing'], list: [] },
  ],
};
const detailOf = (isNeedScore: 0 | 1): ProblemDetailData => ({
  type: collection.title,
  sonType: lateCalls.title,
  problemId: answered.problemId,
  content: answered.detail,
  images: [],
  disposeDetail: answered.disposeDetail,
  disposeImages: [],
  isNeedScore,
});

const image = (n: number) => `/user-problem/images/${String(n).padStart(32, '0')}.jpg`;

// ---- The page: the server, toasts, location ----

/** `page.toasts`: every toast text shown, in order. */
const page = screenHarness({ recordToasts: true });

/** The bodies sent to one call, in order. */
const sentTo = (call: ApiCall<unknown, unknown>) => page.api.sentTo(call).map((request) => request.body);

beforeAll(async () => {
  // Modules the flow loads lazily, loaded once here so that no test waits on the first import of them.
  await Promise.all([
    import('./complaint-next.tsx'),
    import('./complaint-list.tsx'),
    import('./complaint-detail.tsx'),
    import('./sent-modal.tsx'),
    import('../../ui/star-rating-dialog.tsx'),
  ]);
});

beforeEach(() => {
  page.api
    .answer(problemInitCall, (request) => success(initFor(request.body.orderId === underReview.orderNo ? underReview : overdue))(request))
    .answer(problemListCall, success(list))
    .answer(problemDetailCall, success(detailOf(0)));
  resetDraftStore();
});

afterEach(() => {
  vi.useRealTimers();
  resetDraftStore();
});

const steps: Record<FlowStep, ComponentType> = {
  complaint: ComplaintHome,
  complainPageNext: ComplaintNext,
  complaintList: ComplaintList,
  complainDetails: ComplaintDetail,
};

/** Opens the page of `step` at its URL, as the app does: the flow, the session from the query, a fresh load cache. */
function open(step: FlowStep, query = '', seed: [LoadKey, unknown][] = []) {
  return page.open(<ComplaintFlow opened={step} step={steps[step]} />, { route: step, query, seed });
}

const storedDraft = (): ComplaintDraft | null => JSON.parse(window.localStorage.getItem(complaintDraftKey) ?? 'null') as ComplaintDraft | null;
const typeButton = (title: string) => screen.getByRole('button', { name: title });
const location = () => `${window.location.pathname}${window.location.search}`;

// ---- Moves ----

describe('stepAt', () => {
  it.each<[string, FlowStep | undefined]>([
    ['/app/complaint', 'complaint'],
    ['/app/complainPageNext', 'complainPageNext'],
    ['/app/complaintList', 'complaintList'],
    ['/app/complainDetails', 'complainDetails'],
    ['/app/complaintList/', 'complaintList'],
    ['/APP/COMPLAINTLIST/', 'complaintList'],
    ['/app/complaindetails//', 'complainDetails'],
    ['/App/Complaint', 'complaint'],
    ['/app/complaints', undefined],
    ['/app/complaintList/900001', undefined],
    ['/complaintList', undefined],
    ['/app', undefined],
    ['/app/loan-details', undefined],
  ])('%s -> %s', (path, step) => expect(stepAt(path)).toBe(step));
});

describe('moveTo', () => {
  it('pushes a history entry, or replaces the current one, without a page load', () => {
    window.history.replaceState(null, '', '/app/complaint?sessionId=s');
    const length = window.history.length;
    const moved = vi.fn();
    window.addEventListener('complaintflowmove', moved);
    moveTo('/app/complaintList?sessionId=s');
    expect(location()).toBe('/app/complaintList?sessionId=s');
    expect(window.history.length).toBe(length + 1);
    moveTo('/app/complainDetails?sessionId=s&problemId=1', { replace: true });
    expect(location()).toBe('/app/complainDetails?sessionId=s&problemId=1');
    expect(window.history.length).toBe(length + 1);
    expect(moved).toHaveBeenCalledTimes(2);
    window.removeEventListener('complaintflowmove', moved);
  });
});

describe('The complaint flow', () => {
  it('opens the list, moves to the tapped complaint in the page, and back to the list with the back button', async () => {
    open('complaintList');
    const card = await screen.findByRole('button', { name: new RegExp(answered.detail.split('\n')[0]!) });
    expect(card).toHaveTextContent(catalog['complaint.list.problemType']);
    expect(card).toHaveTextContent(collection.title);
    expect(card).toHaveTextContent('2026-11-20 09:15');
    const length = window.history.length;

    await user().click(card);
    expect(await screen.findByRole('heading', { level: 1, name: collection.title })).toBeInTheDocument();
    expect(screen.getByText(lateCalls.title)).toBeInTheDocument();
    expect(screen.getByText(answered.disposeDetail)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/app/complainDetails');
    const query = new URLSearchParams(window.location.search);
    expect(query.get('problemId')).toBe(answered.problemId);
    expect(query.get('sessionId')).toBe(borrower.session.sessionId);
    expect(window.history.length).toBe(length + 1);
    expect(sentTo(problemDetailCall).map((body) => body.problemId)).toEqual([answered.problemId]);
    // No page load: the list is not the list of a new page (its answer is still in memory, not fetched again).
    expect(sentTo(problemListCall)).toHaveLength(1);

    window.history.back();
    expect(await screen.findByRole('button', { name: new RegExp(answered.detail.split('\n')[0]!) })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/app/complaintList');
    expect(screen.queryByText(answered.disposeDetail)).toBeNull();
  });

  it('shows the server tabs, and an empty tab says so', async () => {
    open('complaintList');
    await screen.findByRole('button', { name: new RegExp(pending.detail) });
    await user().click(await screen.findByRole('tab', { name: catalog['complaint.tab.processing'] }));
    expect(await screen.findByText(catalog['complaint.list.empty'])).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(pending.detail) })).toBeNull();
  });
});

// ---- Complaint home ----

describe('Complaint home', () => {
  it('refuses collection on an order without collection support, and stays', async () => {
    open('complaint', `&orderId=${underReview.orderNo}`);
    const button = await screen.findByRole('button', { name: collection.title });
    expect(screen.getByText(underReview.status)).toBeInTheDocument();
    await user().click(button);
    await waitFor(() => expect(page.toasts).toEqual([catalog['complaint.collectionNotSupported']]));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: lateCalls.title })).toBeNull();
    expect(window.location.pathname).toBe('/app/complaint');
    expect(storedDraft()).toBeNull();
  });

  it('opens collection sub-types when the answer does not say whether the order supports them: the server decides on sending', async () => {
    // supportCollection is not in SPEC.md, so a backend we did not write may leave it out.
    const { supportCollection: _left, ...unsaid } = underReview;
    page.api.answer(problemInitCall, success({ ...initFor(underReview), orderDetail: unsaid, orderList: orderList.map(({ supportCollection: _none, ...order }) => order) }));
    open('complaint', `&orderId=${underReview.orderNo}`);
    await user().click(await screen.findByRole('button', { name: collection.title }));
    expect(typeButton(collection.title)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: lateCalls.title })).toBeInTheDocument();
    expect(page.toasts).toEqual([]);
  });

  it('opens collection sub-types on an order with support, and a sub-type goes to the next page with the draft saved', async () => {
    open('complaint', `&orderId=${overdue.orderNo}`);
    await user().click(await screen.findByRole('button', { name: collection.title }));
    expect(typeButton(collection.title)).toHaveAttribute('aria-expanded', 'true');
    const subTypes = screen.getByRole('list', { name: catalog['complaint.type.sub'] });
    expect(within(subTypes).getAllByRole('button').map((each) => each.textContent)).toEqual(complaintCorpus.problemSonTypes.map((each) => each.title));
    expect(page.toasts).toEqual([]);

    await user().click(within(subTypes).getByRole('button', { name: lateCalls.title }));
    expect(window.location.pathname).toBe('/app/complainPageNext');
    expect(new URLSearchParams(window.location.search).get('sessionId')).toBe(borrower.session.sessionId);
    expect(storedDraft()).toMatchObject({
      orderNo: overdue.orderNo,
      problemType: { title: collection.title, value: '1' },
      problemSonType: { title: lateCalls.title, value: '102' },
      problemDetail: '',
      problemImages: [],
    });
    // The next step, drawn in the page from the draft in memory.
    expect(await screen.findByRole('heading', { level: 1, name: collection.title })).toBeInTheDocument();
    expect(screen.getByText(lateCalls.title)).toBeInTheDocument();
    expect(screen.getByText(catalog['complaint.next.replyNote'])).toBeInTheDocument();
  });

  it('goes straight to the next page with a type that has no sub-types', async () => {
    open('complaint', `&orderId=${underReview.orderNo}`);
    await user().click(await screen.findByRole('button', { name: repayment.title }));
    expect(window.location.pathname).toBe('/app/complainPageNext');
    expect(storedDraft()).toMatchObject({ orderNo: underReview.orderNo, problemType: { title: repayment.title, value: '2' } });
    expect(storedDraft()).not.toHaveProperty('problemSonType');
    expect(await screen.findByRole('heading', { level: 1, name: repayment.title })).toBeInTheDocument();
  });

  it('keeps the page\'s orderId through the next page and back to home after a send, where the same order shows', async () => {
    page.api.answer(problemSaveCall, success({ problemId: '900003' }));
    open('complaint', `&orderId=${underReview.orderNo}`);
    await user().click(await screen.findByRole('button', { name: repayment.title }));
    expect(new URLSearchParams(window.location.search).get('orderId')).toBe(underReview.orderNo);
    await user().type(await screen.findByRole('textbox', { name: /Description/ }), 'Paid twice.');
    await user().click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(window.location.pathname).toBe('/app/complaint'), { timeout: sentModalMs + 2000 });
    expect(new URLSearchParams(window.location.search).get('orderId')).toBe(underReview.orderNo);
    expect(await screen.findByRole('heading', { name: catalog['complaint.type.heading'] })).toBeInTheDocument();
    expect(sentTo(problemInitCall).at(-1)?.orderId).toBe(underReview.orderNo);
  });

  it("switches the order with 'All', and the complaint is then about that order", async () => {
    open('complaint', `&orderId=${underReview.orderNo}`);
    await user().click(await screen.findByRole('button', { name: catalog['complaint.order.all'] }));
    await user().click(await screen.findByText(`${overdue.productName} · ${overdue.orderNo}`));
    expect(await screen.findByText(overdue.status)).toBeInTheDocument();
    expect(storedDraft()).toMatchObject({ orderNo: overdue.orderNo });
    // The overdue order supports collection: its sub-types open.
    await user().click(typeButton(collection.title));
    expect(typeButton(collection.title)).toHaveAttribute('aria-expanded', 'true');
    expect(page.toasts).toEqual([]);
  });

  it('opens the list from the corner', async () => {
    open('complaint');
    await user().click(await screen.findByRole('button', { name: catalog['complaint.openList'] }));
    expect(window.location.pathname).toBe('/app/complaintList');
    expect(await screen.findByRole('button', { name: new RegExp(pending.detail) })).toBeInTheDocument();
  });
});

// ---- The next page ----

const draft: ComplaintDraft = {
  orderNo: overdue.orderNo,
  problemType: { title: collection.title, value: '1' },
  problemSonType: { title: lateCalls.title, value: '102' },
  problemDetail: '',
  problemImages: [image(1), image(2)],
  idempotencyKey: '0123456789abcdef'.repeat(2),
};

/** The next page, opened on a draft kept from before (a reload, or the page the home step moved to). */
async function openNext(kept: ComplaintDraft = draft) {
  writeDraft(kept);
  open('complainPageNext');
  const box = await screen.findByRole('textbox', { name: /Description/ });
  return { box, send: screen.getByRole('button', { name: 'Send' }) };
}

/** forms/complaint as staff publish it (issue 26): a changed label and a new field, as `version`. */
function publishComplaintForm(version: number, change: (form: { schema: Record<string, unknown>; uiSchema: Record<string, unknown> }) => void) {
  const document = { schema: structuredClone(bundledSchema) as Record<string, unknown>, uiSchema: structuredClone(bundledUiSchema) as Record<string, unknown> };
  change(document);
  page.api.answer(publishedVersionCall, success({ id: 'forms/complaint', version, document }));
}

const newFieldAndLabel = (form: { schema: Record<string, unknown>; uiSchema: Record<string, unknown> }) => {
  const properties = form.schema.properties as Record<string, { title?: string }>;
  properties.problemDetail!.title = 'What happened?';
  properties.contactTime = { type: 'string', title: 'Best time to call', maxLength: 40 } as never;
  form.uiSchema['ui:order'] = ['problemDetail', 'contactTime', 'problemImages'];
};

describe('Complaint next page, under a published version of forms/complaint', () => {
  it('draws the published label and new field, with the draft made under the bundled copy kept whole', async () => {
    publishComplaintForm(1, newFieldAndLabel);
    writeDraft({ ...draft, problemDetail: 'Kept words.' });
    open('complainPageNext');
    const box = await screen.findByRole('textbox', { name: /What happened\?/ });
    expect(box).toHaveValue('Kept words.');
    expect(screen.getByRole('textbox', { name: /Best time to call/ })).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: /^Image \d: tap to enlarge$/ })).toHaveLength(2);
    await waitFor(() => expect(storedDraft()).toMatchObject({ formVersion: 1, problemDetail: 'Kept words.', problemImages: [image(1), image(2)] }));
    expect(screen.queryByText(/could not be kept/)).toBeNull();
    await user().type(screen.getByRole('textbox', { name: /Best time to call/ }), 'noon');
    await waitFor(() => expect(storedDraft()?.fields).toEqual({ contactTime: 'noon' }));
  });

  it('keeps what the new version accepts and names, in the catalog\'s words, what it could not keep', async () => {
    // Version 2 drops the pictures and allows 5 characters: the words made under version 1 no longer fit either.
    publishComplaintForm(2, (form) => {
      newFieldAndLabel(form);
      const properties = form.schema.properties as Record<string, unknown>;
      delete properties.problemImages;
      (properties.problemDetail as { maxLength: number }).maxLength = 5;
      form.uiSchema['ui:order'] = ['problemDetail', 'contactTime'];
    });
    writeDraft({ ...draft, problemDetail: 'Kept words.', formVersion: 1, fields: { contactTime: 'noon' } });
    open('complainPageNext');
    const said = catalog['drafts.notKept'].replace('{fields}', 'What happened?, Pictures (optional)');
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Best time to call/ })).toHaveValue('noon');
    expect(screen.getByRole('textbox', { name: /What happened\?/ })).toHaveValue('');
    await waitFor(() => expect(storedDraft()).toMatchObject({ formVersion: 2, problemDetail: '', problemImages: [], fields: { contactTime: 'noon' } }));
  });

  it('back on the bundled copy (a rollback), a draft of version 1 keeps the words and images and names the field that went', async () => {
    writeDraft({ ...draft, problemDetail: 'Kept words.', formVersion: 1, fields: { contactTime: 'noon' } });
    open('complainPageNext');
    expect(await screen.findByText(catalog['drafts.notKept'].replace('{fields}', 'contactTime'))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Kept words.');
    await waitFor(() => expect(storedDraft()).not.toHaveProperty('fields'));
    expect(storedDraft()).not.toHaveProperty('formVersion');
    expect(storedDraft()).toMatchObject({ problemDetail: 'Kept words.', problemImages: [image(1), image(2)] });
  });

  it('a published form naming a widget this page lacks draws the bundled copy, and the draft is not touched', async () => {
    publishComplaintForm(3, (form) => {
      (form.uiSchema.problemDetail as Record<string, unknown>)['ui:widget'] = 'richEditor';
    });
    writeDraft({ ...draft, problemDetail: 'Kept words.' });
    open('complainPageNext');
    expect(await screen.findByRole('textbox', { name: /Description/ })).toHaveValue('Kept words.');
    await waitFor(() => expect(page.api.sentTo(publishedVersionCall)).toHaveLength(1));
    expect(storedDraft()).not.toHaveProperty('formVersion');
    expect(screen.queryByText(/could not be kept/)).toBeNull();
  });
});

describe('Complaint next page', () => {
  it('shows the kept draft: the type, the sub-type, the words and the uploaded images', async () => {
    await openNext({ ...draft, problemDetail: 'Kept words.' });
    expect(screen.getByRole('heading', { level: 1, name: collection.title })).toBeInTheDocument();
    expect(screen.getByText(lateCalls.title)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Kept words.');
    expect(await screen.findAllByRole('button', { name: /^Image \d: tap to enlarge$/ })).toHaveLength(2);
  });

  it.each([
    ['empty', ''],
    ['blank', '   \n  '],
  ])('refuses an %s description and sends nothing', async (_name, words) => {
    const { box, send } = await openNext();
    if (words) {
      await user().click(box);
      await user().paste(words);
    }
    await user().click(send);
    expect(await screen.findByText(catalog['complaint.detailEmpty'])).toBeInTheDocument();
    expect(sentTo(problemSaveCall)).toEqual([]);
    expect(window.location.pathname).toBe('/app/complainPageNext');
  });

  it('cuts a description over 200 characters at 200', async () => {
    const { box } = await openNext();
    await user().click(box);
    await user().paste('a'.repeat(150) + 'b'.repeat(100));
    expect(box).toHaveValue('a'.repeat(150) + 'b'.repeat(50));
    expect(screen.getByText('200/200')).toBeInTheDocument();
    await user().type(box, 'c');
    expect(box).toHaveValue('a'.repeat(150) + 'b'.repeat(50));
    await waitFor(() => expect(storedDraft()?.problemDetail).toBe('a'.repeat(150) + 'b'.repeat(50)));
  });

  it("sends the order, the types, the words, the images comma-joined and the draft's key; a failed send keeps the draft", async () => {
    page.api.answer(problemSaveCall, networkError);
    const { box, send } = await openNext();
    await user().type(box, 'Calls at 11 pm.');
    await waitFor(() => expect(storedDraft()?.problemDetail).toBe('Calls at 11 pm.'));

    await user().click(send);
    await waitFor(() => expect(page.toasts).toEqual([catalog['error.network']]));
    const [first] = sentTo(problemSaveCall);
    expect(first).toEqual({
      orderNo: overdue.orderNo,
      problemType: '1',
      problemSonType: '102',
      problemDetail: 'Calls at 11 pm.',
      problemImage: `${image(1)},${image(2)}`,
      idempotencyKey: draft.idempotencyKey,
    });
    // Nothing lost: the draft is kept in storage and on screen, to be sent again with the same key, now held with
    // the subject it is for (a draft saved before sendKey held it as idempotencyKey).
    const { idempotencyKey, ...kept } = draft;
    const held = { ...kept, problemDetail: 'Calls at 11 pm.', sendKey: { intent: `${overdue.orderNo}|1|102`, key: idempotencyKey } };
    expect(storedDraft()).toEqual(held);
    expect(box).toHaveValue('Calls at 11 pm.');
    expect(window.location.pathname).toBe('/app/complainPageNext');
    expect(screen.queryByRole('dialog')).toBeNull();

    page.api.answer(problemSaveCall, refusal('ORDER_NOT_FOUND', 'We could not find this order.', null));
    await user().click(send);
    await waitFor(() => expect(page.toasts).toContain('We could not find this order.'));
    expect(sentTo(problemSaveCall)[1]!.idempotencyKey).toBe(draft.idempotencyKey);
    expect(storedDraft()).toEqual(held);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the key of a first send in the draft with its subject, so a retry after a reload sends it again', async () => {
    const { idempotencyKey: _, ...withoutKey } = draft;
    page.api.answer(problemSaveCall, networkError);
    const first = await openNext(withoutKey);
    await user().type(first.box, 'Calls at 11 pm.');
    await user().click(first.send);
    await waitFor(() => expect(sentTo(problemSaveCall)).toHaveLength(1));
    const key = sentTo(problemSaveCall)[0]!.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(storedDraft()?.sendKey).toEqual({ intent: `${overdue.orderNo}|1|102`, key });

    // A reload: the page opens on the stored draft; new words are the same complaint, sent with the same key.
    cleanup();
    resetDraftStore();
    page.api.answer(problemSaveCall, success({ problemId: '900004' }));
    open('complainPageNext');
    await user().type(await screen.findByRole('textbox', { name: /Description/ }), ' Twice.');
    await user().click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sentTo(problemSaveCall)).toHaveLength(2));
    expect(sentTo(problemSaveCall)[1]).toMatchObject({ problemDetail: 'Calls at 11 pm. Twice.', idempotencyKey: key });
    await waitFor(() => expect(window.location.pathname).toBe('/app/complaint'), { timeout: sentModalMs + 2000 });
    expect(storedDraft()).toBeNull();
  });

  it('sends a type without sub-type with an empty problemSonType, and no images as an empty problemImage', async () => {
    page.api.answer(problemSaveCall, success({ problemId: '900003' }));
    const { box, send } = await openNext({ ...draft, problemType: { title: repayment.title, value: '2' }, problemSonType: undefined, problemImages: [] });
    await user().type(box, 'Paid twice.');
    await user().click(send);
    await waitFor(() => expect(sentTo(problemSaveCall)).toHaveLength(1));
    expect(sentTo(problemSaveCall)[0]!.problemSonType).toBe('');
    expect(sentTo(problemSaveCall)[0]!.problemImage).toBe('');
    expect(sentTo(problemSaveCall)[0]!.problemType).toBe('2');
    // Sent: the page moves home after the modal's 1.5 s (waited for, so that no move is left for the next test).
    await waitFor(() => expect(window.location.pathname).toBe('/app/complaint'), { timeout: sentModalMs + 2000 });
  });

  it('on success clears the draft, shows the sent modal, and after 1.5 s is back on complaint home', async () => {
    const save = held();
    page.api.answer(problemSaveCall, save.answer);
    const { box, send } = await openNext();
    await user().type(box, 'Calls at 11 pm.');
    // Double taps while the save is on its way: one complaint.
    await user().click(send);
    await user().click(send);
    await user().click(send);
    expect(sentTo(problemSaveCall)).toHaveLength(1);

    let movedAt = 0;
    const moved = () => (movedAt = Date.now());
    window.addEventListener('complaintflowmove', moved);
    const entries = window.history.length;
    const answeredAt = Date.now();
    save.release(success({ problemId: '900003' }));
    const modal = await screen.findByRole('dialog', { name: catalog['complaint.next.sent'] });
    expect(modal).toHaveTextContent(catalog['complaint.next.sent']);
    expect(window.localStorage.getItem(complaintDraftKey)).toBeNull();
    // The modal stays over what was sent for its 1.5 s.
    expect(window.location.pathname).toBe('/app/complainPageNext');
    expect(screen.getByRole('heading', { level: 1, name: collection.title })).toBeInTheDocument();

    await waitFor(() => expect(window.location.pathname).toBe('/app/complaint'), { timeout: sentModalMs + 2000 });
    window.removeEventListener('complaintflowmove', moved);
    expect(movedAt - answeredAt).toBeGreaterThanOrEqual(sentModalMs - 5);
    expect(new URLSearchParams(window.location.search).get('sessionId')).toBe(borrower.session.sessionId);
    expect(await screen.findByRole('heading', { name: catalog['complaint.type.heading'] })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: catalog['complaint.next.sent'] })).toBeNull();
    // Replaced, not pushed: back does not return to the sent form.
    expect(window.history.length).toBe(entries);
    expect(window.localStorage.getItem(complaintDraftKey)).toBeNull();
    expect(sentTo(problemSaveCall)).toHaveLength(1);
  });

  it('does not move home once the borrower has left the sent page before the 1.5 s are up', async () => {
    page.api.answer(problemSaveCall, success({ problemId: '900004' }));
    page.api.answer(problemListCall, success(list));
    const { box, send } = await openNext();
    await user().type(box, 'Left early.');
    await user().click(send);
    await screen.findByRole('dialog', { name: catalog['complaint.next.sent'] });
    act(() => moveTo(`/app/complaintList?${sessionQuery}`));
    await new Promise((resolve) => window.setTimeout(resolve, sentModalMs + 300));
    expect(window.location.pathname).toBe('/app/complaintList');
  });
});

// ---- The detail's rating ----

/** The detail opened with its answer already in the load cache, so the 3 s are counted from the first render. */
function openDetail(isNeedScore: 0 | 1) {
  page.api.answer(problemDetailCall, success(detailOf(isNeedScore)));
  return open('complainDetails', `&problemId=${answered.problemId}`, [[[problemDetailCall.path, answered.problemId], detailOf(isNeedScore)]]);
}

/**
 * Taps star `stars` of the dialog's Rate. antd-mobile's Rate reads a tap as a touch (jsdom has touch events) at an x
 * within the stars' box, which jsdom does not lay out: the box is given a width, 40 px a star.
 */
function tapStar(dialog: HTMLElement, stars: number) {
  const group = within(dialog).getByRole('radiogroup');
  vi.spyOn(group, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 200, height: 40 }));
  const star = within(dialog).getByRole('radio', { name: String(stars) });
  const touch = { identifier: 1, target: star, clientX: stars * 40 - 20, clientY: 20 };
  fireEvent.touchStart(star, { touches: [touch], targetTouches: [touch], changedTouches: [touch] });
  fireEvent.touchEnd(star, { touches: [], targetTouches: [], changedTouches: [touch] });
  expect(star).toHaveAttribute('aria-checked', 'true');
}

/** The rating prompt, hidden or not: closing removes it. */
const ratingDialog = () => screen.queryByRole('dialog', { name: catalog['complaint.rating.title'], hidden: true });

/** Opens the detail, waits out the 3 s on fake timers, and answers the rating prompt with real timers. */
async function openRating() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  openDetail(1);
  await act(async () => void (await vi.advanceTimersByTimeAsync(ratingDelayMs)));
  vi.useRealTimers();
  const dialog = await screen.findByRole('dialog', { name: catalog['complaint.rating.title'] });
  // The revalidation of the cached detail on mount has been answered: nothing redraws the prompt under the test.
  await waitFor(() => expect(page.api.requests).toHaveLength(1));
  await act(async () => {});
  return dialog;
}

describe('Complaint detail', () => {
  it('opens the rating prompt 3 s after the detail loads when isNeedScore is 1, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    openDetail(1);
    expect(screen.getByText(answered.disposeDetail)).toBeInTheDocument();
    await act(async () => void (await vi.advanceTimersByTimeAsync(ratingDelayMs - 1)));
    expect(ratingDialog()).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    vi.useRealTimers();
    const dialog = await screen.findByRole('dialog', { name: catalog['complaint.rating.title'] });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
    expect(within(dialog).getByRole('button', { name: catalog['complaint.rating.send'] })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: catalog['common.cancel'] })).toBeInTheDocument();
  });

  it('never opens the rating prompt when isNeedScore is 0', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    openDetail(0);
    expect(screen.getByText(answered.disposeDetail)).toBeInTheDocument();
    await act(async () => void (await vi.advanceTimersByTimeAsync(10 * ratingDelayMs)));
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ratingDialog()).toBeNull();
  });

  it('refuses Send without a star and sends nothing', async () => {
    const dialog = await openRating();
    await user().click(within(dialog).getByRole('button', { name: catalog['complaint.rating.send'] }));
    await waitFor(() => expect(page.toasts).toEqual([catalog['complaint.rating.chooseStars']]));
    expect(sentTo(saveScoreCall)).toEqual([]);
    expect(ratingDialog()).toBeInTheDocument();
  });

  it('sends the stars and the problemId, then closes', async () => {
    page.api.answer(saveScoreCall, success(null));
    const dialog = await openRating();
    // The detail's reload after the score is slow: the prompt closes on the stored score, not on the reload.
    page.api.answer(problemDetailCall, (request) => (sentTo(saveScoreCall).length > 0 ? noAnswer(request) : success(detailOf(1))(request)));
    tapStar(dialog, 4);
    await user().click(within(dialog).getByRole('button', { name: catalog['complaint.rating.send'] }));
    await waitFor(() => expect(page.toasts).toEqual([catalog['complaint.rating.succeeded']]));
    expect(sentTo(saveScoreCall)).toEqual([{ problemId: answered.problemId, score: '4', idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    await waitFor(() => expect(ratingDialog()).toBeNull());
    expect(dialog).not.toBeInTheDocument();
  });

  it('stays open when the score is refused, and Cancel closes it without sending', async () => {
    page.api.answer(saveScoreCall, refusal('PROBLEM_ALREADY_SCORED', catalog['complaint.server.alreadyScored'], null));
    const dialog = await openRating();
    tapStar(dialog, 5);
    await user().click(within(dialog).getByRole('button', { name: catalog['complaint.rating.send'] }));
    await waitFor(() => expect(page.toasts).toEqual([catalog['complaint.server.alreadyScored']]));
    expect(ratingDialog()).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: catalog['common.cancel'] }));
    await waitFor(() => expect(ratingDialog()).toBeNull());
    expect(sentTo(saveScoreCall)).toHaveLength(1);
  });

  it('sends a retry of the same stars with the same key, and other stars with a new one', async () => {
    page.api.answer(saveScoreCall, networkError);
    const dialog = await openRating();
    const send = () => user().click(within(dialog).getByRole('button', { name: catalog['complaint.rating.send'] }));
    tapStar(dialog, 3);
    await send();
    await waitFor(() => expect(sentTo(saveScoreCall)).toHaveLength(1));
    await send();
    await waitFor(() => expect(sentTo(saveScoreCall)).toHaveLength(2));
    tapStar(dialog, 5);
    await send();
    await waitFor(() => expect(sentTo(saveScoreCall)).toHaveLength(3));
    const [first, retry, other] = sentTo(saveScoreCall).map((body) => body.idempotencyKey);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(other).toMatch(/^[0-9a-f]{32}$/);
    expect(other).not.toBe(first);
  });
});
