import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Ajv } from 'ajv';
import type { FastifyInstance, FastifyReply } from 'fastify';
import cardInitSchema from '../../schemas/api/bank-binding/card-init.json' with { type: 'json' };
import { checkCardInitConfig } from '../../core/card-init/card-init-adapter.ts';
import type { CardInitData } from '../../core/card-init/card-init-types.ts';
import type { Db } from '../db/database.ts';
import { configuredProducts, replaceCardInit, savedCardInit } from '../domain/bank-binding.ts';
import { failure } from './envelope.ts';
import type { Fields } from './form-parser.ts';

// The schema playground's server half (demo mode only, registered with the other /dev routes): its page, the forms
// and screen descriptors it edits, read from and written back to the schemas folder, and the bank-binding
// configuration of a product, which the real bank-binding page reads on its next load. Only files under
// schemas/forms and schemas/screens can be read or written, named by a path that this module's pattern admits
// (no '..', no other folder, no new file): the playground is a way to edit those JSON files, never a way to reach
// the disk.

export interface PlaygroundOptions {
  /** The built web app (playground.html). */
  distDir: string;
  /** The schemas folder the playground reads and saves into; tests point it at a copy. */
  schemasRoot: string;
}

export const defaultSchemasRoot = path.resolve(import.meta.dirname, '../../schemas');

/** forms/<name>/schema.json, forms/<name>/ui-schema.json, screens/<name>.json: the files product staff edit. */
const editablePath = /^(forms\/[a-z0-9][a-z0-9-]*\/(schema|ui-schema)\.json|screens\/[a-z0-9][a-z0-9-]*\.json)$/;

export function isEditablePath(rel: unknown): rel is string {
  return typeof rel === 'string' && editablePath.test(rel) && !rel.split('/').includes('..');
}

/** The checks that hold a saved file: the UI names them after a save. */
export const checkCommands = ['npm run check:compat', 'npm test'];

const cardInitResponse = { ...cardInitSchema.properties.response, definitions: cardInitSchema.definitions };
// The call's own response schema: what the card-init call will answer with is what was accepted here.
const validateCardInit = new Ajv({ strict: false, allErrors: true }).compile<CardInitData>(cardInitResponse);

async function editableFiles(root: string): Promise<string[]> {
  const names = async (dir: string) => readdir(path.join(root, dir)).catch(() => [] as string[]);
  const forms = (await Promise.all((await names('forms')).map(async (form) => (await names(`forms/${form}`)).map((file) => `forms/${form}/${file}`)))).flat();
  const screens = (await names('screens')).map((file) => `screens/${file}`);
  return [...forms, ...screens].filter(isEditablePath).sort();
}

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send(failure(status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message));
}

function parseJson(text: unknown): { json: unknown } | { error: string } {
  if (typeof text !== 'string') return { error: 'text: the file, as JSON text' };
  try {
    return { json: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: `not valid JSON: ${(error as Error).message}` };
  }
}

export function registerPlayground(app: FastifyInstance, db: Db, { distDir, schemasRoot }: PlaygroundOptions): void {
  app.get('/dev/playground', async (_request, reply) => {
    const built = await stat(path.join(distDir, 'playground.html')).then((info) => info.isFile(), () => false);
    reply.header('cache-control', 'no-cache');
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send('The playground has not been built yet. Run `npm run build`, then reload this page.\n');
    return reply.sendFile('playground.html', distDir, { cacheControl: false });
  });

  app.get('/dev/playground/files', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { files: await editableFiles(schemasRoot), bankBindingProducts: await configuredProducts(db), checkCommands };
  });

  app.get<{ Querystring: { path?: string } }>('/dev/playground/file', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const rel = request.query.path;
    if (!isEditablePath(rel)) return refuse(reply, 400, 'path: a file under schemas/forms or schemas/screens');
    const text = await readFile(path.join(schemasRoot, rel), 'utf8').catch(() => undefined);
    if (text === undefined) return refuse(reply, 404, `No file schemas/${rel}.`);
    return reply.type('application/json; charset=utf-8').send(text);
  });

  app.post('/dev/playground/file', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = (request.body ?? {}) as Fields;
    const rel = body.path;
    if (!isEditablePath(rel)) return refuse(reply, 400, 'path: a file under schemas/forms or schemas/screens');
    const target = path.join(schemasRoot, rel);
    // Only files that exist: a new form or screen needs code to show it, which the playground cannot write.
    if (!(await stat(target).then((info) => info.isFile(), () => false))) return refuse(reply, 404, `No file schemas/${rel}.`);
    const parsed = parseJson(body.text);
    if ('error' in parsed) return refuse(reply, 400, parsed.error);
    await writeFile(target, body.text as string);
    return { saved: `schemas/${rel}`, checkCommands };
  });

  app.get<{ Querystring: { productId?: string } }>('/dev/playground/bank-binding', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const cardInit = await savedCardInit(db, String(request.query.productId ?? ''));
    if (cardInit === undefined) return refuse(reply, 404, 'No bank-binding configuration for this product.');
    return cardInit;
  });

  app.post('/dev/playground/bank-binding', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = (request.body ?? {}) as Fields;
    const parsed = parseJson(body.text);
    if ('error' in parsed) return refuse(reply, 400, parsed.error);
    if (!validateCardInit(parsed.json)) {
      const first = validateCardInit.errors?.[0];
      return refuse(reply, 400, `breaks bank-binding/card-init.json (response) at ${first?.instancePath || '/'}: ${first?.message ?? 'invalid'}`);
    }
    const adapterErrors = checkCardInitConfig(parsed.json);
    if (adapterErrors.length > 0) return refuse(reply, 400, `/items/${adapterErrors[0]!.index}: ${adapterErrors[0]!.message}`);
    if (!(await replaceCardInit(db, String(body.productId ?? ''), parsed.json))) return refuse(reply, 404, 'No bank-binding configuration for this product.');
    return { saved: `bank_binding_config ${String(body.productId)}` };
  });
}
