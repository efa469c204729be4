// The form corpus (tests/corpora/forms/*.json, issue 22 part 5): forms written as product staff write them, one per
// row of the registry's vocabulary plus whole forms. Every file there is picked up; none is listed here. Each form is
// drawn by SchemaForm with the eval-free validator, and:
// - draws with no console error or warning, and every control on it is ours (our-controls.ts says what that means);
// - takes its valid data, typed, ticked and picked through the screen (form-corpus-driver.ts), and submits exactly it;
// - for each invalid case, refuses the submit and shows an error inside that field's frame: the smallest element
//   holding the field's label and its error holds no other field's label and not the submit button.
import Form from '@rjsf/core';
import { errorId, retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { message, type MessageKey } from '../../core/messages.ts';
import { createCfworkerValidator } from '../../renderers/core/cfworker-validator.ts';
import { drawableSchema } from '../../renderers/core/drawable-schema.ts';
import { arrayItemTitle } from '../../renderers/templates/array-item-title.ts';
import { SchemaForm } from '../../renderers/SchemaForm.tsx';
import { drive, elementsWithText, planFill, type CorpusForm } from './form-corpus-driver.ts';
import { assertOnlyOurControls } from './our-controls.ts';

const files = import.meta.glob<CorpusForm>('../corpora/forms/*.json', { eager: true, import: 'default' });
const corpus = Object.entries(files)
  .map(([path, form]) => ({ name: path.replace(/^.*\/(.*)\.json$/, '$1'), form }))
  .sort((a, b) => a.name.localeCompare(b.name));

let consoleSpies: MockInstance[] = [];
beforeEach(() => {
  consoleSpies = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
});
afterEach(() => {
  const said = consoleSpies.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ').slice(0, 300)));
  for (const spy of consoleSpies) spy.mockRestore();
  expect(said, 'console errors and warnings').toEqual([]);
});

function submitButton(container: HTMLElement): HTMLElement {
  const button = container.querySelector<HTMLElement>('button[type=submit]');
  if (!button) throw new Error('The form has no submit button');
  return button;
}

/** Waits until the form has drawn: its lazily loaded widgets are in, and each visible top-level field shows its label. */
async function drawn(form: CorpusForm): Promise<void> {
  const ui = form.uiSchema ?? {};
  for (const [key, property] of Object.entries(form.schema.properties ?? {})) {
    const fieldUi = (ui[key] ?? {}) as Record<string, unknown>;
    const title = (fieldUi['ui:title'] as string | undefined) ?? (typeof property === 'object' ? (property as RJSFSchema).title : undefined);
    if (!title || fieldUi['ui:widget'] === 'hidden') continue;
    await screen.findAllByText(title, {}, { timeout: 5000 });
  }
  await waitFor(() => expect(document.querySelector('[aria-busy=true]')).toBeNull(), { timeout: 5000 });
}

function setup(form: CorpusForm, formData: unknown) {
  const onSubmit = vi.fn();
  const onError = vi.fn();
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = render(
    <SchemaForm
      schema={form.schema}
      uiSchema={form.uiSchema}
      validator={createCfworkerValidator()}
      formData={formData as Record<string, unknown>}
      onSubmit={onSubmit}
      onError={onError}
    />,
  );
  return { onSubmit, onError, user, container: view.container };
}

/** The title a field at `path` is labelled with, and the titles of its siblings (the other fields of its parent). */
function titlesAt(form: CorpusForm, path: string, data: unknown): { title: string; siblings: string[] } {
  const validator = createCfworkerValidator();
  const titleOf = (key: string, schema: RJSFSchema | undefined, ui: Record<string, unknown>): string =>
    String(((ui[key] as Record<string, unknown> | undefined)?.['ui:title'] as string | undefined) ?? schema?.title ?? key);
  // The schema as SchemaForm hands it to rjsf, whose $refs rjsf resolves.
  const root = drawableSchema(form.schema);
  let schema: RJSFSchema = root;
  let ui = (form.uiSchema ?? {}) as Record<string, unknown>;
  let at = data;
  let title = '';
  let siblings: string[] = [];
  for (const segment of path.split('/').slice(1)) {
    const resolved = retrieveSchema(validator, schema, root, at);
    const value = (at as Record<string, unknown> | undefined)?.[segment];
    let next: RJSFSchema | undefined;
    if (/^\d+$/.test(segment) && resolved.items) {
      const items = Array.isArray(resolved.items) ? (resolved.items as RJSFSchema[]) : undefined;
      next = items ? (items[Number(segment)] ?? (resolved.additionalItems as RJSFSchema)) : (resolved.items as RJSFSchema);
      siblings = items ? items.filter((_, i) => i !== Number(segment)).map((item) => String(item.title ?? '')) : [];
      ui = (ui.items ?? {}) as Record<string, unknown>;
      next = retrieveSchema(validator, next ?? {}, root, value);
      // An item is labelled as the borrower reads it, after the array's own label (`title` so far).
      const arrayTitle = title || undefined;
      title = (ui['ui:title'] as string | undefined) ?? arrayItemTitle({ itemTitle: next.title, arrayTitle, index: Number(segment), fixedItems: items?.length ?? 0 });
    } else {
      // A oneOf/anyOf of objects: the alternative that has the field.
      const branches = [resolved, ...((resolved.oneOf ?? resolved.anyOf ?? []) as RJSFSchema[]).map((branch) => retrieveSchema(validator, branch, root, at))];
      const owner = branches.find((branch) => branch.properties?.[segment] !== undefined) ?? resolved;
      const own = owner.properties?.[segment] as RJSFSchema | undefined;
      next = retrieveSchema(validator, own ?? (owner.additionalProperties as RJSFSchema | undefined) ?? {}, root, value);
      siblings = Object.entries(owner.properties ?? {})
        .filter(([key]) => key !== segment)
        .map(([key, sibling]) => titleOf(key, retrieveSchema(validator, sibling as RJSFSchema, root, undefined), ui));
      // An additional property is labelled with its key.
      title = own ? titleOf(segment, next, ui) : segment;
      ui = (ui[segment] ?? {}) as Record<string, unknown>;
    }
    schema = next;
    at = value;
  }
  return { title, siblings };
}

function commonAncestor(a: Element, b: Element): Element {
  let at: Element | null = a;
  while (at && !at.contains(b)) at = at.parentElement;
  return at ?? document.body;
}

function expectErrorAtField(form: CorpusForm, data: unknown, container: HTMLElement, path: string, expected: string | undefined): void {
  const id = `root${path.split('/').slice(1).map((segment) => `_${segment}`).join('')}`;
  const byId = document.getElementById(errorId(id));
  const candidates = byId ? [byId] : expected ? elementsWithText(container, expected) : [];
  expect(candidates.length, `an error shown for ${path} (no element #${errorId(id)}${expected ? ` nor the text "${expected}"` : ''})`).toBeGreaterThan(0);
  const error = candidates[0]!;
  expect(error.textContent?.trim(), `the error text at ${path}`).not.toBe('');
  if (expected) expect(error).toHaveTextContent(expected);
  const { title, siblings } = titlesAt(form, path, data);
  // The field's label: its title on the screen (an array item's too, "Reference 1", never rjsf's "References-1").
  const labels = elementsWithText(container, title).filter((label) => !error.contains(label));
  expect(labels.length, `the label "${title}" of ${path} on the screen`).toBeGreaterThan(0);
  const submit = submitButton(container);
  const otherFieldLabel = (frame: Element) =>
    Array.from(frame.querySelectorAll('label[for]')).some((label) => {
      const target = label.getAttribute('for')!;
      return target !== id && !target.startsWith(`${id}_`) && !target.startsWith(`${id}-`);
    });
  const framed = labels.some((label) => {
    const frame = commonAncestor(label, error);
    if (frame.contains(submit) || otherFieldLabel(frame)) return false;
    if (elementsWithText(frame, title).filter((other) => !error.contains(other)).length > 1) return false;
    return siblings.every((sibling) => !sibling || elementsWithText(frame, sibling).length === 0);
  });
  expect(framed, `the error "${error.textContent}" inside the frame of "${title}" (${path}), apart from the other fields and the submit button`).toBe(true);
}

function expectedText(invalid: CorpusForm['invalid'][number]): string | undefined {
  if (invalid.message) return invalid.message;
  return invalid.messageKey ? message(invalid.messageKey as MessageKey, invalid.messageVars) : undefined;
}

describe('assertOnlyOurControls', () => {
  // The same forms drawn by @rjsf/core's own registry: the assertion must catch each of its stock controls.
  const stockCases = ['enum-small', 'enum-radio', 'boolean-checkbox', 'date', 'password', 'range', 'updown', 'data-url', 'array-references', 'oneof-objects', 'textarea', 'email'];
  it.each(stockCases)('refuses %s drawn by rjsf’s stock widgets and templates', (name) => {
    const form = corpus.find((entry) => entry.name === name)!.form;
    consoleSpies.forEach((spy) => spy.mockImplementation(() => {}));
    const { container } = render(<Form schema={form.schema} uiSchema={form.uiSchema} validator={createCfworkerValidator()} formData={form.valid} />);
    expect(() => assertOnlyOurControls(container)).toThrow(/not ours/);
    consoleSpies.forEach((spy) => spy.mockClear());
  });
});

describe('the form corpus', () => {
  it('holds at least 40 forms', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40);
  });

  it('is filled through the screen: text and numbers typed, choices picked, booleans ticked', () => {
    // A form rjsf cannot read fails its own tests below; here it adds no steps.
    const stepsOf = (form: CorpusForm) => {
      try {
        return planFill(createCfworkerValidator(), form).steps;
      } catch {
        return [];
      }
    };
    const steps = corpus.flatMap(({ form }) => stepsOf(form));
    const typed = steps.flatMap((step) => (step.kind === 'type' ? [step.text] : []));
    expect(typed.some((text) => Number.isNaN(Number(text)))).toBe(true);
    expect(typed.filter((text) => /^-?\d+\.\d+$/.test(text)).length, 'decimal numbers typed').toBeGreaterThan(2);
    expect(steps.filter((step) => step.kind === 'pick').length).toBeGreaterThan(20);
    expect(steps.filter((step) => step.kind === 'tick').length).toBeGreaterThan(3);
  });

  describe.each(corpus)('$name', ({ form }) => {
    const gaps = form.knownGaps ?? {};
    (gaps.draw ? it.fails : it)('draws with only our controls', async () => {
      const { container } = setup(form, undefined);
      await drawn(form);
      assertOnlyOurControls(container);
    }, 15_000);

    (gaps.submit ? it.fails : it)('takes the valid data through the screen and submits it', async () => {
      const plan = planFill(createCfworkerValidator(), form);
      const { onSubmit, onError, user, container } = setup(form, Object.keys(plan.initial).length > 0 ? plan.initial : undefined);
      await drawn(form);
      await drive(user, plan);
      assertOnlyOurControls(container);
      await user.click(submitButton(container));
      await waitFor(() => expect(onSubmit.mock.calls.length + onError.mock.calls.length).toBeGreaterThan(0));
      expect(onError.mock.calls[0]?.[0], 'errors on submit').toBeUndefined();
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(onSubmit.mock.calls[0]![0]).toEqual(form.valid);
    }, 30_000);

    (gaps.errors ? it.fails : it).each(form.invalid.map((invalid) => [invalid.path, invalid] as const))('shows the error of %s at its field', async (path, invalid) => {
      const { onSubmit, onError, user, container } = setup(form, invalid.data);
      await drawn(form);
      await user.click(submitButton(container));
      await waitFor(() => expect(onError).toHaveBeenCalled());
      expect(onSubmit).not.toHaveBeenCalled();
      await waitFor(() => expectErrorAtField(form, invalid.data, container, path, expectedText(invalid)));
    }, 15_000);
  });
});
