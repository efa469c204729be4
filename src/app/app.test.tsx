import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import catalog from '../../schemas/messages/en.json';
import aboutUs from '../../schemas/screens/about-us.json';
import privacyPolicy from '../../schemas/screens/privacy-policy.json';
import loanTerms from '../../schemas/screens/loan-terms.json';
import { routePath, type RouteName } from '../../core/routes.ts';
import type { Bridge } from '../bridge/bridge.ts';
import { AppProviders, AppRoutes, appPath } from './app.tsx';
import { readSession } from '../platform/session.ts';

const bridge: Bridge = { closeWebview: vi.fn(), confirmBurialPoint: vi.fn(), openNativeRating: vi.fn(), endBankBinding: vi.fn() };

function renderAt(path: string) {
  return render(
    <AppProviders session={readSession('')} bridge={bridge}>
      <AppRoutes path={path} />
    </AppProviders>,
  );
}

describe('app routes', () => {
  it.each([
    ['aboutUs', aboutUs],
    ['privacyPolicy', privacyPolicy],
    ['loanAgreement', loanTerms],
  ] as [RouteName, { title: string; nodes: { node: string; sections?: { heading?: string }[] }[] }][])(
    '%s draws its legal text and names the page',
    async (name, descriptor) => {
      renderAt(routePath(name));
      // The first screen's chunk is transformed on first import, which takes over a second on a busy machine.
      await waitFor(() => expect(document.title).toBe(descriptor.title), { timeout: 5_000 });
      const heading = descriptor.nodes.flatMap((node) => node.sections ?? []).find((section) => section.heading)?.heading;
      expect(heading).toBeTruthy();
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    },
  );

  it('shows the not-found error state for an unknown path', async () => {
    renderAt('/no-such-screen');
    // Its own chunk, loaded only at such a path (and transformed on first import here).
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(catalog['error.notFound']);
  });

  it('matches a path with a trailing slash or other letter case, as the links of the native app may', async () => {
    renderAt(`${routePath('aboutUs').toUpperCase()}/`);
    await waitFor(() => expect(document.title).toBe(aboutUs.title), { timeout: 5_000 });
  });

  it("reads the page's path inside the app from the location", () => {
    expect(appPath('/app/about-us')).toBe('/about-us');
    expect(appPath('/APP/about-us')).toBe('/about-us');
    expect(appPath('/app')).toBe('/');
    expect(appPath('/application/x')).toBe('/application/x');
  });
});
