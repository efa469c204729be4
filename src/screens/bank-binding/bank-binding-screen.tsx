import { useCallback, useDeferredValue, useState } from 'react';
import { message } from '../../../core/messages.ts';
import { describeError } from '../../api/api-error.ts';
import { submitBinding, useCardInit, type BindingResult, type CardInitData } from '../../api/bank-binding.ts';
import { usePublished, type AcceptDocument, type Published } from '../../api/published.ts';
import { PublishedDraw } from '../../ui/published-draw.tsx';
import { useDocumentTitle } from '../../platform/document-title.ts';
import { ErrorState, LoadGate } from '../../ui/error-state.tsx';
import { showToast } from '../../platform/feedback.ts';
import { useSession } from '../../platform/session-context.ts';
import { useBridge } from '../../bridge/bridge-context.ts';
import { intentOf, useIntentKeys } from '../../platform/idempotency-key.ts';
import { clearDraft, emptyDraft, readDraft, readSubmitKey, writeDraft, writeSubmitKey, type BindingDraft } from './bank-binding-draft.ts';
import { sessionStore } from '../../platform/web-storage.ts';
import { BankBindingForm, BankBindingPage, bankBindingTitle, cardInitRules, type SubmitOutcome } from './bank-binding-form.tsx';
import { pageLocation } from '../../platform/navigation.ts';
import { LOAN_DETAIL_SOURCE, orderPageHref } from './bank-binding-navigation.ts';

/**
 * A published version of the product's items (issue 26, bank-binding/<productId>), read by a module loaded only when
 * one is answered; null stands for the server's card-init items (version 0), which the page loads on its own.
 */
const acceptItems: AcceptDocument<CardInitData | null> = async (document) => (await import('./bank-binding-versions.ts')).acceptItems(document, cardInitRules);

/** The version chosen for this borrower, with the server's card-init items as version 0's document. */
function withServerItems(published: Published<CardInitData | null> | undefined, cardInit: CardInitData): Published<CardInitData> | undefined {
  if (!published) return undefined;
  return { ...published, document: published.document ?? cardInit };
}

/** The field a refusal names (the reference server puts it in the failure's data), if any. */
function refusedField(result: BindingResult): string | undefined {
  const data = result.data as { field?: unknown } | null | undefined;
  return typeof data?.field === 'string' ? data.field : undefined;
}

export default function BankBindingScreen() {
  const session = useSession();
  const bridge = useBridge();
  const { productId } = session;
  const fromLoanDetail = session.source === LOAN_DETAIL_SOURCE;
  const { data: loaded, error, isValidating, mutate } = useCardInit(productId);
  // Asked beside card-init (its early call is in the route's loads), never waited for: the form draws card-init's items
  // until a published version answers, and whenever none is published, the call fails or the version cannot be drawn.
  const itemsId = productId ? `bank-binding/${productId}` : undefined;
  const published = usePublished(itemsId, null, acceptItems);
  // The form is drawn in a render React can pause: a whole form at once blocked the main thread for 100 ms and more
  // on a low-end phone (npm run bench), when a tap must be answered within 50.
  const data = useDeferredValue(loaded);
  const [initialDraft] = useState(() => (productId ? readDraft(sessionStore(), productId) : emptyDraft));
  // The last submit's key is kept in the page session's storage: a retry of the same payload, even after a reload,
  // sends it.
  const submitKeys = useIntentKeys(
    productId ? { read: () => readSubmitKey(sessionStore(), productId), write: (held) => writeSubmitKey(sessionStore(), productId, held) } : undefined,
  );
  useDocumentTitle(bankBindingTitle);

  const saveDraft = useCallback((draft: BindingDraft) => {
    if (productId) writeDraft(sessionStore(), productId, draft);
  }, [productId]);

  if (!productId) {
    return (
      <BankBindingPage>
        <ErrorState text={message('bankBinding.noProduct')} />
      </BankBindingPage>
    );
  }

  async function onSubmit(payload: Record<string, string>): Promise<SubmitOutcome> {
    const idempotencyKey = submitKeys.keyFor(intentOf({ ...payload, fromLoanDetail }));
    let result: BindingResult;
    try {
      result = await submitBinding(payload, fromLoanDetail, idempotencyKey);
    } catch (failure) {
      void showToast(describeError(failure));
      return { ok: false };
    }
    // The client has toasted a refusal's message; it is also shown beside the field it names.
    if (!result.success) return { ok: false, field: refusedField(result), message: result.message };
    clearDraft(sessionStore(), productId!);
    if (fromLoanDetail) {
      pageLocation.replace(orderPageHref(session));
    } else {
      bridge.endBankBinding();
      bridge.closeWebview();
    }
    return { ok: true };
  }

  return (
    <BankBindingPage>
      <LoadGate data={data} error={error} isValidating={isValidating} onRetry={() => void mutate()}>
        {(cardInit) => (
          <PublishedDraw id={itemsId!} bundled={cardInit} published={withServerItems(published, cardInit)}>
            {(items, version, settled) => (
              <BankBindingForm
                data={items}
                version={version}
                settled={settled}
                serverItems={cardInit}
                productId={productId}
                initialDraft={initialDraft}
                onDraftChange={saveDraft}
                onSubmit={onSubmit}
              />
            )}
          </PublishedDraw>
        )}
      </LoadGate>
    </BankBindingPage>
  );
}
