// The registry-name checks of a form's uiSchema and a screen descriptor, as plain functions over parsed JSON: the
// schema checks (scripts/check-schemas.ts) run them on the repo, and the playground (src/playground) on what product
// staff are typing, so the editor and `npm test` refuse the same names with the same words.

/** One place in a JSON document (a JSON Pointer) and what is wrong there. */
export interface NameProblem {
  path: string;
  message: string;
}

type Segment = string | number;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** RFC 6901 JSON Pointer of a path: ['nodes', 2, 'node'] -> '/nodes/2/node'. */
export function jsonPointer(segments: readonly Segment[]): string {
  return segments.map((s) => `/${String(s).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/** Calls `visit` for every key of every object in `value`, depth first, with the path to that key. */
export function walkJson(value: unknown, visit: (key: string, child: unknown, at: Segment[]) => void, at: Segment[] = []): void {
  if (Array.isArray(value)) value.forEach((item, i) => walkJson(item, visit, [...at, i]));
  else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      visit(key, child, [...at, key]);
      walkJson(child, visit, [...at, key]);
    }
  }
}

function known(names: readonly string[]): string {
  return names.length > 0 ? [...names].sort().join(', ') : 'none';
}

/** Every "node" that names no registry node and, given the route names, every "route" that names no route. */
export function descriptorNameProblems(json: unknown, nodes: readonly string[], routes?: ReadonlySet<string>): NameProblem[] {
  const problems: NameProblem[] = [];
  walkJson(json, (key, value, at) => {
    if (typeof value !== 'string') return;
    // Every descriptor node names its renderer in "node"; the meta-schema keeps "node" for that purpose only.
    if (key === 'node' && !nodes.includes(value)) {
      problems.push({ path: jsonPointer(at), message: `no node '${value}' in the registry (renderers/registry.ts has: ${known(nodes)})` });
    }
    // linkRows rows lead to routes by name; any other node that grows a "route" means the same thing.
    if (key === 'route' && routes && !routes.has(value)) {
      problems.push({ path: jsonPointer(at), message: `no route '${value}' in schemas/routes.json (it has: ${known([...routes])})` });
    }
  });
  return problems;
}

/** A uiSchema key that names a template: "ui:ArrayFieldTemplate", "ui:ButtonTemplates" (or, in ui:options, without "ui:"). */
const templateKey = /^(?:ui:)?[A-Za-z]*Templates?$/;

/**
 * Every widget, field and template a uiSchema names that the registry lacks. rjsf reads each from "ui:<name>" and from
 * "ui:options": {"<name>": ...}, so both are checked; fields and templates default to none.
 */
export function uiSchemaNameProblems(
  json: unknown,
  widgets: readonly string[],
  fields: readonly string[] = [],
  templates: readonly string[] = [],
): NameProblem[] {
  const problems: NameProblem[] = [];
  walkJson(json, (key, value, at) => {
    const inOptions = at[at.length - 2] === 'ui:options';
    const name = inOptions ? key : key.startsWith('ui:') ? key.slice(3) : undefined;
    if (name === undefined || (!inOptions && key === 'ui:options')) return;
    const where = jsonPointer(at);
    const said = typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
    if (name === 'widget' && !(typeof value === 'string' && widgets.includes(value))) {
      problems.push({ path: where, message: `no widget ${said} in the registry (renderers/registry.ts has: ${known(widgets)})` });
    } else if (name === 'field' && !(typeof value === 'string' && fields.includes(value))) {
      problems.push({ path: where, message: `no field ${said} in the registry (renderers/registry.ts has: ${known(fields)})` });
    } else if (templateKey.test(name) && !templates.includes(name)) {
      problems.push({ path: where, message: `no template '${name}' in the registry to replace (renderers/registry.ts has: ${known(templates)})` });
    } else if (templateKey.test(name) && !(typeof value === 'string' && templates.includes(value))) {
      // rjsf would draw a text here as an HTML tag of that name: the value must name one of the registry's templates.
      problems.push({ path: where, message: `no template ${said} in the registry (renderers/registry.ts has: ${known(templates)})` });
    }
  });
  return problems;
}
