import corpus from '../../schemas/fixtures/demo.json' with { type: 'json' };
import type { Db, Queryable } from './database.ts';
import { seedLoanDetails } from './seed-loan-details.ts';
import { seedBankBinding } from './seed-bank-binding.ts';
import { seedPromotion } from './seed-promotion.ts';
import { seedRepayment } from './seed-repayment.ts';
import { seedLoanConfirm } from './seed-loan-confirm.ts';
import { seedComplaints } from './seed-complaints.ts';

// The demo data comes from the one fixture corpus that the stories and tests also read (STYLE.md 6).
// Every statement is an upsert, so seeding again after a restart changes nothing.

export type DemoCorpus = typeof corpus;

// Any fixed number, other than migrate.ts's: server copies that start at the same moment on one PostgreSQL seed
// one after the other (the later ones then change nothing), rather than racing upserts and deletes row by row.
const seedLock = 7_240_119;

export async function seed(db: Db, data: DemoCorpus = corpus): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [seedLock]);
    await seedIn(tx, data);
  });
}

async function seedIn(db: Queryable, data: DemoCorpus): Promise<void> {
  for (const borrower of data.borrowers) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO borrowers (key, name, phone) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET name = EXCLUDED.name, phone = EXCLUDED.phone
       RETURNING id`,
      [borrower.key, borrower.name, borrower.phone],
    );
    const s = borrower.session;
    await db.query(
      `INSERT INTO sessions (session_id, borrower_id, device_id, app_version, device_name, os_version, advertising_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (session_id) DO UPDATE SET borrower_id = EXCLUDED.borrower_id, device_id = EXCLUDED.device_id,
         app_version = EXCLUDED.app_version, device_name = EXCLUDED.device_name, os_version = EXCLUDED.os_version,
         advertising_id = EXCLUDED.advertising_id`,
      [s.sessionId, rows[0]?.id, s.deviceId, s.appVersion, s.deviceName, s.osVersion, s.advertisingId],
    );
  }
  await db.query(
    `INSERT INTO customer_service_contact (id, email, sm_wa) VALUES (true, $1, $2)
     ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email, sm_wa = EXCLUDED.sm_wa, updated_at = now()`,
    [data.contactInfo.email, data.contactInfo.smWa],
  );
  await seedLoanDetails(db);
  await seedBankBinding(db);
  await seedPromotion(db);
  await seedRepayment(db);
  await seedLoanConfirm(db);
  await seedComplaints(db);
}
