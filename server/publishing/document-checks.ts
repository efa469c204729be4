import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Ajv } from 'ajv';
import cardInitSchema from '../../schemas/api/bank-binding/card-init.json' with { type: 'json' };
import descriptorMetaSchema from '../../schemas/meta/screen-descriptor.json' with { type: 'json' };
import { checkCardInitConfig } from '../../core/card-init/card-init-adapter.ts';
import type { CardInitData } from '../../core/card-init/card-init-types.ts';
import type { BuildManifest } from '../../core/publishing/build-manifest.ts';
import { formDrawProblems, screenDrawProblems, type DrawProblem, type PublishedForm } from '../../core/publishing/drawable.ts';
import { createFormAjv } from '../../core/schema-checks/form-ajv.ts';
import { jsonPointer } from '../../core/schema-checks/registry-names.ts';
import { vocabularyProblems } from '../../core/schema-checks/vocabulary.ts';
import type { Queryable } from '../db/database.ts';

// What a document must be to be published: a form, screen or bank-binding configuration that exists in the bundle, of
// a bounded size and shape, that this server's checks accept (the same ones scripts/check-schemas.ts and the
// playground run), and that every app build still in use can draw (core/publishing/drawable.ts). Each refusal names
// the file as the repo names it and the JSON path in it, in check-schemas' words.

/** What can be published, named as the repo names it: forms/<name>, screens/<name>, bank-binding/<productId>. */
export type Target = { kind: 'form'; name: string; id: string } | { kind: 'screen'; name: string; id: string } | { kind: 'bank-binding'; productId: string; id: string };

/** A refusal: check-schemas' file, path and message, and the build that lacks what the document names, if that is why. */
export interface PublishProblem extends DrawProblem {
  build?: string;
}

/** Bounds that keep a hostile document from costing the server (and the pages that draw it) much. */
export const documentLimits = { bytes: 256 * 1024, depth: 32, values: 20_000, textLength: 10_000 };

const documentIdPattern = /^(forms|screens)\/([a-z0-9][a-z0-9-]{0,63})$|^bank-binding\/([0-9]{1,12})$/;

export function parseTarget(id: unknown): Target | undefined {
  if (typeof id !== 'string') return undefined;
  const match = documentIdPattern.exec(id);
  if (!match) return undefined;
  if (match[3] !== undefined) return { kind: 'bank-binding', productId: match[3], id };
  return match[1] === 'forms' ? { kind: 'form', name: match[2]!, id } : { kind: 'screen', name: match[2]!, id };
}

export const targetIdHelp = 'id: forms/<name>, screens/<name> or bank-binding/<productId>, of a form, screen or product the bundle has';

/** Whether the bundle has the document: a published version replaces a bundled copy, it never adds a screen no code shows. */
export async function targetExists(target: Target, schemasRoot: string, db: Queryable): Promise<boolean> {
  const isFile = (rel: string) => stat(path.join(schemasRoot, rel)).then((info) => info.isFile(), () => false);
  if (target.kind === 'form') return isFile(`forms/${target.name}/schema.json`);
  if (target.kind === 'screen') return isFile(`screens/${target.name}.json`);
  const { rows } = await db.query('SELECT 1 FROM bank_binding_config WHERE product_id = $1', [target.productId]);
  return rows.length > 0;
}

interface Part {
  file: string;
  json: unknown;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function partsOf(target: Target, document: unknown): { parts: Part[]; problems: PublishProblem[] } {
  if (target.kind === 'form') {
    const dir = `schemas/forms/${target.name}`;
    if (!isObject(document) || !isObject(document.schema) || !isObject(document.uiSchema)) {
      return { parts: [], problems: [{ file: dir, path: '', message: 'a published form is {"schema": <schema.json>, "uiSchema": <ui-schema.json>}, both objects' }] };
    }
    return {
      parts: [
        { file: `${dir}/schema.json`, json: document.schema },
        { file: `${dir}/ui-schema.json`, json: document.uiSchema },
      ],
      problems: [],
    };
  }
  const file = target.kind === 'screen' ? `schemas/screens/${target.name}.json` : `bank_binding_config/${target.productId}`;
  if (!isObject(document)) return { parts: [], problems: [{ file, path: '', message: 'must be a JSON object' }] };
  return { parts: [{ file, json: document }], problems: [] };
}

/** Keys that reach an object's prototype when code copies them carelessly: no document needs one. */
const prototypeKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** The first way a part is too big, too deep or hostile, with where; one problem is enough to refuse it. */
function shapeProblem(part: Part): PublishProblem | undefined {
  let values = 0;
  const visit = (value: unknown, at: (string | number)[]): PublishProblem | undefined => {
    values += 1;
    const where = { file: part.file, path: jsonPointer(at) };
    if (values > documentLimits.values) return { ...where, message: `more than ${documentLimits.values} values in one document` };
    if (at.length > documentLimits.depth) return { ...where, message: `nested deeper than ${documentLimits.depth} levels` };
    if (typeof value === 'string' && value.length > documentLimits.textLength) return { ...where, message: `a text longer than ${documentLimits.textLength} characters` };
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const found = visit(value[i], [...at, i]);
        if (found) return found;
      }
    } else if (isObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (prototypeKeys.has(key)) return { file: part.file, path: jsonPointer([...at, key]), message: `a key named '${key}' is refused` };
        const found = visit(child, [...at, key]);
        if (found) return found;
      }
    }
    return undefined;
  };
  return visit(part.json, []);
}

const validateDescriptor = new Ajv({ strict: false, allErrors: true }).compile(descriptorMetaSchema);
const validateCardInit = new Ajv({ strict: false, allErrors: true }).compile<CardInitData>({ ...cardInitSchema.properties.response, definitions: cardInitSchema.definitions });

/** What this server's own checks refuse: the form's schema and vocabulary, the descriptor meta-schema, the card-init contract. */
function contractProblems(target: Target, parts: Part[]): PublishProblem[] {
  const [first, second] = parts;
  if (!first) return [];
  if (target.kind === 'form') {
    const problems: PublishProblem[] = vocabularyProblems(first.json).map((problem) => ({ file: first.file, ...problem }));
    if (problems.length === 0) {
      try {
        createFormAjv().compile(first.json as object);
      } catch (error) {
        problems.push({ file: first.file, path: '', message: `does not compile: ${(error as Error).message}` });
      }
    }
    if (second && !isObject(second.json)) problems.push({ file: second.file, path: '', message: 'must be a JSON object' });
    return problems;
  }
  if (target.kind === 'screen') {
    if (validateDescriptor(first.json)) return [];
    return (validateDescriptor.errors ?? []).map((error) => {
      const extra = error.keyword === 'additionalProperties' ? ` ('${String(error.params.additionalProperty)}')` : '';
      return { file: first.file, path: error.instancePath, message: `breaks meta/screen-descriptor.json: ${error.message ?? error.keyword}${extra}` };
    });
  }
  if (!validateCardInit(first.json)) {
    return (validateCardInit.errors ?? []).map((error) => ({ file: first.file, path: error.instancePath, message: `breaks bank-binding/card-init.json (response): ${error.message ?? error.keyword}` }));
  }
  return checkCardInitConfig(first.json).map((error) => ({ file: first.file, path: `/items/${error.index}`, message: error.message }));
}

/** What each build in `builds` cannot draw. Bank-binding items are drawn by the card-init adapter, which every build has. */
function buildProblems(target: Target, document: unknown, builds: readonly BuildManifest[]): PublishProblem[] {
  return builds.flatMap((manifest) => {
    const found =
      target.kind === 'form'
        ? formDrawProblems(target.name, document as PublishedForm, manifest)
        : target.kind === 'screen'
          ? screenDrawProblems(target.name, document, manifest)
          : [];
    return found.map((problem) => ({ ...problem, build: manifest.build }));
  });
}

const noBuildInUse =
  'no app build in use is known to this server, so nothing says what borrowers\' pages can draw: serve a build with its dist/build-manifest.json, or register one (POST /staff/publishing/builds)';

/** Every reason to refuse `document` as the next version of `target`, the cheap checks first; none when it may go out. */
export function publishProblems(target: Target, document: unknown, builds: readonly BuildManifest[]): PublishProblem[] {
  const bytes = Buffer.byteLength(JSON.stringify(document ?? null));
  if (bytes > documentLimits.bytes) return [{ file: target.id, path: '', message: `${bytes} bytes, over the ${documentLimits.bytes}-byte limit of a published document` }];
  const { parts, problems } = partsOf(target, document);
  if (problems.length > 0) return problems;
  const shape = parts.map(shapeProblem).filter((problem) => problem !== undefined);
  if (shape.length > 0) return shape;
  const contract = contractProblems(target, parts);
  if (contract.length > 0) return contract;
  // With no build known, nothing says what borrowers' pages can draw: refused rather than assumed.
  if (builds.length === 0 && target.kind !== 'bank-binding') return [{ file: parts[0]!.file, path: '', message: noBuildInUse }];
  return buildProblems(target, document, builds);
}

/** One problem as a line: check-schemas' `file#path: message`, and the build that lacks it. */
export function formatPublishProblem(problem: PublishProblem): string {
  const line = `${problem.file}#${problem.path}: ${problem.message}`;
  return problem.build === undefined ? line : `${line} (build ${problem.build}, in use, cannot draw it)`;
}
