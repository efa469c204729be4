import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenDescriptor } from './core/descriptor.ts';
import { nodeNames } from './registry.ts';
import { ScreenRenderer } from './ScreenRenderer.tsx';

const descriptor: ScreenDescriptor = {
  id: 'customer-service',
  title: 'Customer service',
  nodes: [
    { node: 'heading', text: 'Customer service' },
    { node: 'detailRows', rows: [{ title: 'Hours', value: { $bind: '/hours', fallback: '9:00-18:00' } }] },
    {
      node: 'linkRows',
      rows: [
        { title: 'E-mail', mailto: { $bind: '/email' } },
        { title: 'About us', route: 'aboutUs' },
      ],
    },
    { node: 'richText', sections: [{ heading: 'Before you write', blocks: [{ paragraph: 'Have your order number ready.' }] }] },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('ScreenRenderer', () => {
  it('uses every registry node in this test', () => {
    expect(new Set(descriptor.nodes.map((n) => n.node))).toEqual(new Set(nodeNames));
  });

  it('while loading, draws the leading nodes that read no data and the placeholder for the rest', () => {
    render(<ScreenRenderer descriptor={descriptor} whileLoading={<p role="status">Loading</p>} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Customer service');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    // Everything from the first node that binds data on waits for the data, static or not.
    expect(screen.queryByText('Hours')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('without a placeholder draws every node even with no data (a static screen)', () => {
    render(<ScreenRenderer descriptor={descriptor} />);
    expect(screen.getByText('9:00-18:00')).toBeInTheDocument();
  });

  it('draws every node in order, with the data and the navigation', async () => {
    const onNavigate = vi.fn();
    const { container } = render(<ScreenRenderer descriptor={descriptor} data={{ email: 'help@cashpeso.ph' }} onNavigate={onNavigate} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Customer service');
    expect(screen.getByText('9:00-18:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /E-mail/ })).toHaveAttribute('href', 'mailto:help@cashpeso.ph');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Before you write');
    const order = [...container.querySelectorAll('h1, .adm-list, h2')].map((el) => el.tagName);
    expect(order).toEqual(['H1', 'DIV', 'DIV', 'H2']);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByText('About us'));
    expect(onNavigate).toHaveBeenCalledWith('aboutUs');
  });

  it('draws an unknown node as a visible error naming it, and logs it', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ScreenRenderer
        descriptor={{ ...descriptor, nodes: [{ node: 'heading', text: 'Still here' }, { node: 'planCards', cards: [] }] }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('planCards');
    expect(screen.getByRole('heading')).toHaveTextContent('Still here');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('planCards'));
  });

  it.each(['toString', '__proto__', 'constructor'])('does not take %j from Object.prototype for a node', (name) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ScreenRenderer descriptor={{ ...descriptor, nodes: [{ node: name }] }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(name);
  });
});
