import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AgreementSubmitNode as AgreementSubmitDescriptor } from '../../core/descriptor.ts';
import { AgreementSubmitNode } from './agreement-submit-node.tsx';

const node: AgreementSubmitDescriptor = {
  node: 'agreementSubmit',
  checkLabel: 'I have read and agree to',
  agreementsFrom: { $bind: '/agreements' },
  buttonLabel: { $bind: '/buttonText', fallback: 'Loan Now' },
  action: 'loan',
  openAction: 'openAgreement',
};
const data = { agreements: [{ title: 'Loan Agreement' }, { title: 'Privacy Notice' }, { title: '' }] };

describe('AgreementSubmitNode', () => {
  it('starts checked, lists the agreements as links, and submits', async () => {
    const loan = vi.fn();
    const user = userEvent.setup();
    render(<AgreementSubmitNode node={node} data={data} actions={{ loan, openAgreement: vi.fn() }} />);
    expect(screen.getByRole('checkbox', { name: 'I have read and agree to' })).toBeChecked();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Loan Agreement', 'Privacy Notice', 'Loan Now']);
    await user.click(screen.getByRole('button', { name: 'Loan Now' }));
    expect(loan).toHaveBeenCalledTimes(1);
  });

  it('is grey and inactive while unchecked, and active again once checked', async () => {
    const loan = vi.fn();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<AgreementSubmitNode node={node} data={data} actions={{ loan, openAgreement: vi.fn() }} />);
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    const button = screen.getByRole('button', { name: 'Loan Now' });
    expect(button).toBeDisabled();
    expect(button).toHaveClass('adm-button-disabled');
    await user.click(button);
    button.click();
    expect(loan).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox'));
    expect(button).toBeEnabled();
  });

  it('opens an agreement with its index and title', async () => {
    const openAgreement = vi.fn();
    const user = userEvent.setup();
    render(<AgreementSubmitNode node={node} data={data} actions={{ loan: vi.fn(), openAgreement }} />);
    await user.click(screen.getByRole('button', { name: 'Privacy Notice' }));
    expect(openAgreement).toHaveBeenCalledWith({ index: '1', title: 'Privacy Notice' });
  });

  it('shows the server-supplied button text', () => {
    render(<AgreementSubmitNode node={node} data={{ ...data, buttonText: 'Get my cash' }} actions={{ loan: vi.fn(), openAgreement: vi.fn() }} />);
    expect(screen.getByRole('button', { name: 'Get my cash' })).toBeInTheDocument();
  });

  it('is busy while the submit is pending, and ten taps make one call', async () => {
    let finish: () => void = () => {};
    const loan = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<AgreementSubmitNode node={node} data={data} actions={{ loan, openAgreement: vi.fn() }} />);
    const button = screen.getByRole('button', { name: 'Loan Now' });
    for (let tap = 0; tap < 10; tap += 1) button.click();
    expect(loan).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    finish();
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    button.click();
    expect(loan).toHaveBeenCalledTimes(2);
  });
});
