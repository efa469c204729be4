import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Sections: Story = {};

export const WithoutHeadings: Story = {
  args: { node: { node: 'richText', sections: [{ blocks: [{ paragraph: 'A short notice with no heading.' }] }] } },
};

export const MarkupStaysText: Story = {
  args: { node: { node: 'richText', sections: [{ blocks: [{ paragraph: 'Server text such as <b>this</b> is shown as typed.' }] }] } },
};
