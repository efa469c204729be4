import { descriptorNameProblems, jsonPointer, uiSchemaNameProblems, walkJson, type NameProblem } from '../schema-checks/registry-names.ts';
import { vocabularyProblems } from '../schema-checks/vocabulary.ts';
import { isActionKey, type BuildManifest } from './build-manifest.ts';

// Whether one build can draw a published form or screen, in the words of the schema checks (scripts/check-schemas.ts:
// file, JSON path, message): the same functions, given that build's names instead of this code's.

/** A form as published: its JSON Schema and uiSchema, the two files of schemas/forms/<name>/. */
export interface PublishedForm {
  schema: unknown;
  uiSchema: unknown;
}

/** One thing a build cannot draw: the file it comes from (as the repo names it), where in it, and why. */
export interface DrawProblem extends NameProblem {
  file: string;
}

/** What in schemas/forms/<name>/ the build behind `manifest` cannot draw. */
export function formDrawProblems(name: string, form: PublishedForm, manifest: BuildManifest): DrawProblem[] {
  const dir = `schemas/forms/${name}`;
  return [
    ...vocabularyProblems(form.schema, { keywords: manifest.keywords, formats: manifest.formats }).map((problem) => ({ file: `${dir}/schema.json`, ...problem })),
    ...uiSchemaNameProblems(form.uiSchema, manifest.widgets, manifest.fields, manifest.templates).map((problem) => ({ file: `${dir}/ui-schema.json`, ...problem })),
  ];
}

/** What in schemas/screens/<name>.json the build behind `manifest` cannot draw: a node it lacks, an action its screen does not run. */
export function screenDrawProblems(name: string, descriptor: unknown, manifest: BuildManifest): DrawProblem[] {
  const file = `schemas/screens/${name}.json`;
  const problems: DrawProblem[] = descriptorNameProblems(descriptor, manifest.nodes).map((problem) => ({ file, ...problem }));
  const runs = manifest.actions[name] ?? [];
  walkJson(descriptor, (key, value, at) => {
    if (!isActionKey(key) || typeof value !== 'string' || runs.includes(value)) return;
    problems.push({ file, path: jsonPointer(at), message: `no action '${value}' in this screen (its handlers: ${runs.length > 0 ? runs.join(', ') : 'none'})` });
  });
  return problems;
}
