import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenDescriptor } from '../../renderers/core/descriptor.ts';
import type { NodeProps, ScreenNodes } from '../../renderers/nodes/node-props.ts';
import { PublishedScreenRenderer } from './published-screen.tsx';

// The wiring of issue 26's "fails safe" on a page: a published descriptor that throws while drawing falls back to the
// bundled copy and is reported to the server (publishing/draw-failure), which counts it toward a rollback.

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../api/client.ts', () => ({ callApi }));

/** A heading that cannot draw one text: a published version that throws at draw, though its descriptor is valid. */
function Heading({ node }: NodeProps<{ text: string }>) {
  if (node.text === 'Broken') throw new Error('this version cannot draw');
  return <h1>{node.text}</h1>;
}
const nodes = { heading: Heading } as unknown as ScreenNodes;
const bundled: ScreenDescriptor = { id: 'about-us', title: 'About us', nodes: [{ node: 'heading', text: 'Bundled heading' }] };
const broken: ScreenDescriptor = { ...bundled, nodes: [{ node: 'heading', text: 'Broken' }] };

afterEach(() => {
  callApi.mockReset();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('PublishedScreenRenderer', () => {
  it('reports a published version that throws while drawing, and draws the bundled copy', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    callApi.mockImplementation(async (call: { path: string }) =>
      call.path.endsWith('/published-version')
        ? { success: true, code: '00', message: '', data: { id: 'screens/about-us', version: 4, document: broken }, raw: {} }
        : { success: true, code: '00', message: '', data: { counted: true, rolledBack: false }, raw: {} },
    );
    render(<PublishedScreenRenderer descriptor={bundled} nodes={nodes} />);
    await waitFor(() => expect(callApi.mock.calls.some(([call]) => (call as { path: string }).path.endsWith('/draw-failure'))).toBe(true));
    const report = callApi.mock.calls.find(([call]) => (call as { path: string }).path.endsWith('/draw-failure'))!;
    expect(report[1]).toEqual({ id: 'screens/about-us', version: 4 });
    expect(report[2]).toEqual({ toastOnFailure: false });
    expect(screen.getByText('Bundled heading')).toBeTruthy();
  });
});
