import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LinkRowsNode as LinkRowsDescriptor } from '../../core/descriptor.ts';
import { LinkRowsNode } from './link-rows-node.tsx';

const node: LinkRowsDescriptor = {
  node: 'linkRows',
  header: 'Contact us',
  rows: [
    { title: 'E-mail', mailto: { $bind: '/email' } },
    { title: 'Telephone', value: { $bind: '/smWa', fallback: 'Not available' } },
    { title: 'Call us', tel: { $bind: '/smWa' } },
    { title: 'Privacy policy', route: 'privacyPolicy' },
  ],
};

const data = { email: 'support@cashpeso.ph', smWa: '+63 2 8123 4567' };

function arrowOf(element: Element): Element | null {
  return element.closest('a, .adm-list-item')?.querySelector('.adm-list-item-content-arrow') ?? null;
}

describe('LinkRowsNode', () => {
  it('makes a mail row a real mailto link', () => {
    render(<LinkRowsNode node={node} data={data} />);
    const link = screen.getByRole('link', { name: /E-mail/ });
    expect(link).toHaveAttribute('href', 'mailto:support@cashpeso.ph');
    expect(link).toHaveTextContent('support@cashpeso.ph');
    expect(arrowOf(link)).not.toBeNull();
  });

  it('encodes the address so data cannot add mail headers', () => {
    render(<LinkRowsNode node={node} data={{ email: 'a@b.ph?bcc=x@evil.ph' }} />);
    expect(screen.getByRole('link', { name: /E-mail/ })).toHaveAttribute('href', 'mailto:a@b.ph%3Fbcc%3Dx@evil.ph');
  });

  it('makes a tel row a real tel link', () => {
    render(<LinkRowsNode node={node} data={data} />);
    expect(screen.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+63281234567');
  });

  it('leaves a row with no target display-only, without an arrow', () => {
    render(<LinkRowsNode node={node} data={data} onNavigate={() => {}} />);
    const row = screen.getByText('Telephone');
    expect(row.closest('a')).toBeNull();
    expect(arrowOf(row)).toBeNull();
    expect(row.closest('.adm-list-item')).toHaveTextContent('+63 2 8123 4567');
  });

  it('navigates by route name', async () => {
    const onNavigate = vi.fn();
    render(<LinkRowsNode node={node} data={data} onNavigate={onNavigate} />);
    const row = screen.getByText('Privacy policy');
    expect(arrowOf(row)).not.toBeNull();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(row);
    expect(onNavigate).toHaveBeenCalledWith('privacyPolicy');
  });

  it('shows fallbacks, and plain rows, when the data is missing', () => {
    render(<LinkRowsNode node={node} data={undefined} />);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText('Not available')).toBeInTheDocument();
    expect(arrowOf(screen.getByText('E-mail'))).toBeNull();
  });
});
