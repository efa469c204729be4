import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { OutboxSender } from './outbox-sender.ts';

// How the server sends a text message. Outside production the OutboxSender keeps each message in the
// sms_outbox table (GET /dev/outbox reads it back) and prints it in the server log. A real provider
// plugs in by implementing SmsSender and being returned by smsSender() in production.

export interface SmsMessage {
  phone: string;
  text: string;
  /** The verification code inside the text, kept apart so the outbox can list it. */
  code?: string;
}

export interface SmsSender {
  /** Resolves once the provider has accepted the message; rejects when it could not be sent. */
  send(message: SmsMessage): Promise<void>;
}

/** Production without a provider: refusing to send is better than pretending to. */
export class NoProviderSender implements SmsSender {
  async send(): Promise<void> {
    throw new Error('No SMS provider is configured for production: implement SmsSender and return it from smsSender() in server/sms/sender.ts.');
  }
}

export interface SmsSenderOptions {
  db: Queryable;
  log: FastifyBaseLogger;
  production: boolean;
}

export function smsSender({ db, log, production }: SmsSenderOptions): SmsSender {
  return production ? new NoProviderSender() : new OutboxSender(db, log);
}
