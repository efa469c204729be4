// The server tests' throwaway PostgreSQL cluster: the one implementation lives in scripts/, which the load bench
// also uses (scripts never import tests/).
export { startThrowawayCluster, type ThrowawayCluster } from '../../scripts/throwaway-postgres.ts';
