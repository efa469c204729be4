import type { FormProblem } from './form-problem.ts';

/** The names a form's uiSchema may use: the keys of what SchemaForm hands rjsf, and rjsf's own short widget names. */
export interface UiNames {
  widgets: Readonly<Record<string, unknown>>;
  fields: Readonly<Record<string, unknown>>;
  templates: Readonly<Record<string, unknown>>;
  /** rjsf's short widget names ('select', 'date-time') and the rjsf widget each stands for ('SelectWidget'). */
  widgetAliases: Readonly<Record<string, string>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function widgetKnown(name: string, names: UiNames): boolean {
  if (Object.hasOwn(names.widgets, name)) return true;
  const target = names.widgetAliases[name];
  return target !== undefined && Object.hasOwn(names.widgets, target);
}

function checkOptions(options: Record<string, unknown>, path: string, names: UiNames, problems: FormProblem[]): void {
  for (const [key, value] of Object.entries(options)) {
    if (typeof value !== 'string') continue;
    if (key === 'widget' && !widgetKnown(value, names)) problems.push({ kind: 'widget', path, detail: value });
    else if (key === 'field' && !Object.hasOwn(names.fields, value)) problems.push({ kind: 'field', path, detail: value });
    else if (key.endsWith('Template') && (!Object.hasOwn(names.templates, key) || !Object.hasOwn(names.templates, value))) {
      problems.push({ kind: 'template', path, detail: `${key}: ${value}` });
    }
  }
}

/**
 * Every ui:widget, ui:field and ui:<Kind>Template in a uiSchema (or its ui:options) that names nothing the form's
 * registry has. rjsf throws for an unknown widget (the whole page went blank), ignores an unknown field, and draws an
 * unknown template's name as an HTML tag; SchemaForm refuses such a form at run time instead, and the schema checks
 * can use the same walk before it ships.
 */
export function unknownUiNames(uiSchema: unknown, names: UiNames, path = ''): FormProblem[] {
  const problems: FormProblem[] = [];
  if (Array.isArray(uiSchema)) {
    uiSchema.forEach((entry, index) => problems.push(...unknownUiNames(entry, names, path ? `${path}/${index}` : String(index))));
    return problems;
  }
  if (!isRecord(uiSchema)) return problems;
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(uiSchema)) {
    if (key.startsWith('ui:')) {
      if (key === 'ui:options' && isRecord(value)) checkOptions(value, path, names, problems);
      else own[key.slice(3)] = value;
    } else {
      problems.push(...unknownUiNames(value, names, path ? `${path}/${key}` : key));
    }
  }
  checkOptions(own, path, names, problems);
  return problems;
}
