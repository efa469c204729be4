import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CodeTileNode as CodeTileDescriptor } from '../../core/descriptor.ts';
import { CodeTileNode } from './code-tile-node.tsx';

const node: CodeTileDescriptor = {
  node: 'codeTile',
  logo: { $bind: '/defDetail/logo' },
  title: { $bind: '/defDetail/title' },
  code: { $bind: '/defDetail/payCode' },
  copyLabel: 'Copy',
  action: 'openCode',
  copyAction: 'copyCode',
};
const data = { defDetail: { logo: '/7.svg', title: 'Pay at any 7-Eleven', payCode: 'CP7E2610080170' } };

describe('CodeTileNode', () => {
  it("shows logo, title and code; the tile and the copy button run the screen's actions with the code", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const actions = { openCode: vi.fn(), copyCode: vi.fn() };
    const { container } = render(<CodeTileNode node={node} data={data} actions={actions} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/7.svg');
    expect(screen.getByText('Pay at any 7-Eleven')).toBeInTheDocument();
    await user.click(screen.getByText('CP7E2610080170'));
    expect(actions.openCode).toHaveBeenCalledWith({ code: 'CP7E2610080170' });
    expect(actions.copyCode).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Copy CP7E2610080170' }));
    expect(actions.copyCode).toHaveBeenCalledWith({ code: 'CP7E2610080170' });
    expect(actions.openCode).toHaveBeenCalledTimes(1);
  });

  it('draws nothing without a code', () => {
    const { container } = render(<CodeTileNode node={node} data={{}} actions={{ openCode: vi.fn(), copyCode: vi.fn() }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('throws, drawn without its actions (ScreenRenderer checks them first)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<CodeTileNode node={node} data={data} />)).toThrow(/openCode/);
    vi.restoreAllMocks();
  });
});
