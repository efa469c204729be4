import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
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

export const RatingResult: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    // The dialog renders into the page body, outside the story's canvas; its title names it.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: message('loanDetails.rating.resultTitle') });
    await expect(dialog).toHaveTextContent(message('loanDetails.rating.resultMessage'));
  },
};
