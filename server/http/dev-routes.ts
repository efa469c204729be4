import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { buildDemoList } from './demo-links.ts';
import { demoLogoSvg } from './demo-logos.ts';
import { captchaAnswer } from '../domain/promotion.ts';
import { readOutbox } from '../sms/outbox-sender.ts';
import { registerSimulatedProvider } from './simulated-provider.ts';
import { registerComplaintAnswer } from './complaint-answer.ts';
import { registerContract } from './contract.ts';
import { registerPlayground, type PlaygroundOptions } from './playground-routes.ts';

// Demo helpers for people trying the product locally. app.ts registers them only in demo mode outside
// production, so in production every /dev/* path is simply not found.
export function registerDevRoutes(app: FastifyInstance, db: Db, playground: PlaygroundOptions): void {
  // The simulated payment provider page (generate-vcode's payUrl).
  registerSimulatedProvider(app, db);
  // Customer service's answer to a complaint (POST /dev/complaints/<problemId>/answer).
  registerComplaintAnswer(app, db);
  // The OpenAPI document of every call and its reference page (/dev/contract, /dev/contract.json).
  registerContract(app);
  // The schema playground: forms, screens and bank-binding items edited with live phone previews (/dev/playground).
  registerPlayground(app, db, playground);

  app.get<{ Params: { slug: string } }>('/dev/logos/:slug.svg', async (request, reply) => {
    const svg = demoLogoSvg(request.params.slug);
    if (!svg) return reply.code(404).send({ code: 'NOT_FOUND', message: 'No such logo.' });
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });

  app.get('/dev/demo', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return buildDemoList();
  });

  // The SMS codes the local sender "sent", newest first (?phone= for one number): the promotion funnel's
  // codes, for people and browser tests, since no SMS leaves the machine outside production.
  app.get<{ Querystring: { phone?: string } }>('/dev/outbox', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const phone = typeof request.query.phone === 'string' && request.query.phone !== '' ? request.query.phone : undefined;
    return { messages: await readOutbox(db, phone === undefined ? {} : { phone }) };
  });

  // The answer of a sid's current captcha image, so browser tests can get past it.
  app.get<{ Querystring: { sid?: string } }>('/dev/captcha-answer', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const sid = typeof request.query.sid === 'string' ? request.query.sid : '';
    return { answer: sid === '' ? null : await captchaAnswer(db, sid) };
  });
}
