import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import type { AnyNode, KnownNode, ScreenDescriptor } from './core/descriptor.ts';
import type { NodeProps } from './nodes/node-props.ts';
import { isNodeName, nodes } from './nodes.ts';

const UnknownNodeNotice = lazy(() => import('./unknown-node-notice.tsx'));

export interface ScreenRendererProps {
  descriptor: ScreenDescriptor;
  data?: unknown;
  onNavigate?: (route: string) => void;
}

/** A descriptor entry the registry lacks is drawn as a visible error (STYLE.md 3: no silent fallback). */
function UnknownNode({ name }: { name: string }) {
  useEffect(() => console.error(`ScreenRenderer: unknown node "${name}"`), [name]);
  // Text for whoever edits schemas/screens, not for borrowers: the schema checks refuse such a descriptor. It is
  // there at once; the notice's styling follows when its chunk has loaded.
  const text = `Unknown screen node "${name}": it is not in renderers/registry.ts.`;
  return (
    <div role="alert">
      <Suspense fallback={text}>
        <UnknownNodeNotice text={text} />
      </Suspense>
    </div>
  );
}

function ScreenNode({ node, data, onNavigate }: { node: KnownNode | AnyNode } & Omit<ScreenRendererProps, 'descriptor'>) {
  if (!isNodeName(node.node)) {
    return <UnknownNode name={node.node} />;
  }
  // The registry pairs each name with the component for that node's shape; the meta-schema checked the shape.
  const Node = nodes[node.node] as ComponentType<NodeProps<KnownNode | AnyNode>>;
  return <Node node={node} data={data} onNavigate={onNavigate} />;
}

export function ScreenRenderer({ descriptor, data, onNavigate }: ScreenRendererProps) {
  return (
    <div data-screen={descriptor.id}>
      {descriptor.nodes.map((node, index) => (
        <ScreenNode key={index} node={node} data={data} onNavigate={onNavigate} />
      ))}
    </div>
  );
}
