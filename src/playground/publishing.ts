import { readStaffAnswer, type StaffResult } from '../../core/publishing/staff-answer.ts';
import { formNameOf, kindOf, partnerOf } from './documents.ts';

export type { StaffResult };

// The playground's half of publishing (issue 26): what it sends to the reference server's staff endpoints
// (server/publishing/staff-routes.ts, under /staff/publishing, decision 014) and how it reads their answers. The staff
// credential is a bearer token that staff type in; it lives in the page's memory only, never in web storage, because
// it publishes to every borrower (and web storage holds only the entries schemas/storage declares).

export const staffBasePath = '/staff/publishing';

/** The document id the server names the edited file by: forms/<name> (both halves), screens/<name>, bank-binding/<id>. */
export function publishIdOf(docId: string): string | undefined {
  const kind = kindOf(docId);
  if (kind === 'bank-binding') return docId;
  if (kind === 'screen') return /^screens\/[^/]+\.json$/.test(docId) ? docId.replace(/\.json$/, '') : undefined;
  const name = formNameOf(docId);
  return name === undefined ? undefined : `forms/${name}`;
}

/**
 * What is published for the edited file: a form goes out as its {schema, uiSchema} pair (the two must agree), the
 * other documents as they are. A text that does not parse is named, so that nothing half-edited is sent.
 */
export function publishDocumentOf(docId: string, texts: Record<string, string | undefined>): { document: unknown } | { unparsed: string } {
  const parse = (id: string): { json: unknown } | { unparsed: string } => {
    try {
      return { json: JSON.parse(texts[id] ?? '') as unknown };
    } catch {
      return { unparsed: id };
    }
  };
  const kind = kindOf(docId);
  if (kind === 'form-schema' || kind === 'form-ui') {
    const schemaId = kind === 'form-schema' ? docId : partnerOf(docId)!;
    const schema = parse(schemaId);
    const uiSchema = parse(partnerOf(schemaId)!);
    if ('unparsed' in schema) return schema;
    if ('unparsed' in uiSchema) return uiSchema;
    return { document: { schema: schema.json, uiSchema: uiSchema.json } };
  }
  const parsed = parse(docId);
  return 'unparsed' in parsed ? parsed : { document: parsed.json };
}

export type StaffAction = 'versions' | 'rollout' | 'rollback';

export async function callStaff(action: StaffAction, token: string, payload: Record<string, unknown>): Promise<StaffResult> {
  let response: Response;
  try {
    response = await fetch(`${staffBasePath}/${action}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch (error) {
    return { ok: false, status: 0, message: (error as Error).message, lines: [] };
  }
  return readStaffAnswer(response);
}
