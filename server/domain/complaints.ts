import { randomBytes } from 'node:crypto';
import { message } from '../../core/messages.ts';
import type { Db, Queryable } from '../db/database.ts';
import type { Borrower } from './borrowers.ts';
import { CallFailure } from './call-failure.ts';
import { once } from './idempotency.ts';
import { StorageUnavailable, type ImageStorage } from './image-storage.ts';
import { orderNotFound } from './repayment.ts';

// Complaints (issue 15): the question types, the borrower's orders as complaint home shows them, evidence images,
// the complaints with customer service's answer, and the borrower's rating of it. Every lookup is by the session's
// borrower: another borrower's order, complaint or image gets the same answer as a missing one.

export const complaintCodes = {
  problemNotFound: 'PROBLEM_NOT_FOUND',
  typeNotFound: 'PROBLEM_TYPE_NOT_FOUND',
  collectionNotSupported: 'COLLECTION_NOT_SUPPORTED',
  detailEmpty: 'PROBLEM_DETAIL_EMPTY',
  imageNotFound: 'IMAGE_NOT_FOUND',
  imageTypeNotAllowed: 'IMAGE_TYPE_NOT_ALLOWED',
  notAnswered: 'PROBLEM_NOT_ANSWERED',
  alreadyScored: 'PROBLEM_ALREADY_SCORED',
} as const;

/** The question type of collection complaints, which needs a sub-type and an order with collection support. */
export const collectionType = '1';

/** SPEC.md section 9: at most 9 images a complaint, 200 characters of text. */
export const complaintLimits = { images: 9, detail: 200 } as const;

/** Orders collectors work on (awaiting repayment, due soon, overdue, repaid) support collection complaints. */
export const collectionStatuses: ReadonlySet<number> = new Set([170, 174, 180, 200]);

/** Where an uploaded image is served: the path alone, the page appends its session query. */
export const imagePathPrefix = '/user-problem/images/';

// ---- Types and orders ----

export interface Option {
  title: string;
  value: string;
}

export async function problemTypes(db: Queryable): Promise<{ types: Option[]; sonTypes: Option[] }> {
  const { rows } = await db.query<{ kind: string; title: string; value: string }>('SELECT kind, title, value FROM complaint_types ORDER BY kind, position, value');
  const pick = (kind: string) => rows.filter((row) => row.kind === kind).map(({ title, value }) => ({ title, value }));
  return { types: pick('type'), sonTypes: pick('son') };
}

export interface ComplaintOrder {
  orderNo: string;
  productLogo: string;
  productName: string;
  status: string;
  rows: { title: string; value: string }[];
  isShow: 0 | 1;
  supportCollection: 0 | 1;
}

interface OrderRow {
  order_id: string;
  order_status: number;
  details: { productName?: string; productLogo?: string; noticeStatusText?: string; userOrderDetail?: { detail?: { text: string; value: string }[] } };
}

function summary(row: OrderRow): ComplaintOrder {
  return {
    orderNo: row.order_id,
    productLogo: row.details.productLogo || '/dev/logos/pesoflash.svg',
    productName: row.details.productName || row.order_id,
    status: row.details.noticeStatusText ?? '',
    rows: (row.details.userOrderDetail?.detail ?? []).filter((entry) => entry.text !== '').map((entry) => ({ title: entry.text, value: entry.value })),
    isShow: 1,
    supportCollection: collectionStatuses.has(row.order_status) ? 1 : 0,
  };
}

export async function borrowerOrders(db: Queryable, borrower: Borrower): Promise<ComplaintOrder[]> {
  const { rows } = await db.query<OrderRow>('SELECT order_id, order_status, details FROM loan_orders WHERE borrower_id = $1 ORDER BY created_at DESC, order_id DESC', [borrower.id]);
  return rows.map(summary);
}

// ---- Images ----

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const extensions: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The image type the first bytes say (JPEG, PNG or WebP), or null: a name or a declared type is never believed. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * Stores an upload of the borrower's; answers the URL it is served at. The object is stored first, outside any
 * transaction (a slow object store must not hold PGlite's one connection), then its row is written in a short one,
 * so a row never lacks its object. A crash between the two leaves an object no row names, which
 * sweepUnrecordedImages removes once it is older than the storage's grace. An upload whose row would come later
 * than that gives up instead (a 503 to retry), since the sweep may by then have taken its object.
 */
export async function storeImage(db: Db, storage: ImageStorage, borrower: Borrower, bytes: Buffer): Promise<string> {
  const type = sniffImageType(bytes);
  if (!type) throw new CallFailure(complaintCodes.imageTypeNotAllowed, message('complaint.server.imageTypeNotAllowed'));
  const key = `${randomBytes(16).toString('hex')}.${extensions[type]}`;
  const putStarted = Date.now();
  await storage.put(key, bytes, type);
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO complaint_images (image_key, borrower_id, content_type, byte_size) VALUES ($1, $2, $3, $4)', [key, borrower.id, type, bytes.length]);
    // Checked after the INSERT, which holds off the sweep's lock until this commits or rolls back.
    if (Date.now() - putStarted >= storage.unrecordedGraceMs) throw new StorageUnavailable('The image was stored, but its row could not be written within the grace');
  });
  return imagePathPrefix + key;
}

/**
 * Removes the stored objects that no row records and that are older than the storage's grace: uploads that died
 * between their object and their row (a killed server), with any half-written temporary file. Answers the removed
 * keys. `now` is when the sweep starts; a test gives a later time to stand for the grace having passed.
 *
 * Why it never removes an object a row will name: the cutoff is `now - grace`, taken before the SHARE lock. The lock
 * waits for every upload transaction under way (on any copy) to end, so their rows are read; an upload whose INSERT
 * comes after the lock checks its clock after that INSERT, later than `now`, and gives up if its put began a grace
 * or more before, as it did if its object is older than the cutoff. The objects are listed and removed after the
 * lock is released, so the store's slowness never holds a database connection.
 */
export async function sweepUnrecordedImages(db: Db, storage: ImageStorage, now = new Date()): Promise<string[]> {
  const storedBefore = new Date(now.getTime() - storage.unrecordedGraceMs);
  const recorded = await db.transaction(async (tx) => {
    await tx.query('LOCK TABLE complaint_images IN SHARE MODE');
    const { rows } = await tx.query<{ image_key: string }>('SELECT image_key FROM complaint_images');
    return new Set(rows.map((row) => row.image_key));
  });
  return storage.sweep(recorded, storedBefore);
}

/** An image the borrower uploaded, with its true type; null for anyone else's or none. */
export async function readImage(db: Queryable, storage: ImageStorage, borrower: Borrower, key: string): Promise<{ bytes: Buffer; contentType: ImageType } | null> {
  const { rows } = await db.query<{ content_type: ImageType }>('SELECT content_type FROM complaint_images WHERE image_key = $1 AND borrower_id = $2', [key, borrower.id]);
  const row = rows[0];
  if (!row) return null;
  const bytes = await storage.get(key);
  return bytes ? { bytes, contentType: row.content_type } : null;
}

// ---- Complaints ----

export interface ComplaintInput {
  problemType: string;
  problemSonType?: string | undefined;
  problemDetail: string;
  problemImage?: string | undefined;
  orderNo: string;
  idempotencyKey: string;
}

function problemNotFound(): CallFailure {
  return new CallFailure(complaintCodes.problemNotFound, message('complaint.server.problemNotFound'));
}

/**
 * The idempotency records' call keys (idempotency_records.call_key) of the save and the rating keep the names they were
 * stored under before the call schemas moved from schemas/api/user-problem to complaints (issue 24), so a retry sent
 * across the rename still finds its record.
 */
export const complaintCallKeys = { save: 'user-problem/problem-save', score: 'user-problem/save-score' } as const;

/** Files a complaint (idempotent by key); answers its id. Every rule is checked in the save's transaction. */
export async function saveComplaint(db: Db, borrower: Borrower, input: ComplaintInput): Promise<string> {
  const sonType = input.problemSonType ?? '';
  const images = input.problemImage ? input.problemImage.split(',') : [];
  const request = { problemType: input.problemType, problemSonType: sonType, problemDetail: input.problemDetail, problemImage: images.join(','), orderNo: input.orderNo };
  return once(db, { borrowerId: borrower.id, callKey: complaintCallKeys.save, key: input.idempotencyKey, request }, async (tx) => {
    const { rows: orders } = await tx.query<{ order_status: number }>('SELECT order_status FROM loan_orders WHERE order_id = $1 AND borrower_id = $2', [input.orderNo, borrower.id]);
    const order = orders[0];
    if (!order) throw orderNotFound();
    const { types, sonTypes } = await problemTypes(tx);
    const typeKnown = types.some((type) => type.value === input.problemType);
    const isCollection = input.problemType === collectionType;
    const sonKnown = isCollection ? sonTypes.some((son) => son.value === sonType) : sonType === '';
    if (!typeKnown || !sonKnown) throw new CallFailure(complaintCodes.typeNotFound, message('complaint.server.typeNotFound'));
    if (isCollection && !collectionStatuses.has(order.order_status)) throw new CallFailure(complaintCodes.collectionNotSupported, message('complaint.collectionNotSupported'));
    if (input.problemDetail.trim() === '') throw new CallFailure(complaintCodes.detailEmpty, message('complaint.detailEmpty'));
    const keys = images.map((url) => url.slice(imagePathPrefix.length));
    if (new Set(keys).size !== keys.length || keys.length > complaintLimits.images) throw new CallFailure(complaintCodes.imageNotFound, message('complaint.server.imageNotFound'));
    if (keys.length > 0) {
      const { rows: owned } = await tx.query<{ n: number }>('SELECT count(*)::integer AS n FROM complaint_images WHERE borrower_id = $1 AND image_key = ANY($2::text[])', [borrower.id, keys]);
      if (owned[0]?.n !== keys.length) throw new CallFailure(complaintCodes.imageNotFound, message('complaint.server.imageNotFound'));
    }
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO complaints (borrower_id, order_no, problem_type, problem_son_type, detail, images) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
      [borrower.id, input.orderNo, input.problemType, sonType, input.problemDetail, JSON.stringify(images)],
    );
    return rows[0]!.id;
  });
}

interface ComplaintRow {
  id: string;
  problem_type: string;
  problem_son_type: string;
  detail: string;
  images: string[];
  dispose_detail: string;
  dispose_images: string[];
  answered: boolean;
  score: number | null;
  time: string;
}

const complaintColumns = `id::text AS id, problem_type, problem_son_type, detail, images, dispose_detail, dispose_images,
  answered_at IS NOT NULL AS answered, score, to_char(created_at AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD HH24:MI') AS time`;

function titleOf(options: Option[], value: string): string {
  return options.find((option) => option.value === value)?.title ?? value;
}

export interface ComplaintCard {
  id: string;
  time: string;
  type: string;
  content: string;
}

export async function complaintTabs(db: Queryable, borrower: Borrower): Promise<{ title: string; list: ComplaintCard[] }[]> {
  const { types } = await problemTypes(db);
  const { rows } = await db.query<ComplaintRow>(`SELECT ${complaintColumns} FROM complaints WHERE borrower_id = $1 ORDER BY created_at DESC, id DESC`, [borrower.id]);
  const card = (row: ComplaintRow): ComplaintCard => ({ id: row.id, time: row.time, type: titleOf(types, row.problem_type) || row.problem_type, content: row.detail });
  return [
    { title: message('complaint.tab.all'), list: rows.map(card) },
    { title: message('complaint.tab.processing'), list: rows.filter((row) => !row.answered).map(card) },
    { title: message('complaint.tab.processed'), list: rows.filter((row) => row.answered).map(card) },
  ];
}

async function ownComplaint(db: Queryable, borrower: Borrower, problemId: string): Promise<ComplaintRow> {
  const { rows } = await db.query<ComplaintRow>(`SELECT ${complaintColumns} FROM complaints WHERE id = $1::bigint AND borrower_id = $2`, [problemId, borrower.id]);
  const row = rows[0];
  if (!row) throw problemNotFound();
  return row;
}

export async function complaintDetail(db: Queryable, borrower: Borrower, problemId: string) {
  const row = await ownComplaint(db, borrower, problemId);
  const { types, sonTypes } = await problemTypes(db);
  return {
    type: titleOf(types, row.problem_type),
    sonType: row.problem_son_type === '' ? '' : titleOf(sonTypes, row.problem_son_type),
    problemId: row.id,
    content: row.detail,
    images: row.images,
    disposeDetail: row.dispose_detail,
    disposeImages: row.dispose_images,
    isNeedScore: row.answered && row.score === null ? (1 as const) : (0 as const),
  };
}

/** Stores the rating; a replay of its idempotency key answers as the first did, not 'already scored'. */
export async function scoreComplaint(db: Db, borrower: Borrower, problemId: string, score: number, idempotencyKey?: string): Promise<null> {
  return once(db, { borrowerId: borrower.id, callKey: complaintCallKeys.score, key: idempotencyKey, request: { problemId, score } }, async (tx) => {
    const row = await ownComplaint(tx, borrower, problemId);
    if (!row.answered) throw new CallFailure(complaintCodes.notAnswered, message('complaint.server.notAnswered'));
    const { rows } = await tx.query('UPDATE complaints SET score = $3, scored_at = now() WHERE id = $1::bigint AND borrower_id = $2 AND score IS NULL RETURNING 1', [problemId, borrower.id, score]);
    if (rows.length === 0) throw new CallFailure(complaintCodes.alreadyScored, message('complaint.server.alreadyScored'));
    return null;
  });
}

/** Customer service's answer (demo: POST /dev/complaints/<id>/answer). Answers false for no such complaint. */
export async function answerComplaint(db: Queryable, problemId: string, text: string, images: string[]): Promise<boolean> {
  const { rows } = await db.query('UPDATE complaints SET dispose_detail = $2, dispose_images = $3, answered_at = now() WHERE id = $1::bigint RETURNING 1', [problemId, text, JSON.stringify(images)]);
  return rows.length > 0;
}
