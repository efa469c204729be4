import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database.ts';
import type { SmsMessage, SmsSender } from './sender.ts';

// The local SMS "provider" used outside production: nothing leaves the machine. Each message goes to the
// sms_outbox table (in the database, not in memory, so every server copy sees it). The log names only the outbox
// row: a phone number or a code never reaches a log line (README, Running many copies).

export class OutboxSender implements SmsSender {
  constructor(
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const { rows } = await this.db.query<{ id: number }>('INSERT INTO sms_outbox (phone, text, code) VALUES ($1, $2, $3) RETURNING id', [message.phone, message.text, message.code ?? null]);
    this.log.info({ sms: { outboxId: Number(rows[0]?.id) } }, 'SMS written to the local outbox (GET /dev/outbox)');
  }
}

export interface OutboxEntry {
  phone: string;
  code: string | null;
  text: string;
  sentAt: string;
}

/** The latest messages, newest first, optionally for one phone: what GET /dev/outbox answers. */
export async function readOutbox(db: Queryable, options: { phone?: string; limit?: number } = {}): Promise<OutboxEntry[]> {
  const limit = Math.min(Math.max(options.limit ?? 20, 1), 100);
  const { rows } = await db.query<{ phone: string; code: string | null; text: string; created_at: Date | string }>(
    `SELECT phone, code, text, created_at FROM sms_outbox WHERE ($1::text IS NULL OR phone = $1) ORDER BY id DESC LIMIT $2`,
    [options.phone ?? null, limit],
  );
  return rows.map((row) => ({ phone: row.phone, code: row.code, text: row.text, sentAt: new Date(row.created_at).toISOString() }));
}
