import type { GopiaDefine } from '../../generated/types/api/gopia/define.ts';
import { gopiaDefineCall } from '../../generated/calls/gopia/define.ts';
import { callApi, type ApiResult } from './client.ts';

/**
 * Where a recommended product's button leads. A failure's message is toasted (SPEC.md section 8:
 * 'Recommended product call non-00: server message toast').
 */
export function fetchProductLink(request: GopiaDefine['request']): Promise<ApiResult<GopiaDefine['response']>> {
  return callApi(gopiaDefineCall, request);
}
