// Drafts across versions of a form (issue 26, part 6). A borrower's draft remembers the version of the form it was
// made under; opened under another version, it keeps every value that version still accepts and names the fields it
// could not keep, so nothing is lost silently. The same rule, read statically, tells `check:compat` which fields a new
// version of a form drops from saved drafts (scripts/schema/compat.ts). Plain data in, plain data out: the page hands
// in the errors of the version it draws (its validator: precompiled for the bundled copy, the eval-free one for a
// published version).

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One validation error as a form's validator reports it: the field it is about ('' for the whole form) and its keyword. */
export interface FieldError {
  field: string;
  keyword: string;
}

export interface CarriedDraft {
  /** The values the version drawn accepts, by field. */
  kept: Record<string, unknown>;
  /** The fields whose values it does not accept, in the order the draft held them. */
  dropped: string[];
}

/** The form's own fields: the properties of its root schema. */
export function formFields(schema: unknown): string[] {
  return isObject(schema) && isObject(schema.properties) ? Object.keys(schema.properties) : [];
}

/**
 * The draft's values as the form `schema` takes them: a field the form no longer has is dropped, and so is a value
 * that `errorsOf` faults (any keyword but 'required', which is about a value missing, not one kept). Empty values
 * (undefined, null, '' and []) are never named: there is nothing to lose.
 */
export function carryDraft(values: Readonly<Record<string, unknown>>, schema: unknown, errorsOf: (values: Record<string, unknown>) => readonly FieldError[]): CarriedDraft {
  const fields = new Set(formFields(schema));
  const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
  const kept: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [field, value] of Object.entries(values)) {
    if (!present(value)) continue;
    if (fields.has(field)) kept[field] = value;
    else dropped.push(field);
  }
  const faulted = new Set(errorsOf(kept).filter((error) => error.keyword !== 'required' && error.field !== '').map((error) => error.field));
  for (const field of Object.keys(kept)) {
    if (!faulted.has(field)) continue;
    delete kept[field];
    dropped.push(field);
  }
  const order = Object.keys(values);
  return { kept, dropped: dropped.sort((a, b) => order.indexOf(a) - order.indexOf(b)) };
}

/** The field an rjsf-style error property names: '.problemImages.3' -> 'problemImages'. */
export function fieldOfProperty(property: string | undefined): string {
  return (property ?? '').replace(/^\./, '').split('.')[0] ?? '';
}

/** What a borrower reads for a field: its title in the first schema that has one, else its name. */
export function fieldTitle(field: string, ...schemas: unknown[]): string {
  for (const schema of schemas) {
    const property = isObject(schema) && isObject(schema.properties) ? schema.properties[field] : undefined;
    if (isObject(property) && typeof property.title === 'string' && property.title.trim() !== '') return property.title;
  }
  return field;
}

/** A field a new version of a form drops from saved drafts, and why. */
export interface DroppedField {
  field: string;
  /** 'removed': every saved value goes; 'narrowed': saved values that break the new rule go. */
  kind: 'removed' | 'narrowed';
  why: string;
}

function typesOf(schema: JsonObject): string[] | undefined {
  if (typeof schema.type === 'string') return [schema.type];
  return Array.isArray(schema.type) ? schema.type.map(String) : undefined;
}

const upperBounds = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems'];
const lowerBounds = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems'];

/** Why the new field schema may refuse a value the old one took, or undefined when it takes every such value. */
function narrowing(before: JsonObject, after: JsonObject): string | undefined {
  const oldTypes = typesOf(before);
  const newTypes = typesOf(after);
  if (newTypes && (!oldTypes || oldTypes.some((type) => !newTypes.includes(type) && !(type === 'integer' && newTypes.includes('number'))))) {
    return `type ${oldTypes?.join('|') ?? 'any'} -> ${newTypes.join('|')}`;
  }
  if (Array.isArray(after.enum)) {
    const now = new Set(after.enum.map((value) => JSON.stringify(value)));
    const gone = Array.isArray(before.enum) ? before.enum.filter((value) => !now.has(JSON.stringify(value))) : ['(any value)'];
    if (gone.length > 0) return `enum no longer takes ${gone.map((value) => JSON.stringify(value)).join(', ')}`;
  }
  for (const keyword of upperBounds) {
    const old = before[keyword];
    const now = after[keyword];
    if (typeof now === 'number' && (typeof old !== 'number' || now < old)) return `${keyword} ${String(old ?? 'none')} -> ${now}`;
  }
  for (const keyword of lowerBounds) {
    const old = before[keyword];
    const now = after[keyword];
    if (typeof now === 'number' && (typeof old !== 'number' || now > old)) return `${keyword} ${String(old ?? 'none')} -> ${now}`;
  }
  for (const keyword of ['pattern', 'format', 'const', 'multipleOf']) {
    if (after[keyword] !== undefined && JSON.stringify(after[keyword]) !== JSON.stringify(before[keyword])) {
      return `${keyword} ${before[keyword] === undefined ? 'added' : 'changed'} ${JSON.stringify(after[keyword])}`;
    }
  }
  if (isObject(before.items) || isObject(after.items)) {
    const inner = narrowing(isObject(before.items) ? before.items : {}, isObject(after.items) ? after.items : {});
    if (inner !== undefined) return `items: ${inner}`;
  }
  return undefined;
}

/** The fields of the form `before` whose saved values the form `after` drops from drafts (carryDraft's rule, read statically). */
export function fieldsDroppedFromDrafts(before: unknown, after: unknown): DroppedField[] {
  const now = isObject(after) && isObject(after.properties) ? after.properties : {};
  const old = isObject(before) && isObject(before.properties) ? before.properties : {};
  const dropped: DroppedField[] = [];
  for (const [field, schema] of Object.entries(old)) {
    if (!Object.hasOwn(now, field)) {
      dropped.push({ field, kind: 'removed', why: 'the new version has no such field' });
      continue;
    }
    const why = isObject(schema) && isObject(now[field]) ? narrowing(schema, now[field]) : undefined;
    if (why !== undefined) dropped.push({ field, kind: 'narrowed', why });
  }
  return dropped;
}
