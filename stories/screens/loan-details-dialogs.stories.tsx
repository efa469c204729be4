import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RatingResultModal } from '../../src/screens/loan-details/loan-details-dialogs.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';

// The rating result modal follows a rating of fewer than 4 stars (the card, kind-tips and rating
// dialogs have their stories in Screens/Loan details, in front of the order that raises them).
const meta = {
  title: 'Screens/Loan details/Rating result',
  component: RatingResultModal,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { onClose: fn() },
} satisfies Meta<typeof RatingResultModal>;

export default meta;

export const RatingResult: StoryObj<typeof meta> = {};
