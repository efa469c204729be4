import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageNode } from './image-node.tsx';

describe('ImageNode', () => {
  it('draws a logo with its caption', () => {
    const { container } = render(<ImageNode node={{ node: 'image', src: { $bind: '/logo' }, alt: 'Logo', caption: { $bind: '/name' } }} data={{ logo: '/l.svg', name: 'PesoFlash' }} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/l.svg');
    expect(screen.getByText('PesoFlash')).toBeInTheDocument();
  });

  it('leads to its route', async () => {
    const onNavigate = vi.fn();
    render(<ImageNode node={{ node: 'image', src: '/tip.svg', alt: 'How to pay', size: 'banner', route: 'DRInstructions' }} onNavigate={onNavigate} />);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: 'How to pay' }));
    expect(onNavigate).toHaveBeenCalledWith('DRInstructions');
  });

  it("holds a banner's place at the descriptor's size before its picture arrives, so nothing below it moves", () => {
    const { container } = render(<ImageNode node={{ node: 'image', src: '/tip.svg', alt: 'How to pay', size: 'banner', width: 336, height: 72 }} />);
    expect(container.querySelector('img')).toHaveAttribute('width', '336');
    expect(container.querySelector('img')).toHaveAttribute('height', '72');
  });

  it('draws nothing without a source', () => {
    const { container } = render(<ImageNode node={{ node: 'image', src: { $bind: '/tip' }, alt: 'Tip' }} data={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
