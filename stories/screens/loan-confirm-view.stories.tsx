import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { descriptor, nodes } from '../../generated/screens/loan-confirm.ts';
import corpus from '../../schemas/fixtures/loan-confirm.json';
import { confirmScreenData } from '../../src/screens/loan-confirm/confirm-data.ts';
import { ConfirmView } from '../../src/screens/loan-confirm/confirm-view.tsx';
import { agreements, confirmTerms } from './loan-confirm-terms.ts';
import { phoneFrame, phoneViewport } from './phone.tsx';

// The 'Point out' popup of loan confirmation, as a view: the real screen shows it on a back press in the iOS shell
// only (isPopType 1), and the served page (served-route.tsx) is always opened for the demo's first borrower, whose
// session says Android. Every other state of the page is served, in loan-confirm.stories.tsx.

const meta = {
  title: 'Screens/Loan confirmation/Retention popup',
  component: ConfirmView,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: {
    descriptor,
    nodes,
    data: confirmScreenData(confirmTerms(false), agreements, false),
    error: undefined,
    onRetry: fn(),
    actions: { loanNow: fn(), openAgreement: fn() },
    // The screen titles it 'Point out' whatever the server's popTitle (SPEC.md section 2); its text is popContent.
    dialog: { kind: 'retention', title: message('loanConfirm.retention.title'), content: corpus.retentionPopup.content },
    onDialog: fn(),
  },
} satisfies Meta<typeof ConfirmView>;

export default meta;

/** The popup in front of the page; Cancel tells the page the borrower leaves (the screen closes the web view). */
export const RetentionPopup: StoryObj<typeof meta> = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: message('loanConfirm.retention.title') });
    await expect(dialog).toBeVisible();
    await expect(await within(dialog).findByText(corpus.retentionPopup.content)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: message('common.cancel') }));
    await expect(args.onDialog).toHaveBeenCalledOnce();
    await expect(args.onDialog).toHaveBeenCalledWith('retention', 'cancel');
  },
};
