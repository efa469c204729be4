// What crash-restart.test.ts holds the restarted server to. Each check answers a list of problems (empty when all
// is well), so a failure names every broken write at once. The invariants per write come from the migrations:
// - registration (004): a phone's row is the whole request, and its SMS code row is gone (one transaction);
// - bank binding (003): a row is one whole request, with the bindId that was answered;
// - image upload (008): a complaint_images row has its file, of its byte_size, and every file has its row;
// - complaint save (006, 008): a complaint is one whole request, each of its images a row of the same borrower, and
//   its idempotency record holds its id (stored with the effect, in one transaction), never a claim without it.
import { readdir, readFile } from 'node:fs/promises';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import problemDetailCall from '../../schemas/api/complaints/problem-detail.json' with { type: 'json' };
import problemListCall from '../../schemas/api/complaints/problem-list.json' with { type: 'json' };
import problemSaveCall from '../../schemas/api/complaints/problem-save.json' with { type: 'json' };
import type { Queryable } from '../../server/db/database.ts';
import { sniffImageType } from '../../server/domain/complaints.ts';
import { complaintPayload, marker, sha256, type Ledger } from './crash-workload.ts';
import { sessionQuery } from './support.ts';

async function call(url: string, path: string, session: Record<string, string>, payload: Record<string, string>): Promise<{ code?: unknown; data?: Record<string, unknown> }> {
  const answer = await fetch(`${url}${path}?${sessionQuery(session)}`, { method: 'POST', body: new URLSearchParams(payload) });
  return (await answer.json()) as { code?: unknown; data?: Record<string, unknown> };
}

/** Every upload and complaint that was answered as a success, read back through the API of the restarted server. */
export async function checkThroughApi(url: string, ledger: Ledger): Promise<string[]> {
  const problems: string[] = [];
  for (const { request, answer } of ledger.uploads.filter((sent) => sent.acked)) {
    const image = await fetch(`${url}${answer}?sessionId=${encodeURIComponent(request.borrower.session.sessionId)}`);
    const bytes = Buffer.from(await image.arrayBuffer());
    if (image.status !== 200 || sha256(bytes) !== request.sha) problems.push(`upload ${answer}: answered ${image.status} with ${bytes.length} bytes, not the ${request.size} uploaded`);
  }
  const listed = new Set<string>();
  for (const borrower of new Set(ledger.complaints.map((sent) => sent.request.borrower))) {
    const list = await call(url, problemListCall['x-call'].path, borrower.session, {});
    for (const card of (list.data?.tabs as { list: { id: string }[] }[] | undefined)?.[0]?.list ?? []) listed.add(card.id);
  }
  for (const { request, answer } of ledger.complaints.filter((sent) => sent.acked)) {
    const detail = await call(url, problemDetailCall['x-call'].path, request.borrower.session, { problemId: String(answer) });
    if (detail.code !== problemDetailCall['x-call'].successCode || detail.data?.content !== request.detail || !isDeepStrictEqual(detail.data?.images, request.images)) {
      problems.push(`complaint ${answer} (${request.key}): problem-detail answered ${JSON.stringify(detail).slice(0, 200)}`);
    }
    if (!listed.has(String(answer))) problems.push(`complaint ${answer} (${request.key}): not in problem-list`);
    // The same key again answers the same complaint: its idempotency record outlived the kill with it.
    const replay = await call(url, problemSaveCall['x-call'].path, request.borrower.session, complaintPayload(request));
    if (replay.data?.problemId !== answer) problems.push(`complaint ${answer} (${request.key}): its replay answered ${JSON.stringify(replay).slice(0, 200)}`);
  }
  return problems;
}

/** Where the uploads are stored, as the checks read them: a folder or a bucket. */
export interface StoredObjects {
  /** Every stored name (a folder's files, a bucket's keys under its prefix), leftovers of a cut-short put included. */
  keys(): Promise<string[]>;
  read(key: string): Promise<Buffer | null>;
}

export function folderObjects(dir: string): StoredObjects {
  return {
    keys: () => readdir(dir).catch(() => [] as string[]),
    read: (key) => readFile(path.join(dir, key)).catch(() => null),
  };
}

/** The objects of an S3 bucket under a prefix, read with the AWS SDK as a copy writes them (tests/server/s3-server.ts). */
export function bucketObjects(store: { bucket: string; prefix: string; region: string; endpoint?: string; forcePathStyle?: boolean; credentials?: { accessKeyId: string; secretAccessKey: string } }): StoredObjects {
  const client = new S3Client({ region: store.region, ...(store.endpoint ? { endpoint: store.endpoint } : {}), forcePathStyle: store.forcePathStyle ?? false, ...(store.credentials ? { credentials: store.credentials } : {}) });
  return {
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: store.bucket, Prefix: store.prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(store.prefix.length));
        token = page.NextContinuationToken;
      } while (token);
      return keys;
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: store.bucket, Key: store.prefix + key }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch {
        return null;
      }
    },
  };
}

/** Whole-database invariants, over every row these writes may have left (answered or not), and the stored uploads (a folder path, or a reader). */
export async function checkDatabase(db: Queryable, uploads: string | StoredObjects, ledger: Ledger): Promise<string[]> {
  const objects = typeof uploads === 'string' ? folderObjects(uploads) : uploads;
  return [...(await checkRegistrations(db, ledger)), ...(await checkBindings(db, ledger)), ...(await checkUploads(db, objects, ledger)), ...(await checkComplaints(db, ledger))];
}

async function checkRegistrations(db: Queryable, ledger: Ledger): Promise<string[]> {
  const problems: string[] = [];
  const { rows } = await db.query<{ phone: string; template_id: string; device_id: string; invite_code: string; code_left: boolean }>(
    `SELECT r.phone, r.template_id, r.device_id, r.invite_code, c.phone IS NOT NULL AS code_left
     FROM promo_registrations r LEFT JOIN promo_sms_codes c ON c.phone = r.phone WHERE r.invite_code LIKE $1`,
    [`${marker.inviteCode}%`],
  );
  const byPhone = new Map(rows.map((row) => [row.phone, row]));
  for (const row of rows) {
    const sent = ledger.registrations.find((entry) => entry.request.phone === row.phone)?.request;
    const whole = sent && row.template_id === sent.templateId && row.device_id === sent.sid && row.invite_code === sent.inviteCode;
    if (!whole) problems.push(`registration ${row.phone}: stored ${JSON.stringify(row)}, which no request sent`);
    if (row.code_left) problems.push(`registration ${row.phone}: stored, but its SMS code row is still there`);
  }
  for (const sent of ledger.registrations.filter((entry) => entry.acked)) {
    if (!byPhone.has(sent.request.phone)) problems.push(`registration ${sent.request.phone}: answered '0', but not stored`);
  }
  return problems;
}

async function checkBindings(db: Queryable, ledger: Ledger): Promise<string[]> {
  const problems: string[] = [];
  const { rows } = await db.query<{ bind_id: string; borrower: string; product_id: string; fields: Record<string, string> }>(
    `SELECT k.bind_id, b.key AS borrower, k.product_id, k.fields FROM bank_bindings k JOIN borrowers b ON b.id = k.borrower_id WHERE k.fields ->> 'accountName' = $1`,
    [marker.accountName],
  );
  for (const row of rows) {
    const matches = ledger.bindings.filter(({ request }) => request.borrower.key === row.borrower && request.productId === row.product_id && isDeepStrictEqual(request.fields, row.fields));
    if (matches.length === 0) problems.push(`binding ${row.bind_id}: stored ${JSON.stringify(row)}, which no request sent`);
  }
  for (const sent of ledger.bindings.filter((entry) => entry.acked)) {
    const row = rows.find((entry) => entry.bind_id === sent.answer);
    if (!row || !isDeepStrictEqual(row.fields, sent.request.fields)) problems.push(`binding ${sent.answer}: answered, but stored as ${JSON.stringify(row)}`);
  }
  return problems;
}

async function checkUploads(db: Queryable, objects: StoredObjects, ledger: Ledger): Promise<string[]> {
  const problems: string[] = [];
  const { rows } = await db.query<{ image_key: string; borrower: string; content_type: string; byte_size: number }>(
    'SELECT i.image_key, b.key AS borrower, i.content_type, i.byte_size FROM complaint_images i JOIN borrowers b ON b.id = i.borrower_id',
  );
  const files = await objects.keys();
  const keys = new Set(rows.map((row) => row.image_key));
  for (const file of files) if (!keys.has(file)) problems.push(`uploads/${file}: a file without its complaint_images row`);
  const sentShas = new Map(ledger.uploads.map(({ request }) => [request.sha, request.borrower.key]));
  for (const row of rows) {
    const bytes = await objects.read(row.image_key);
    if (!bytes) {
      problems.push(`image ${row.image_key}: a row without its file`);
      continue;
    }
    if (bytes.length !== row.byte_size || sniffImageType(bytes) !== row.content_type) problems.push(`image ${row.image_key}: ${bytes.length} bytes on disk, ${row.byte_size} in its row`);
    if (sentShas.get(sha256(bytes)) !== row.borrower) problems.push(`image ${row.image_key}: its bytes are no whole upload of ${row.borrower}'s`);
  }
  for (const sent of ledger.uploads.filter((entry) => entry.acked)) {
    if (!keys.has(path.basename(String(sent.answer)))) problems.push(`upload ${sent.answer}: answered, but no row`);
  }
  return problems;
}

// The save's idempotency records keep their stored call key 'user-problem/problem-save' (server/domain/complaints.ts,
// complaintCallKeys), not the call's name since issue 24 (complaints/problem-save).
async function checkComplaints(db: Queryable, ledger: Ledger): Promise<string[]> {
  const problems: string[] = [];
  const { rows } = await db.query<{ id: string; borrower_id: number; borrower: string; order_no: string; problem_type: string; detail: string; images: string[]; key: string | null; response: unknown; owned_images: number }>(
    `SELECT c.id::text AS id, c.borrower_id, b.key AS borrower, c.order_no, c.problem_type, c.detail, c.images, r.idempotency_key AS key, r.response,
       (SELECT count(*)::integer FROM complaint_images i WHERE i.borrower_id = c.borrower_id AND '/user-problem/images/' || i.image_key IN (SELECT jsonb_array_elements_text(c.images))) AS owned_images
     FROM complaints c JOIN borrowers b ON b.id = c.borrower_id
     LEFT JOIN idempotency_records r ON r.borrower_id = c.borrower_id AND r.call_key = 'user-problem/problem-save' AND r.response #>> '{}' = c.id::text
     WHERE c.detail LIKE $1`,
    [`${marker.detail}%`],
  );
  for (const row of rows) {
    const sent = ledger.complaints.find((entry) => entry.request.detail === row.detail)?.request;
    const whole = sent && sent.borrower.key === row.borrower && sent.orderNo === row.order_no && sent.problemType === row.problem_type && isDeepStrictEqual(sent.images, row.images);
    if (!whole) problems.push(`complaint ${row.id}: stored ${JSON.stringify(row)}, which no request sent`);
    if (row.owned_images !== row.images.length) problems.push(`complaint ${row.id}: ${row.images.length} images, ${row.owned_images} of them with their rows`);
    if (sent && row.key !== sent.key) problems.push(`complaint ${row.id}: its idempotency record is ${row.key ?? 'missing'}, not ${sent.key}`);
  }
  const { rows: claims } = await db.query<{ key: string; response: unknown }>(
    `SELECT r.idempotency_key AS key, r.response FROM idempotency_records r
     WHERE r.call_key = 'user-problem/problem-save' AND NOT EXISTS (SELECT 1 FROM complaints c WHERE c.borrower_id = r.borrower_id AND c.id::text = r.response #>> '{}')`,
  );
  for (const claim of claims) problems.push(`idempotency key ${claim.key}: claimed with ${JSON.stringify(claim.response)}, and no complaint`);
  for (const sent of ledger.complaints.filter((entry) => entry.acked)) {
    if (!rows.some((row) => row.id === sent.answer)) problems.push(`complaint ${sent.answer} (${sent.request.key}): answered, but not stored`);
  }
  return problems;
}
