import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dedupingIntervalMs, LoadCache, LoadCacheProvider, useLoad, type LoadKey, type LoadOptions } from './use-load.ts';

// The load hook's semantics the screens rely on: one request per key in flight, the cache shared under a provider,
// revalidation of a stale key on mount, mutate(), errors kept and cleared, and answers that arrive too late.

/** A fetcher whose answers the test settles by hand, one pending promise per call. */
function manualFetcher<T = string>() {
  const calls: { key: unknown; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const fetcher = vi.fn(
    (key: unknown) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ key, resolve, reject });
      }),
  );
  return { fetcher, calls };
}

function Shows({ id, loadKey, fetcher, options }: { id: string; loadKey: LoadKey | null; fetcher: (key: LoadKey) => Promise<unknown>; options?: LoadOptions }) {
  const { data, error, isValidating, isLoading } = useLoad(loadKey, fetcher, options);
  return (
    <p data-testid={id}>
      {`data=${String(data)} error=${error instanceof Error ? error.message : String(error)} validating=${isValidating} loading=${isLoading}`}
    </p>
  );
}

const shown = (id: string) => screen.getByTestId(id).textContent;
const fresh = ({ children }: { children: ReactNode }) => <LoadCacheProvider>{children}</LoadCacheProvider>;

afterEach(() => {
  vi.useRealTimers();
});

describe('useLoad', () => {
  it('loads nothing for a null key', async () => {
    const fetcher = vi.fn(() => Promise.resolve('never'));
    const { result } = renderHook(() => useLoad(null, fetcher), { wrapper: fresh });
    expect(result.current).toMatchObject({ data: undefined, error: undefined, isValidating: false, isLoading: false });
    await act(async () => expect(await result.current.mutate()).toBeUndefined());
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('is loading from the first render, and passes the key to the fetcher as given', async () => {
    const { fetcher, calls } = manualFetcher();
    const { result } = renderHook(() => useLoad(['/call', 'a', 7], fetcher), { wrapper: fresh });
    expect(result.current).toMatchObject({ data: undefined, isValidating: true, isLoading: true });
    expect(calls.map((call) => call.key)).toEqual([['/call', 'a', 7]]);
    await act(async () => calls[0]!.resolve('one'));
    expect(result.current).toMatchObject({ data: 'one', error: undefined, isValidating: false, isLoading: false });
  });

  it('shares one request in flight and one result between components with the same key', async () => {
    const { fetcher, calls } = manualFetcher();
    render(
      <LoadCacheProvider>
        <Shows id="first" loadKey={['/list']} fetcher={fetcher} />
        <Shows id="second" loadKey={['/list']} fetcher={fetcher} />
      </LoadCacheProvider>,
    );
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(async () => calls[0]!.resolve('shared'));
    expect(shown('first')).toContain('data=shared');
    expect(shown('second')).toContain('data=shared');
  });

  it('joins a request still in flight, however long ago it started', async () => {
    vi.useFakeTimers();
    const { fetcher, calls } = manualFetcher();
    const { rerender } = render(
      <LoadCacheProvider>
        <Shows id="first" loadKey="/slow" fetcher={fetcher} />
      </LoadCacheProvider>,
    );
    await act(async () => void (await vi.advanceTimersByTimeAsync(3 * dedupingIntervalMs)));
    rerender(
      <LoadCacheProvider>
        <Shows id="first" loadKey="/slow" fetcher={fetcher} />
        <Shows id="second" loadKey="/slow" fetcher={fetcher} />
      </LoadCacheProvider>,
    );
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(shown('second')).toContain('validating=true');
    await act(async () => calls[0]!.resolve('at last'));
    expect(shown('second')).toContain('data=at last');
  });

  it('gives each provider its own cache', async () => {
    const fetcher = vi.fn((key: LoadKey) => Promise.resolve(`for ${String(key)}`));
    render(
      <>
        <LoadCacheProvider>
          <Shows id="first" loadKey="/info" fetcher={fetcher} />
        </LoadCacheProvider>
        <LoadCacheProvider>
          <Shows id="second" loadKey="/info" fetcher={fetcher} />
        </LoadCacheProvider>
      </>,
    );
    expect(fetcher).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(shown('second')).toContain('data=for /info'));
  });

  it('mutate() refetches at once, keeping the data while it runs, and resolves with the new data', async () => {
    const { fetcher, calls } = manualFetcher();
    const { result } = renderHook(() => useLoad('/detail', fetcher), { wrapper: fresh });
    await act(async () => calls[0]!.resolve('old'));
    let refetched: Promise<string | undefined> | undefined;
    act(() => {
      refetched = result.current.mutate();
    });
    // Well within the deduping interval: mutate() is never deduped.
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ data: 'old', isValidating: true, isLoading: false });
    await act(async () => calls[1]!.resolve('new'));
    expect(await refetched).toBe('new');
    expect(result.current).toMatchObject({ data: 'new', isValidating: false });
  });

  it('keeps the error while a retry runs, keeps the data on a failure, and clears the error on success', async () => {
    const { fetcher, calls } = manualFetcher();
    const { result } = renderHook(() => useLoad('/detail', fetcher), { wrapper: fresh });
    await act(async () => calls[0]!.resolve('first'));

    act(() => void result.current.mutate());
    await act(async () => calls[1]!.reject(new Error('offline')));
    expect(result.current).toMatchObject({ data: 'first', isValidating: false });
    expect(result.current.error).toEqual(new Error('offline'));

    act(() => void result.current.mutate());
    expect(result.current).toMatchObject({ data: 'first', isValidating: true });
    expect(result.current.error).toEqual(new Error('offline'));
    await act(async () => calls[2]!.resolve('second'));
    expect(result.current).toMatchObject({ data: 'second', error: undefined, isValidating: false });
  });

  it('does not retry a failed load by itself', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn(() => Promise.reject(new Error('down')));
    const { result } = renderHook(() => useLoad('/down', fetcher), { wrapper: fresh });
    await act(async () => void (await vi.advanceTimersByTimeAsync(60_000)));
    expect(result.current.error).toEqual(new Error('down'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('shows a cached key at once on mount, and revalidates it only once the last fetch started more than 5 s ago', async () => {
    vi.useFakeTimers();
    const { fetcher, calls } = manualFetcher();
    const { rerender } = render(
      <LoadCacheProvider>
        <Shows id="first" loadKey="/list" fetcher={fetcher} />
      </LoadCacheProvider>,
    );
    await act(async () => calls[0]!.resolve('v1'));

    // Within the interval: the second mount shows the cached list and asks nothing.
    await act(async () => void (await vi.advanceTimersByTimeAsync(dedupingIntervalMs)));
    rerender(
      <LoadCacheProvider>
        <Shows id="first" loadKey="/list" fetcher={fetcher} />
        <Shows id="second" loadKey="/list" fetcher={fetcher} />
      </LoadCacheProvider>,
    );
    expect(shown('second')).toBe('data=v1 error=undefined validating=false loading=false');
    expect(fetcher).toHaveBeenCalledTimes(1);

    // Past it: the third mount shows the cached list at once and refetches behind it.
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    rerender(
      <LoadCacheProvider>
        <Shows id="first" loadKey="/list" fetcher={fetcher} />
        <Shows id="second" loadKey="/list" fetcher={fetcher} />
        <Shows id="third" loadKey="/list" fetcher={fetcher} />
      </LoadCacheProvider>,
    );
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(shown('third')).toBe('data=v1 error=undefined validating=true loading=false');
    await act(async () => calls[1]!.resolve('v2'));
    expect(shown('first')).toContain('data=v2');
    expect(shown('third')).toContain('data=v2');
  });

  it('never revalidates a held key on mount with revalidateIfStale false, yet mutate() still fetches', async () => {
    vi.useFakeTimers();
    const { fetcher, calls } = manualFetcher();
    const options = { revalidateIfStale: false };
    const { rerender } = render(
      <LoadCacheProvider>
        <Shows id="first" loadKey="/sid" fetcher={fetcher} options={options} />
      </LoadCacheProvider>,
    );
    await act(async () => calls[0]!.resolve('sid-1'));
    await act(async () => void (await vi.advanceTimersByTimeAsync(10 * dedupingIntervalMs)));
    rerender(
      <LoadCacheProvider>
        <Shows id="first" loadKey="/sid" fetcher={fetcher} options={options} />
        <Shows id="second" loadKey="/sid" fetcher={fetcher} options={options} />
      </LoadCacheProvider>,
    );
    expect(shown('second')).toContain('data=sid-1');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('shows a seeded result at once and revalidates it', async () => {
    const { fetcher, calls } = manualFetcher();
    render(
      <LoadCacheProvider seed={[[['/detail', '1'], 'seeded']]}>
        <Shows id="detail" loadKey={['/detail', '1']} fetcher={fetcher} />
      </LoadCacheProvider>,
    );
    expect(shown('detail')).toContain('data=seeded');
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(async () => calls[0]!.resolve('fresh'));
    expect(shown('detail')).toContain('data=fresh');
  });

  it('never shows an answer for a key it no longer has, and the late answer still fills its own key', async () => {
    const { fetcher, calls } = manualFetcher();
    const { rerender } = render(
      <LoadCacheProvider>
        <Shows id="detail" loadKey={['/detail', 'a']} fetcher={fetcher} />
      </LoadCacheProvider>,
    );
    rerender(
      <LoadCacheProvider>
        <Shows id="detail" loadKey={['/detail', 'b']} fetcher={fetcher} />
      </LoadCacheProvider>,
    );
    expect(calls.map((call) => call.key)).toEqual([
      ['/detail', 'a'],
      ['/detail', 'b'],
    ]);
    await act(async () => calls[0]!.resolve('answer for a'));
    expect(shown('detail')).toBe('data=undefined error=undefined validating=true loading=true');
    await act(async () => calls[1]!.resolve('answer for b'));
    expect(shown('detail')).toContain('data=answer for b');

    // Back to a: its late answer was kept for it, shown at once (and within the interval, not asked again).
    rerender(
      <LoadCacheProvider>
        <Shows id="detail" loadKey={['/detail', 'a']} fetcher={fetcher} />
      </LoadCacheProvider>,
    );
    expect(shown('detail')).toContain('data=answer for a');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('drops an answer overtaken by a newer fetch of the same key', async () => {
    const { fetcher, calls } = manualFetcher();
    const { result } = renderHook(() => useLoad('/detail', fetcher), { wrapper: fresh });
    let settled = false;
    act(() => void result.current.mutate().then(() => (settled = true)));
    await act(async () => calls[1]!.resolve('newer'));
    await act(async () => calls[0]!.resolve('older'));
    expect(result.current).toMatchObject({ data: 'newer', isValidating: false });
    expect(settled).toBe(true);
  });

  it('draws nothing for an answer that arrives after unmount, and keeps it for the next mount', async () => {
    const { fetcher, calls } = manualFetcher();
    const commits = vi.fn();
    function Late() {
      const { data } = useLoad('/late', fetcher);
      return <p data-testid="late">{String(data)}</p>;
    }
    const cache = ({ children }: { children: ReactNode }) => (
      <Profiler id="loads" onRender={commits}>
        <LoadCacheProvider>{children}</LoadCacheProvider>
      </Profiler>
    );
    const { rerender, unmount } = render(<Late />, { wrapper: cache });
    const consoleError = vi.spyOn(console, 'error');
    rerender(<></>);
    const commitsAtUnmount = commits.mock.calls.length;
    await act(async () => calls[0]!.resolve('late answer'));
    expect(commits).toHaveBeenCalledTimes(commitsAtUnmount);
    expect(consoleError).not.toHaveBeenCalled();
    rerender(<Late />);
    expect(shown('late')).toBe('late answer');
    expect(fetcher).toHaveBeenCalledTimes(1);
    unmount();
    consoleError.mockRestore();
  });

  // That each change is a transition, which React 18 needs while it hydrates a prerendered page, the browser crawl
  // proves (tests/e2e/crawl.spec.ts fails on React's error 421, which a change drawn at once causes there).
  it('draws each change of the store once, with nothing drawn twice', async () => {
    const { fetcher, calls } = manualFetcher();
    const seen: string[] = [];
    function Drawn() {
      const { data, isValidating, mutate } = useLoad('/drawn', fetcher);
      seen.push(`${String(data)}/${isValidating}`);
      return <button onClick={() => void mutate()}>again</button>;
    }
    render(<Drawn />, { wrapper: fresh });
    seen.length = 0;
    await act(async () => calls[0]!.resolve('first'));
    expect(seen).toEqual(['first/false']);

    seen.length = 0;
    act(() => screen.getByRole('button').click());
    expect(seen).toEqual(['first/true']);
    seen.length = 0;
    await act(async () => calls[1]!.resolve('second'));
    expect(seen).toEqual(['second/false']);
  });
});

describe('LoadCache.settled', () => {
  it('resolves at once with nothing in flight, and otherwise once every fetch has settled, one started meanwhile or failing included', async () => {
    const cache = new LoadCache();
    await expect(cache.settled()).resolves.toBeUndefined();

    const { fetcher, calls } = manualFetcher();
    void cache.fetch('"a"', () => fetcher('a'));
    let settled = false;
    void cache.settled().then(() => (settled = true));
    void cache.fetch('"b"', () => fetcher('b'));
    calls[0]!.resolve('A');
    await vi.waitFor(() => expect(cache.state('"a"').data).toBe('A'));
    expect(settled).toBe(false);
    // Started while the wait was on: waited for too.
    void cache.fetch('"c"', () => fetcher('c'));
    calls[1]!.reject(new Error('refused'));
    await vi.waitFor(() => expect(cache.state('"b"').error).toBeInstanceOf(Error));
    expect(settled).toBe(false);
    calls[2]!.resolve('C');
    await vi.waitFor(() => expect(settled).toBe(true));
  });
});
