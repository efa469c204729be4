import type { ComponentType, ReactNode } from 'react';
import { bindsData } from './core/binding.ts';
import type { AnyNode, KnownNode, ScreenDescriptor } from './core/descriptor.ts';
import type { NodeProps } from './nodes/node-props.ts';
import { isNodeName, nodes, UnknownNode } from './nodes.ts';

export interface ScreenRendererProps {
  descriptor: ScreenDescriptor;
  data?: unknown;
  onNavigate?: (route: string) => void;
  /**
   * Given while the data is on its way: the descriptor's leading nodes that read no data (a title) are drawn at
   * once, and this stands in for the rest, so the first paint shows the screen's frame rather than only a skeleton.
   */
  whileLoading?: ReactNode;
}

function ScreenNode({ node, data, onNavigate }: { node: KnownNode | AnyNode } & Omit<ScreenRendererProps, 'descriptor'>) {
  if (!isNodeName(node.node)) {
    return <UnknownNode name={node.node} />;
  }
  // The registry pairs each name with the component for that node's shape; the meta-schema checked the shape.
  const Node = nodes[node.node] as ComponentType<NodeProps<KnownNode | AnyNode>>;
  return <Node node={node} data={data} onNavigate={onNavigate} />;
}

export function ScreenRenderer({ descriptor, data, onNavigate, whileLoading }: ScreenRendererProps) {
  const firstBound = whileLoading === undefined ? -1 : descriptor.nodes.findIndex(bindsData);
  const drawn = firstBound === -1 ? descriptor.nodes : descriptor.nodes.slice(0, firstBound);
  return (
    <div data-screen={descriptor.id}>
      {drawn.map((node, index) => (
        <ScreenNode key={index} node={node} data={data} onNavigate={onNavigate} />
      ))}
      {firstBound === -1 ? null : whileLoading}
    </div>
  );
}
