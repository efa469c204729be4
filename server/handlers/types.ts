import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/database.ts';
import type { Borrower } from '../domain/borrowers.ts';
import type { PaymentProvider } from '../domain/payments.ts';
import type { SmsSender } from '../sms/sender.ts';
import type { ImageStorage } from '../domain/image-storage.ts';

/**
 * What a call's generated type (generated/types/api/<group>/<call>.ts, from its schema in schemas/api) holds: the
 * request params and the response data.
 */
export interface CallTypes {
  request: unknown;
  response: unknown;
}

export interface CallContext<Request = unknown> {
  db: Db;
  /** The borrower the session identifies; null only for calls declared with auth 'none'. */
  borrower: Borrower | null;
  /** The request params, already validated (and type-coerced) against the call's properties.request. */
  params: Request;
  /** The request's logger (never given the query: it may hold the session). */
  log: FastifyBaseLogger;
  /** The client's address (Fastify's request.ip), which the per-address rate limits key on. */
  clientAddress: string;
  /** The session id the call came with (null for calls declared with auth 'none'); never logged. */
  sessionId: string | null;
  /** Where payment attempts are paid; null where no provider is configured (production, today). */
  payments: PaymentProvider | null;
  /**
   * The text-message sender over `db` (a transaction, so that a refused send rolls the code back). The HTTP app
   * chooses it (a local outbox outside production), so handlers never read the environment.
   */
  sms(db: Queryable): SmsSender;
  /** Where uploaded images' bytes are kept (a folder under DATA_DIR by default; see server/domain/image-storage.ts). */
  storage: ImageStorage;
  /** The file of a multipart call (x-call body 'multipart'), read whole within its limits; null for every other call. */
  upload: { fieldName: string; bytes: Buffer } | null;
}

/**
 * Answers the envelope's data; it is validated against the call's properties.response before it is sent, so the
 * response type is not enforced here (the generated type of a response schema that allows anything is an object,
 * while such calls answer null).
 */
export type CallHandler<Call extends CallTypes = CallTypes> = (context: CallContext<Call['request']>) => Promise<unknown>;

/**
 * Any call's handler, as server/http/calls.ts holds them: `never` params, because only the call's own validated
 * request may be passed in, which calls.ts guarantees by running the call's request validator first.
 */
export type AnyCallHandler = (context: CallContext<never>) => Promise<unknown>;

/** What server/handlers/<group>.ts exports as `handlers`: call key ('<group>/<name>') -> handler. */
export type HandlerGroup = Record<string, AnyCallHandler>;

/**
 * A handler typed by its call's generated type, so that `params` is that call's request with no cast:
 * `'bank-binding/card-init': defineHandler<CardInit>(async ({ params }) => ...)`.
 */
export function defineHandler<Call extends CallTypes>(handler: CallHandler<Call>): AnyCallHandler {
  return handler;
}

/** For handlers of borrower calls, which always have one; a null here is a server bug. */
export function borrowerOf(context: CallContext): Borrower {
  if (!context.borrower) throw new Error('This handler needs a borrower but its call is declared with auth none.');
  return context.borrower;
}
