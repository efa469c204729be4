import type { Contract } from '../../generated/types/api/contract/contract.ts';
import type { ContractJump } from '../../generated/types/api/contract/contract-jump.ts';
import { agreementUrl, agreements } from '../domain/loan-confirm.ts';
import { borrowerOf, defineHandler, type HandlerGroup } from './types.ts';

// The agreements listed with a loan (version 3), from the database (server/domain/loan-confirm.ts).

export const handlers: HandlerGroup = {
  // SPEC.md reads data.data: the envelope's data holds the list under 'data'.
  'contract/contract': defineHandler<Contract>(async (context) => {
    const { productId, scene } = context.params;
    return { data: await agreements(context.db, borrowerOf(context), productId, Number(scene)) } satisfies Contract['response'];
  }),

  'contract/contract-jump': defineHandler<ContractJump>(async (context) => {
    const { productId, scene, position, orderId } = context.params;
    return { contract_url: await agreementUrl(context.db, borrowerOf(context), { productId, scene: Number(scene), position, orderId }) } satisfies ContractJump['response'];
  }),
};
