import type { ComponentType } from 'react';

/**
 * A handler the screen injects for a named action of the descriptor ("action": "pay"). The node passes what the
 * borrower chose (a code, a channel); a returned promise keeps the node busy until it settles.
 */
export type NodeAction = (payload: Readonly<Record<string, string>>) => void | Promise<unknown>;

/** The screen's handlers by action name; ScreenRenderer refuses a node naming one that is not here. */
export type NodeActions = Readonly<Record<string, NodeAction>>;

/** What ScreenRenderer hands every node: its descriptor entry, the screen's data and the screen's navigation. */
export interface NodeProps<N> {
  node: N;
  data?: unknown;
  /** Goes to a route by its name (schemas/routes.json); the screen decides how. */
  onNavigate?: (route: string) => void;
  /** The screen's handlers; every action the node names is among them (ScreenRenderer checks before drawing it). */
  actions?: NodeActions;
}

/** The handler of an action the node names. ScreenRenderer has checked that it exists; a node drawn alone throws. */
export function actionOf(actions: NodeActions | undefined, name: string): NodeAction {
  const handler = actions?.[name];
  if (!handler) throw new Error(`No handler for the screen action "${name}"`);
  return handler;
}

/**
 * The node components a screen draws, by the name its descriptor uses ("heading"): a descriptor screen passes the
 * generated module's `nodes` (generated/screens/<descriptor>.ts), which holds exactly the nodes its descriptor names,
 * so it loads no other node's code; renderers/nodes.ts holds them all, for the schema checks, tests and stories.
 */
export type ScreenNodes = Readonly<Record<string, ComponentType<NodeProps<never>>>>;
