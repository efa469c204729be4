import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { findBorrowerBySession } from '../domain/borrowers.ts';
import { imagePathPrefix, readImage } from '../domain/complaints.ts';
import type { ImageStorage } from '../domain/image-storage.ts';
import { failure, failureMessages } from './envelope.ts';

// The complaint images borrowers uploaded (upload-problem-img's data.url), served only to the borrower who uploaded
// them. An <img src> cannot send headers, so the session rides in the query as on every call: the stored URL has
// none, and the page appends its own session query (sessionId) when it shows one. Anyone else, no session or a
// wrong one, gets the same 404 as a key that does not exist: nothing says that an image exists. The content type is
// the one the file's first bytes gave at upload, with nosniff, and only the browser may keep a copy (private).

export function registerProblemImages(app: FastifyInstance, db: Db, storage: ImageStorage): void {
  app.get<{ Params: { key: string } }>(`${imagePathPrefix}:key`, async (request, reply) => {
    const query = request.query as Record<string, unknown> | undefined;
    const sessionId = typeof query?.sessionId === 'string' ? query.sessionId : '';
    const notFound = () => reply.code(404).header('cache-control', 'no-store').send(failure('NOT_FOUND', failureMessages.notFound));
    // A key is '<32 hex>.<ext>', and a session id is short: anything else is not looked up.
    if (!/^[0-9a-f]{32}\.(jpg|png|webp)$/.test(request.params.key) || sessionId === '' || sessionId.length > 200) return notFound();
    const borrower = await findBorrowerBySession(db, sessionId);
    if (!borrower) return notFound();
    const image = await readImage(db, storage, borrower, request.params.key);
    if (!image) return notFound();
    return reply
      .type(image.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', 'inline')
      .send(image.bytes);
  });
}
