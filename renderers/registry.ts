import { nodes, type NodeName } from './nodes.ts';
import { widgets, type WidgetName } from './form-registry.ts';

// The one registry (STYLE.md 3): everything a schema can name. Forms name widgets in ui:widget, and may name rjsf
// fields in ui:field and templates in ui:<Kind>Template; descriptors name nodes in "node". SchemaForm hands rjsf the
// widgets, fields and templates (form-registry.ts), ScreenRenderer draws the nodes (nodes.ts). The schema checks
// resolve every widget and node name against these lists, and an unknown name fails loudly at run time too (rjsf
// throws for a widget, ScreenRenderer draws an error for a node).
//
// A widget draws its own label and errors through widgets/field-frame.tsx, so it looks the same in a form and on its
// own; FieldTemplate, given these widgets, leaves the frame to them.
//
// No app code imports this module: SchemaForm imports form-registry.ts, and a descriptor screen gets exactly the nodes
// its descriptor names from its generated module (generated/screens/<descriptor>.ts, `npm run gen`), so that neither a
// form page loads the nodes nor a descriptor page the widgets or the other nodes (docs/decisions/005-bundle-strategy.md).
// The schema checks, tests and stories use the lists here.

export { fields, templates, widgets, type FieldName, type WidgetName } from './form-registry.ts';
export { isNodeName, nodes, type NodeName } from './nodes.ts';

export const widgetNames = Object.keys(widgets) as WidgetName[];
export const nodeNames = Object.keys(nodes) as NodeName[];
