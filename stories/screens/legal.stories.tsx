import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as aboutUs from '../../generated/screens/about-us.ts';
import * as loanTerms from '../../generated/screens/loan-terms.ts';
import * as privacyPolicy from '../../generated/screens/privacy-policy.ts';
import type { HeadingNode, RichTextSection } from '../../renderers/core/descriptor.ts';
import { LegalScreen, type LegalDescriptor } from '../../src/screens/legal/legal-screen.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';

// The static pages, each drawn from its descriptor in schemas/screens with the nodes it names, as the app draws them.
const meta = {
  title: 'Screens/Legal pages',
  component: LegalScreen,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { descriptor: aboutUs.descriptor as LegalDescriptor, nodes: aboutUs.nodes },
} satisfies Meta<typeof LegalScreen>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The page as its descriptor says: its title, its one h1, and every section's heading and text, in order. */
const pageOf = (screen: { descriptor: LegalDescriptor; nodes: typeof aboutUs.nodes }): Story => ({
  args: { descriptor: screen.descriptor, nodes: screen.nodes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { nodes } = screen.descriptor;
    await expect(canvasElement.ownerDocument.title).toContain(screen.descriptor.title);
    const heading = nodes.find((node): node is HeadingNode => node.node === 'heading')!;
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((h1) => h1.textContent)).toEqual([heading.text]);
    const sections = nodes.flatMap((node) => (node.node === 'richText' ? (node.sections as RichTextSection[]) : []));
    await expect(sections.length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h2) => h2.textContent)).toEqual(sections.flatMap((section) => (section.heading ? [section.heading] : [])));
    for (const block of sections.flatMap((section) => section.blocks)) {
      if ('paragraph' in block) await expect(canvas.getByText(block.paragraph)).toBeInTheDocument();
      else for (const item of block.list) await expect(canvas.getAllByText(item)[0]).toBeInTheDocument();
    }
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

export const AboutUs: Story = pageOf({ descriptor: aboutUs.descriptor as LegalDescriptor, nodes: aboutUs.nodes });
export const PrivacyPolicy: Story = pageOf({ descriptor: privacyPolicy.descriptor as LegalDescriptor, nodes: privacyPolicy.nodes });
export const LoanTerms: Story = pageOf({ descriptor: loanTerms.descriptor as LegalDescriptor, nodes: loanTerms.nodes });
