import { message } from '../../core/messages.ts';
import { CallFailure } from '../domain/call-failure.ts';
import type { ProductLink } from '../../generated/types/api/product-links/product-link.ts';
import type { ProductClick } from '../../generated/types/api/product-links/product-click.ts';
import { recordEvent } from '../domain/borrower-events.ts';
import { productLink } from '../domain/product-links.ts';
import { borrowerOf, defineHandler, type HandlerGroup } from './types.ts';

// The recommended products' links and click tracking, on the obfuscated /gopia/goya calls, which answer '00' on
// success and an error message otherwise (SPEC.md section 7).
export const unknownProductCode = '01';

export const handlers: HandlerGroup = {
  // Where a recommended product's button leads. module and position say which button was pressed;
  // the link depends on the product only.
  'product-links/product-link': defineHandler<ProductLink>(async ({ db, params: { product } }) => {
    const link = await productLink(db, product);
    if (link === undefined) throw new CallFailure(unknownProductCode, message('jointLogin.productUnavailable'));
    return { link };
  }),

  // The older product click tracking: kept with the borrower's other events (as /service/event/save keeps them).
  'product-links/product-click': defineHandler<ProductClick>(async (context) => {
    const borrower = borrowerOf(context);
    const { product, module, position } = context.params;
    await recordEvent(context.db, { borrowerId: borrower.id, productId: product, moduleId: module, positionId: position });
    return null;
  }),
};
