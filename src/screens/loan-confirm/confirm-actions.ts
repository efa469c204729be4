import { useMemo } from 'react';
import { message } from '../../../core/messages.ts';
import type { NodeActions } from '../../../renderers/nodes/node-props.ts';
import { describeError } from '../../api/api-error.ts';
import type { ApiResult } from '../../api/client.ts';
import { showToast } from '../../platform/feedback.ts';
import type { Session } from '../../platform/session.ts';
import type { UrlPolicyOptions } from '../../platform/url-policy.ts';
import { useIntentKeys } from '../../platform/idempotency-key.ts';
import type { Loaded } from '../../platform/use-load.ts';
import type { Agreement, ClassicScreenData, ConfirmScreenData } from './confirm-data.ts';
import type { ConfirmPageProps } from './confirm-view.tsx';
import type { UrlCall } from './confirm-submit.ts';

const loadSubmit = () => import('./confirm-submit.ts');
type Submit = Awaited<ReturnType<typeof loadSubmit>>;

/** The submit module, or a toast when it cannot load (offline): the borrower may tap again. */
export async function withSubmit(run: (submit: Submit) => void | Promise<void>): Promise<void> {
  let submit: Submit;
  try {
    submit = await loadSubmit();
  } catch (failure) {
    void showToast(describeError(failure) || message('error.network'));
    return;
  }
  await run(submit);
}

/** The URL a successful answer gives; undefined for a refusal, whose message the client has toasted. */
export function urlOf<Data>(result: ApiResult<Data>, url: (data: Data) => string): string | undefined {
  return result.success ? url(result.data) : undefined;
}

export interface ConfirmCalls<Terms> {
  productId: string | undefined;
  /** The loan's terms, once loaded: the loan is taken on these. */
  terms: Terms | undefined;
  /** What the loan is, beside productId: one idempotency key per intent, reused on every retry of it. */
  intentOf: (terms: Terms) => readonly (string | number)[];
  agreements: readonly Agreement[];
  /** The push of the loan on these terms with this key: the Loan details URL, or undefined when it failed. */
  push: (productId: string, terms: Terms, idempotencyKey: string) => Promise<string | undefined>;
  /** The agreement's page URL, or undefined when the call failed. */
  jump: (productId: string, position: string) => Promise<string | undefined>;
  /** Run just before the page is replaced: the back guard steps off its history entry (back-guard.ts leave). */
  beforeLeaving?: () => Promise<void>;
}

/**
 * The handlers the confirm descriptors name: loanNow (the push, then Loan details through the URL policy, replacing
 * the page) and openAgreement (the jump, then the agreement page through the URL policy). Neither does anything before
 * the page has a product and its terms. The node keeps the button busy and ignores repeated taps; the key makes a
 * retry of the same intent answer the same order.
 */
export function useConfirmActions<Terms>(calls: ConfirmCalls<Terms>, session: Session, urlPolicy?: UrlPolicyOptions): NodeActions {
  const { keyFor } = useIntentKeys();
  const { productId, terms, intentOf, agreements, push, jump, beforeLeaving } = calls;
  return useMemo<NodeActions>(
    () => ({
      loanNow: () => {
        if (!terms || !productId) return;
        const idempotencyKey = keyFor([productId, ...intentOf(terms)].join('|'));
        const call: UrlCall = () => push(productId, terms, idempotencyKey);
        return withSubmit((submit) => submit.takeLoan(call, session, urlPolicy, beforeLeaving));
      },
      openAgreement: ({ index }) => {
        const agreement = agreements[Number(index)];
        if (!agreement || !productId) return;
        return withSubmit((submit) => submit.openAgreement(() => jump(productId, agreement.position), urlPolicy));
      },
    }),
    [productId, terms, intentOf, agreements, push, jump, beforeLeaving, session, urlPolicy, keyFor],
  );
}

export interface ConfirmPageCalls<Terms, Agreements> extends Omit<ConfirmCalls<Terms>, 'productId' | 'terms' | 'agreements'> {
  /** The terms' load and the agreements' load, for the page's product. */
  confirm: Loaded<Terms>;
  agreements: Loaded<Agreements>;
  /** What the descriptor binds, from both answers. */
  screenData: (terms: Terms, agreements: Agreements, rupeeMarket: boolean) => ConfirmScreenData | ClassicScreenData;
}

/** A confirm page over its two loads: what ConfirmPage draws (its product, loads, data and actions). */
export function useConfirmPage<Terms, Agreements>(
  { confirm, agreements, screenData, ...calls }: ConfirmPageCalls<Terms, Agreements>,
  session: Session,
  urlPolicy?: UrlPolicyOptions,
): Pick<ConfirmPageProps, 'productId' | 'loads' | 'data' | 'actions'> {
  const { productId, isRupeeMarket } = session;
  const terms = confirm.data;
  const data = useMemo(
    () => (terms && agreements.data ? screenData(terms, agreements.data, isRupeeMarket) : undefined),
    [terms, agreements.data, isRupeeMarket, screenData],
  );
  const actions = useConfirmActions({ ...calls, productId, terms, agreements: data?.agreements ?? [] }, session, urlPolicy);
  return { productId, loads: [confirm, agreements], data, actions };
}
