import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { answerComplaint, complaintLimits } from '../domain/complaints.ts';
import { failure } from './envelope.ts';
import type { Fields } from './form-parser.ts';

// Demo only (registered with the /dev routes): customer service's answer to a complaint, so that the detail's
// 'Process Result' and the rating can be tried end to end without a back office.
//
//   curl -X POST 'http://127.0.0.1:8080/dev/complaints/900002/answer' \
//     --data-urlencode 'text=We have checked your order.' --data-urlencode 'images=/dev/logos/pesoflash.svg'
//
// text: 1 to 500 characters, line breaks (LF) allowed; images: optional, comma-joined, at most 9, each a
// root-relative path or an https URL. Answering again replaces the answer; a rating already given stays.

// eslint-disable-next-line no-control-regex
const controlButLf = /[\u0000-\u0009\u000b-\u001f\u007f]/;
const imageUrl = /^(\/[A-Za-z0-9/_.-]{1,300}|https:\/\/[^\s,]{1,500})$/;

export function registerComplaintAnswer(app: FastifyInstance, db: Db): void {
  app.post<{ Params: { problemId: string } }>('/dev/complaints/:problemId/answer', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = (request.body ?? {}) as Fields;
    const text = body.text;
    const images = body.images ?? '';
    if (!/^[0-9]{1,12}$/.test(request.params.problemId)) return reply.code(404).send(failure('NOT_FOUND', 'No such complaint.'));
    if (typeof text !== 'string' || text.trim() === '' || text.length > 500 || controlButLf.test(text)) {
      return reply.code(400).send(failure('BAD_REQUEST', 'text: 1 to 500 characters, no control characters but line breaks'));
    }
    const list = typeof images === 'string' && images !== '' ? images.split(',') : [];
    if (typeof images !== 'string' || list.length > complaintLimits.images || !list.every((url) => imageUrl.test(url))) {
      return reply.code(400).send(failure('BAD_REQUEST', 'images: at most 9 comma-joined root-relative paths or https URLs'));
    }
    if (!(await answerComplaint(db, request.params.problemId, text, list))) return reply.code(404).send(failure('NOT_FOUND', 'No such complaint.'));
    return { code: '00', message: 'success', data: { problemId: request.params.problemId } };
  });
}
