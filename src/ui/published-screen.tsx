import { ScreenRenderer, type ScreenRendererProps } from '../../renderers/ScreenRenderer.tsx';
import type { ScreenDescriptor } from '../../renderers/core/descriptor.ts';
import type { ScreenNodes } from '../../renderers/nodes/node-props.ts';
import { usePublished, type AcceptDocument, type Published } from '../api/published.ts';
import { PublishedDraw } from './published-draw.tsx';

// A screen descriptor published by staff (issue 26) is drawn only if this page can draw it: it passes the
// descriptor meta-schema (schemas/meta/screen-descriptor.json, its precompiled validator loaded only when a version is
// published), it is the same screen, and it names only nodes this page ships (the screen's generated module loads
// exactly its bundled descriptor's nodes). Anything else draws the bundled copy.

/** Every "node" name in a descriptor, nested ones included. */
export function nodeNames(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => nodeNames(item, found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'node' && typeof item === 'string') found.add(item);
      else nodeNames(item, found);
    }
  }
  return found;
}

export function acceptDescriptor(bundled: ScreenDescriptor, nodes: ScreenNodes): AcceptDocument<ScreenDescriptor> {
  return async (document) => {
    const { validate } = await import('../../generated/validators/meta/screen-descriptor.js');
    if (!validate(document)) return undefined;
    const descriptor = document as ScreenDescriptor;
    if (descriptor.id !== bundled.id) return undefined;
    const missing = [...nodeNames(descriptor.nodes)].filter((name) => !Object.hasOwn(nodes, name));
    return missing.length === 0 ? descriptor : undefined;
  };
}

/** The published version of this screen's descriptor for this borrower (undefined while it is on its way). */
export function usePublishedDescriptor(bundled: ScreenDescriptor, nodes: ScreenNodes): Published<ScreenDescriptor> | undefined {
  return usePublished(`screens/${bundled.id}`, bundled, acceptDescriptor(bundled, nodes));
}

/**
 * ScreenRenderer for a screen whose descriptor staff may publish: it draws the version this borrower gets, the
 * bundled copy until that is known and whenever it cannot be drawn (src/ui/published-draw.tsx).
 */
export function PublishedScreenRenderer({ descriptor, ...props }: ScreenRendererProps) {
  const published = usePublishedDescriptor(descriptor, props.nodes);
  return (
    <PublishedDraw id={`screens/${descriptor.id}`} bundled={descriptor} published={published}>
      {(document) => <ScreenRenderer descriptor={document} {...props} />}
    </PublishedDraw>
  );
}
