// The fault matrix's pieces (issue 17 part 1): the calls of schemas/api, the ways a call can fail on the wire, and
// what a borrower may read when one does. Everything is derived from schemas/, so a call added later is covered.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request, Route } from '@playwright/test';
import catalog from '../../schemas/messages/en.json' with { type: 'json' };

export interface CallSpec {
  /** group/name, as under schemas/api and generated/validators/api. */
  name: string;
  method: string;
  path: string;
  /** The top-level properties the response schema requires, where a wrong type hurts most. */
  required: string[];
  /** What a success answer is, when not the JSON envelope (the captcha is a picture). */
  contentType?: string;
  /** The envelope code of a success answer. */
  successCode: string | number;
  /** x-call.onFailure 'bundled': the answer only picks which copy of the page to draw (publishing/published-version). */
  failsToBundled?: boolean;
}

const apiDir = path.resolve(import.meta.dirname, '../../schemas/api');

/** Every call schema of schemas/api (a file with an "x-call"). */
export const apiCalls: CallSpec[] = readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => {
    const schema = JSON.parse(readFileSync(path.join(apiDir, file), 'utf8')) as {
      'x-call'?: { method: string; path: string; contentType?: string; successCode: string | number; onFailure?: string };
      properties?: { response?: { required?: string[] } };
    };
    const call = schema['x-call'];
    if (!call) return [];
    const name = file.replace(/\.json$/, '').split(path.sep).join('/');
    return [{ name, method: call.method, path: call.path, required: schema.properties?.response?.required ?? [], successCode: call.successCode, ...(call.contentType ? { contentType: call.contentType } : {}), ...(call.onFailure === 'bundled' ? { failsToBundled: true } : {}) }];
  });

/** The call a request is, by its method and path; undefined when schemas/api has none. */
export function callOf(request: Request): CallSpec | undefined {
  const { pathname } = new URL(request.url());
  return apiCalls.find((call) => call.path === pathname && call.method === request.method());
}

/** The response validator `npm run gen` precompiled from the call's schema: the client's own check. */
async function responseValidator(call: CallSpec): Promise<(data: unknown) => boolean> {
  const module = (await import(`../../generated/validators/api/${call.name}.js`)) as { validateResponse: (data: unknown) => boolean };
  return module.validateResponse;
}

const wrongValues: unknown[] = [12345, 'not-what-was-asked', { unexpected: true }, ['unexpected'], true, null];

/**
 * The data of a real answer with one field of the wrong type (a required one where there is any), checked to break
 * the call's response schema; the whole data replaced when no single field does.
 */
export async function breakData(call: CallSpec, data: unknown): Promise<unknown> {
  const validate = await responseValidator(call);
  if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
    const record = data as Record<string, unknown>;
    const fields = [...new Set([...call.required, ...Object.keys(record)])];
    for (const field of fields) {
      for (const wrong of wrongValues) {
        const broken = { ...record, [field]: wrong };
        if (!validate(broken)) return broken;
      }
    }
  }
  const whole = wrongValues.find((wrong) => !validate(wrong));
  if (whole === undefined) throw new Error(`${call.name}: no mutation breaks its response schema`);
  return whole;
}

/** Whether any answer can break the call's response schema: one that accepts any data has no schema-violating fault. */
export async function schemaCanBreak(call: CallSpec): Promise<boolean> {
  if (call.contentType) return true;
  return breakData(call, {}).then(() => true, () => false);
}

export type FaultName = 'timeout' | 'offline' | 'reset' | '500' | '502' | '503' | 'truncated JSON' | 'schema-violating JSON';

export interface Fault {
  name: FaultName;
  /** The console line the browser itself writes for this failure (never the page's), if any. */
  browserLine?: (call: CallSpec) => (text: string) => boolean;
}

const failedLoad = (error: string) => () => (text: string) => text === `Failed to load resource: net::${error}`;
const failedStatus = (status: number) => () => (text: string) => text.startsWith(`Failed to load resource: the server responded with a status of ${status} `);

export const faults: Fault[] = [
  // The request is held until the client's own time limit passes on the page's installed clock, then dropped as a
  // real timeout would be.
  { name: 'timeout', browserLine: failedLoad('ERR_TIMED_OUT') },
  { name: 'offline', browserLine: failedLoad('ERR_INTERNET_DISCONNECTED') },
  { name: 'reset', browserLine: failedLoad('ERR_CONNECTION_RESET') },
  { name: '500', browserLine: failedStatus(500) },
  { name: '502', browserLine: failedStatus(502) },
  { name: '503', browserLine: failedStatus(503) },
  { name: 'truncated JSON' },
  // The api client tells developers which call's data broke its schema (path only, never the session): that line is
  // the page's own, expected for this fault alone.
  { name: 'schema-violating JSON', browserLine: (call) => (text) => text.startsWith(`[api] ${call.method} ${call.path}: the data breaks its schema`) },
];

/**
 * The body of a success answer to build a broken one from: the server's real answer, or (for a submit, whose effect
 * must not happen before the retry that is meant to make it) a success envelope with no data made up here.
 */
async function answerBody(call: CallSpec, route: Route, reachServer: boolean): Promise<string> {
  if (reachServer) return (await route.fetch()).text();
  return JSON.stringify({ code: call.successCode, message: 'success', data: {} });
}

/**
 * Answers a request with the fault. A timeout's route is returned held: the caller drops it once the page has
 * given up on it. Without reachServer, the request never reaches the server.
 */
export async function inject(fault: FaultName, call: CallSpec, route: Route, { reachServer = true } = {}): Promise<Route | undefined> {
  switch (fault) {
    case 'timeout':
      return route;
    case 'offline':
      await route.abort('internetdisconnected');
      return undefined;
    case 'reset':
      await route.abort('connectionreset');
      return undefined;
    case '500':
    case '502':
    case '503':
      // An upstream's error page, as a balancer answers: not the API's envelope.
      await route.fulfill({ status: Number(fault), contentType: 'text/html', body: `<html><body><h1>${fault}</h1></body></html>` });
      return undefined;
    case 'truncated JSON': {
      const body = await answerBody(call, route, reachServer);
      await route.fulfill({ status: 200, contentType: call.contentType ?? 'application/json', body: body.slice(0, Math.floor(body.length / 2)) });
      return undefined;
    }
    case 'schema-violating JSON': {
      if (call.contentType) {
        // A picture's slot answered with an envelope: what a picture call's error looks like on the wire.
        await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: '0', message: 'success', data: { unexpected: true } }) });
        return undefined;
      }
      const answer = JSON.parse(await answerBody(call, route, reachServer)) as { data?: unknown };
      const broken = { ...answer, data: await breakData(call, answer.data) };
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(broken) });
      return undefined;
    }
  }
}

const catalogTexts = Object.values(catalog as Record<string, string>)
  .filter((text) => !text.includes('{'))
  .sort((a, b) => b.length - a.length);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The catalog's texts with placeholders ('Image {index}: {reason}'), as patterns whose placeholders match anything:
 * those with too few words of their own to tell a catalog line from a raw one are left out.
 */
const catalogTemplates = Object.values(catalog as Record<string, string>)
  .filter((text) => text.includes('{') && text.replace(/\{[^}]*\}/g, '').replace(/\W/g, '').length >= 4)
  .map((text) => new RegExp(text.split(/\{[^}]*\}/).map(escapeRegExp).join('(.+?)').replace(/\(\.\+\?\)$/, '(.+)'), 'g'));

/** What is left of a text once every catalog text is taken out of it: empty when it is all the catalog's words. */
export function notFromCatalog(text: string): string {
  // A filled template leaves what was put in it, still to be read as the rest is; a number put in is no raw error.
  let rest = catalogTemplates.reduce((line, pattern) => line.replace(pattern, (...match) => ` ${(match.slice(1, -2) as string[]).filter((value) => !/^\d+$/.test(value.trim())).join(' ')} `), text);
  for (const known of catalogTexts) rest = rest.split(known).join(' ');
  return rest.replace(/\s+/g, ' ').trim();
}

/** Drops the console lines that match, in place; returns how many. */
export function dropLines(lines: string[], expected: (text: string) => boolean): number {
  const kept = lines.filter((line) => !expected(line));
  const dropped = lines.length - kept.length;
  lines.splice(0, lines.length, ...kept);
  return dropped;
}
