import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgreementSubmitNode } from '../../renderers/nodes/agreement-submit/agreement-submit-node.tsx';

const meta = {
  title: 'Nodes/agreementSubmit',
  component: AgreementSubmitNode,
  args: {
    node: {
      node: 'agreementSubmit',
      checkLabel: 'I have read and agree to',
      agreementsFrom: { $bind: '/agreements' },
      buttonLabel: 'Loan Now',
      action: 'loan',
      openAction: 'openAgreement',
    },
    data: { agreements: [{ title: 'Loan Agreement' }, { title: 'Privacy Notice' }] },
    actions: { loan: fn(), openAgreement: fn() },
  },
} satisfies Meta<typeof AgreementSubmitNode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checked by default: the agreements open from their links, and the button submits. */
export const Checked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: /Privacy Notice/ }));
    await expect(args.actions!.openAgreement).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Loan Now' }));
    await expect(args.actions!.loan).toHaveBeenCalledOnce();
  },
};

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.getByRole('button', { name: 'Loan Now' })).toBeDisabled();
  },
};

/** A submit that never settles: the button stays busy. */
export const Busy: Story = {
  args: { actions: { loan: () => new Promise(() => {}), openAgreement: fn() } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Loan Now' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
