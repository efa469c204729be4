// Where a borrower pays a payment attempt: a provider's page for that attempt. The HTTP app chooses the provider
// (the simulated one, server/http/simulated-provider.ts, in demo mode outside production) and hands it to handlers,
// which never read the environment. With none, payments are refused rather than sent to a page that does not exist.
export interface PaymentProvider {
  /** The page, on this server's origin or the provider's, where the attempt `attemptId` is paid. */
  pageUrl(attemptId: string): string;
}
