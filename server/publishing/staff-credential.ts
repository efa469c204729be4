import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

// The staff credential for publishing (issue 26): STAFF_TOKEN from the environment (server/config.ts), sent as
// "Authorization: Bearer <token>". Never a borrower's session. Demo mode outside production uses demoStaffToken when
// STAFF_TOKEN is not set, and the demo list shows it; production has no default, so without STAFF_TOKEN every staff
// endpoint refuses.

export const demoStaffToken = 'demo-staff';
/** Where the staff endpoints live (staff-routes.ts). */
export const staffBasePath = '/staff/publishing';
/** Who acts, as the staff member names themselves; the audit log keeps it beside the credential's label. */
export const staffNameHeader = 'x-staff-name';

export interface StaffCredential {
  token: string;
  /** What the audit log calls this credential: never the token itself. */
  label: string;
}

/** The credential in force: STAFF_TOKEN when set, the demo one in demo mode outside production, else none. */
export function staffCredential({ staffToken, demo, production }: { staffToken?: string | undefined; demo: boolean; production: boolean }): StaffCredential | null {
  if (staffToken !== undefined && staffToken !== '') return { token: staffToken, label: 'STAFF_TOKEN' };
  if (demo && !production) return { token: demoStaffToken, label: 'demo-staff' };
  return null;
}

/** Compares digests, so that neither the time taken nor the lengths tell anything about the token. */
export function tokenMatches(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export type StaffCheck = { ok: true; actor: string; credential: string } | { ok: false; status: 401 | 403; reason: 'off' | 'missing' | 'wrong' };

/** Whether the request carries the staff credential, and who it says acts. */
export function checkStaff(request: FastifyRequest, credential: StaffCredential | null): StaffCheck {
  if (!credential) return { ok: false, status: 403, reason: 'off' };
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) return { ok: false, status: 401, reason: 'missing' };
  if (!tokenMatches(match[1], credential.token)) return { ok: false, status: 401, reason: 'wrong' };
  const named = request.headers[staffNameHeader];
  // A name is what a person typed: printable, short, or the credential's label stands in.
  const actor = typeof named === 'string' && /^[\p{L}\p{N} .@_'-]{1,64}$/u.test(named.trim()) ? named.trim() : credential.label;
  return { ok: true, actor, credential: credential.label };
}
