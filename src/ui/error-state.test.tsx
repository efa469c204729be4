import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import catalog from '../../schemas/messages/en.json';
import { ApiError } from '../api/api-error.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { ErrorState, LoadGate, LoadingState } from './error-state.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('ErrorState', () => {
  it.each(['network', 'timeout', 'http', 'schema'] as const)("shows the catalog text of a '%s' failure and retries", async (kind) => {
    const retry = vi.fn();
    render(<ErrorState error={new ApiError(kind)} onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(catalog[`error.${kind}`]);
    await user().click(screen.getByRole('button', { name: catalog['common.retry'] }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("offers 'Try again' from the first frame as one button that is never swapped for another under a tap", async () => {
    // A fresh module, as on a page's first failure: nothing it might load is loaded yet.
    vi.resetModules();
    const { ErrorState: FreshErrorState } = await import('./error-state.tsx');
    const retry = vi.fn();
    render(<FreshErrorState error={new ApiError('network')} onRetry={retry} />);
    // Synchronously, and the same element later: a press on one button and a release on its replacement is no click.
    const first = screen.getByRole('button', { name: catalog['common.retry'] });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(screen.getByRole('button', { name: catalog['common.retry'] })).toBe(first);
    await user().click(first);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('hides the picture (whose SVG title is Chinese) from screen readers', async () => {
    render(<ErrorState error={new ApiError('network')} />);
    // The picture is its own chunk, loaded after the text is on screen.
    const pictures = await waitFor(() => {
      const found = screen.getByRole('alert').querySelectorAll('svg');
      expect(found).toHaveLength(1);
      return found;
    });
    expect(pictures[0]!.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("shows the server's own message for a failure envelope", () => {
    render(<ErrorState error={new ApiError('server', { serverMessage: 'Session expired' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired');
  });

  it('shows the generic text for an error that is not an ApiError, and no button without a retry', () => {
    render(<ErrorState error={new Error('TypeError: x is undefined')} />);
    expect(screen.getByRole('alert')).toHaveTextContent(catalog['error.unexpected']);
    expect(screen.getByRole('alert')).not.toHaveTextContent('x is undefined');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('LoadingState', () => {
  it('is announced as busy, and its skeleton does not repaint a gradient every frame (it pulses in opacity instead)', () => {
    const { container } = render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.adm-skeleton').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('.adm-skeleton-animated')).toHaveLength(0);
  });
});

describe('LoadGate', () => {
  const draw = (data: string) => <p>{data}</p>;

  it('shows the skeleton while loading, the data once loaded', () => {
    const { rerender } = render(<LoadGate data={undefined} error={undefined} onRetry={() => {}}>{draw}</LoadGate>);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    rerender(<LoadGate data="Loaded text" error={undefined} onRetry={() => {}}>{draw}</LoadGate>);
    expect(screen.getByText('Loaded text')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("draws the screen's frame given as pending while loading, and keeps its elements when the data comes", () => {
    const frame = (body: React.ReactNode) => (
      <section>
        <h1>Customer service</h1>
        {body}
      </section>
    );
    const { rerender } = render(
      <LoadGate data={undefined} error={undefined} onRetry={() => {}} pending={frame(<LoadingState />)}>
        {(data: string) => frame(<p>{data}</p>)}
      </LoadGate>,
    );
    const heading = screen.getByRole('heading', { name: 'Customer service' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerender(
      <LoadGate data="Loaded text" error={undefined} onRetry={() => {}} pending={frame(<LoadingState />)}>
        {(data: string) => frame(<p>{data}</p>)}
      </LoadGate>,
    );
    expect(screen.getByText('Loaded text')).toBeInTheDocument();
    // The same element: updated in place, not drawn anew (a prerendered title is not painted twice).
    expect(screen.getByRole('heading', { name: 'Customer service' })).toBe(heading);
  });

  it('shows the error rather than stale data, and the skeleton while a retry runs', () => {
    const error = new ApiError('network');
    const { rerender } = render(<LoadGate data="Stale" error={error} onRetry={() => {}}>{draw}</LoadGate>);
    expect(screen.getByRole('alert')).toHaveTextContent(catalog['error.network']);
    expect(screen.queryByText('Stale')).not.toBeInTheDocument();
    rerender(<LoadGate data="Stale" error={error} isValidating onRetry={() => {}}>{draw}</LoadGate>);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});

describe('ErrorBoundary', () => {
  function Broken(): never {
    throw new Error('render failed');
  }

  it('shows the error state with a reload instead of a blank screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    render(
      <ErrorBoundary onReload={reload}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(catalog['error.unexpected']);
    await user().click(screen.getByRole('button', { name: catalog['common.retry'] }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
