import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenDescriptor } from './core/descriptor.ts';
import { lazyNode } from './lazy-node.ts';
import type { NodeProps } from './nodes/node-props.ts';
import { nodes } from './nodes.ts';
import { nodeNames } from './registry.ts';
import { ScreenRenderer } from './ScreenRenderer.tsx';

const descriptor: ScreenDescriptor = {
  id: 'customer-service',
  title: 'Customer service',
  nodes: [
    { node: 'heading', text: 'Customer service' },
    { node: 'detailRows', rows: [{ title: 'Hours', value: { $bind: '/hours', fallback: '9:00-18:00' } }] },
    {
      node: 'linkRows',
      rows: [
        { title: 'E-mail', mailto: { $bind: '/email' } },
        { title: 'About us', route: 'aboutUs' },
      ],
    },
    { node: 'richText', sections: [{ heading: 'Before you write', blocks: [{ paragraph: 'Have your order number ready.' }] }] },
  ],
};

// The nodes of a payment screen: they read data and run the screen's named actions.
const payment: ScreenDescriptor = {
  id: 'payment',
  title: 'Payment',
  nodes: [
    { node: 'image', src: { $bind: '/logo' }, alt: 'Logo', caption: { $bind: '/name' } },
    { node: 'collapsibleRows', rowsFrom: { $bind: '/rows' }, shown: 2, moreLabel: 'more', hideLabel: 'hide' },
    { node: 'codeTile', logo: { $bind: '/logo' }, title: 'Pay with this code', code: { $bind: '/code' }, copyLabel: 'Copy', action: 'openCode', copyAction: 'copyCode' },
    { node: 'barcode', code: { $bind: '/code' }, buttonLabel: 'Scan to pay', title: 'Scan to pay', closeLabel: 'Close' },
    { node: 'planList', header: 'Plan', rowsFrom: { $bind: '/plan' } },
    { node: 'channelPicker', channelsFrom: { $bind: '/channels' }, buttonLabel: 'Payment Method', hint: 'Choose', submitLabel: 'Payment', action: 'pay' },
    { node: 'planCards', header: 'Repayment information', cardsFrom: { $bind: '/plan', amountKey: 'amount', timeKey: 'time' }, amountLabel: 'Repayment amount', timeLabel: 'Repayment date' },
    { node: 'agreementSubmit', checkLabel: 'I agree to', agreementsFrom: { $bind: '/agreements' }, buttonLabel: 'Loan Now', action: 'loanNow', openAction: 'openAgreement' },
  ],
};

const paymentData = {
  logo: '/logo.svg',
  name: 'PesoFlash',
  rows: [{ title: 'A', value: '1' }],
  code: 'CP123456',
  plan: [{ remark: 'Today', title: 'Fee', amount: '₱10.00', time: 'Jan 7, 2027' }],
  channels: [{ name: 'GCash', logo: '/g.svg', value: '90006' }],
  agreements: [{ title: 'Loan agreement' }],
};

const paymentActions = () => ({ openCode: vi.fn(), copyCode: vi.fn(), pay: vi.fn(), loanNow: vi.fn(), openAgreement: vi.fn() });

afterEach(() => vi.restoreAllMocks());

describe('ScreenRenderer', () => {
  it('uses every registry node in this test', () => {
    expect(new Set([...descriptor.nodes, ...payment.nodes].map((n) => n.node))).toEqual(new Set(nodeNames));
  });

  it("hands the nodes the screen's named actions", async () => {
    const actions = paymentActions();
    render(<ScreenRenderer nodes={nodes} descriptor={payment} data={paymentData} actions={actions} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByRole('button', { name: 'Copy CP123456' }));
    expect(actions.copyCode).toHaveBeenCalledWith({ code: 'CP123456' });
    expect(screen.getByRole('region', { name: 'Repayment information' })).toHaveTextContent('₱10.00');
    await user.click(screen.getByRole('button', { name: 'Loan agreement' }));
    expect(actions.openAgreement).toHaveBeenCalledWith({ index: '0', title: 'Loan agreement' });
    await user.click(screen.getByRole('button', { name: 'Loan Now' }));
    expect(actions.loanNow).toHaveBeenCalledWith({});
  });

  it('draws a node naming an action the screen did not inject as a visible error, and logs it', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { pay: _pay, ...actions } = paymentActions();
    render(<ScreenRenderer nodes={nodes} descriptor={payment} data={paymentData} actions={{ ...actions, toString: vi.fn() }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('"pay"');
    expect(screen.queryByRole('button', { name: 'Payment Method' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy CP123456' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('action "pay"'));
  });

  it('while loading, draws the leading nodes that read no data and the placeholder for the rest', () => {
    render(<ScreenRenderer nodes={nodes} descriptor={descriptor} whileLoading={<p role="status">Loading</p>} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Customer service');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    // Everything from the first node that binds data on waits for the data, static or not.
    expect(screen.queryByText('Hours')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  // A data screen's generated module loads the nodes after the frame lazily (scripts/schema/screens.ts).
  function lazily() {
    let arrive: (component: typeof nodes.detailRows) => void = () => {};
    const DetailRows = lazyNode(new Promise<typeof nodes.detailRows>((resolve) => (arrive = resolve)));
    return { nodes: { ...nodes, detailRows: DetailRows as (props: NodeProps<never>) => ReactNode }, arrive: (c = nodes.detailRows) => act(async () => arrive(c)) };
  }

  it('keeps the placeholder drawn while loading in place of the nodes whose code is still on its way, then draws them', async () => {
    const { nodes: screenNodes, arrive } = lazily();
    const placeholder = <p role="status">Loading</p>;
    const { rerender } = render(<ScreenRenderer nodes={screenNodes} descriptor={descriptor} whileLoading={placeholder} />);
    rerender(<ScreenRenderer nodes={screenNodes} descriptor={descriptor} data={{ email: 'help@cashpeso.ph' }} />);
    // The frame stays; the data's nodes wait behind the same placeholder, not a blank.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Customer service');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('link', { name: /E-mail/ })).not.toBeInTheDocument();
    await arrive();
    // React may hold a fallback it just showed a moment longer before it reveals the content.
    expect(await screen.findByText('9:00-18:00')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /E-mail/ })).toHaveAttribute('href', 'mailto:help@cashpeso.ph');
  });

  it('draws a lazily loaded node at once, without suspending, once its code is there', async () => {
    const { nodes: screenNodes, arrive } = lazily();
    await arrive();
    render(<ScreenRenderer nodes={screenNodes} descriptor={descriptor} data={{}} whileNodesLoad={<p role="status">Loading</p>} />);
    expect(screen.getByText('9:00-18:00')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('draws whileNodesLoad for nodes still loading when first drawn with the data', async () => {
    const { nodes: screenNodes, arrive } = lazily();
    render(<ScreenRenderer nodes={screenNodes} descriptor={descriptor} data={{}} whileNodesLoad={<p role="status">Loading</p>} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Customer service');
    expect(screen.getByRole('status')).toBeInTheDocument();
    await arrive();
    expect(await screen.findByText('9:00-18:00')).toBeInTheDocument();
  });

  it('without a placeholder draws every node even with no data (a static screen)', () => {
    render(<ScreenRenderer nodes={nodes} descriptor={descriptor} />);
    expect(screen.getByText('9:00-18:00')).toBeInTheDocument();
  });

  it('draws every node in order, with the data and the navigation', async () => {
    const onNavigate = vi.fn();
    const { container } = render(<ScreenRenderer nodes={nodes} descriptor={descriptor} data={{ email: 'help@cashpeso.ph' }} onNavigate={onNavigate} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Customer service');
    expect(screen.getByText('9:00-18:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /E-mail/ })).toHaveAttribute('href', 'mailto:help@cashpeso.ph');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Before you write');
    const order = [...container.querySelectorAll('h1, .adm-list, h2')].map((el) => el.tagName);
    expect(order).toEqual(['H1', 'DIV', 'DIV', 'H2']);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByText('About us'));
    expect(onNavigate).toHaveBeenCalledWith('aboutUs');
  });

  it('draws an unknown node as a visible error naming it, and logs it', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ScreenRenderer
        nodes={nodes}
        descriptor={{ ...descriptor, nodes: [{ node: 'heading', text: 'Still here' }, { node: 'carousel' }] }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('carousel');
    expect(screen.getByRole('heading')).toHaveTextContent('Still here');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('carousel'));
  });

  it('draws only the nodes it is given: a registry node missing from the screen\'s map is drawn as unknown', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ScreenRenderer nodes={{ heading: nodes.heading }} descriptor={{ ...descriptor, nodes: [{ node: 'heading', text: 'Here' }, { node: 'planCards', cards: [] }] }} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Here');
    expect(screen.getByRole('alert')).toHaveTextContent('planCards');
  });

  it.each(['toString', '__proto__', 'constructor'])('does not take %j from Object.prototype for a node', (name) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ScreenRenderer nodes={nodes} descriptor={{ ...descriptor, nodes: [{ node: name }] }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(name);
  });
});
