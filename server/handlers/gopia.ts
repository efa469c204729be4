import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import { CallFailure } from '../domain/call-failure.ts';
import type { GopiaDefine } from '../../generated/types/api/gopia/define.ts';
import { defineHandler, type HandlerGroup } from './types.ts';

// The obfuscated /gopia/goya calls answer '00' on success and an error message otherwise (SPEC.md section 7).
export const unknownProductCode = '01';

export const handlers: HandlerGroup = {
  // Where a recommended product's button leads. module and position say which button was pressed;
  // the link depends on the product only.
  'gopia/define': defineHandler<GopiaDefine>(async ({ db, params: { product } }) => {
    const { rows } = await db.query<{ link: string }>('SELECT link FROM product_links WHERE product_id = $1', [product]);
    const link = rows[0]?.link;
    if (link === undefined) throw new CallFailure(unknownProductCode, catalog['jointLogin.productUnavailable']);
    return { link };
  }),
};
