import type { Meta, StoryObj } from '@storybook/react-vite';
import descriptor from '../../schemas/screens/loan-terms.json';
import { LegalScreen, type LegalDescriptor } from '../../src/screens/legal/legal-screen.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';

const meta = {
  title: 'Screens/Loan terms',
  component: LegalScreen,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { descriptor: descriptor as LegalDescriptor },
} satisfies Meta<typeof LegalScreen>;

export default meta;

export const LoanTerms: StoryObj<typeof meta> = {};
