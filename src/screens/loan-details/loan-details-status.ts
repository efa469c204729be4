import type catalog from '../../../schemas/messages/en.json';
import { checkUrl, type UrlPolicyOptions } from '../../platform/url-policy.ts';

// The loan-details status machine (SPEC.md section 4): from the loan-details answer and the session
// flags to what the screen shows and does. Pure, so every status is tested against every flag as a
// table; the screen only draws the result and runs the handlers it names.

type MessageKey = keyof typeof catalog;

/**
 * The fields of the loan-details response (schemas/api/loan-details/loan-details.json) that decide
 * the screen. Declared structurally so the generated response type is accepted as it is.
 */
export interface LoanDetailsStatusInput {
  orderStatus: number;
  noticeStatusText: string;
  noticeDesText: string;
  isDelay: '0' | '1';
  isScore: 0 | 1;
  cardNeedPop: 0 | 1;
  cardPopTitle?: string;
  cardPopMsg?: string;
  KindTipsMsg?: string;
  playeduL?: string;
}

export interface LoanDetailsSessionFlags {
  /**
   * The session flag the screen sets once the borrower opened repay or rollover from this page.
   * While it is set the kind-tips dialog stays away (the original's name is kept, though it reads backwards).
   */
  showBankTip: boolean;
}

/** The order statuses that have their own artwork (images/status-<status>.svg); every other shows status 200's. */
export const statusesWithImage = [21, 110, 151, 174, 180, 200] as const;

export type StatusImage = `status-${(typeof statusesWithImage)[number]}`;

export type LoanDetailsActionKind = 'repay' | 'rollover' | 'borrowAgain';

export interface LoanDetailsAction {
  kind: LoanDetailsActionKind;
  label: MessageKey;
  /** Small text beside the button. */
  hint?: MessageKey;
  /** Route name (SPEC.md section 2) the button leads to, with the page's productId and orderId. */
  target: 'repayUrl' | 'repayDelayUrl' | 'productDetail';
  /** Recorded through /diving/service/event/save (with the page's productId) before navigating. */
  event?: { moduleId: string; positionId: string };
  /** Opening it sets the showBankTip session flag. */
  setsShowBankTip: boolean;
}

export interface CardDialog {
  title: string;
  message: string;
  /** Confirming leads to bind bank with source=loanDetail. */
  target: 'bindBank';
  source: 'loanDetail';
}

export interface LoanDetailsView {
  image: StatusImage;
  notice: { status: string; description: string };
  actions: LoanDetailsAction[];
  /** Replace the location with this URL (it passed the URL policy); nothing else is shown meanwhile. */
  redirect?: string;
  /** playeduL was refused by the URL policy: show this message and the page as usual. */
  refusal?: MessageKey;
  dialogs: { card?: CardDialog; kindTips?: string; rating: boolean };
}

/** The status that keeps the borrower on the page whatever playeduL says. */
const stayStatus = 21;

const borrowAgainEvent = { moduleId: '30', positionId: '0' };

function hasOwnImage(status: number): status is (typeof statusesWithImage)[number] {
  return (statusesWithImage as readonly number[]).includes(status);
}

function imageFor(status: number): StatusImage {
  return hasOwnImage(status) ? `status-${status}` : 'status-200';
}

function actionsFor(details: LoanDetailsStatusInput): LoanDetailsAction[] {
  const repayment: LoanDetailsAction = { kind: 'repay', label: 'loanDetails.action.repayment', target: 'repayUrl', setsShowBankTip: true };
  switch (details.orderStatus) {
    case 170:
      return [repayment];
    case 174:
    case 180:
      if (details.isDelay !== '1') return [repayment];
      return [
        { ...repayment, label: 'loanDetails.action.repay' },
        {
          kind: 'rollover',
          label: 'loanDetails.action.rollover',
          hint: 'loanDetails.hint.shortOfMoney',
          target: 'repayDelayUrl',
          setsShowBankTip: true,
        },
      ];
    case 200:
      return [{ kind: 'borrowAgain', label: 'loanDetails.action.borrowAgain', target: 'productDetail', event: { ...borrowAgainEvent }, setsShowBankTip: false }];
    default:
      return [];
  }
}

function dialogsFor(details: LoanDetailsStatusInput, flags: LoanDetailsSessionFlags): LoanDetailsView['dialogs'] {
  const dialogs: LoanDetailsView['dialogs'] = { rating: details.isScore === 1 };
  if (details.cardNeedPop === 1) {
    dialogs.card = { title: details.cardPopTitle ?? '', message: details.cardPopMsg ?? '', target: 'bindBank', source: 'loanDetail' };
  }
  const kindTips = details.KindTipsMsg?.trim();
  if (kindTips && !flags.showBankTip) dialogs.kindTips = kindTips;
  return dialogs;
}

/** What the Loan details screen shows and does for this answer (SPEC.md sections 2 and 4). */
export function describeLoanDetails(details: LoanDetailsStatusInput, flags: LoanDetailsSessionFlags, urlPolicy?: UrlPolicyOptions): LoanDetailsView {
  const image = imageFor(details.orderStatus);
  const notice = { status: details.noticeStatusText, description: details.noticeDesText };

  const playeduL = details.playeduL?.trim() ?? '';
  if (details.orderStatus !== stayStatus && playeduL !== '') {
    // The untrimmed value goes to the policy, so padding tricks are refused rather than cleaned up.
    const verdict = checkUrl(details.playeduL, urlPolicy);
    if (verdict.ok) return { image, notice, actions: [], redirect: verdict.url, dialogs: { rating: false } };
    return { image, notice, actions: actionsFor(details), refusal: verdict.reason, dialogs: dialogsFor(details, flags) };
  }
  return { image, notice, actions: actionsFor(details), dialogs: dialogsFor(details, flags) };
}
