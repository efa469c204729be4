// What "every control on the form is ours" means, concretely, for the form corpus (tests/unit/form-corpus.test.tsx)
// and any other test of a drawn form: nothing on it comes from @rjsf/core's stock widgets or templates, which draw
// plain bootstrap-3 HTML (off the design, unreviewed in Storybook), and every control is drawn by antd-mobile or by
// one of our widgets inside antd-mobile's frame.

/**
 * The class names @rjsf/core's stock widgets and templates put on what they draw (read from its source,
 * node_modules/@rjsf/core/lib/components): every stock control or wrapper carries one of them.
 */
export const stockRjsfClasses: readonly (string | RegExp)[] = [
  'form-control', 'form-group', 'form-additional', 'control-label', 'help-block', 'field-description',
  'checkbox', 'checkbox-inline', 'checkboxes', 'radio', 'radio-inline', 'field-radio-group',
  'field-range-wrapper', 'range-view', 'file-info', 'file-preview', 'file-download', 'rating-widget',
  /^btn(-|$)/, /^glyphicon/, /^panel(-|$)/, /^list-group/, /^list-inline/, /^col-/, 'row', 'array-item', /^array-item-/,
  /^rjsf-array-item/, 'rjsf-add-optional-data', 'rjsf-remove-optional-data', 'rjsf-object-property-expand',
  'rjsf-object-property-remove', 'unsupported-field', 'error-detail', /^bs-callout/, 'text-danger', 'pull-right',
];

/** Input types a stock widget draws natively; ours only inside an antd-mobile control that styles them. */
const nativeTypes = new Set(['checkbox', 'radio', 'date', 'datetime-local', 'time', 'range', 'number', 'file', 'color', 'password']);

/** antd-mobile's layout classes: a field frame (List.Item), not a control, so they do not make a native input ours. */
const admLayout = /^adm-(list|form|space|grid|card|divider)(-|$)/;

function describe(element: Element): string {
  return element.outerHTML.slice(0, 160);
}

function admAncestor(element: Element, controlOnly: boolean): Element | null {
  for (let at: Element | null = element; at; at = at.parentElement) {
    for (const name of Array.from(at.classList)) {
      if (name.startsWith('adm-') && !(controlOnly && admLayout.test(name))) return at;
    }
  }
  return null;
}

/**
 * A native input the borrower never touches: out of the tab order, and opened by an antd-mobile control of its own
 * field (a file widget's Button opens its hidden file input, as antd-mobile's ImageUploader does inside itself).
 */
function isProxied(control: Element): boolean {
  const frame = control.closest('.adm-list-item');
  return control.getAttribute('tabindex') === '-1' && frame !== null && frame.querySelector('.adm-button, .adm-image-uploader') !== null;
}

/**
 * Throws, naming each offending element, unless every control in `container` is ours:
 * 1. no native <select> (antd-mobile has none; a choice is a Picker, Radio, Selector or Checkbox);
 * 2. no element carries a class of @rjsf/core's stock widgets and templates (`stockRjsfClasses`: `form-control`,
 *    `btn`, `array-item`, `checkbox`, `field-radio-group`, `panel`, ...);
 * 3. every <input>, <textarea> and <button> lives inside an antd-mobile (`.adm-*`) element: an antd-mobile control,
 *    or a registry widget's field frame (List.Item);
 * 4. an <input> of a type the browser draws itself (checkbox, radio, date, datetime-local, time, range, number, file,
 *    color, password) lives inside an antd-mobile control (Checkbox, Radio, Input, ImageUploader ...), not merely in a
 *    frame; or is a hidden proxy, out of the tab order, that an antd-mobile Button of the same field opens.
 * An <input type="hidden"> is no control (nothing is drawn) and is not counted.
 */
export function assertOnlyOurControls(container: Element): void {
  const problems: string[] = [];
  for (const select of Array.from(container.querySelectorAll('select'))) problems.push(`a native <select>: ${describe(select)}`);
  for (const element of Array.from(container.querySelectorAll('[class]'))) {
    const stock = Array.from(element.classList).filter((name) =>
      stockRjsfClasses.some((rule) => (typeof rule === 'string' ? rule === name : rule.test(name))),
    );
    if (stock.length > 0) problems.push(`rjsf's stock class ${stock.join(' ')}: ${describe(element)}`);
  }
  for (const control of Array.from(container.querySelectorAll('input, textarea, button'))) {
    const type = control.tagName === 'INPUT' ? (control.getAttribute('type') ?? 'text').toLowerCase() : '';
    if (type === 'hidden') continue;
    if (!admAncestor(control, false)) problems.push(`a control outside any antd-mobile element: ${describe(control)}`);
    else if (nativeTypes.has(type) && !admAncestor(control, true) && !isProxied(control)) {
      problems.push(`a native <input type="${type}"> outside an antd-mobile control: ${describe(control)}`);
    }
  }
  if (problems.length > 0) throw new Error(`Controls that are not ours:\n- ${problems.join('\n- ')}`);
}
