import type { ErrorObject, ValidateFunction } from 'ajv';
import { createFormAjv } from '../../core/schema-checks/form-ajv.ts';
import { isMessageKey, message, type MessageKey } from '../../core/messages.ts';
import {
  DEFAULT_CHANNEL_NUMBER,
  adaptCardInit,
  answersCardType,
  itemsOfCardType,
  knownCardTypes,
  submittedCardType,
} from '../../core/card-init/card-init-adapter.ts';
import type { CardInitData, CardInitItem, FormSchema, LengthUiOptions } from '../../core/card-init/card-init-types.ts';
import type { Queryable } from '../db/database.ts';
import { CallFailure } from './call-failure.ts';
import { deliveryFor } from './published-versions.ts';

// The bank-binding configuration product staff edit (one JSON row per product, table
// bank_binding_config), and the server's check of a submitted binding against it. The server must not
// trust the browser, so it checks again, but with the browser's own rules: the form that
// core/card-init's adapter builds for the card type, validated with ajv. A new cate or a changed rule
// reaches both at once.

/**
 * A configuration row as last saved. Typed as loosely as the adapter reads it, since nothing checked the row
 * on its way into the table: the card-init call checks it against its response schema on the way out.
 */
export type CardInitConfig = CardInitData;

/** A payload the product's items refuse: answered with the call's failure envelope, naming the field. */
export const BAD_BINDING_CODE = 'BAD_REQUEST';
export const NOT_CONFIGURED_CODE = 'NOT_FOUND';

/** The products that have a bank-binding configuration, in order (the staff playground lists them). */
export async function configuredProducts(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ productId: string }>('SELECT product_id AS "productId" FROM bank_binding_config ORDER BY product_id');
  return rows.map((row) => row.productId);
}

/** A product's configuration row as saved, unchecked, or undefined when it has none. */
export async function savedCardInit(db: Queryable, productId: string): Promise<unknown> {
  const { rows } = await db.query<{ cardInit: unknown }>('SELECT card_init AS "cardInit" FROM bank_binding_config WHERE product_id = $1', [productId]);
  return rows[0]?.cardInit;
}

/** Replaces a product's configuration (already checked by the caller); false when the product has none to replace. */
export async function replaceCardInit(db: Queryable, productId: string, cardInit: unknown): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE bank_binding_config SET card_init = $2, updated_at = now() WHERE product_id = $1 RETURNING product_id',
    [productId, JSON.stringify(cardInit)],
  );
  return rows.length > 0;
}

export async function loadCardInitConfig(db: Queryable, productId: string): Promise<CardInitConfig> {
  const { rows } = await db.query<{ cardInit: CardInitConfig }>('SELECT card_init AS "cardInit" FROM bank_binding_config WHERE product_id = $1', [productId]);
  const config = rows[0]?.cardInit;
  if (!config) throw new CallFailure(NOT_CONFIGURED_CODE, message('bankBinding.server.notConfigured'));
  return config;
}

/**
 * The items a borrower's submission is checked against (issue 26): the version of bank-binding/<productId> this
 * borrower is given (its rollout's share, by the borrower's bucket), or the product's own row (version 0). A page that
 * drew the row instead (the published version came after the borrower started, or failed to draw) sends the row's
 * codes: a submission that answers its card type in the row and not in the published version is checked by the row.
 */
export async function configForBorrower(db: Queryable, productId: string, borrowerKey: string, submission: Submission): Promise<CardInitConfig> {
  const config = await loadCardInitConfig(db, productId);
  const delivery = await deliveryFor(db, `bank-binding/${productId}`, borrowerKey);
  if (delivery.version === 0 || delivery.document === null) return config;
  const published = delivery.document as CardInitConfig;
  const answers = (items: CardInitConfig) => {
    const codes = Object.keys(submission.fields);
    return answersCardType(items, submittedCardType(items, codes, submission.cardType), codes);
  };
  return !answers(published) && answers(config) ? config : published;
}

/** A submitted binding as sent: the card type it names (none from a page loaded before it was sent), item code -> value. */
export interface Submission {
  cardType: number | undefined;
  fields: Readonly<Record<string, string>>;
}

export interface CheckedBinding {
  cardType: number;
  channelNumber: number;
  /** Item code -> value, every item of the card type, in the configuration's order. */
  fields: Record<string, string>;
}

type Problem =
  | 'bankBinding.server.required'
  | 'bankBinding.server.digitsOnly'
  | 'bankBinding.server.notAnOption'
  | 'bankBinding.server.unsupported'
  | 'bankBinding.server.wrongLength';

/**
 * Checks a submitted binding (the card type it names, item codes with values) against the product's items: the card
 * type must be one the product lists, the codes exactly its items, every value present and fitting its item. Throws a
 * CallFailure whose message names the first field at fault (and whose data names its code, so the form can show the
 * message beside that field).
 */
export function checkBinding(config: CardInitConfig, submission: Submission): CheckedBinding {
  const submitted = submission.fields;
  const codes = Object.keys(submitted);
  const known = new Set(config.items.map((item) => item.code));
  const unknown = codes.find((code) => !known.has(code));
  if (unknown !== undefined) fail(unknown, 'bankBinding.server.unknownField', unknown);

  const cardType = submittedCardType(config, codes, submission.cardType);
  if (!knownCardTypes(config.cardTypes).includes(cardType)) throw new CallFailure(BAD_BINDING_CODE, message('bankBinding.server.unknownCardType'));
  const items = itemsOfCardType(config.items, cardType);
  const stray = codes.find((code) => !items.some((item) => item.code === code));
  if (stray !== undefined) fail(stray, 'bankBinding.server.otherCardType', labelOf(config.items.find((item) => item.code === stray), stray));

  // Values are trimmed as before: a field of spaces is an empty field, and what is stored has no stray blanks.
  const values = Object.fromEntries(codes.map((code) => [code, (submitted[code] ?? '').trim()]));
  const form = adaptCardInit(config, { cardType });
  const validate = formValidators.get(form.schema);
  const problems = new Map<string, Problem>();
  const lengthMessages = new Map<string, string>();
  if (!validate(values)) {
    for (const error of validate.errors ?? []) {
      const code = fieldOf(error);
      // A digits field's letters say more than its length does: the pattern's problem wins over the length's.
      if (code === undefined) continue;
      const seen = problems.get(code);
      if ((seen !== undefined && !(seen === 'bankBinding.server.wrongLength' && error.keyword === 'pattern'))) continue;
      problems.set(code, problemOf(error));
      const text = lengthMessage(form.uiSchema[code], error.keyword);
      if (text !== undefined) lengthMessages.set(code, text);
    }
  }
  // An item the adapter cannot draw is left out of the form, and the browser then offers no Next: it
  // cannot have been answered, so the configuration needs fixing.
  for (const error of form.errors) if (error.code !== undefined && !problems.has(error.code)) problems.set(error.code, 'bankBinding.server.unsupported');

  for (const item of items) {
    // An item the submission left out is as unanswered as one sent blank.
    const problem = (values[item.code] ?? '') === '' ? 'bankBinding.server.required' : problems.get(item.code);
    const tooShortOrLong = problem === 'bankBinding.server.wrongLength' ? lengthMessages.get(item.code) : undefined;
    if (tooShortOrLong !== undefined) throw new CallFailure(BAD_BINDING_CODE, tooShortOrLong, { field: item.code });
    if (problem) fail(item.code, problem === 'bankBinding.server.wrongLength' ? 'bankBinding.server.unsupported' : problem, labelOf(item, item.code));
  }
  const broken = form.errors[0];
  if (broken) fail(broken.code ?? '', 'bankBinding.server.unsupported', labelOf(config.items[broken.index], broken.code ?? `#${broken.index}`));

  const fields = Object.fromEntries(items.map((item) => [item.code, values[item.code] ?? '']));
  const channelNumber = items.find((item) => item.channelNumber !== undefined)?.channelNumber ?? DEFAULT_CHANNEL_NUMBER;
  return { cardType, channelNumber, fields };
}

/** The item code an error is about: the form's properties are the codes, one level deep. */
function fieldOf(error: ErrorObject): string | undefined {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  const [, code] = error.instancePath.split('/');
  return code === undefined || code === '' ? undefined : code.replace(/~1/g, '/').replace(/~0/g, '~');
}

function problemOf(error: ErrorObject): Problem {
  switch (error.keyword) {
    case 'required':
      return 'bankBinding.server.required';
    // The adapter's only pattern a non-blank value can break is the digits of number and bankCard items.
    case 'pattern':
      return 'bankBinding.server.digitsOnly';
    // enum, day and citySelect fields: a day 1-31, a city at the end of its path, one of the options.
    case 'enum':
      return 'bankBinding.server.notAnOption';
    // The item's minLength / maxLength: answered with the message the form shows (lengthMessage).
    case 'minLength':
    case 'maxLength':
      return 'bankBinding.server.wrongLength';
    default:
      return 'bankBinding.server.unsupported';
  }
}

/**
 * The length message the form shows for this field (core/card-init puts its catalog key and values in the field's
 * ui:options, as core/error-messages.ts reads them), filled in the same way.
 */
function lengthMessage(fieldUi: unknown, keyword: string): string | undefined {
  const options = (fieldUi as { 'ui:options'?: Partial<LengthUiOptions> } | undefined)?.['ui:options'];
  const key = options?.errorMessages?.[keyword as keyof LengthUiOptions['errorMessages']];
  const vars = options?.errorMessageVars;
  if (key === undefined || vars === undefined || !isMessageKey(key)) return undefined;
  return message(key, vars);
}

function labelOf(item: CardInitItem | undefined, code: string): string {
  return item?.title ? item.title : code;
}

function fail(code: string, key: MessageKey, field: string): never {
  throw new CallFailure(BAD_BINDING_CODE, message(key, { field }), { field: code });
}

/**
 * Compiled validators of the forms lately checked, by the form's schema. Products have few card types
 * and their configuration changes rarely, so a handful covers every request; the bound keeps an edit
 * after edit from growing the process, and an evicted schema is dropped from ajv's own cache too.
 */
class FormValidators {
  // The same vocabulary and format checks as the browser's validator and the schema checks (core/schema-checks).
  private readonly ajv = createFormAjv();
  private readonly recent = new Map<string, { schema: FormSchema; validate: ValidateFunction }>();

  constructor(private readonly capacity: number) {}

  get(schema: FormSchema): ValidateFunction {
    const key = JSON.stringify(schema);
    const hit = this.recent.get(key);
    if (hit) {
      // Map order is insertion order: moving a hit to the end keeps the least recently used first.
      this.recent.delete(key);
      this.recent.set(key, hit);
      return hit.validate;
    }
    const validate = this.ajv.compile(schema);
    this.recent.set(key, { schema, validate });
    for (const [oldest, entry] of this.recent) {
      if (this.recent.size <= this.capacity) break;
      this.recent.delete(oldest);
      this.ajv.removeSchema(entry.schema);
    }
    return validate;
  }

  get size(): number {
    return this.recent.size;
  }
}

export const formValidators = new FormValidators(32);
