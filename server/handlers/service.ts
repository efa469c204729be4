import { message } from '../../core/messages.ts';
import { CallFailure } from '../domain/call-failure.ts';
import type { EventSave } from '../../generated/types/api/service/event-save.ts';
import type { JointLoginFailure } from '../../generated/types/api/service/joint-login-failure.ts';
import { recordEvent } from '../domain/borrower-events.ts';
import { jointLoginFailureOf } from '../domain/joint-login-failure.ts';
import { borrowerOf, defineHandler, type HandlerGroup } from './types.ts';

// /diving/service answers '00' on success; a business failure carries its own code and a message the
// client shows as is (SPEC.md section 8).
export const noUnionErrorCode = '01';

export const handlers: HandlerGroup = {
  'service/event-save': defineHandler<EventSave>(async (context) => {
    const borrower = borrowerOf(context);
    const { productId, moduleId, positionId } = context.params;
    await recordEvent(context.db, { borrowerId: borrower.id, productId, moduleId, positionId });
    return null;
  }),

  'service/joint-login-failure': defineHandler<JointLoginFailure>(async (context) => {
    const borrower = borrowerOf(context);
    const info = await jointLoginFailureOf(context.db, borrower.id);
    if (!info) throw new CallFailure(noUnionErrorCode, message('jointLogin.noFailure'));
    return info;
  }),
};
