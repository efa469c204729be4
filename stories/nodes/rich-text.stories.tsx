import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RichTextNode } from '../../renderers/nodes/rich-text/rich-text-node.tsx';

const meta = {
  title: 'Nodes/richText',
  component: RichTextNode,
  args: {
    node: {
      node: 'richText',
      sections: [
        {
          heading: 'Collection of information',
          blocks: [
            { paragraph: 'We collect the information you give us when you apply for a loan.' },
            { list: ['Your name and date of birth', 'Your mobile number', 'Your permanent address in the Philippines'] },
          ],
        },
        {
          heading: 'How to apply',
          blocks: [{ list: ['Fill in the application', 'Wait for the decision, within 1 day', 'Accept the offer'], ordered: true }],
        },
      ],
    },
  },
} satisfies Meta<typeof RichTextNode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each section's heading, its paragraph, and its lists: bulleted, or numbered when ordered. */
export const Sections: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Collection of information', 'How to apply']);
    await expect(canvas.getByText('We collect the information you give us when you apply for a loan.').tagName).toBe('P');
    const [bulleted, numbered] = canvas.getAllByRole('list');
    await expect(bulleted!.tagName).toBe('UL');
    await expect(bulleted).toHaveTextContent('Your name and date of birth');
    await expect(numbered!.tagName).toBe('OL');
    await expect(Array.from(numbered!.children).map((item) => item.textContent)).toEqual(['Fill in the application', 'Wait for the decision, within 1 day', 'Accept the offer']);
    await expect(canvasElement.querySelectorAll('section')).toHaveLength(2);
  },
};

export const WithoutHeadings: Story = {
  args: { node: { node: 'richText', sections: [{ blocks: [{ paragraph: 'A short notice with no heading.' }] }] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A short notice with no heading.')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const MarkupStaysText: Story = {
  args: { node: { node: 'richText', sections: [{ blocks: [{ paragraph: 'Server text such as <b>this</b> is shown as typed.' }] }] } },
  // Server text is never HTML: the tags show as typed and make no element.
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Server text such as <b>this</b> is shown as typed.')).toBeInTheDocument();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};
