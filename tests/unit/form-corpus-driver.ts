// How the corpus test (form-corpus.test.tsx) fills a form as a borrower would: it types text and numbers, ticks
// booleans and picks choices through the controls on the screen, found by the field's label; what it cannot drive
// that way (dates, money keyboard, sliders, steppers, uploads, arrays, object choosers, key/value rows, read-only and
// hidden fields) is handed to the form as its initial data, as a saved draft would be.
import { deepEquals, getUiOptions, optionsList, retrieveSchema, type RJSFSchema, type UiSchema, type ValidatorType } from '@rjsf/utils';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { message } from '../../core/messages.ts';
import { findPicker, pickOption } from '../../renderers/widgets/picker/picker-testing.ts';
import { drawableSchema } from '../../renderers/core/drawable-schema.ts';
import { choiceOptions } from '../../renderers/widgets/choice/choice-options.ts';

export interface CorpusForm {
  title: string;
  about?: string;
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  valid: Record<string, unknown>;
  invalid: { data: Record<string, unknown>; path: string; message?: string; messageKey?: string; messageVars?: Record<string, string | number> }[];
  /**
   * What the registry cannot do yet for this form, by test (draw, submit, errors), with why: those tests must fail
   * until it can, so a fix shows up as a test to flip rather than going unnoticed (tests/corpora/forms/README.md).
   */
  knownGaps?: Partial<Record<'draw' | 'submit' | 'errors', string>>;
}

type Json = unknown;
/** One thing the borrower does, at the field labelled `title` (rjsf's id `id` tells apart fields of one title). */
type Step =
  | { kind: 'type'; title: string; id: string; text: string }
  | { kind: 'tick'; title: string; id: string; on: boolean }
  | { kind: 'pick'; title: string; id: string; labels: string[] };

export interface Plan {
  /** The data handed to the form before the borrower touches it. */
  initial: Record<string, unknown>;
  /** What the borrower does on the screen, in order. */
  steps: Step[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeOf(schema: RJSFSchema): string | undefined {
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t) => t !== 'null' && t !== undefined);
  return types[0] as string | undefined;
}

const textWidgets = new Set([undefined, 'text', 'textarea', 'password', 'tel', 'email', 'uri', 'url', 'phone']);
const numberWidgets = new Set([undefined, 'text', 'number']);

/** Which step (if any) fills `value` into the field of `schema`; undefined leaves it to the initial data. */
function stepFor(schema: RJSFSchema, ui: UiSchema, title: string, id: string, value: Json): Step | undefined {
  const widget = getUiOptions(ui).widget as string | undefined;
  if (widget === 'hidden' || ui['ui:readonly'] || ui['ui:disabled'] || schema.readOnly || schema.const !== undefined) return undefined;
  if (value === null || value === undefined) return undefined;
  const alternatives = (schema.oneOf ?? schema.anyOf) as RJSFSchema[] | undefined;
  const isChoice = Array.isArray(schema.enum) || (alternatives !== undefined && alternatives.every((alt) => isRecord(alt) && alt.const !== undefined));
  // The labels the choice widget shows (a schema's own enumNames too).
  const options = isChoice ? choiceOptions({ options: { enumOptions: optionsList(schema, ui) }, schema, uiSchema: ui }) : undefined;
  if (options) {
    const option = options.find((o) => deepEquals(o.value, value));
    return option ? { kind: 'pick', title, id, labels: [option.label] } : undefined;
  }
  const type = typeOf(schema);
  if (type === 'boolean') return { kind: 'tick', title, id, on: value === true };
  if (type === 'array' && Array.isArray(value) && schema.uniqueItems && isRecord(schema.items) && Array.isArray(schema.items.enum)) {
    const itemOptions = optionsList(schema.items as RJSFSchema, (ui.items ?? {}) as UiSchema) ?? [];
    const labels = value.map((item) => itemOptions.find((o) => deepEquals(o.value, item))?.label);
    return labels.every((label) => label !== undefined) ? { kind: 'pick', title, id, labels: labels as string[] } : undefined;
  }
  if (type === 'string' && typeof value === 'string' && textWidgets.has(widget) && [undefined, 'email', 'uri'].includes(schema.format)) {
    return { kind: 'type', title, id, text: value };
  }
  if ((type === 'number' || type === 'integer') && typeof value === 'number' && numberWidgets.has(widget)) {
    return { kind: 'type', title, id, text: String(value) };
  }
  return undefined;
}

/** Splits the corpus form's valid data into what is typed or picked and what the form is given. */
export function planFill(validator: ValidatorType, form: CorpusForm): Plan {
  const steps: Step[] = [];
  // The schema as SchemaForm hands it to rjsf, whose $refs rjsf resolves.
  const root = drawableSchema(form.schema);
  const visit = (schema: RJSFSchema, ui: UiSchema, data: Record<string, unknown>, id: string): Record<string, unknown> => {
    const resolved = retrieveSchema(validator, schema, root, data);
    const initial: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      const property = resolved.properties?.[key];
      const fieldUi = (ui[key] ?? {}) as UiSchema;
      if (!isRecord(property)) {
        initial[key] = value;
        continue;
      }
      const field = retrieveSchema(validator, property as RJSFSchema, root, value);
      const title = (fieldUi['ui:title'] as string | undefined) ?? field.title ?? key;
      // What the form fills in by itself is left to it.
      if (field.default !== undefined && deepEquals(field.default, value)) continue;
      const isPlainObject = typeOf(field) === 'object' && field.properties && !field.oneOf && !field.anyOf && !isRecord(field.additionalProperties);
      if (isPlainObject && isRecord(value)) {
        initial[key] = visit(field, fieldUi, value, `${id}_${key}`);
        continue;
      }
      const step = stepFor(field, fieldUi, title, `${id}_${key}`, value);
      if (step) steps.push(step);
      else initial[key] = value;
    }
    return initial;
  };
  const initial = visit(root, form.uiSchema ?? {}, form.valid, 'root');
  return { initial, steps };
}

/** The elements whose own text is `text` (a label, beside which a required mark may stand). */
export function elementsWithText(root: Element, text: string): Element[] {
  const found: Element[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && node.textContent?.trim() === text && !found.includes(parent)) found.push(parent);
  }
  return found;
}

async function findLabels(text: string): Promise<Element[]> {
  let found: Element[] = [];
  await waitFor(() => {
    found = elementsWithText(document.body, text);
    expect(found.length, `the label "${text}" on the screen`).toBeGreaterThan(0);
  }, { timeout: 5000 });
  return found;
}

const controlSelector = 'input:not([type=hidden]), textarea, button:not([type=submit]), [role=switch], [role=radio], [role=option], [role=checkbox], [role=slider], [role=spinbutton]';

/** The field's controls: the smallest element around its label that holds a control (its frame). */
async function fieldControls(title: string, id: string): Promise<HTMLElement> {
  const labels = await findLabels(title);
  const frames: HTMLElement[] = [];
  for (const label of labels) {
    for (let at = label.parentElement; at && at !== document.body; at = at.parentElement) {
      if (at.querySelector(controlSelector)) {
        frames.push(at);
        break;
      }
    }
  }
  // Of fields sharing a title (a borrower's and a co-borrower's name), the one rjsf gave this id.
  const own = frames.find((frame) => frame.id === id || frame.querySelector(`[id="${id}"], [id^="${id}-"], [id^="${id}_"]`));
  const frame = own ?? frames[0];
  if (!frame) throw new Error(`No control near the label "${title}"`);
  return frame;
}

function escapeKeys(text: string): string {
  return text.replaceAll('{', '{{').replaceAll('[', '[[');
}

async function typeInto(user: UserEvent, title: string, id: string, text: string): Promise<void> {
  const inputs = await screen.findAllByLabelText(title, { selector: 'input, textarea' }, { timeout: 5000 });
  const input = inputs.find((element) => element.id === id) ?? inputs[0]!;
  await user.clear(input);
  await user.type(input, escapeKeys(text));
}

function isOn(control: Element): boolean {
  return control.getAttribute('aria-checked') === 'true' || (control instanceof HTMLInputElement && control.checked);
}

async function tick(user: UserEvent, title: string, id: string, on: boolean): Promise<void> {
  const frame = await fieldControls(title, id);
  const control = within(frame).queryByRole('switch') ?? within(frame).getByRole('checkbox');
  // An untouched box is no answer (undefined), so a "no" is ticked and unticked, as a borrower changing their mind.
  if (!on && !isOn(control)) await user.click(control);
  if (isOn(control) !== on) await user.click(control);
  await waitFor(() => expect(isOn(control)).toBe(on), { timeout: 5000 });
}

function chosen(option: Element): boolean {
  return option.getAttribute('aria-checked') === 'true' || option.getAttribute('aria-selected') === 'true' || (option instanceof HTMLInputElement && option.checked);
}

async function pick(user: UserEvent, title: string, id: string, labels: string[]): Promise<void> {
  const frame = await fieldControls(title, id);
  const inFrame = within(frame);
  for (const label of labels) {
    const option =
      inFrame.queryByRole('radio', { name: label }) ?? inFrame.queryByRole('checkbox', { name: label }) ?? inFrame.queryByRole('option', { name: label });
    if (option) {
      if (!chosen(option)) await user.click(option);
      continue;
    }
    // A picker: its trigger opens a wheel titled with the field's label.
    const trigger = frame.querySelector<HTMLElement>('button[aria-haspopup], [aria-haspopup]');
    if (!trigger) throw new Error(`No option "${label}" for "${title}", and no picker to open`);
    await user.click(trigger);
    const popup = await findPicker(title);
    await pickOption(popup, label);
    await user.click(popup.getByRole('button', { name: message('common.confirm') }));
    await waitFor(() => expect(trigger).toHaveTextContent(label), { timeout: 5000 });
  }
}

/** Does the plan's steps on the screen. */
export async function drive(user: UserEvent, plan: Plan): Promise<void> {
  for (const step of plan.steps) {
    if (step.kind === 'type') await typeInto(user, step.title, step.id, step.text);
    else if (step.kind === 'tick') await tick(user, step.title, step.id, step.on);
    else await pick(user, step.title, step.id, step.labels);
  }
}
