import corpus from '../../schemas/fixtures/complaints.json' with { type: 'json' };
import type { Queryable } from './database.ts';

// The complaint question types and the demo borrower's complaints (schemas/fixtures/complaints.json). Upserts on
// fixed ids (below the sequence's start, 1000000), so seeding twice changes nothing and puts the demo back.

export async function seedComplaints(db: Queryable, data: typeof corpus = corpus): Promise<void> {
  for (const [kind, options] of [['type', data.problemTypes], ['son', data.problemSonTypes]] as const) {
    for (const [position, option] of options.entries()) {
      await db.query(
        `INSERT INTO complaint_types (kind, value, title, position) VALUES ($1, $2, $3, $4)
         ON CONFLICT (kind, value) DO UPDATE SET title = EXCLUDED.title, position = EXCLUDED.position`,
        [kind, option.value, option.title, position],
      );
    }
  }
  const { rows } = await db.query<{ id: number }>('SELECT id FROM borrowers WHERE key = $1', [data.borrower]);
  const owner = rows[0]?.id;
  if (owner === undefined) throw new Error(`schemas/fixtures/complaints.json names borrower '${data.borrower}', whom schemas/fixtures/demo.json lacks.`);
  for (const complaint of data.complaints) {
    const answered = complaint.disposeDetail !== '';
    await db.query(
      `INSERT INTO complaints (id, borrower_id, order_no, problem_type, problem_son_type, detail, images, dispose_detail, dispose_images, answered_at, score, scored_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, '[]'::jsonb, $7, $8, CASE WHEN $9::boolean THEN $10::timestamptz ELSE NULL END, NULL, NULL, $10::timestamptz)
       ON CONFLICT (id) DO UPDATE SET borrower_id = EXCLUDED.borrower_id, order_no = EXCLUDED.order_no, problem_type = EXCLUDED.problem_type,
         problem_son_type = EXCLUDED.problem_son_type, detail = EXCLUDED.detail, images = EXCLUDED.images, dispose_detail = EXCLUDED.dispose_detail,
         dispose_images = EXCLUDED.dispose_images, answered_at = EXCLUDED.answered_at, score = NULL, scored_at = NULL, created_at = EXCLUDED.created_at`,
      [complaint.problemId, owner, complaint.orderNo, complaint.problemType, complaint.problemSonType, complaint.detail, complaint.disposeDetail, JSON.stringify(complaint.disposeImages), answered, complaint.createdAt],
    );
  }
}
