import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import catalog from '../../../schemas/messages/en.json';
import demo from '../../../schemas/fixtures/demo.json';
import corpus from '../../../schemas/fixtures/loan-details.json';
import loanDetailsCall from '../../../schemas/api/loan-details/loan-details.json';
import googleScoreCall from '../../../schemas/api/loan-details/google-score.json';
import eventSaveCall from '../../../schemas/api/service/event-save.json';
import jointLoginFailureCall from '../../../schemas/api/service/joint-login-failure.json';
import recommendedProduct from '../../../schemas/api/service/recommended-product.json';
import defineCall from '../../../schemas/api/product-links/product-link.json';
import { checkUrl } from '../../platform/url-policy.ts';
import { describeLoanDetails, type LoanDetailsStatusInput, type LoanDetailsView } from './loan-details-status';

// ---------------------------------------------------------------------------------------------
// The status machine as a table: every status against every flag (SPEC.md section 4).
// ---------------------------------------------------------------------------------------------

const base = 'https://app.cashpeso.example/app/loan-details?productId=101&orderId=CP1';
const allowedUrl = 'https://pay.cashpeso.ph/offer?order=CP1';

type Buttons = Array<{ text: string; hint?: string }>;
const repayment: Buttons = [{ text: 'Repayment' }];
const repayAndRollover: Buttons = [{ text: 'REPAY' }, { text: 'Rollover Repayment', hint: 'Short of money?' }];

// Written from SPEC.md section 4, one row per status, in the words the borrower reads.
const statusRules: Record<number, { image: string; buttons: Record<'0' | '1', Buttons> }> = {
  21: { image: 'status-21', buttons: { 0: [], 1: [] } },
  110: { image: 'status-110', buttons: { 0: [], 1: [] } },
  151: { image: 'status-151', buttons: { 0: [], 1: [] } },
  170: { image: 'status-200', buttons: { 0: repayment, 1: repayment } },
  174: { image: 'status-174', buttons: { 0: repayment, 1: repayAndRollover } },
  180: { image: 'status-180', buttons: { 0: repayment, 1: repayAndRollover } },
  200: { image: 'status-200', buttons: { 0: [{ text: 'Borrow Again' }], 1: [{ text: 'Borrow Again' }] } },
  999: { image: 'status-200', buttons: { 0: [], 1: [] } },
};

const playedUrls = { empty: '', allowed: allowedUrl, script: 'javascript:alert(document.cookie)' } as const;
type Played = keyof typeof playedUrls;

interface Case {
  status: number;
  isDelay: '0' | '1';
  played: Played;
  cardNeedPop: 0 | 1;
  kindTips: boolean;
  showBankTip: boolean;
  isScore: 0 | 1;
}

function allCases(): Case[] {
  const cases: Case[] = [];
  for (const status of Object.keys(statusRules).map(Number))
    for (const isDelay of ['0', '1'] as const)
      for (const played of Object.keys(playedUrls) as Played[])
        for (const cardNeedPop of [0, 1] as const)
          for (const kindTips of [false, true])
            for (const showBankTip of [false, true])
              for (const isScore of [0, 1] as const) cases.push({ status, isDelay, played, cardNeedPop, kindTips, showBankTip, isScore });
  return cases;
}

function answerFor(c: Case): LoanDetailsStatusInput {
  return {
    orderStatus: c.status,
    noticeStatusText: `Status ${c.status}`,
    noticeDesText: `About status ${c.status}`,
    isDelay: c.isDelay,
    isScore: c.isScore,
    cardNeedPop: c.cardNeedPop,
    ...(c.cardNeedPop === 1 ? { cardPopTitle: 'Check your card', cardPopMsg: 'Bind it again.' } : {}),
    ...(c.kindTips ? { KindTipsMsg: 'Pay on time.' } : {}),
    playeduL: playedUrls[c.played],
  };
}

function buttonsOf(view: LoanDetailsView): Buttons {
  return view.actions.map((action) => ({ text: catalog[action.label], ...(action.hint ? { hint: catalog[action.hint] } : {}) }));
}

const cases = allCases();
const name = (c: Case) =>
  `status ${c.status}, isDelay '${c.isDelay}', playeduL ${c.played}, cardNeedPop ${c.cardNeedPop}, KindTipsMsg ${c.kindTips ? 'set' : 'none'}, showBankTip ${c.showBankTip}, isScore ${c.isScore}`;

describe('describeLoanDetails over every status and flag', () => {
  it('covers 8 statuses x 2 isDelay x 3 playeduL x 2 cardNeedPop x 2 KindTipsMsg x 2 showBankTip x 2 isScore', () => {
    expect(cases).toHaveLength(768);
  });

  it.each(cases.map((c) => [name(c), c] as const))('%s', (_name, c) => {
    const view = describeLoanDetails(answerFor(c), { showBankTip: c.showBankTip }, { base });
    const rule = statusRules[c.status]!;

    expect(view.image).toBe(rule.image);
    expect(view.notice).toEqual({ status: `Status ${c.status}`, description: `About status ${c.status}` });

    const leaves = c.status !== 21 && c.played === 'allowed';
    if (leaves) {
      // The page is being replaced: no buttons, no dialogs flashing up meanwhile.
      expect(view).toEqual({ image: rule.image, notice: view.notice, actions: [], redirect: allowedUrl, dialogs: { rating: false } });
      return;
    }
    expect(view.redirect).toBeUndefined();
    expect(view.refusal).toBe(c.status !== 21 && c.played === 'script' ? 'url.refused' : undefined);
    expect(buttonsOf(view)).toEqual(rule.buttons[c.isDelay]);
    expect(view.dialogs.rating).toBe(c.isScore === 1);
    expect(view.dialogs.card).toEqual(
      c.cardNeedPop === 1 ? { title: 'Check your card', message: 'Bind it again.', target: 'bindBank', source: 'loanDetail' } : undefined,
    );
    expect(view.dialogs.kindTips).toBe(c.kindTips && !c.showBankTip ? 'Pay on time.' : undefined);
  });
});

describe('describeLoanDetails actions', () => {
  const answer = (orderStatus: number, isDelay: '0' | '1' = '0'): LoanDetailsStatusInput => ({
    orderStatus,
    noticeStatusText: 'x',
    noticeDesText: 'y',
    isDelay,
    isScore: 0,
    cardNeedPop: 0,
  });

  it('Borrow Again records event moduleId 30, positionId 0 and leads to the product', () => {
    const [action, ...rest] = describeLoanDetails(answer(200), { showBankTip: false }).actions;
    expect(rest).toEqual([]);
    expect(action).toMatchObject({ kind: 'borrowAgain', target: 'productDetail', event: { moduleId: '30', positionId: '0' }, setsShowBankTip: false });
  });

  it('repay and rollover lead to their pages and set the showBankTip flag', () => {
    const actions = describeLoanDetails(answer(174, '1'), { showBankTip: false }).actions;
    expect(actions.map(({ kind, target, setsShowBankTip, event }) => ({ kind, target, setsShowBankTip, event }))).toEqual([
      { kind: 'repay', target: 'repayUrl', setsShowBankTip: true, event: undefined },
      { kind: 'rollover', target: 'repayDelayUrl', setsShowBankTip: true, event: undefined },
    ]);
    expect(describeLoanDetails(answer(170, '1'), { showBankTip: false }).actions).toMatchObject([{ kind: 'repay', target: 'repayUrl' }]);
  });

  it('every label and hint is a catalog key with the text SPEC.md names', () => {
    const texts = new Set(cases.flatMap((c) => buttonsOf(describeLoanDetails(answerFor(c), { showBankTip: false }, { base })).flatMap((b) => [b.text, b.hint])));
    texts.delete(undefined);
    expect([...texts].sort()).toEqual(['Borrow Again', 'REPAY', 'Repayment', 'Rollover Repayment', 'Short of money?']);
  });
});

describe('describeLoanDetails and playeduL', () => {
  const answer = (orderStatus: number, playeduL: string | undefined): LoanDetailsStatusInput => ({
    orderStatus,
    noticeStatusText: 'x',
    noticeDesText: 'y',
    isDelay: '0',
    isScore: 1,
    cardNeedPop: 0,
    KindTipsMsg: 'Pay on time.',
    ...(playeduL === undefined ? {} : { playeduL }),
  });
  const flags = { showBankTip: false };

  it('treats an absent or blank playeduL as none', () => {
    for (const playeduL of [undefined, '', '   ']) {
      const view = describeLoanDetails(answer(110, playeduL), flags, { base });
      expect(view.redirect).toBeUndefined();
      expect(view.refusal).toBeUndefined();
      expect(view.dialogs).toEqual({ rating: true, kindTips: 'Pay on time.' });
    }
  });

  it('resolves a relative playeduL against the page and keeps it on the same origin', () => {
    expect(describeLoanDetails(answer(110, '/app/error-url?orderId=CP1'), flags, { base }).redirect).toBe('https://app.cashpeso.example/app/error-url?orderId=CP1');
  });

  it('refuses foreign hosts, userinfo tricks and padded URLs instead of redirecting', () => {
    for (const playeduL of ['https://evil.example/', 'https://pay.cashpeso.ph@evil.example/', ` ${allowedUrl}`, 'data:text/html,hi']) {
      const view = describeLoanDetails(answer(180, playeduL), flags, { base });
      expect(view.redirect).toBeUndefined();
      expect(view.refusal).toBe('url.refused');
      expect(catalog[view.refusal!]).toBeTruthy();
    }
  });

  it('never redirects on status 21, even to an allowed URL', () => {
    expect(describeLoanDetails(answer(21, allowedUrl), flags, { base })).not.toHaveProperty('redirect');
  });

  it('ignores a blank KindTipsMsg', () => {
    expect(describeLoanDetails({ ...answer(110, ''), KindTipsMsg: '  ' }, flags).dialogs).toEqual({ rating: true });
  });
});

// ---------------------------------------------------------------------------------------------
// The call schemas and the fixture corpus (schemas/fixtures/loan-details.json) agree.
// ---------------------------------------------------------------------------------------------

const callSchemas = [loanDetailsCall, googleScoreCall, eventSaveCall, jointLoginFailureCall, defineCall];

function schemaChecker() {
  const ajv = new Ajv({ strict: true, allErrors: true });
  ajv.addKeyword('x-call');
  ajv.addSchema(recommendedProduct);
  for (const schema of callSchemas) ajv.addSchema(schema);
  return (id: string, part: 'request' | 'response', data: unknown) => {
    const validate = ajv.getSchema(`${id}#/properties/${part}`);
    if (!validate) throw new Error(`no schema ${id}`);
    return validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
}

const check = schemaChecker();
const loanDetailsId = loanDetailsCall.$id;

function asInput(response: unknown): LoanDetailsStatusInput {
  expect(check(loanDetailsId, 'response', response)).toEqual([]);
  return response as LoanDetailsStatusInput;
}

describe('call schemas', () => {
  it.each(callSchemas.map((s) => [s.$id, s] as const))('%s names its call with the /diving prefix and a success code', (_id, schema) => {
    const call = schema['x-call'];
    expect(call.method).toBe('POST');
    expect(call.path).toMatch(/^\/diving\//);
    expect(call.successCode).toBe(call.path.startsWith('/diving/v3/') ? 0 : '00');
  });

  it('rejects loan details that break the contract, and ignores fields it does not know', () => {
    const good = corpus.orders[0]!.response;
    const { orderStatus: _dropped, ...withoutStatus } = good;
    expect(check(loanDetailsId, 'response', withoutStatus)).not.toEqual([]);
    // A field the screen does not know is another backend's addition, read and ignored (the tolerant reader, DESIGN.md).
    expect(check(loanDetailsId, 'response', { ...good, kindTipsMsg: 'misspelt' })).toEqual([]);
    expect(check(loanDetailsId, 'response', { ...good, isDelay: 1 })).not.toEqual([]);
    expect(check(loanDetailsId, 'response', { ...good, cardNeedPop: 1 })).not.toEqual([]);
    expect(check(loanDetailsId, 'response', { ...good, cardNeedPop: 1, cardPopTitle: 'T', cardPopMsg: 'M' })).toEqual([]);
    expect(check(loanDetailsId, 'response', { ...good, userOrderDetail: { detail: [{ text: 'Loan amount' }] } })).not.toEqual([]);
  });

  it('checks the small calls', () => {
    expect(check(loanDetailsId, 'request', { productId: '101', orderId: 'CP2611210021' })).toEqual([]);
    expect(check(loanDetailsId, 'request', { productId: '101' })).not.toEqual([]);
    expect(check(googleScoreCall.$id, 'request', { score: '5' })).toEqual([]);
    expect(check(googleScoreCall.$id, 'request', { score: '6' })).not.toEqual([]);
    expect(check(eventSaveCall.$id, 'request', { productId: '101', moduleId: '30', positionId: '0' })).toEqual([]);
    expect(check(eventSaveCall.$id, 'request', { productId: '101', moduleId: '30' })).not.toEqual([]);
    expect(check(defineCall.$id, 'request', { module: '30', position: '1', product: '202' })).toEqual([]);
    expect(check(defineCall.$id, 'response', { link: 'https://partners.cashpeso.ph/apply' })).toEqual([]);
    expect(check(defineCall.$id, 'response', {})).not.toEqual([]);
    expect(check(jointLoginFailureCall.$id, 'request', {})).toEqual([]);
  });
});

// What each demo order shows, written from SPEC.md section 4 (image, buttons, and what else happens).
const expectedDemo: Record<string, { image: string; buttons: string[]; extra: Partial<Record<'card' | 'kindTips' | 'rating' | 'refusal', boolean>> }> = {
  'under-review': { image: 'status-21', buttons: [], extra: {} },
  'not-approved': { image: 'status-110', buttons: [], extra: {} },
  disbursing: { image: 'status-151', buttons: [], extra: { card: true } },
  'awaiting-repayment': { image: 'status-200', buttons: ['Repayment'], extra: {} },
  'due-soon-rollover': { image: 'status-174', buttons: ['REPAY', 'Rollover Repayment'], extra: { kindTips: true } },
  'due-soon': { image: 'status-174', buttons: ['Repayment'], extra: {} },
  overdue: { image: 'status-180', buttons: ['REPAY', 'Rollover Repayment'], extra: {} },
  repaid: { image: 'status-200', buttons: ['Borrow Again'], extra: { rating: true } },
  'unknown-status': { image: 'status-200', buttons: [], extra: { refusal: true } },
};

describe('schemas/fixtures/loan-details.json', () => {
  it("belongs to a demo borrower and holds one order per status SPEC.md names, with unique ids", () => {
    expect(demo.borrowers.map((b) => b.key)).toContain(corpus.borrower);
    expect(corpus.orders.map((o) => `${o.response.orderStatus}/${o.response.isDelay}`).sort()).toEqual(
      ['110/0', '151/0', '170/0', '174/0', '174/1', '180/1', '200/0', '21/0', '999/0'].sort(),
    );
    expect(new Set(corpus.orders.map((o) => o.orderId)).size).toBe(corpus.orders.length);
    expect(new Set(corpus.orders.map((o) => o.key)).size).toBe(corpus.orders.length);
  });

  it.each(corpus.orders.map((o) => [o.key, o] as const))('order %s matches the call schema and shows what SPEC.md says', (key, order) => {
    expect(check(loanDetailsId, 'request', { productId: order.productId, orderId: order.orderId })).toEqual([]);
    const view = describeLoanDetails(asInput(order.response), { showBankTip: false }, { base });
    const expected = expectedDemo[key];
    expect(expected, `no expectation for ${key}`).toBeDefined();
    expect(view.image).toBe(expected!.image);
    expect(view.redirect).toBeUndefined();
    expect(view.actions.map((a) => catalog[a.label])).toEqual(expected!.buttons);
    expect(view.dialogs.card !== undefined).toBe(expected!.extra.card ?? false);
    expect(view.dialogs.kindTips !== undefined).toBe(expected!.extra.kindTips ?? false);
    expect(view.dialogs.rating).toBe(expected!.extra.rating ?? false);
    expect(view.refusal !== undefined).toBe(expected!.extra.refusal ?? false);
  });

  it('keeps every navigable URL inside the URL policy, except the deliberate javascript: one', () => {
    const urls = [
      ...corpus.orders.flatMap((o) => [o.response.playeduL, o.response.h5Url]),
      ...corpus.orders.flatMap((o) => o.response.recProducts ?? []).map((p) => p.link),
      ...corpus.jointLoginFailure.family.map((p) => p.link),
      ...Object.values(corpus.productLinks),
    ].filter((url): url is string => typeof url === 'string' && url !== '');
    const refused = urls.filter((url) => !checkUrl(url, { base }).ok);
    expect(refused).toEqual(['javascript:alert(document.cookie)']);
  });

  it('has a valid joint-login-failure answer with three products, one of them grey', () => {
    expect(check(jointLoginFailureCall.$id, 'response', corpus.jointLoginFailure)).toEqual([]);
    expect(corpus.jointLoginFailure.family.map((p) => p.globally)).toEqual([1, 1, 0]);
    for (const product of corpus.jointLoginFailure.family) expect(corpus.productLinks).toHaveProperty(product.productId);
  });
});
