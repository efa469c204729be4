// `npm run check:compat`: compares each file under schemas/ with its previous version and classifies each change as
// safe or breaking, naming the file and the JSON path (issue 18). Breaking is what breaks the clients or the saved data
// in use: a property a response carries removed or renamed, a response narrowed (a field newly required, closed with
// additionalProperties false, a type, enum or constraint narrowed: a backend that follows the previous contract would
// be refused, and the backend may be one we did not write), a request field newly required, a type narrowed, a
// constraint tightened on what clients send or the app keeps, an enum value removed that the fixtures (and so the
// seed) use, a call moved, a route renamed or moved, a content key removed. Besides, every problem of the schema checks
// (scripts/check-schemas.ts: a file that does not parse, a widget or node the registry lacks, a descriptor that breaks
// the meta-schema) is refused, and so is a message key removed while code still names it.
//
// A breaking change of a versioned file is accepted when the file says so: its root "x-version" (an integer, 0 when
// absent) is higher than before and its root "x-breaking-note" (why the break is fine, e.g. every client is updated
// with the server) is a new text. JSON Schemas (api/, storage/, forms/*/schema.json), content/ and routes.json carry
// them; descriptors, uiSchemas and the message catalog cannot (their formats have no room for them), and their
// breaking changes are the unwaivable kind above anyway.
//
// The previous version (previousBase): with uncommitted changes under schemas/, the last commit (HEAD), so an edit is
// checked before it is committed; with none, as in CI's fresh clone where HEAD is the commit under test, its first
// parent (HEAD~1), so a breaking edit made in that commit is caught. `--base <rev>` (or COMPAT_BASE) names another,
// e.g. the merge base of a branch. No git history, or no parent: every file is new, so every change is safe.
//
// A file moved to another path (a group renamed after what it does, docs/decisions/016) is followed, not dropped: a
// call schema is the same call at its new path when its "x-call" method and path are the previous file's (the wire is
// what clients depend on), and any other file when it keeps its name in another folder and nothing else there took
// it. The moved file is compared with its previous version, and a $ref that names the moved file by its new path is
// the same reference. So a pure rename is safe, and a rename that also changes a contract is checked like an edit.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fieldsDroppedFromDrafts } from '../../core/publishing/draft-carry.ts';
import { checkSchemas, type Registry } from '../check-schemas.ts';
import { isObject, pointer, type JsonObject } from './ajv.ts';
import { formatProblem, type Problem } from './problem.ts';
import { kindOf, walkSchemas, type SchemaFile } from './walk.ts';

export interface Change extends Problem {
  breaking: boolean;
  /** A breaking change that a version bump with a note can accept (false: it has to be undone). */
  waivable: boolean;
  /** Accepted by the file's version bump. */
  waived?: boolean;
  /**
   * A field a new version of a form drops from saved drafts (core/publishing/draft-carry.ts, the rule the page carries
   * a draft across versions by): not a refusal, since the draft says what it could not keep, but named for staff.
   */
  dropsFromDrafts?: true;
}

export interface CompatReport {
  changes: Change[];
  /** What fails the check: unwaived breaking changes and the schema checks' problems. */
  refusals: Change[];
}

type Segment = string | number;
type Direction = 'request' | 'response' | 'stored' | 'form';

/** The scalar values the fixtures (the seed's and the stories' one corpus) give each key, as text. */
export type FixtureValues = Map<string, Set<string>>;

interface Context {
  file: string;
  /** The file's path under schemas/, now and in the previous version (they differ when it moved). */
  rel: string;
  previousRel: string;
  /** Previous path -> current path of every moved file. */
  moves: ReadonlyMap<string, string>;
  directions: ReadonlySet<Direction>;
  fixtures: FixtureValues;
  changes: Change[];
}

const VERSION_KEY = 'x-version';
const NOTE_KEY = 'x-breaking-note';

function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function add(ctx: Context, at: Segment[], breaking: boolean, message: string, waivable = true): void {
  ctx.changes.push({ file: ctx.file, path: pointer(at), message, breaking, waivable: breaking && waivable });
}

const reads = (ctx: Context) => ctx.directions.has('response');
/** What old clients send or old code wrote must still validate. */
const accepts = (ctx: Context) => ctx.directions.has('request') || ctx.directions.has('stored') || ctx.directions.has('form');
/** What a backend answered by the previous response schema must still validate: the app is a tolerant reader (DESIGN.md). */
const answeredBefore = 'a backend answering by the previous schema is refused';
const describe = (ctx: Context) =>
  ctx.directions.has('request') ? 'clients send' : ctx.directions.has('stored') ? 'saved data holds' : 'the form holds';

function typesOf(schema: JsonObject): string[] | undefined {
  const type = schema.type;
  if (typeof type === 'string') return type === 'number' ? ['number', 'integer'] : [type];
  if (Array.isArray(type)) return type.flatMap((t) => (t === 'number' ? ['number', 'integer'] : [String(t)]));
  return undefined;
}

function shownType(schema: JsonObject): string {
  return schema.type === undefined ? 'any' : Array.isArray(schema.type) ? schema.type.join('|') : String(schema.type);
}

function diffType(ctx: Context, before: JsonObject, after: JsonObject, at: Segment[]): void {
  const old = typesOf(before);
  const now = typesOf(after);
  if (deepEqual(old, now)) return;
  const removed = old === undefined ? now !== undefined : now !== undefined && old.some((t) => !now.includes(t));
  const added = now === undefined ? old !== undefined : old !== undefined && now.some((t) => !old.includes(t));
  const change = `type ${shownType(before)} -> ${shownType(after)}`;
  if (removed && accepts(ctx)) add(ctx, [...at, 'type'], true, `narrowed ${change}: values ${describe(ctx)} may no longer validate`);
  else if (added && reads(ctx)) add(ctx, [...at, 'type'], true, `changed ${change}: the app reads a value of a type it does not expect`);
  else if (removed && reads(ctx)) add(ctx, [...at, 'type'], true, `narrowed response ${change}: ${answeredBefore}`);
  else add(ctx, [...at, 'type'], false, `${change}`);
}

function enumOf(schema: JsonObject): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum as unknown[];
  if ('const' in schema) return [schema.const];
  return undefined;
}

function diffEnum(ctx: Context, before: JsonObject, after: JsonObject, at: Segment[], name: string | undefined): void {
  const old = enumOf(before);
  const now = enumOf(after);
  if (deepEqual(old, now)) return;
  const key = Array.isArray(after.enum) || Array.isArray(before.enum) ? 'enum' : 'const';
  if (old === undefined) {
    if (accepts(ctx)) add(ctx, [...at, key], true, `new ${key}: values ${describe(ctx)} may no longer validate`);
    else if (reads(ctx)) add(ctx, [...at, key], true, `new ${key} on a response value: ${answeredBefore}`);
    else add(ctx, [...at, key], false, `new ${key}`);
    return;
  }
  const remaining = now === undefined ? undefined : new Set(now.map((v) => JSON.stringify(v)));
  for (const value of old) {
    if (remaining === undefined || remaining.has(JSON.stringify(value))) continue;
    const used = name !== undefined && ctx.fixtures.get(name)?.has(String(value));
    if (used) add(ctx, [...at, key], true, `removed enum value ${JSON.stringify(value)}, which schemas/fixtures (and so the seed) use for '${name}'`);
    else if (reads(ctx)) add(ctx, [...at, key], true, `removed enum value ${JSON.stringify(value)} from a response: ${answeredBefore}`);
    else add(ctx, [...at, key], false, `removed enum value ${JSON.stringify(value)} (no fixture uses it)`);
  }
  for (const value of now ?? []) {
    if (!old.some((v) => deepEqual(v, value))) add(ctx, [...at, key], false, `added enum value ${JSON.stringify(value)}`);
  }
}

/** Keywords whose higher value narrows what validates, and whose lower value does. */
const upperBounds = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties'];
const lowerBounds = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties'];

function diffConstraints(ctx: Context, before: JsonObject, after: JsonObject, at: Segment[]): void {
  const tightened = (keyword: string, message: string) => {
    if (accepts(ctx)) add(ctx, [...at, keyword], true, `${message}: values ${describe(ctx)} may no longer validate`);
    else if (reads(ctx)) add(ctx, [...at, keyword], true, `${message} on a response: ${answeredBefore}`);
    else add(ctx, [...at, keyword], false, message);
  };
  for (const keyword of upperBounds) {
    const old = before[keyword];
    const now = after[keyword];
    if (deepEqual(old, now)) continue;
    if (typeof now === 'number' && (typeof old !== 'number' || now < old)) tightened(keyword, `${keyword} lowered ${String(old ?? 'none')} -> ${now}`);
    else add(ctx, [...at, keyword], false, `${keyword} ${String(old ?? 'none')} -> ${String(now ?? 'none')}`);
  }
  for (const keyword of lowerBounds) {
    const old = before[keyword];
    const now = after[keyword];
    if (deepEqual(old, now)) continue;
    if (typeof now === 'number' && (typeof old !== 'number' || now > old)) tightened(keyword, `${keyword} raised ${String(old ?? 'none')} -> ${now}`);
    else add(ctx, [...at, keyword], false, `${keyword} ${String(old ?? 'none')} -> ${String(now ?? 'none')}`);
  }
  for (const keyword of ['pattern', 'multipleOf']) {
    if (deepEqual(before[keyword], after[keyword])) continue;
    if (after[keyword] === undefined) add(ctx, [...at, keyword], false, `${keyword} removed`);
    else tightened(keyword, `${keyword} ${before[keyword] === undefined ? 'added' : 'changed'} ${JSON.stringify(after[keyword])}`);
  }
  if (after.additionalProperties === false && before.additionalProperties !== false && !isObject(before.additionalProperties)) {
    tightened('additionalProperties', 'additionalProperties made false');
  }
}

function requiredOf(schema: JsonObject): string[] {
  return Array.isArray(schema.required) ? schema.required.map(String) : [];
}

function diffProperties(ctx: Context, before: JsonObject, after: JsonObject, at: Segment[]): void {
  const old = isObject(before.properties) ? before.properties : {};
  const now = isObject(after.properties) ? after.properties : {};
  const closed = after.additionalProperties === false;
  for (const [name, schema] of Object.entries(old)) {
    if (name in now) continue;
    const propertyAt = [...at, 'properties', name];
    const renamedTo = Object.keys(now).find((other) => !(other in old) && deepEqual(now[other], schema));
    const what = renamedTo === undefined ? `removed property '${name}'` : `renamed property '${name}' to '${renamedTo}'`;
    if (reads(ctx)) add(ctx, propertyAt, true, `${what} that the response carries: the app still reads it`);
    else if (closed && (ctx.directions.has('request') || ctx.directions.has('stored'))) {
      add(ctx, propertyAt, true, `${what}, which ${describe(ctx)}, and additionalProperties is false: it is refused now`);
    } else add(ctx, propertyAt, false, what);
  }
  for (const name of Object.keys(now)) {
    if (!(name in old)) add(ctx, [...at, 'properties', name], false, `added property '${name}'`);
  }
  const oldRequired = requiredOf(before);
  const nowRequired = requiredOf(after);
  for (const name of nowRequired) {
    if (oldRequired.includes(name)) continue;
    const requiredAt = [...at, 'required'];
    if (ctx.directions.has('request')) add(ctx, requiredAt, true, `newly required request field '${name}': clients that do not send it are refused`);
    else if (ctx.directions.has('stored')) add(ctx, requiredAt, true, `newly required field '${name}': data saved without it no longer validates`);
    else if (reads(ctx)) add(ctx, requiredAt, true, `newly required response field '${name}': ${answeredBefore} when it leaves the field out`);
    else add(ctx, requiredAt, false, `'${name}' is now required`);
  }
  for (const name of oldRequired) {
    if (nowRequired.includes(name) || !(name in now)) continue;
    if (reads(ctx)) add(ctx, [...at, 'required'], true, `'${name}' is no longer required in the response: the app reads it as always there`);
    else add(ctx, [...at, 'required'], false, `'${name}' is no longer required`);
  }
  for (const [name, schema] of Object.entries(now)) {
    if (name in old) diffSchema(ctx, old[name], schema, [...at, 'properties', name], name);
  }
}

/** The file a $ref names (its path under schemas/, '' for the file itself) and its fragment. */
function referenceTarget(fromRel: string, ref: string): { file: string; fragment: string } {
  const hash = ref.indexOf('#');
  const filePart = hash === -1 ? ref : ref.slice(0, hash);
  const fragment = hash === -1 ? '' : ref.slice(hash);
  return { file: filePart === '' ? '' : path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), filePart)), fragment };
}

/** Whether two $refs name the same definition, one of them by a moved file's new path. */
function sameReference(ctx: Context, before: unknown, after: unknown): boolean {
  if (typeof before !== 'string' || typeof after !== 'string') return false;
  const old = referenceTarget(ctx.previousRel, before);
  const now = referenceTarget(ctx.rel, after);
  if (old.fragment !== now.fragment) return false;
  const oldFile = old.file === '' ? ctx.previousRel : old.file;
  const nowFile = now.file === '' ? ctx.rel : now.file;
  return (ctx.moves.get(oldFile) ?? oldFile) === nowFile;
}

/** Compares one (sub)schema with its previous version, recording each change in ctx. */
function diffSchema(ctx: Context, before: unknown, after: unknown, at: Segment[], name?: string): void {
  if (deepEqual(before, after)) return;
  if (!isObject(before) || !isObject(after)) {
    add(ctx, at, accepts(ctx) || reads(ctx), `schema changed from ${JSON.stringify(before)} to ${JSON.stringify(after)}`);
    return;
  }
  if (before.$ref !== after.$ref && !sameReference(ctx, before.$ref, after.$ref)) {
    add(ctx, [...at, '$ref'], true, `reference changed ${JSON.stringify(before.$ref ?? null)} -> ${JSON.stringify(after.$ref ?? null)}: a different shape`);
    return;
  }
  diffType(ctx, before, after, at);
  diffEnum(ctx, before, after, at, name);
  diffConstraints(ctx, before, after, at);
  diffProperties(ctx, before, after, at);
  if (before.items !== undefined || after.items !== undefined) diffSchema(ctx, before.items ?? {}, after.items ?? {}, [...at, 'items'], name);
  if (isObject(before.additionalProperties) && isObject(after.additionalProperties)) {
    diffSchema(ctx, before.additionalProperties, after.additionalProperties, [...at, 'additionalProperties'], name);
  }
  for (const keyword of ['definitions', '$defs']) {
    const old = isObject(before[keyword]) ? before[keyword] : {};
    const now = isObject(after[keyword]) ? after[keyword] : {};
    for (const [definition, schema] of Object.entries(now)) {
      if (definition in old) diffSchema(ctx, old[definition], schema, [...at, keyword, definition], definition);
    }
  }
  for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
    const old = before[keyword];
    const now = after[keyword];
    if (deepEqual(old, now)) continue;
    if (Array.isArray(old) && Array.isArray(now) && old.length === now.length) {
      now.forEach((alternative: unknown, i) => diffSchema(ctx, old[i], alternative, [...at, keyword, i], name));
    } else add(ctx, [...at, keyword], accepts(ctx) || reads(ctx), `${keyword} alternatives changed (${Array.isArray(old) ? old.length : 0} -> ${Array.isArray(now) ? now.length : 0})`);
  }
}

function diffJsonSchemaFile(ctx: Context, rel: string, before: JsonObject, after: JsonObject): void {
  const call = isObject(after['x-call']) ? after['x-call'] : undefined;
  if (rel.startsWith('api/') && call) {
    const oldCall = isObject(before['x-call']) ? before['x-call'] : {};
    if (oldCall.method !== call.method || oldCall.path !== call.path) {
      add(ctx, ['x-call'], true, `the call moved: ${String(oldCall.method)} ${String(oldCall.path)} -> ${String(call.method)} ${String(call.path)}; clients still call the old one`);
    }
    const part = (schema: JsonObject, key: string) => (isObject(schema.properties) ? schema.properties[key] : undefined) ?? {};
    diffSchema({ ...ctx, directions: new Set(['request']) }, part(before, 'request'), part(after, 'request'), ['properties', 'request'], 'request');
    diffSchema({ ...ctx, directions: new Set(['response']) }, part(before, 'response'), part(after, 'response'), ['properties', 'response'], 'response');
    const rest = (schema: JsonObject) => ({ ...schema, properties: {}, required: [], 'x-call': undefined, [VERSION_KEY]: undefined, [NOTE_KEY]: undefined });
    diffSchema({ ...ctx, directions: new Set(['request', 'response']) }, rest(before), rest(after), []);
    return;
  }
  if (/^forms\/[^/]+\/schema\.json$/.test(rel)) {
    for (const dropped of fieldsDroppedFromDrafts(before, after)) {
      const what = dropped.kind === 'removed' ? 'every saved value of it' : `a saved value that breaks the new rule (${dropped.why})`;
      ctx.changes.push({
        file: ctx.file,
        path: pointer(['properties', dropped.field]),
        message: `drops field '${dropped.field}' from saved drafts: ${what}; a borrower's draft made under the previous version is told it was not kept`,
        breaking: false,
        waivable: false,
        dropsFromDrafts: true,
      });
    }
  }
  const directions: Direction[] = rel.startsWith('storage/') ? ['stored'] : rel.startsWith('forms/') ? ['form'] : ['request', 'response'];
  const bare = (schema: JsonObject) => ({ ...schema, [VERSION_KEY]: undefined, [NOTE_KEY]: undefined });
  diffSchema({ ...ctx, directions: new Set(directions) }, bare(before), bare(after), []);
}

/** Plain data read by code (content/): a key removed, or a value of another kind, breaks the code that reads it. */
function diffData(ctx: Context, before: unknown, after: unknown, at: Segment[]): void {
  if (deepEqual(before, after)) return;
  const kind = (value: unknown) => (Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value === 'object' ? 'object' : typeof value);
  if (kind(before) !== kind(after)) {
    add(ctx, at, true, `a ${kind(before)} became a ${kind(after)}: the code that reads it expects a ${kind(before)}`);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    for (let i = 0; i < Math.min(before.length, after.length); i++) diffData(ctx, before[i], after[i], [...at, i]);
    if (before.length !== after.length) add(ctx, at, false, `${before.length} -> ${after.length} items`);
    return;
  }
  if (isObject(before) && isObject(after)) {
    for (const [key, value] of Object.entries(before)) {
      if (key === VERSION_KEY || key === NOTE_KEY || key === '$comment') continue;
      if (!(key in after)) add(ctx, [...at, key], true, `removed key '${key}': the code that reads it gets nothing`);
      else diffData(ctx, value, after[key], [...at, key]);
    }
    for (const key of Object.keys(after)) if (!(key in before) && key !== VERSION_KEY && key !== NOTE_KEY) add(ctx, [...at, key], false, `added key '${key}'`);
    return;
  }
  add(ctx, at, false, 'value changed');
}

function diffRoutes(ctx: Context, before: JsonObject, after: JsonObject): void {
  const old = isObject(before.routes) ? before.routes : {};
  const now = isObject(after.routes) ? after.routes : {};
  for (const [name, route] of Object.entries(old)) {
    const next = now[name];
    const oldPath = isObject(route) ? route.path : undefined;
    if (next === undefined) {
      const movedTo = Object.keys(now).find((other) => !(other in old) && isObject(now[other]) && now[other].path === oldPath);
      add(ctx, ['routes', name], true, movedTo === undefined
        ? `removed route '${name}': the native app and server links open routes by name`
        : `renamed route '${name}' to '${movedTo}': the native app and server links open routes by name`);
    } else if (isObject(next) && next.path !== oldPath) {
      add(ctx, ['routes', name, 'path'], true, `route '${name}' moved ${String(oldPath)} -> ${String(next.path)}: links to the old path stop working`);
    } else if (!deepEqual(route, next)) add(ctx, ['routes', name], false, `route '${name}' changed`);
  }
  for (const name of Object.keys(now)) if (!(name in old)) add(ctx, ['routes', name], false, `added route '${name}'`);
}

/** Folders whose code may name a message key. */
const CODE_DIRS = ['src', 'renderers', 'core', 'server'];

function codeFiles(root: string): string[] {
  const out: string[] = [];
  const visit = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') visit(full);
      else if (entry.isFile() && /\.(ts|tsx)$/.test(entry.name)) out.push(full);
    }
  };
  CODE_DIRS.forEach((dir) => visit(path.join(root, dir)));
  return out;
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort() : [];
}

function diffMessages(ctx: Context, root: string, files: SchemaFile[], before: JsonObject, after: JsonObject): void {
  const removed = Object.keys(before).filter((key) => !(key in after));
  if (removed.length > 0) {
    const sources = [
      ...codeFiles(root).map((file) => fs.readFileSync(file, 'utf8')),
      ...files.filter((f) => f.kind !== 'data' || !f.rel.startsWith('messages/')).map((f) => JSON.stringify(f.json ?? '')),
    ];
    for (const key of removed) {
      const quoted = [`'${key}'`, `"${key}"`, `\`${key}\``, `\\"${key}\\"`];
      if (sources.some((text) => quoted.some((q) => text.includes(q)))) {
        add(ctx, [key], true, `removed message '${key}', which code or a schema still names: it would show its key`, false);
      } else add(ctx, [key], false, `removed message '${key}' (nothing names it)`);
    }
  }
  for (const [key, text] of Object.entries(after)) {
    if (!(key in before)) add(ctx, [key], false, `added message '${key}'`);
    else if (before[key] !== text) {
      const old = placeholders(before[key]);
      const now = placeholders(text);
      const unfilled = now.filter((p) => !old.includes(p));
      if (unfilled.length > 0) add(ctx, [key], true, `message '${key}' has a new placeholder {${unfilled.join('}, {')}} that its code does not fill`, false);
      else add(ctx, [key], false, `text of '${key}' changed`);
    }
  }
}

/** Every scalar value the fixtures give a key, at any depth. */
export function fixtureValues(files: SchemaFile[]): FixtureValues {
  const values: FixtureValues = new Map();
  const visit = (value: unknown, key: string | undefined) => {
    if (Array.isArray(value)) value.forEach((item) => visit(item, key));
    else if (isObject(value)) for (const [k, child] of Object.entries(value)) visit(child, k);
    else if (key !== undefined && value !== null && value !== undefined) {
      const set = values.get(key) ?? new Set<string>();
      set.add(String(value as string | number | boolean));
      values.set(key, set);
    }
  };
  for (const file of files) if (file.rel.startsWith('fixtures/')) visit(file.json, undefined);
  return values;
}

function versionOf(json: unknown): { version: unknown; note: unknown } {
  return isObject(json) ? { version: json[VERSION_KEY] ?? 0, note: json[NOTE_KEY] } : { version: 0, note: undefined };
}

/** Whether a file's format can carry "x-version" and "x-breaking-note" at its root. */
function versioned(rel: string): boolean {
  const kind = kindOf(rel);
  return kind === 'schema' || kind === 'routes' || rel.startsWith('content/');
}

/** Decides each breaking change of one file against its version bump; returns the refusals. */
function applyVersion(file: string, rel: string, before: unknown, after: unknown, changes: Change[]): Change[] {
  const breaking = changes.filter((c) => c.breaking);
  if (breaking.length === 0) return [];
  const old = versionOf(before);
  const now = versionOf(after);
  const refusals: Change[] = [];
  const bumped = typeof now.version === 'number' && Number.isInteger(now.version) && typeof old.version === 'number' && now.version > old.version;
  const noted = typeof now.note === 'string' && now.note.trim() !== '' && now.note !== old.note;
  const waivable = breaking.filter((c) => c.waivable);
  if (versioned(rel) && waivable.length > 0) {
    if (bumped && noted) waivable.forEach((c) => (c.waived = true));
    else {
      const next = typeof old.version === 'number' ? old.version + 1 : 1;
      const why = !bumped
        ? `"${VERSION_KEY}" is ${JSON.stringify(now.version)}, not above ${JSON.stringify(old.version)}: bump it to ${next} and say why in "${NOTE_KEY}"`
        : `"${VERSION_KEY}" is bumped but "${NOTE_KEY}" ${typeof now.note === 'string' && now.note === old.note ? 'is the previous note' : 'is missing'}: say why this break is fine`;
      refusals.push({ file, path: `/${VERSION_KEY}`, message: `${waivable.length} breaking change(s) here: ${why}`, breaking: true, waivable: false });
    }
  }
  refusals.unshift(...breaking.filter((c) => !c.waived));
  return refusals;
}

/** A call schema's wire identity, 'METHOD path', or undefined for a file that is not a call. */
function wireOf(json: unknown): string | undefined {
  const call = isObject(json) && isObject(json['x-call']) ? json['x-call'] : undefined;
  return call && typeof call.method === 'string' && typeof call.path === 'string' ? `${call.method} ${call.path}` : undefined;
}

/**
 * The files that moved (previous path -> current path), as the header describes: among the files gone from their
 * previous path and the files new at theirs, a call with the same "x-call", else a file with the same name whose
 * name no other gone or new file shares.
 */
export function movedFiles(files: SchemaFile[], previous: ReadonlyMap<string, string>): Map<string, string> {
  const current = new Set(files.map((f) => f.rel));
  const gone = [...previous.keys()].filter((rel) => !current.has(rel));
  const added = files.filter((f) => !previous.has(f.rel));
  const moves = new Map<string, string>();
  const taken = new Set<string>();
  const parsed = (rel: string): unknown => {
    try {
      return JSON.parse(previous.get(rel) ?? '') as unknown;
    } catch {
      return undefined;
    }
  };
  for (const rel of gone) {
    const wire = wireOf(parsed(rel));
    const match = wire === undefined ? undefined : added.find((f) => !taken.has(f.rel) && wireOf(f.json) === wire);
    if (match) {
      moves.set(rel, match.rel);
      taken.add(match.rel);
    }
  }
  const base = (rel: string) => path.posix.basename(rel);
  for (const rel of gone) {
    if (moves.has(rel)) continue;
    const sameName = added.filter((f) => !taken.has(f.rel) && base(f.rel) === base(rel));
    const rivals = gone.filter((other) => !moves.has(other) && base(other) === base(rel));
    if (sameName.length === 1 && rivals.length === 1) {
      moves.set(rel, sameName[0]!.rel);
      taken.add(sameName[0]!.rel);
    }
  }
  return moves;
}

/** Compares one file's previous text with its current state. */
function compareFile(root: string, files: SchemaFile[], file: SchemaFile, previous: string, fixtures: FixtureValues, previousRel: string, moves: ReadonlyMap<string, string>): Change[] {
  let before: unknown;
  try {
    before = JSON.parse(previous) as unknown;
  } catch {
    return []; // The previous version did not parse: nothing to keep compatible with.
  }
  if (file.parseError !== undefined || !isObject(before) || !isObject(file.json)) return [];
  // The descriptor meta-schema (meta/) grows with the registry and is held by the schema checks; fixtures are data.
  if (file.rel.startsWith('meta/') || file.rel.startsWith('fixtures/')) return [];
  const ctx: Context = { file: file.file, rel: file.rel, previousRel, moves, directions: new Set(), fixtures, changes: [] };
  if (file.kind === 'schema') diffJsonSchemaFile(ctx, file.rel, before, file.json);
  else if (file.kind === 'routes') diffRoutes(ctx, before, file.json);
  else if (file.rel.startsWith('content/')) diffData(ctx, before, file.json, []);
  else if (file.rel.startsWith('messages/')) diffMessages(ctx, root, files, before, file.json);
  return ctx.changes;
}

/**
 * The changes of `<root>/schemas` against `previous` (path under schemas/ -> its text then), and what is refused.
 * A file absent from `previous` is new: nothing depends on it yet.
 */
export function checkCompat({ root, registry, previous }: { root: string; registry: Registry; previous: ReadonlyMap<string, string> }): CompatReport {
  const files = walkSchemas(root);
  const fixtures = fixtureValues(files);
  const changes: Change[] = [];
  const refusals: Change[] = [];
  for (const problem of checkSchemas({ root, registry })) {
    const change = { ...problem, breaking: true, waivable: false };
    changes.push(change);
    refusals.push(change);
  }
  const moves = movedFiles(files, previous);
  const movedFrom = new Map([...moves].map(([from, to]) => [to, from]));
  for (const file of files) {
    const previousRel = movedFrom.get(file.rel) ?? file.rel;
    const text = previous.get(previousRel);
    if (text === undefined) continue;
    if (previousRel !== file.rel) changes.push({ file: file.file, path: '', message: `moved from schemas/${previousRel}`, breaking: false, waivable: false });
    const found = compareFile(root, files, file, text, fixtures, previousRel, moves);
    changes.push(...found);
    let before: unknown;
    try {
      before = JSON.parse(text);
    } catch {
      before = undefined;
    }
    refusals.push(...applyVersion(file.file, file.rel, before, file.json, found));
  }
  for (const rel of previous.keys()) {
    if (!moves.has(rel) && !files.some((f) => f.rel === rel)) changes.push({ file: `schemas/${rel}`, path: '', message: 'file removed', breaking: false, waivable: false });
  }
  return { changes, refusals };
}

function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return undefined;
  }
}

/**
 * The commit to compare with (see the header): `base` when given; else HEAD when schemas/ has uncommitted changes,
 * else HEAD~1. Undefined without git history or without that commit.
 */
export function previousBase(root: string, base?: string): { rev: string; label: string } | undefined {
  if (git(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']) === undefined) return undefined;
  const wanted = base ?? ((git(root, ['status', '--porcelain', '--', 'schemas']) ?? '').trim() !== '' ? 'HEAD' : 'HEAD~1');
  const rev = git(root, ['rev-parse', '--verify', '--quiet', `${wanted}^{commit}`])?.trim();
  return rev ? { rev, label: wanted } : undefined;
}

/** Every JSON file under schemas/ at `rev`, by its path under schemas/. */
export function schemasAt(root: string, rev: string): Map<string, string> {
  const out = new Map<string, string>();
  const listing = git(root, ['ls-tree', '-r', '--name-only', rev, '--', 'schemas/']) ?? '';
  for (const file of listing.split('\n').filter((f) => f.endsWith('.json'))) {
    const text = git(root, ['show', `${rev}:${file}`]);
    if (text !== undefined) out.set(file.slice('schemas/'.length), text);
  }
  return out;
}

/**
 * The registry's widget and node names, read from renderers/form-registry.ts and renderers/nodes.ts. The script runs
 * in node, where the registry's React components (and their CSS) do not load; tests/schemas/compat-registry.test.ts
 * holds this reading equal to renderers/registry.ts's widgetNames and nodeNames.
 */
export function readRegistry(root: string): Registry {
  const keys = (file: string, name: string): string[] => {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    const body = new RegExp(`export const ${name} = \\{([\\s\\S]*?)\\n\\}`).exec(source)?.[1];
    if (body === undefined) throw new Error(`${file}: no 'export const ${name} = {' to read the registry from`);
    // The object's own keys: at its first entry's indent (not those of a nested object), quoted or shorthand too.
    const lines = body.split('\n').filter((line) => line.trim() !== '' && !/^\s*(\/\/|\/\*|\*)/.test(line));
    const indent = /^\s*/.exec(lines[0] ?? '')?.[0] ?? '';
    const key = new RegExp(`^${indent}(?:'([^']+)'|"([^"]+)"|([A-Za-z_$][\\w$]*))\\s*[:,]`);
    return lines.map((line) => key.exec(line)).filter((m) => m !== null).map((m) => m[1] ?? m[2] ?? m[3] ?? '');
  };
  return {
    widgets: keys('renderers/form-registry.ts', 'widgets'),
    nodes: keys('renderers/nodes.ts', 'nodes'),
    fields: keys('renderers/form-registry.ts', 'fields'),
    templates: keys('renderers/form-registry.ts', 'templates'),
  };
}

/** Runs the check on `root`; returns the exit code. */
export function runCompat({ root, base }: { root: string; base?: string }, log: (line: string) => void = console.log): number {
  const found = previousBase(root, base);
  const previous = found ? schemasAt(root, found.rev) : new Map<string, string>();
  const against = found ? `${found.label} (${found.rev.slice(0, 7)})` : 'nothing (no previous commit: every file is new)';
  const report = checkCompat({ root, registry: readRegistry(root), previous });
  for (const change of report.changes) {
    const verdict = change.dropsFromDrafts ? 'drafts' : !change.breaking ? 'safe' : change.waived ? 'breaking, accepted by its x-version bump' : 'BREAKING';
    log(`${verdict}: ${formatProblem(change)}`);
  }
  for (const refusal of report.refusals.filter((r) => !report.changes.includes(r))) log(`REFUSED: ${formatProblem(refusal)}`);
  const breaking = report.changes.filter((c) => c.breaking).length;
  const safe = report.changes.length - breaking;
  if (report.refusals.length > 0) {
    log(`check:compat: schemas/ against ${against}: ${report.refusals.length} refused (${breaking} breaking, ${safe} safe).`);
    log(`A breaking change of a JSON Schema, routes.json or content/ file passes only with its root "${VERSION_KEY}" raised and a new "${NOTE_KEY}" saying why; any other must be undone.`);
    return 1;
  }
  log(`check:compat: schemas/ against ${against}: ${breaking} breaking (each accepted by a version bump), ${safe} safe.`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const at = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const root = path.resolve(at('--root') ?? path.resolve(import.meta.dirname, '../..'));
  const base = at('--base') ?? (process.env.COMPAT_BASE || undefined);
  process.exitCode = runCompat({ root, ...(base ? { base } : {}) });
}
