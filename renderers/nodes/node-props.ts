/** What ScreenRenderer hands every node: its descriptor entry, the screen's data and the screen's navigation. */
export interface NodeProps<N> {
  node: N;
  data?: unknown;
  /** Goes to a route by its name (schemas/routes.json); the screen decides how. */
  onNavigate?: (route: string) => void;
}
