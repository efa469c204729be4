import { checkCardInitConfig } from '../../../core/card-init/card-init-adapter.ts';
import type { CardInitData } from '../../../core/card-init/card-init-types.ts';
import { validateResponse } from '../../../generated/validators/api/bind-card/card-init.js';

// A product's bank-binding items published by staff (issue 26: bank-binding/<productId>), read as this page can draw
// them: the card-init answer's own contract (its precompiled validator, which the card-init call already loads) and
// not one item the adapter cannot draw on any tab. Loaded only when a version is published (bank-binding-screen.tsx).

/** The published items, or undefined to draw the server's card-init items instead. */
export function acceptItems(document: unknown): CardInitData | undefined {
  const copy: unknown = structuredClone(document);
  if (!validateResponse(copy)) return undefined;
  const data = copy as CardInitData;
  return checkCardInitConfig(data).length === 0 ? data : undefined;
}
