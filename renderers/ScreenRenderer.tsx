import type { ComponentType, ReactNode } from 'react';
import { actionNames, bindsData } from './core/binding.ts';
import type { AnyNode, KnownNode, ScreenDescriptor } from './core/descriptor.ts';
import type { NodeActions, NodeProps } from './nodes/node-props.ts';
import { isNodeName, nodes, UnknownNode } from './nodes.ts';

export interface ScreenRendererProps {
  descriptor: ScreenDescriptor;
  data?: unknown;
  onNavigate?: (route: string) => void;
  /** The screen's handlers for the actions its descriptor names ("action": "pay"); a name not here is an error. */
  actions?: NodeActions;
  /**
   * Given while the data is on its way: the descriptor's leading nodes that read no data (a title) are drawn at
   * once, and this stands in for the rest, so the first paint shows the screen's frame rather than only a skeleton.
   */
  whileLoading?: ReactNode;
}

function ScreenNode({ node, data, onNavigate, actions }: { node: KnownNode | AnyNode } & Omit<ScreenRendererProps, 'descriptor'>) {
  if (!isNodeName(node.node)) {
    return <UnknownNode name={node.node} />;
  }
  // An action the screen did not inject fails as loudly as an unknown node, rather than a button that does nothing.
  const missing = actionNames(node).find((name) => !actions || !Object.hasOwn(actions, name));
  if (missing !== undefined) return <UnknownNode name={missing} kind="action" />;
  // The registry pairs each name with the component for that node's shape; the meta-schema checked the shape.
  const Node = nodes[node.node] as ComponentType<NodeProps<KnownNode | AnyNode>>;
  return <Node node={node} data={data} onNavigate={onNavigate} actions={actions} />;
}

export function ScreenRenderer({ descriptor, data, onNavigate, actions, whileLoading }: ScreenRendererProps) {
  const firstBound = whileLoading === undefined ? -1 : descriptor.nodes.findIndex(bindsData);
  const drawn = firstBound === -1 ? descriptor.nodes : descriptor.nodes.slice(0, firstBound);
  return (
    <div data-screen={descriptor.id}>
      {drawn.map((node, index) => (
        <ScreenNode key={index} node={node} data={data} onNavigate={onNavigate} actions={actions} />
      ))}
      {firstBound === -1 ? null : whileLoading}
    </div>
  );
}
