import type { ComponentType, ReactNode } from 'react';
import { actionNames, bindsData } from './core/binding.ts';
import type { AnyNode, KnownNode, ScreenDescriptor } from './core/descriptor.ts';
import type { NodeActions, NodeProps, ScreenNodes } from './nodes/node-props.ts';
import { UnknownNode } from './nodes/unknown/unknown-node.tsx';

export interface ScreenRendererProps {
  descriptor: ScreenDescriptor;
  /**
   * The components of the nodes the descriptor names: the `nodes` of its generated module
   * (generated/screens/<descriptor>.ts, written by `npm run gen`), so a screen loads only its own nodes. A name not
   * here is drawn as an unknown node.
   */
  nodes: ScreenNodes;
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

function ScreenNode({ node, nodes, data, onNavigate, actions }: { node: KnownNode | AnyNode } & Omit<ScreenRendererProps, 'descriptor'>) {
  if (!Object.hasOwn(nodes, node.node)) {
    return <UnknownNode name={node.node} />;
  }
  // An action the screen did not inject fails as loudly as an unknown node, rather than a button that does nothing.
  const missing = actionNames(node).find((name) => !actions || !Object.hasOwn(actions, name));
  if (missing !== undefined) return <UnknownNode name={missing} kind="action" />;
  // The registry pairs each name with the component for that node's shape; the meta-schema checked the shape.
  const Node = nodes[node.node] as ComponentType<NodeProps<KnownNode | AnyNode>>;
  return <Node node={node} data={data} onNavigate={onNavigate} actions={actions} />;
}

export function ScreenRenderer({ descriptor, nodes, data, onNavigate, actions, whileLoading }: ScreenRendererProps) {
  const firstBound = whileLoading === undefined ? -1 : descriptor.nodes.findIndex(bindsData);
  const drawn = firstBound === -1 ? descriptor.nodes : descriptor.nodes.slice(0, firstBound);
  return (
    <div data-screen={descriptor.id}>
      {drawn.map((node, index) => (
        <ScreenNode key={index} node={node} nodes={nodes} data={data} onNavigate={onNavigate} actions={actions} />
      ))}
      {firstBound === -1 ? null : whileLoading}
    </div>
  );
}
