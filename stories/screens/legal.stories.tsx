import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { RouteName } from '../../core/routes.ts';
import * as aboutUs from '../../generated/screens/about-us.ts';
import * as loanTerms from '../../generated/screens/loan-terms.ts';
import * as privacyPolicy from '../../generated/screens/privacy-policy.ts';
import type { HeadingNode, RichTextSection } from '../../renderers/core/descriptor.ts';
import type { LegalDescriptor } from '../../src/screens/legal/legal-screen.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';
import { ServedRoute, servedSpies } from './served-route.tsx';

// The static pages, served: each route's real screen, which asks the server only for a published version of its
// text; the fake server answers that nothing is published, so each page draws its descriptor in schemas/screens
// with the nodes it names, as the app draws them.
const meta = {
  title: 'Screens/Legal pages',
  component: ServedRoute,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { route: 'aboutUs', serve: () => {}, ...servedSpies() },
} satisfies Meta<typeof ServedRoute>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The route's page as its descriptor says: its title, its one h1, and every section's heading and text, in order. */
const pageOf = (route: RouteName, screen: { descriptor: unknown }): Story => ({
  args: { route },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const descriptor = screen.descriptor as LegalDescriptor;
    const { nodes } = descriptor;
    const heading = nodes.find((node): node is HeadingNode => node.node === 'heading')!;
    await expect((await canvas.findAllByRole('heading', { level: 1 })).map((h1) => h1.textContent)).toEqual([heading.text]);
    // The screen names the page in an effect, just after it draws.
    await waitFor(() => expect(canvasElement.ownerDocument.title).toContain(descriptor.title));
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

export const AboutUs: Story = pageOf('aboutUs', aboutUs);
export const PrivacyPolicy: Story = pageOf('privacyPolicy', privacyPolicy);
export const LoanTerms: Story = pageOf('loanAgreement', loanTerms);
