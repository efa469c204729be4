import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { Button } from 'antd-mobile';
import { useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { adaptCardInit, checkCardInitConfig, resolveCardType, toSubmitPayload } from '../../../core/card-init/card-init-adapter.ts';
import type { CardInitData } from '../../../core/card-init/card-init-types.ts';
import { createCfworkerValidator } from '../../../renderers/core/cfworker-validator.ts';
import { message } from '../../../core/messages.ts';
import { SchemaForm } from '../../../renderers/SchemaForm.tsx';
import { SubmitPendingContext } from '../../../renderers/templates/submit-state.ts';
import table from '../../../schemas/routes.json';
import { preloadTabRow, TabRow } from '../../ui/tab-row.tsx';
import { useEffectEvent } from '../../ui/use-effect-event.ts';
import { emptyDraft, tabFormData, withCardType, withTabChange, type BindingDraft } from './bank-binding-draft.ts';
import { useKeyboardOpen } from './use-keyboard-open.ts';
import styles from './bank-binding-page.module.css';

// 'Payment account information' (SPEC.md section 2): the card-type tabs from the server, the active
// tab's items as a form (core/card-init adapts them), and Next. The screen around it loads
// the items, keeps the draft and submits; this view holds what was typed and draws it.

export const bankBindingTitle = table.routes.bindBank.title;

// The tab row starts loading with this module, beside the card-init request (src/ui/tab-row.tsx).
preloadTabRow();

// The items arrive at run time, so their schema cannot be precompiled: the eval-free interpreter validates them.
const validator = createCfworkerValidator<Record<string, unknown>>();

/** What bank-binding-versions.ts (loaded only when versions are in play) draws with: this page's own card-init rules. */
export const cardInitRules = { adapt: adaptCardInit, check: checkCardInitConfig, resolveCardType, validator };

/** What the screen reports back from a submit: a refusal may name the field at fault. */
export type SubmitOutcome = { ok: true } | { ok: false; field?: string; message?: string };

export interface BankBindingFormProps {
  data: CardInitData;
  productId: string;
  /** What was typed before (a restored draft); nothing by default. */
  initialDraft?: BindingDraft;
  onDraftChange?: (draft: BindingDraft) => void;
  /**
   * The version of the product's items `data` is (issue 26: 0 the server's card-init items, n a version staff
   * published), and whether it is the one kept for the page (PublishedDraw's children): once it is, a draft typed
   * under another version is carried into it.
   */
  version?: number;
  settled?: boolean;
  /** The server's card-init items (version 0), whose titles name what a draft could not keep when `data` lacks them. */
  serverItems?: CardInitData;
  /** Sends the payload (item codes with values, plus product_id). Next stays busy until it settles. */
  onSubmit: (payload: Record<string, string>) => Promise<SubmitOutcome>;
}

/** The page around the form: its title shows from the first paint (the page is prerendered), while the items load. */
export function BankBindingPage({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{bankBindingTitle}</h1>
      {children}
    </div>
  );
}

/**
 * Next, at the foot of the page. It hides while the on-screen keyboard is up (SPEC.md section 2) but
 * stays in the form, so the keyboard's Go key still submits.
 */
function Footer({ hidden, blocked }: { hidden: boolean; blocked: boolean }) {
  const pending = useContext(SubmitPendingContext);
  const text = message('bankBinding.next');
  return (
    <div className={styles.footer} hidden={hidden}>
      <Button type="submit" block color="primary" size="large" loading={pending} loadingText={text} disabled={blocked || pending}>
        {text}
      </Button>
    </div>
  );
}

export function BankBindingForm({ data, productId, initialDraft = emptyDraft, onDraftChange, onSubmit, version = 0, settled = true, serverItems = data }: BankBindingFormProps) {
  const [draft, setDraft] = useState(initialDraft);
  // Drafts across versions: the version the stored draft was typed under, and what a carry into another could not keep.
  const draftVersion = useRef(initialDraft.itemsVersion ?? 0);
  const [notKept, setNotKept] = useState<string>();
  // A server refusal shown beside its field, until that field changes.
  const [serverError, setServerError] = useState<{ field: string; message: string } | undefined>();
  const [done, setDone] = useState(false);
  const keyboardOpen = useKeyboardOpen();

  const cardType = resolveCardType(data.cardTypes, draft.cardType);
  const adapted = useMemo(() => adaptCardInit(data, { cardType }), [data, cardType]);
  const formData = tabFormData(draft, cardType, adapted);
  const broken = adapted.errors.length > 0;
  const empty = adapted.fields.length === 0;

  useEffect(() => {
    onDraftChange?.(draft);
  }, [draft, onDraftChange]);

  // Loaded only when the version drawn is not the draft's: a page whose draft matches never fetches the carry.
  const carry = useEffectEvent((into: number) => {
    void import('./bank-binding-versions.ts').then(({ carryBindingDraft, notKeptItemsText }) => {
      const carried = carryBindingDraft(draft, data, into, cardInitRules);
      setDraft(carried.draft);
      setNotKept(notKeptItemsText(carried.dropped, data, serverItems));
    });
  });
  useEffect(() => {
    if (!settled || version === draftVersion.current) return;
    draftVersion.current = version;
    carry(version);
  }, [settled, version]);

  useEffect(() => {
    // Staff and logs get the adapter's own words, which name the item and what is wrong with it.
    for (const error of adapted.errors) console.warn(error.message);
  }, [adapted.errors]);

  const extraErrors = serverError ? ({ [serverError.field]: { __errors: [serverError.message] } } as ErrorSchema) : undefined;

  async function submit(submitted: Record<string, unknown>) {
    if (broken || empty || done) return;
    const outcome = await onSubmit(toSubmitPayload(submitted, data.items, productId, cardType));
    if (outcome.ok) setDone(true);
    else if (outcome.field && outcome.message && adapted.fields.some((field) => field.code === outcome.field)) {
      setServerError({ field: outcome.field, message: outcome.message });
    }
  }

  return (
    <>
      {data.cardTypes ? (
        <TabRow
          label={message('bankBinding.cardTypes')}
          tabs={data.cardTypes.map((type) => ({ key: String(type.value), title: type.name }))}
          active={String(cardType)}
          onChange={(next) => setDraft((previous) => withCardType(previous, Number(next)))}
        />
      ) : null}
      {broken ? (
        <div role="alert" className={`${styles.notice} ${styles.broken}`}>
          {message('bankBinding.itemsBroken', { codes: adapted.errors.map((error) => error.code ?? `#${error.index}`).join(', ') })}
        </div>
      ) : null}
      {notKept ? (
        <p role="status" className={styles.notice}>
          {notKept}
        </p>
      ) : null}
      {empty && !broken ? (
        <div role="status" className={`${styles.notice} ${styles.empty}`}>
          {message('bankBinding.noItems')}
        </div>
      ) : null}
      <div className={styles.form}>
        {/* One form per tab: switching remounts it, while the draft keeps every tab's answers. */}
        <SchemaForm<Record<string, unknown>>
          key={cardType}
          schema={adapted.schema as RJSFSchema}
          uiSchema={adapted.uiSchema as UiSchema}
          validator={validator}
          formData={formData}
          onChange={(next) => {
            if (serverError && next[serverError.field] !== formData[serverError.field]) setServerError(undefined);
            setDraft((previous) => withTabChange(previous, cardType, adapted, next, version));
          }}
          onSubmit={submit}
          extraErrors={extraErrors}
        >
          <Footer hidden={keyboardOpen} blocked={broken || empty || done} />
        </SchemaForm>
      </div>
    </>
  );
}
