import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import type { CardInit, CascadeOption, Item } from '../../generated/types/api/bind-card/card-init.ts';
import type { Queryable } from '../db/database.ts';
import { CallFailure } from './call-failure.ts';

// The bank-binding configuration product staff edit (one JSON row per product, table
// bank_binding_config), and the server's check of a submitted binding against it. The browser
// checks the same rules through core/card-init; the server cannot import renderers
// (DESIGN.md import directions) and must not trust the browser anyway, so it checks again here.

export type CardInitConfig = CardInit['response'];

/** SPEC.md section 9. */
export const DEFAULT_CARD_TYPE = 1;
export const DEFAULT_CHANNEL_NUMBER = 90006;
const ALL_CARD_TYPES = 0;
const CASCADE_SEPARATOR = '/';
const DIGITS = /^[0-9]+$/;

/** A payload the product's items refuse: answered with the call's failure envelope, naming the field. */
export const BAD_BINDING_CODE = 'BAD_REQUEST';
export const NOT_CONFIGURED_CODE = 'NOT_FOUND';

export async function loadCardInitConfig(db: Queryable, productId: string): Promise<CardInitConfig> {
  const { rows } = await db.query<{ cardInit: CardInitConfig }>('SELECT card_init AS "cardInit" FROM bank_binding_config WHERE product_id = $1', [productId]);
  const config = rows[0]?.cardInit;
  if (!config) throw new CallFailure(NOT_CONFIGURED_CODE, catalog['bankBinding.server.notConfigured']);
  return config;
}

export interface CheckedBinding {
  cardType: number;
  channelNumber: number;
  /** Item code -> value, every item of the card type, in the configuration's order. */
  fields: Record<string, string>;
}

/**
 * Checks a submitted binding (item codes with values, product_id aside) against the product's
 * items: the codes must be exactly those of one card type, every value present and fitting its
 * item. Throws a CallFailure whose message names the first field at fault (and whose data names
 * its code, so the form can show the message beside that field).
 */
export function checkBinding(config: CardInitConfig, submitted: Readonly<Record<string, string>>): CheckedBinding {
  const cardTypes = config.cardTypes.map((type) => type.value);
  const codes = Object.keys(submitted);
  const known = new Set(config.items.map((item) => item.code));
  const unknown = codes.find((code) => !known.has(code));
  if (unknown !== undefined) fail(unknown, catalog['bankBinding.server.unknownField'], unknown);

  // The card type is the one whose items the payload answers: all its codes, and no other.
  const itemsOf = (cardType: number) => config.items.filter((item) => (item.cardTypeMi ?? ALL_CARD_TYPES) === ALL_CARD_TYPES || item.cardTypeMi === cardType);
  const fits = (cardType: number) => itemsOf(cardType).every((item) => codes.includes(item.code)) && codes.every((code) => itemsOf(cardType).some((item) => item.code === code));
  const cardType = cardTypes.find(fits);
  if (cardType === undefined) {
    // Name what is missing from the closest card type: the one that holds every submitted code,
    // the default one when several (or none) do.
    const holders = cardTypes.filter((type) => codes.every((code) => itemsOf(type).some((item) => item.code === code)));
    if (holders.length === 0) {
      // The codes span several card types: name one that the default tab does not have.
      const primary = cardTypes.includes(DEFAULT_CARD_TYPE) ? DEFAULT_CARD_TYPE : (cardTypes[0] ?? DEFAULT_CARD_TYPE);
      const stray = codes.find((code) => !itemsOf(primary).some((item) => item.code === code)) ?? codes[0] ?? '';
      fail(stray, catalog['bankBinding.server.otherCardType'], labelOf(config.items.find((item) => item.code === stray), stray));
    }
    const closest = holders.includes(DEFAULT_CARD_TYPE) ? DEFAULT_CARD_TYPE : holders[0]!;
    const missing = itemsOf(closest).find((item) => !codes.includes(item.code))!;
    fail(missing.code, catalog['bankBinding.server.required'], labelOf(missing, missing.code));
  }

  const fields: Record<string, string> = {};
  for (const item of itemsOf(cardType)) {
    const value = (submitted[item.code] ?? '').trim();
    const problem = problemOf(item, value, config.cityOptions ?? []);
    if (problem) fail(item.code, catalog[problem], labelOf(item, item.code));
    fields[item.code] = value;
  }
  const channelNumber = itemsOf(cardType).find((item) => item.channelNumber !== undefined)?.channelNumber ?? DEFAULT_CHANNEL_NUMBER;
  return { cardType, channelNumber, fields };
}

type Problem = 'bankBinding.server.required' | 'bankBinding.server.digitsOnly' | 'bankBinding.server.notAnOption' | 'bankBinding.server.unsupported';

function problemOf(item: Item, value: string, cityOptions: readonly CascadeOption[]): Problem | undefined {
  if (value === '') return 'bankBinding.server.required';
  switch (item.cate) {
    case 'text': {
      const inputType = item.inputType ?? 'text';
      if (inputType === 'text') return undefined;
      if (inputType === 'number' || inputType === 'bankCard') return DIGITS.test(value) ? undefined : 'bankBinding.server.digitsOnly';
      return 'bankBinding.server.unsupported';
    }
    case 'enum':
      return (item.note ?? []).some((option) => String(option.type) === value) ? undefined : 'bankBinding.server.notAnOption';
    case 'day': {
      const day = Number(value);
      return /^[1-9][0-9]?$/.test(value) && day >= 1 && day <= 31 ? undefined : 'bankBinding.server.notAnOption';
    }
    case 'citySelect':
      return isCascadeLeaf(cityOptions, value.split(CASCADE_SEPARATOR)) ? undefined : 'bankBinding.server.notAnOption';
    default:
      // An item the form cannot draw cannot have been answered: the configuration needs fixing.
      return 'bankBinding.server.unsupported';
  }
}

/** True when the path runs from a root option to a leaf (a city), not stopping at a region or province. */
function isCascadeLeaf(options: readonly CascadeOption[], path: readonly string[]): boolean {
  const [head, ...rest] = path;
  const node = options.find((option) => option.value === head);
  if (!node) return false;
  const children = node.children ?? [];
  return children.length === 0 ? rest.length === 0 : isCascadeLeaf(children, rest);
}

function labelOf(item: Item | undefined, code: string): string {
  return item?.title ? item.title : code;
}

function fail(code: string, template: string, field: string): never {
  throw new CallFailure(BAD_BINDING_CODE, template.replace('{field}', field), { field: code });
}
