import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Back to the funnel's page before this one; to `fallback` instead, in place of this page, when the visitor opened
 * this page directly. react-router gives the location it started on the key 'default' (also after a reload of it),
 * and every page the funnel moved to another key, which lives in the history entry.
 */
export function useBackOr(fallback: string): () => void {
  const navigate = useNavigate();
  const openedDirectly = useLocation().key === 'default';
  return useCallback(() => {
    if (openedDirectly) void navigate(fallback, { replace: true });
    else void navigate(-1);
  }, [navigate, openedDirectly, fallback]);
}
