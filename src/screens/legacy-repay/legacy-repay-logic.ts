import { sameCode } from '../../../core/codes.ts';
import type { MessageKey } from '../../../core/messages.ts';

/** SPEC.md section 9: the legacy code length. */
export const legacyCodeLength = 6;

const moneyPattern = /^(0|[1-9][0-9]{0,8})\.[0-9]{2}$/;

/** The page's amount query, as the contract's money ('5755.00'); undefined when missing or malformed. */
export function readAmount(search: string): string | undefined {
  const amount = new URLSearchParams(search).get('amount');
  return amount !== null && moneyPattern.test(amount) ? amount : undefined;
}

/** The legacy page's user id (its query's userId), which repayment-gateway sends (SPEC.md section 7); digits only. */
export function readUserId(search: string): string | undefined {
  const userId = new URLSearchParams(search).get('userId');
  return userId !== null && /^[0-9]{1,18}$/.test(userId) ? userId : undefined;
}

/** What the borrower may type as the code: digits only, at most 6. */
export function cleanCode(typed: string): string {
  return typed.replace(/\D+/g, '').slice(0, legacyCodeLength);
}

/** Why a code cannot be sent yet, or undefined when it can. */
export function codeProblem(code: string): MessageKey | undefined {
  return /^[0-9]{6}$/.test(code) ? undefined : 'legacyRepay.codeTooShort';
}

export type ConfirmOutcome =
  { kind: 'done' } | { kind: 'wrongCode'; text: string } | { kind: 'twice'; text: string } | { kind: 'other'; text: string };

/**
 * What a confirm answer means (SPEC.md section 8): 800006 a wrong code, 800005 'do not submit payment twice'. The
 * server's message is shown when it sent one; the catalog's otherwise.
 */
export function confirmOutcome(
  answer: { success: boolean; code: string | number | undefined; message: string },
  catalog: (key: MessageKey) => string,
): ConfirmOutcome {
  if (answer.success) return { kind: 'done' };
  if (sameCode(answer.code, 800006)) return { kind: 'wrongCode', text: answer.message || catalog('legacyRepay.wrongCode') };
  if (sameCode(answer.code, 800005)) return { kind: 'twice', text: answer.message || catalog('legacyRepay.submittedTwice') };
  return { kind: 'other', text: answer.message || catalog('error.server') };
}
