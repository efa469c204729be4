import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import catalog from '../../schemas/messages/en.json';
import { PromoProviders, PromoRoutes } from './promo-app.tsx';

// The funnel's paths as partners' links write them: the pages themselves are tested in tests/unit/registration-*.
vi.mock('./register/register-screen.tsx', () => ({ default: () => <h1>Register</h1> }));
vi.mock('./download/download-screen.tsx', () => ({ default: () => <h1>Download</h1> }));
vi.mock('./agreement/agreement-screen.tsx', () => ({ default: () => <h1>Agreement</h1> }));

function open(hash: string) {
  window.history.replaceState(null, '', `/promo/?id=7${hash}`);
  render(
    <PromoProviders>
      <PromoRoutes />
    </PromoProviders>,
  );
}

describe('the funnel routes', () => {
  it.each([
    ['', 'Register'],
    ['#/', 'Register'],
    ['#?id=7', 'Register'],
    ['#/downloadTemplate?id=7&links_id=3', 'Download'],
    ['#/downloadtemplate/', 'Download'],
    ['#agreementTemplate', 'Agreement'],
    ['#/AGREEMENTTEMPLATE?id=7', 'Agreement'],
  ])('opens %j on the %s page', async (hash, page) => {
    open(hash);
    expect(await screen.findByRole('heading', { name: page })).toBeInTheDocument();
  });

  it('says a path it does not know is not found', async () => {
    open('#/downloadTemplate/x');
    expect(await screen.findByText(catalog['error.notFound'])).toBeInTheDocument();
  });
});
