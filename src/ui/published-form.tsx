import { useEffect, useState, type ReactNode } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormDefinition } from '../../renderers/core/form-errors.ts';
import { fields, formCodeLoaded, loadFormCode, templates, widgets } from '../../renderers/form-registry.ts';
import { SchemaForm } from '../../renderers/SchemaForm.tsx';
import type { FormProblem } from '../../renderers/templates/form-problem.ts';
import { usePublished, type AcceptDocument, type Published, type PublishedSource } from '../api/published.ts';
import { PublishedDraw } from './published-draw.tsx';

// A form published by staff (issue 26): forms/<name>, its {schema, uiSchema} pair, drawn on its page the way a
// published screen is (published-screen.tsx, published-draw.tsx). The bundled copy (version 0) keeps its precompiled
// validator; a published version is validated by the eval-free interpreter (docs/decisions/002), which, with the
// check of its names against this page's registry, loads only when a version is published.

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A published form as this page can draw it, or undefined: a {schema, uiSchema} pair whose names the registry has. */
export function acceptForm<T>(): AcceptDocument<FormDefinition<T>> {
  return async (document) => {
    if (!isObject(document) || !isObject(document.schema) || !isObject(document.uiSchema) || document.schema.type !== 'object') return undefined;
    const [{ createCfworkerValidator }, { uiSchemaNameProblems }] = await Promise.all([
      import('../../renderers/core/cfworker-validator.ts'),
      import('../../core/schema-checks/registry-names.ts'),
    ]);
    // The form registry is already on the page: SchemaForm draws with it.
    const problems = uiSchemaNameProblems(document.uiSchema, Object.keys(widgets), Object.keys(fields), Object.keys(templates));
    if (problems.length > 0) return undefined;
    return { schema: document.schema as RJSFSchema, uiSchema: document.uiSchema as UiSchema<T>, validator: createCfworkerValidator<T>() };
  };
}

/** The published version of schemas/forms/<name> for this borrower (undefined while it is on its way). */
export function usePublishedForm<T>(name: string, bundled: FormDefinition<T>, source?: PublishedSource): Published<FormDefinition<T>> | undefined {
  return usePublished(`forms/${name}`, bundled, acceptForm<T>(), source);
}

/** The form chosen for the page, as PublishedFormDraw hands it to its children. */
export interface DrawnForm<T> {
  form: FormDefinition<T>;
  version: number;
  /** Whether `version` is the one kept for the page (PublishedDraw's children). */
  settled: boolean;
  /** For SchemaForm: a published version it cannot draw falls back to the bundled copy (and is reported). */
  onProblem: ((problem: FormProblem) => void) | undefined;
}

export interface PublishedFormDrawProps<T> {
  /** The form's name under schemas/forms. */
  name: string;
  bundled: FormDefinition<T>;
  /** Where the version is asked for: the borrower call by default (a page with no borrower gives its own). */
  source?: PublishedSource;
  /**
   * Draws the form chosen for the page; `onProblem` goes to SchemaForm, so that a published version it cannot draw
   * falls back to the bundled copy (and is reported) rather than showing "cannot be shown".
   */
  children: (drawn: DrawnForm<T>) => ReactNode;
}

/** A form whose published version this borrower may get: the bundled copy until it is known and whenever it cannot be drawn. */
export function PublishedFormDraw<T>({ name, bundled, source, children }: PublishedFormDrawProps<T>) {
  const published = usePublishedForm(name, bundled, source);
  return (
    <PublishedDraw id={`forms/${name}`} bundled={bundled} published={published}>
      {(form, version, settled) => (
        <ThrowOnProblem version={version}>{(onProblem) => children({ form, version, settled, onProblem })}</ThrowOnProblem>
      )}
    </PublishedDraw>
  );
}

/** Turns a published version's form problem into a throw, which PublishedDraw's boundary catches and falls back from. */
function ThrowOnProblem({ version, children }: { version: number; children: (onProblem: ((problem: FormProblem) => void) | undefined) => ReactNode }) {
  const [problem, setProblem] = useState<{ version: number; problem: FormProblem }>();
  if (problem && problem.version === version && version > 0) {
    throw new Error(`cannot draw ${problem.problem.kind} at '${problem.problem.path}': ${problem.problem.detail}`);
  }
  return children(version > 0 ? (found) => setProblem({ version, problem: found }) : undefined);
}

export interface FormOfVersionProps<T> extends Omit<DrawnForm<T>, 'settled'> {
  /** The form's uiSchema, with the page's handlers in the options of the widgets that take them. */
  uiSchema: UiSchema<T>;
  formData: T;
  onChange: (data: T, version: number) => void;
  /** Called with valid data only; the button stays busy (and ignores taps) until the promise settles. */
  onSubmit: (data: T) => Promise<unknown> | void;
  idPrefix: string;
  /** What the draft carried into this version could not keep (draft-across-versions.ts notKeptText). */
  notKept: string | undefined;
  notKeptClassName?: string;
}

/** One version of a published form, with what the draft carried into it could not keep said above it; every change is told the version it was typed under. */
export function FormOfVersion<T>({ form, version, onChange, notKept, notKeptClassName, ...props }: FormOfVersionProps<T>) {
  return (
    <>
      {notKept ? (
        <p role="status" className={notKeptClassName}>
          {notKept}
        </p>
      ) : null}
      <SchemaForm<T> {...props} schema={form.schema} validator={form.validator} onChange={(data) => onChange(data, version)} />
    </>
  );
}

/**
 * Whether the code `form` draws at once is there (loadFormCode), asking for it on the first call: a page shows its
 * skeleton until then, so that the form appears whole instead of field by field, pushing down what is below it. A
 * failed download lets the form draw anyway, each such field with its placeholder and its own retry.
 */
export function useFormCodeLoaded<T>(form: FormDefinition<T>): boolean {
  const [loaded, setLoaded] = useState<FormDefinition<T> | undefined>(() => (formCodeLoaded(form.schema, form.uiSchema) ? form : undefined));
  useEffect(() => {
    if (loaded === form) return;
    let live = true;
    void loadFormCode(form.schema, form.uiSchema)
      .catch(() => undefined)
      .then(() => {
        if (live) setLoaded(form);
      });
    return () => {
      live = false;
    };
  }, [form, loaded]);
  return loaded === form;
}
