import type { Meta, StoryObj } from '@storybook/react-vite';
import * as aboutUs from '../../generated/screens/about-us.ts';
import * as loanTerms from '../../generated/screens/loan-terms.ts';
import * as privacyPolicy from '../../generated/screens/privacy-policy.ts';
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

export const AboutUs: Story = {};
export const PrivacyPolicy: Story = { args: { descriptor: privacyPolicy.descriptor as LegalDescriptor, nodes: privacyPolicy.nodes } };
export const LoanTerms: Story = { args: { descriptor: loanTerms.descriptor as LegalDescriptor, nodes: loanTerms.nodes } };
