// What of a form's code builds load apart and a form draws at once, as names: read by renderers/form-registry.ts's
// loadFormCode in the browser, and by the build (scripts/prerender.ts), which names that code in the head of the page
// of a route that draws a bundled form (schemas/routes.json "form"), so it arrives with the page's first files
// instead of a round trip after them. Plain TypeScript over parsed JSON, so that the build can run it in Node.

/** rjsf's fields that the stand-in registry loads apart (renderers/stand-ins/rjsf-default-registry.ts). */
export type LazyRjsfField = 'ArrayField' | 'MultiSchemaField';

export interface FormCodeNames {
  /** Each widget the form names: a 'ui:widget' of its uiSchema, a 'format' of its schema. Not all are drawn lazily. */
  widgets: string[];
  /** rjsf's field for arrays, when the schema has one; for anyOf/oneOf, when it has either. */
  fields: LazyRjsfField[];
}

export function formCodeNames(schema: unknown, uiSchema: unknown): FormCodeNames {
  const widgets = new Set<string>();
  const fields = new Set<LazyRjsfField>();
  const visit = (value: unknown, inSchema: boolean) => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, inSchema));
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      if (inSchema && key === 'format' && typeof child === 'string') widgets.add(child);
      else if (inSchema && key === 'type' && (child === 'array' || (Array.isArray(child) && child.includes('array')))) fields.add('ArrayField');
      else if (inSchema && (key === 'anyOf' || key === 'oneOf')) fields.add('MultiSchemaField');
      else if (!inSchema && key === 'ui:widget' && typeof child === 'string') widgets.add(child);
      visit(child, inSchema);
    }
  };
  visit(schema, true);
  visit(uiSchema, false);
  return { widgets: [...widgets], fields: [...fields] };
}
