// Turns the items of POST /v3/bind-card/card-init into the JSON Schema + uiSchema of one card
// type's tab, and a filled-in form back into the bind-card-new / cardChange payload.
//
// Decisions (see also the descriptions in schemas/api/bank-binding/card-init.json):
// - Errors are returned, not thrown, so that product staff see every broken item at once. An item
//   the adapter cannot understand is left out of the form and always listed in `errors` with its
//   code; the screen treats a non-empty list as "this form cannot be completed" and offers no Next.
// - Every field is a string and every shown field is required: the item shape has no optional flag,
//   and the payload is form-encoded anyway.
// - enum -> enum of the option types, their names as ui:enumNames, so the form data already holds the submitted type.
//   Not oneOf [{const, title}]: rjsf then matches every change against each option, and fills in the first option
//   unless told not to; the browser and the server validate this one schema;
//   day -> enum '1'..'31'; citySelect -> enum of the cascade's root-to-leaf paths joined with '/';
//   text -> pattern by inputType ('\S' text, digits for number and bankCard).
// - Pre-fills are not checked here: a pre-fill that does not fit shows as that field's validation
//   error, which tells the borrower more than silently emptying the field would.
import type {
  AdaptedCardInit,
  AdaptedField,
  AdapterError,
  AdapterErrorReason,
  CardInitData,
  CardInitItem,
  CardInitWidget,
  CardType,
  CascadeOption,
  FieldSchema,
  FieldUiSchema,
  LengthUiOptions,
} from './card-init-types.ts';
import { CASCADE_SEPARATOR, cascadeLeafValues } from './cascade-value.ts';

/** The tab selected first when the server lists it (SPEC.md section 9). */
export const DEFAULT_CARD_TYPE = 1;
/** The channel of an item that names none (SPEC.md section 9). */
export const DEFAULT_CHANNEL_NUMBER = 90006;
/** cardTypeMi 0: the item belongs to every card type. */
export const ALL_CARD_TYPES = 0;
export const DAY_VALUES: readonly string[] = Array.from({ length: 31 }, (_, i) => String(i + 1));
export const PRODUCT_ID_KEY = 'product_id';
/** The submit's idempotency key rides beside the items (schemas/api/bank-binding/bind-card-new.json), so no item may use it. */
export const IDEMPOTENCY_KEY = 'idempotencyKey';
/** The submitted card type (the tab the borrower answered), sent beside product_id so the server need not guess it. */
export const CARD_TYPE_KEY = 'cardType';

const CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
const DIGITS_PATTERN = '^[0-9]+$';

type InputType = 'text' | 'number' | 'bankCard';
const TEXT_INPUTS: Record<InputType, { widget: CardInitWidget; pattern: string }> = {
  // Required alone lets a field of spaces through; a name needs at least one visible character.
  text: { widget: 'text', pattern: '\\S' },
  number: { widget: 'number', pattern: DIGITS_PATTERN },
  bankCard: { widget: 'bankCard', pattern: DIGITS_PATTERN },
};

interface BuildContext {
  cityOptions: CascadeOption[] | undefined;
}
type Built =
  | { schema: FieldSchema; ui: FieldUiSchema }
  | { reason: AdapterErrorReason; problem: string };
type Cate = AdaptedField['cate'];

const builders: Record<Cate, (item: CardInitItem, context: BuildContext) => Built> = {
  text(item) {
    const inputType = item.inputType ?? 'text';
    if (!isKey(TEXT_INPUTS, inputType)) {
      return {
        reason: 'unknownInputType',
        problem: `unknown inputType ${JSON.stringify(inputType)}; expected one of ${Object.keys(TEXT_INPUTS).join(', ')}`,
      };
    }
    const { widget, pattern } = TEXT_INPUTS[inputType];
    const length = lengthOf(item, inputType);
    if ('problem' in length) return { reason: 'invalidLength', problem: length.problem };
    if (!length.rule) return { schema: { ...base(item), pattern }, ui: ui(item, widget) };
    return { schema: { ...base(item), pattern, ...length.rule.schema }, ui: { ...ui(item, widget), 'ui:options': length.rule.ui } };
  },
  enum(item) {
    const note = Array.isArray(item.note) ? item.note : [];
    if (note.length === 0) {
      return { reason: 'missingOptions', problem: 'an enum item needs a non-empty note of {name, type} options' };
    }
    const types: string[] = [];
    const names: string[] = [];
    for (const [position, option] of note.entries()) {
      const valid =
        typeof option?.name === 'string' && option.name !== '' && (typeof option.type === 'string' || typeof option.type === 'number');
      if (!valid) return { reason: 'invalidOption', problem: `note entry #${position} needs a name and a type` };
      const type = String(option.type);
      if (types.includes(type)) {
        return { reason: 'invalidOption', problem: `option type ${JSON.stringify(type)} appears twice in note` };
      }
      types.push(type);
      names.push(option.name);
    }
    return { schema: { ...base(item), enum: types }, ui: { ...ui(item, 'picker'), 'ui:enumNames': names } };
  },
  citySelect(item, { cityOptions }) {
    const leaves = cascadeLeafValues(cityOptions ?? []);
    if (leaves.length === 0) {
      return { reason: 'missingCityOptions', problem: "a citySelect item needs the cascade options in the answer's cityOptions, and there are none" };
    }
    return {
      schema: { ...base(item), enum: leaves },
      ui: { ...ui(item, 'cascadePicker'), 'ui:options': { cascadeOptions: cityOptions ?? [], separator: CASCADE_SEPARATOR } },
    };
  },
  day(item) {
    return { schema: { ...base(item), enum: [...DAY_VALUES] }, ui: ui(item, 'day') };
  },
};

/** The most characters any value may have: the bind-card-new request's cap (schemas/api/bank-binding/bind-card-new.json). */
export const VALUE_MAX_LENGTH = 200;

type LengthRule = { schema: Pick<FieldSchema, 'minLength' | 'maxLength'>; ui: LengthUiOptions };

/**
 * A text item's length rule (its minLength and maxLength, set by product staff per bank or item): the schema's
 * keywords, which the form and the server's ajv both apply, and the message naming the field and the allowed length.
 */
function lengthOf(item: CardInitItem, inputType: InputType): { rule?: LengthRule } | { problem: string } {
  const { minLength, maxLength } = item;
  if (minLength === undefined && maxLength === undefined) return {};
  const valid = (n: unknown) => n === undefined || (Number.isInteger(n) && (n as number) >= 1 && (n as number) <= VALUE_MAX_LENGTH);
  if (!valid(minLength) || !valid(maxLength)) return { problem: `minLength and maxLength must be whole numbers from 1 to ${VALUE_MAX_LENGTH}` };
  const min = minLength ?? 1;
  const max = maxLength ?? VALUE_MAX_LENGTH;
  if (min > max) return { problem: `minLength ${min} is above maxLength ${max}` };
  const digits = inputType !== 'text';
  const key = min === max ? (digits ? 'bankBinding.length.exactDigits' : 'bankBinding.length.exactCharacters') : digits ? 'bankBinding.length.digits' : 'bankBinding.length.characters';
  return {
    rule: {
      schema: { ...(minLength === undefined ? {} : { minLength }), ...(maxLength === undefined ? {} : { maxLength }) },
      ui: { errorMessages: { minLength: key, maxLength: key }, errorMessageVars: { field: item.title || item.code, min, max } },
    },
  };
}

export interface AdaptOptions {
  /** The active tab; DEFAULT_CARD_TYPE when absent. */
  cardType?: number;
}

/** The form of one card type's tab. Items of other card types are left out; broken items are listed in `errors`. */
export function adaptCardInit(data: CardInitData, { cardType = DEFAULT_CARD_TYPE }: AdaptOptions = {}): AdaptedCardInit {
  const result: AdaptedCardInit = {
    schema: { type: 'object', properties: {}, required: [] },
    uiSchema: { 'ui:order': [] },
    formDataDefaults: {},
    fields: [],
    errors: [],
  };
  const known = knownCardTypes(data.cardTypes);
  const context: BuildContext = { cityOptions: data.cityOptions };
  const usedCodes = new Set<string>();
  const fail = (item: CardInitItem, index: number, reason: AdapterErrorReason, problem: string): void => {
    result.errors.push(adapterError(item, index, reason, problem));
  };

  data.items.forEach((item, index) => {
    const cardTypeMi = item.cardTypeMi ?? ALL_CARD_TYPES;
    // An item no tab shows would vanish unnoticed, so it is reported on every tab.
    if (!(Number.isInteger(cardTypeMi) && (cardTypeMi === ALL_CARD_TYPES || known.includes(cardTypeMi)))) {
      fail(item, index, 'unknownCardType', `cardTypeMi ${JSON.stringify(cardTypeMi)} is not one of the card types (${known.join(', ')}) nor 0 (all)`);
      return;
    }
    if (cardTypeMi !== ALL_CARD_TYPES && cardTypeMi !== cardType) return;

    const code = item.code;
    if (typeof code !== 'string' || code === '') return fail(item, index, 'missingCode', 'it has no code');
    if (!CODE_PATTERN.test(code)) return fail(item, index, 'invalidCode', `the code must match ${CODE_PATTERN.source}`);
    if (code === PRODUCT_ID_KEY) return fail(item, index, 'reservedCode', `${PRODUCT_ID_KEY} is reserved for the product id`);
    if (code === IDEMPOTENCY_KEY) return fail(item, index, 'reservedCode', `${IDEMPOTENCY_KEY} is reserved for the submit's idempotency key`);
    if (code === CARD_TYPE_KEY) return fail(item, index, 'reservedCode', `${CARD_TYPE_KEY} is reserved for the submitted card type`);
    if (usedCodes.has(code)) return fail(item, index, 'duplicateCode', `another item of card type ${cardType} already uses this code`);
    usedCodes.add(code);

    const cate = item.cate;
    if (typeof cate !== 'string' || !isKey(builders, cate)) {
      return fail(item, index, 'unknownCate', `unknown cate ${JSON.stringify(cate)}; expected one of ${Object.keys(builders).join(', ')}`);
    }
    const built = builders[cate](item, context);
    if ('reason' in built) return fail(item, index, built.reason, built.problem);

    result.schema.properties[code] = built.schema;
    result.schema.required.push(code);
    result.uiSchema[code] = built.ui;
    result.uiSchema['ui:order'].push(code);
    result.fields.push({
      code,
      cate,
      widget: built.ui['ui:widget'],
      cardTypeMi,
      channelNumber: item.channelNumber ?? DEFAULT_CHANNEL_NUMBER,
    });
    const prefill = item.value;
    if (prefill !== undefined && prefill !== null && prefill !== '') result.formDataDefaults[code] = String(prefill);
  });
  return result;
}

/**
 * Every problem of a product's configuration, over all its card types: the check product staff's
 * edits must pass (an item broken only in tab 2 is invisible while adapting tab 1).
 */
export function checkCardInitConfig(data: CardInitData): AdapterError[] {
  const seen = new Set<string>();
  const errors: AdapterError[] = [];
  for (const cardType of knownCardTypes(data.cardTypes)) {
    for (const error of adaptCardInit(data, { cardType }).errors) {
      const key = `${error.index}:${error.reason}`;
      if (!seen.has(key)) errors.push(error);
      seen.add(key);
    }
  }
  return errors.sort((a, b) => a.index - b.index);
}

/** The tab to show: the requested one if the server lists it, else card type 1 if listed, else the first. */
export function resolveCardType(cardTypes: readonly CardType[] | undefined, requested?: number): number {
  const values = knownCardTypes(cardTypes);
  if (requested !== undefined && values.includes(requested)) return requested;
  return values.includes(DEFAULT_CARD_TYPE) ? DEFAULT_CARD_TYPE : (values[0] ?? DEFAULT_CARD_TYPE);
}

/**
 * The bind-card-new / cardChange payload: every item code of the given card type with its value
 * ('' when unanswered), plus product_id and the card type itself. Only the active tab's items are sent, so what was
 * typed in another tab never leaks into the submission.
 */
export function toSubmitPayload(
  formData: Readonly<Record<string, unknown>>,
  items: readonly CardInitItem[],
  productId: string,
  cardType: number = DEFAULT_CARD_TYPE,
): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const item of itemsOfCardType(items, cardType)) {
    const value = formData[item.code];
    if (value === undefined || value === null) payload[item.code] = '';
    else if (typeof value === 'string' || typeof value === 'number') payload[item.code] = String(value);
    // A widget that stored anything else broke the one-string-per-field contract; posting
    // "[object Object]" or "a,b" would hide that.
    else throw new TypeError(`Bank-binding field "${item.code}" holds a value of type ${Array.isArray(value) ? 'array' : typeof value}; fields hold strings.`);
  }
  // Set last, so that no item can overwrite them (adaptCardInit also reports items with these codes).
  payload[PRODUCT_ID_KEY] = productId;
  payload[CARD_TYPE_KEY] = String(cardType);
  return payload;
}

/** The items a card type's tab shows, in the configuration's order: its own and those of every card type (0). */
export function itemsOfCardType<Item extends Pick<CardInitItem, 'cardTypeMi'>>(items: readonly Item[], cardType: number): Item[] {
  return items.filter((item) => {
    const cardTypeMi = item.cardTypeMi ?? ALL_CARD_TYPES;
    return cardTypeMi === ALL_CARD_TYPES || cardTypeMi === cardType;
  });
}

/** Whether the configuration lists the card type and the submitted codes are exactly its tab's items. */
export function answersCardType(data: Pick<CardInitData, 'cardTypes' | 'items'>, cardType: number, codes: readonly string[]): boolean {
  if (!knownCardTypes(data.cardTypes).includes(cardType)) return false;
  const expected = new Set(itemsOfCardType(data.items, cardType).map((item) => item.code));
  const submitted = new Set(codes);
  return expected.size === submitted.size && [...submitted].every((code) => expected.has(code));
}

/**
 * The card type a submission is checked as: the one it names (toSubmitPayload sends it). A page loaded before the
 * card type was sent names none: then the listed card type whose items are exactly the submitted codes, else the
 * default tab, whose check then names what does not fit.
 */
export function submittedCardType(data: Pick<CardInitData, 'cardTypes' | 'items'>, codes: readonly string[], named: number | undefined): number {
  if (named !== undefined) return named;
  return knownCardTypes(data.cardTypes).find((cardType) => answersCardType(data, cardType, codes)) ?? resolveCardType(data.cardTypes);
}

/** The card types a configuration lists; card type 1 alone when it lists none (SPEC.md section 3). */
export function knownCardTypes(cardTypes: readonly CardType[] | undefined): number[] {
  const values = (cardTypes ?? []).map((type) => type.value);
  return values.length > 0 ? values : [DEFAULT_CARD_TYPE];
}

function base(item: CardInitItem): FieldSchema {
  return typeof item.title === 'string' && item.title !== '' ? { type: 'string', title: item.title } : { type: 'string' };
}

function ui(item: CardInitItem, widget: CardInitWidget): FieldUiSchema {
  return typeof item.subtitle === 'string' && item.subtitle !== ''
    ? { 'ui:widget': widget, 'ui:placeholder': item.subtitle }
    : { 'ui:widget': widget };
}

function adapterError(item: CardInitItem, index: number, reason: AdapterErrorReason, problem: string): AdapterError {
  const code = typeof item.code === 'string' && item.code !== '' ? item.code : undefined;
  const name = code === undefined ? `#${index} (no code)` : `"${code}" (#${index})`;
  return { reason, code, index, message: `Bank-binding item ${name}: ${problem}.` };
}

function isKey<T extends object>(record: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(record, key);
}
