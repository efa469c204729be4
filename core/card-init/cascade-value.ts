import type { CascadeOption } from './card-init-types.ts';

// A citySelect value is one string (the form posts form-encoded fields): the option values from the
// root to a leaf, joined. The schema forbids the separator inside an option value, so a value splits
// back into exactly one path. The cascadePicker widget uses these two helpers, never its own join.
export const CASCADE_SEPARATOR = '/';

export function joinCascadePath(path: readonly string[]): string {
  return path.join(CASCADE_SEPARATOR);
}

export function splitCascadeValue(value: string): string[] {
  return value === '' ? [] : value.split(CASCADE_SEPARATOR);
}

/** Every complete path (root to leaf) of the tree, joined: the values a citySelect field accepts. */
export function cascadeLeafValues(options: readonly CascadeOption[]): string[] {
  const leaves: string[] = [];
  const walk = (nodes: readonly CascadeOption[], prefix: readonly string[]) => {
    for (const node of nodes) {
      const path = [...prefix, node.value];
      if (node.children && node.children.length > 0) walk(node.children, path);
      else leaves.push(joinCascadePath(path));
    }
  };
  walk(options, []);
  return leaves;
}
