import { useLoad, type Loaded } from '../platform/use-load.ts';
import type { LoanDetails as LoanDetailsCall } from '../../generated/types/api/loan-details/loan-details.ts';
import type { GoogleScore } from '../../generated/types/api/loan-details/google-score.ts';
import { loanDetailsCall } from '../../generated/calls/loan-details/loan-details.ts';
import { googleScoreCall } from '../../generated/calls/loan-details/google-score.ts';
import { callApi, loadApi, type ApiResult } from './client.ts';

export type LoanDetails = LoanDetailsCall['response'];

/**
 * The order of the page's query. A refusal (another borrower's order, an unknown one) is not toasted:
 * the screen shows its message in the error state instead, so it is read once.
 */
export async function fetchLoanDetails(productId: string, orderId: string): Promise<LoanDetails> {
  return loadApi(loanDetailsCall, { productId, orderId });
}

/** No key (nothing fetched) while the query lacks productId or orderId. */
export function useLoanDetails(productId: string | undefined, orderId: string | undefined): Loaded<LoanDetails> {
  return useLoad(productId && orderId ? [loanDetailsCall.path, productId, orderId] : null, ([, product, order]: [string, string, string]) =>
    fetchLoanDetails(product, order),
  );
}

/** Sends the stars the borrower chose, 1 to 5. */
export function sendGoogleScore(score: number): Promise<ApiResult<GoogleScore['response']>> {
  return callApi(googleScoreCall, { score: String(score) });
}
