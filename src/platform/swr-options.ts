import type { SWRConfiguration } from 'swr';

// A WebView regains focus every time the native app comes back to the front; revalidating then
// would refetch every screen at once. Failed loads are not retried silently either: the screen shows
// the error with a 'Try again' button, so the borrower sees what happened.
export const swrOptions: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  dedupingInterval: 5_000,
};
