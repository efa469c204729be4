import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HeadingNode as HeadingDescriptor } from '../../core/descriptor.ts';
import { HeadingNode } from './heading-node.tsx';

describe('HeadingNode', () => {
  it.each<[HeadingDescriptor, unknown, number, string]>([
    [{ node: 'heading', text: 'About us' }, undefined, 1, 'About us'],
    [{ node: 'heading', text: 'Mission', level: 2 }, undefined, 2, 'Mission'],
    [{ node: 'heading', text: { $bind: '/product/name' }, level: 3 }, { product: { name: 'CashPeso' } }, 3, 'CashPeso'],
    [{ node: 'heading', text: { $bind: '/product/name', fallback: 'Our product' } }, {}, 1, 'Our product'],
  ])('%j draws a level-%i heading', (node, data, level, text) => {
    render(<HeadingNode node={node} data={data} />);
    expect(screen.getByRole('heading', { level })).toHaveTextContent(text);
  });
});
