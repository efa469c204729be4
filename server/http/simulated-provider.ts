import type { FastifyInstance, FastifyReply } from 'fastify';
import { message } from '../../core/messages.ts';
import routeTable from '../../schemas/routes.json' with { type: 'json' };
import type { Db } from '../db/database.ts';
import { displayMoney, findAttempt, settleAttempt, type Attempt } from '../domain/repayment.ts';
import type { PaymentProvider } from '../domain/payments.ts';
import { sessionParams } from '../domain/borrowers.ts';
import { sessionQuery } from './demo-links.ts';

// The simulated payment provider: where generate-vcode's and repayment-gateway's payUrl lead outside production
// (DESIGN.md Server). Registered with the other /dev routes, so in production it does not exist. A plain page under
// the strict CSP: no script and no style, two forms that post back here. Paying settles the attempt (the order is
// repaid, or extended) and goes back to the order's loan details page.

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** The order's loan details page with the session the attempt was started from, built here and never logged. */
async function loanDetailsUrl(db: Db, attempt: Attempt): Promise<string> {
  const session = await sessionParams(db, attempt.sessionId, attempt.borrowerId);
  const query = new URLSearchParams({ productId: attempt.productId, orderId: attempt.orderId });
  const sessionPart = sessionQuery(session);
  return `${routeTable.basePath}${routeTable.routes.loanDetailUrl.path}?${query}${sessionPart ? `&${sessionPart}` : ''}`;
}

function notFound(reply: FastifyReply) {
  return reply.code(404).type('text/html; charset=utf-8').send(page(message('simulatedPay.title'), `<p>${escapeHtml(message('simulatedPay.notFound'))}</p>`));
}

/** The provider whose page is /dev/simulated-pay, on this server's own origin. */
export const simulatedProvider: PaymentProvider = {
  pageUrl: (attemptId) => `/dev/simulated-pay?attempt=${encodeURIComponent(attemptId)}`,
};

export function registerSimulatedProvider(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: { attempt?: string } }>('/dev/simulated-pay', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const id = typeof request.query.attempt === 'string' ? request.query.attempt : '';
    const attempt = await findAttempt(db, id);
    if (!attempt) return notFound(reply);
    const rows = [
      [message('simulatedPay.order'), attempt.orderId],
      [message('simulatedPay.channel'), attempt.channelName],
      [message('simulatedPay.amount'), displayMoney(attempt.amount)],
      ['', attempt.isDelay ? message('simulatedPay.kindExtension') : message('simulatedPay.kindRepayment')],
    ]
      .map(([label, value]) => (label ? `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value ?? '')}</dd>` : `<dt>${escapeHtml(value ?? '')}</dt>`))
      .join('');
    const actions =
      attempt.status === 'pending'
        ? `<form method="post" action="/dev/simulated-pay/${attempt.publicId}/pay"><button type="submit">${escapeHtml(message('simulatedPay.pay'))}</button></form>
<form method="post" action="/dev/simulated-pay/${attempt.publicId}/cancel"><button type="submit">${escapeHtml(message('simulatedPay.cancel'))}</button></form>`
        : `<p>${escapeHtml(message('simulatedPay.done', { status: attempt.status }))}</p><p><a href="${escapeHtml(await loanDetailsUrl(db, attempt))}">${escapeHtml(message('simulatedPay.back'))}</a></p>`;
    return reply.type('text/html; charset=utf-8').send(page(message('simulatedPay.title'), `<p>${escapeHtml(message('simulatedPay.note'))}</p><dl>${rows}</dl>${actions}`));
  });

  for (const verdict of ['pay', 'cancel'] as const) {
    app.post<{ Params: { id: string } }>(`/dev/simulated-pay/:id/${verdict}`, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const attempt = await settleAttempt(db, request.params.id, verdict === 'pay' ? 'paid' : 'cancelled');
      if (!attempt) return notFound(reply);
      return reply.redirect(await loanDetailsUrl(db, attempt), 303);
    });
  }
}
