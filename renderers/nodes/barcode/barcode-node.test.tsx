import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BarcodeNode as BarcodeDescriptor } from '../../core/descriptor.ts';
import { BarcodeNode } from './barcode-node.tsx';

const node: BarcodeDescriptor = {
  node: 'barcode',
  code: { $bind: '/payCode' },
  buttonLabel: 'Scan to pay',
  title: 'Scan to pay',
  hint: 'Show this barcode to the cashier.',
  closeLabel: 'Close',
};

describe('BarcodeNode', () => {
  it('opens a modal with the code as a barcode, and closes it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<BarcodeNode node={node} data={{ payCode: 'CP7E2610080170' }} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Scan to pay' }));
    const dialog = await screen.findByRole('dialog');
    const bars = screen.getByRole('img', { name: 'CP7E2610080170' });
    expect(bars.querySelectorAll('rect').length).toBeGreaterThan(10);
    expect(dialog).toHaveTextContent('CP7E2610080170');
    expect(dialog).toHaveTextContent('Show this barcode to the cashier.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The focus goes back to the button that opened it, so a screen reader or keyboard user is not lost.
    expect(screen.getByRole('button', { name: 'Scan to pay' })).toHaveFocus();
  });

  it('draws nothing without a code', () => {
    const { container } = render(<BarcodeNode node={node} data={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
