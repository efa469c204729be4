import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Borrower } from '../borrowers.ts';

export interface CallContext {
  db: Db;
  /** The borrower the session identifies; null only for calls declared with auth 'none'. */
  borrower: Borrower | null;
  /** The request params, already validated (and type-coerced) against the call's properties.request. */
  params: Record<string, unknown>;
  /** The request's logger (never given the query: it may hold the session). */
  log: FastifyBaseLogger;
}

/** Answers the envelope's data; it is validated against the call's properties.response before it is sent. */
export type CallHandler = (context: CallContext) => Promise<unknown>;

/** What server/handlers/<group>.ts exports as `handlers`: call key ('<group>/<name>') -> handler. */
export type HandlerGroup = Record<string, CallHandler>;

/** For handlers of borrower calls, which always have one; a null here is a server bug. */
export function borrowerOf(context: CallContext): Borrower {
  if (!context.borrower) throw new Error('This handler needs a borrower but its call is declared with auth none.');
  return context.borrower;
}
