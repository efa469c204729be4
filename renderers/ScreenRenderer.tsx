import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
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
  /**
   * Stands in for the nodes after the frame while their code loads: a data screen's generated module loads the nodes
   * only its data needs lazily (scripts/schema/screens.ts). By default the `whileLoading` this renderer was first
   * drawn with, so the skeleton shown while the data loaded stays until the nodes can draw it: no blank moment, and
   * nothing moves. With neither, a node still loading suspends to the nearest boundary around the renderer.
   */
  whileNodesLoad?: ReactNode;
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

export function ScreenRenderer({ descriptor, nodes, data, onNavigate, actions, whileLoading, whileNodesLoad }: ScreenRendererProps) {
  // What the data's render falls back on: the placeholder drawn while the data loaded, kept from the first draw.
  const [firstPlaceholder] = useState(whileLoading);
  // Without one, a node still loading suspends to the screen's own boundary.
  const placeholder = whileLoading ?? whileNodesLoad ?? firstPlaceholder;
  const firstBound = descriptor.nodes.findIndex(bindsData);
  const frame = firstBound === -1 ? descriptor.nodes : descriptor.nodes.slice(0, firstBound);
  const rest = firstBound === -1 ? [] : descriptor.nodes.slice(firstBound);
  const draw = (node: KnownNode | AnyNode, index: number) => (
    <ScreenNode key={index} node={node} nodes={nodes} data={data} onNavigate={onNavigate} actions={actions} />
  );
  return (
    <div data-screen={descriptor.id}>
      {frame.map(draw)}
      {/* The frame's nodes are static; from the first data-bound node on, a node's code may still be on its way. The
          boundary is there in both states, so the frame stays in place when the data comes. */}
      {firstBound === -1 ? null : placeholder === undefined ? (
        rest.map((node, index) => draw(node, firstBound + index))
      ) : (
        <Suspense fallback={placeholder}>
          {whileLoading === undefined ? rest.map((node, index) => draw(node, firstBound + index)) : whileLoading}
        </Suspense>
      )}
    </div>
  );
}
