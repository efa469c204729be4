// The window events of form-outcome-events.ts, by name alone: a page that only waits to load its reporter
// (src/api/published.ts) imports these few bytes, not the queue and its listeners, which stay in the form's chunk.

export const formOutcomeEvent = 'app:form-outcome';

/**
 * Told once an outcome waits for a listener: a page loads its reporter then (src/api/published.ts), not when it opens,
 * so a borrower who never submits downloads none of it.
 */
export const formOutcomeWaitingEvent = 'app:form-outcome-waiting';
