import { call as defineRoute, type GopiaDefine } from '../../generated/types/api/gopia/define.ts';
import { callApi, defineCall, type ApiResult } from './client.ts';

export const defineProductLinkCall = defineCall<GopiaDefine>(
  defineRoute,
  async () => (await import('../../generated/validators/api/gopia/define.js')).validateResponse,
);

/**
 * Where a recommended product's button leads. A failure's message is toasted (SPEC.md section 8:
 * 'Recommended product call non-00: server message toast').
 */
export function fetchProductLink(request: GopiaDefine['request']): Promise<ApiResult<GopiaDefine['response']>> {
  return callApi(defineProductLinkCall, request);
}
