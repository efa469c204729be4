import type { Meta, StoryObj } from '@storybook/react-vite';
import aboutUs from '../../schemas/screens/about-us.json';
import loanTerms from '../../schemas/screens/loan-terms.json';
import privacyPolicy from '../../schemas/screens/privacy-policy.json';
import { LegalScreen, type LegalDescriptor } from '../../src/screens/legal/legal-screen.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';

// The static pages, each drawn from its descriptor in schemas/screens, as the app draws them.
const meta = {
  title: 'Screens/Legal pages',
  component: LegalScreen,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { descriptor: aboutUs as LegalDescriptor },
} satisfies Meta<typeof LegalScreen>;

export default meta;

type Story = StoryObj<typeof meta>;

export const AboutUs: Story = {};
export const PrivacyPolicy: Story = { args: { descriptor: privacyPolicy as LegalDescriptor } };
export const LoanTerms: Story = { args: { descriptor: loanTerms as LegalDescriptor } };
