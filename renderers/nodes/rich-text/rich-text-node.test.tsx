import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RichTextNode as RichTextDescriptor } from '../../core/descriptor.ts';
import { RichTextNode } from './rich-text-node.tsx';

const node: RichTextDescriptor = {
  node: 'richText',
  sections: [
    {
      heading: 'Collection of information',
      blocks: [
        { paragraph: 'We collect what you give us.' },
        { list: ['Name', 'Phone number'] },
        { list: ['Apply', 'Get a decision'], ordered: true },
      ],
    },
    { blocks: [{ paragraph: '<b>Not bold</b> <script>alert(1)</script>' }] },
  ],
};

describe('RichTextNode', () => {
  it('draws sections with an h2 heading, paragraphs and lists', () => {
    render(<RichTextNode node={node} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Collection of information');
    expect(screen.getByText('We collect what you give us.').tagName).toBe('P');
    const [unordered, ordered] = screen.getAllByRole('list');
    expect(unordered!.tagName).toBe('UL');
    expect(within(unordered!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Name', 'Phone number']);
    expect(ordered!.tagName).toBe('OL');
    expect(within(ordered!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Apply', 'Get a decision']);
  });

  it('shows markup in the text as text, never as HTML', () => {
    const { container } = render(<RichTextNode node={node} />);
    expect(screen.getByText('<b>Not bold</b> <script>alert(1)</script>')).toBeInTheDocument();
    expect(container.querySelector('b, script')).toBeNull();
  });
});
