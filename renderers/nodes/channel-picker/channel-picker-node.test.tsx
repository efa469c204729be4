import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChannelPickerNode as ChannelPickerDescriptor } from '../../core/descriptor.ts';
import { ChannelPickerNode } from './channel-picker-node.tsx';

const node: ChannelPickerDescriptor = {
  node: 'channelPicker',
  channelsFrom: { $bind: '/repayList', valueKey: 'channel_number' },
  buttonLabel: 'Payment Method',
  hint: 'Please select your repayment method for payment',
  submitLabel: 'Payment',
  action: 'pay',
};
const data = {
  repayList: [
    { name: 'GCash bills payment', logo: '/g.svg', channel_number: '90006' },
    { name: 'Paymaya bills payment', logo: '/p.svg', channel_number: '90007' },
  ],
};

async function openPopup(actions: { pay: (payload: Readonly<Record<string, string>>) => void | Promise<unknown> }) {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(<ChannelPickerNode node={node} data={data} actions={actions} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Payment Method' }));
  await screen.findByRole('dialog');
  return user;
}

describe('ChannelPickerNode', () => {
  it('opens a popup with the channels, the first chosen with a check mark, and the hint', async () => {
    await openPopup({ pay: vi.fn() });
    expect(screen.getByText('Please select your repayment method for payment')).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual(['GCash bills payment', 'Paymaya bills payment']);
    expect(radios[0]).toHaveAttribute('aria-checked', 'true');
    expect(radios[0]!.querySelector('svg')).not.toBeNull();
    expect(radios[1]).toHaveAttribute('aria-checked', 'false');
    expect(radios[1]!.querySelector('svg')).toBeNull();
  });

  it('pays with the chosen channel', async () => {
    const pay = vi.fn();
    const user = await openPopup({ pay });
    await user.click(screen.getByRole('radio', { name: 'Paymaya bills payment' }));
    expect(screen.getByRole('radio', { name: 'Paymaya bills payment' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'GCash bills payment' })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('button', { name: 'Payment' }));
    expect(pay).toHaveBeenCalledWith({ channel: '90007', name: 'Paymaya bills payment' });
  });

  it('is busy while the payment is pending, and ignores taps meanwhile', async () => {
    let finish: () => void = () => {};
    const pay = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = await openPopup({ pay });
    const button = screen.getByRole('button', { name: 'Payment' });
    for (let tap = 0; tap < 10; tap += 1) button.click();
    expect(pay).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    finish();
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    await user.click(button);
    expect(pay).toHaveBeenCalledTimes(2);
  });

  it('draws nothing without channels', () => {
    const { container } = render(<ChannelPickerNode node={node} data={{}} actions={{ pay: vi.fn() }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('draws the bound notice as text above the button, and none when it is empty', () => {
    const withNotice: ChannelPickerDescriptor = { ...node, notice: { $bind: '/noticeMsg' } };
    const notice = '<b>Repay</b> by <img src=x> 5 pm';
    const { unmount } = render(<ChannelPickerNode node={withNotice} data={{ ...data, noticeMsg: notice }} actions={{ pay: vi.fn() }} />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(notice);
    expect(note.querySelector('b, img')).toBeNull();
    expect(note.compareDocumentPosition(screen.getByRole('button', { name: 'Payment Method' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();
    render(<ChannelPickerNode node={withNotice} data={{ ...data, noticeMsg: '' }} actions={{ pay: vi.fn() }} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('keeps the name of the Payment button while it is busy', async () => {
    let finish: () => void = () => {};
    const user = await openPopup({ pay: () => new Promise<void>((resolve) => (finish = resolve)) });
    await user.click(screen.getByRole('button', { name: 'Payment' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Payment' })).toHaveAttribute('aria-busy', 'true'));
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Payment' })).toHaveAttribute('aria-busy', 'false'));
  });
});
