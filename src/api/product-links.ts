import type { ProductLink } from '../../generated/types/api/product-links/product-link.ts';
import type { ProductClick } from '../../generated/types/api/product-links/product-click.ts';
import { productLinkCall } from '../../generated/calls/product-links/product-link.ts';
import { productClickCall } from '../../generated/calls/product-links/product-click.ts';
import { callApi, type ApiResult } from './client.ts';

/**
 * Where a recommended product's button leads. A failure's message is toasted (SPEC.md section 8:
 * 'Recommended product call non-00: server message toast').
 */
export function fetchProductLink(request: ProductLink['request']): Promise<ApiResult<ProductLink['response']>> {
  return callApi(productLinkCall, request);
}

/** The older product click tracking (SPEC.md section 7). Analytics: a failure is not toasted. */
export function trackProductClick(request: ProductClick['request']): Promise<ApiResult<ProductClick['response']>> {
  return callApi(productClickCall, request, { toastOnFailure: false });
}
