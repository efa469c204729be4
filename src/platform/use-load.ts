import {
  createContext,
  createElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

// The screens' loads, in place of SWR (issue 27: its 5.7 KB gzip sat in the framework chunk every page downloads, and
// the screens used a small part of it). Each borrower screen is its own page load, so the cache lives as long as the
// page; inside a page (the complaint flow's steps, the promotion funnel's pages) hooks with one key share one request
// in flight and one result.
//
// What is left out, on purpose: no revalidation on focus or reconnect (a WebView regains focus every time the native
// app comes back to the front, which would refetch every screen at once), and no silent retry of a failed load (the
// screen shows the error with a 'Try again' button, so the borrower sees what happened).

/** A load's key: JSON.stringify of it names the cache entry; the fetcher receives it as given. */
export type LoadKey = string | (string | number)[];

/** A mount within this long of the key's last fetch start uses the cached result without asking again. */
export const dedupingIntervalMs = 5_000;

export interface LoadOptions {
  /**
   * False: once a key has data, a mount never revalidates it (a one-use token, a sid that lives as long as the page);
   * only mutate() fetches it again.
   */
  revalidateIfStale?: boolean;
}

export interface Loaded<Data> {
  data: Data | undefined;
  error: unknown;
  /** True while a fetch of the key is under way (the data and error before it stay until it settles). */
  isValidating: boolean;
  /** Validating with no data yet. */
  isLoading: boolean;
  /** Fetches the key again now, whatever the last fetch's age; resolves once it settles, with the data then held. */
  mutate: () => Promise<Data | undefined>;
}

interface EntryState {
  data: unknown;
  error: unknown;
  isValidating: boolean;
}

// A key never fetched is drawn as loading from the first render (the mount's effect starts its fetch), so a screen
// never flashes an empty state; the prerendered first paint is that same loading state.
const unfetched: EntryState = { data: undefined, error: undefined, isValidating: true };
const noKey: EntryState = { data: undefined, error: undefined, isValidating: false };

/** One page's results by key, the fetches in flight, and who draws each key. */
export class LoadCache {
  private readonly states = new Map<string, EntryState>();
  private readonly started = new Map<string, number>();
  private readonly inFlight = new Map<string, { run: number; settled: Promise<void> }>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private runs = 0;

  /** `seed`: results already held (tests and stories), as if fetched long ago, so a mount shows them and revalidates. */
  constructor(seed: Iterable<readonly [LoadKey, unknown]> = []) {
    for (const [key, data] of seed) this.states.set(serializeKey(key), { data, error: undefined, isValidating: false });
  }

  state(id: string): EntryState {
    return this.states.get(id) ?? unfetched;
  }

  subscribe(id: string, listener: () => void): () => void {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(id);
    };
  }

  /** Whether a mount of `id` should fetch: not while one is in flight, nor within the deduping interval of the last start. */
  shouldLoad(id: string, revalidateIfStale: boolean): boolean {
    if (this.inFlight.has(id)) return false;
    if (this.states.get(id)?.data !== undefined && !revalidateIfStale) return false;
    const started = this.started.get(id);
    return started === undefined || Date.now() - started > dedupingIntervalMs;
  }

  /**
   * Fetches `id` now. A newer fetch of the same key supersedes this one: only the latest settles the entry, so an
   * answer that was overtaken is dropped. Resolves once the key has no fetch in flight.
   */
  fetch(id: string, fetcher: () => Promise<unknown>): Promise<void> {
    const run = ++this.runs;
    this.started.set(id, Date.now());
    this.set(id, { ...this.stateOrEmpty(id), isValidating: true });
    const settled = (async () => {
      let next: EntryState;
      try {
        next = { data: await fetcher(), error: undefined, isValidating: false };
      } catch (error) {
        next = { data: this.stateOrEmpty(id).data, error, isValidating: false };
      }
      const latest = this.inFlight.get(id);
      if (latest?.run === run) {
        this.inFlight.delete(id);
        this.set(id, next);
      } else if (latest) await latest.settled;
    })();
    this.inFlight.set(id, { run, settled });
    return settled;
  }

  /**
   * Resolves once no fetch is in flight: every load the page has started has settled, a load started meanwhile
   * included. What a page fetches on spec waits for this, so that it never shares the link with what the borrower
   * came for (idle-prefetch.ts).
   */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight.values()].map((flight) => flight.settled));
  }

  private stateOrEmpty(id: string): EntryState {
    return this.states.get(id) ?? noKey;
  }

  private set(id: string, state: EntryState) {
    this.states.set(id, state);
    for (const listener of this.listeners.get(id) ?? []) listener();
  }
}

function serializeKey(key: LoadKey): string {
  return JSON.stringify(key);
}

// The default is the page's one cache; a provider gives a subtree its own (tests, stories: no result leaks between them).
const LoadCacheContext = createContext(new LoadCache());

/** The cache the screen's loads go through (for `settled()`). */
export function useLoadCache(): LoadCache {
  return useContext(LoadCacheContext);
}

/** A fresh cache for its children, optionally holding `seed`'s results already. */
export function LoadCacheProvider({ seed, children }: { seed?: Iterable<readonly [LoadKey, unknown]>; children: ReactNode }) {
  const [cache] = useState(() => new LoadCache(seed));
  return createElement(LoadCacheContext.Provider, { value: cache }, children);
}

/**
 * What `cache` holds for `id`, drawn again when it changes. Each change is drawn as a transition, not with
 * useSyncExternalStore, whose changes React draws at once in one task: a screen's first answer swaps its skeleton for
 * the whole screen, which blocked a cheap phone's main thread for a third of a second on loan confirmation, and a
 * change that lands while React 18 still hydrates the prerendered page below (a fetch starting in an effect) would
 * make it throw that markup away and draw it again (React's error 421). As a transition React renders it in slices,
 * yielding to taps, after it has hydrated what it touches.
 */
function useEntry(cache: LoadCache, id: string | null): EntryState {
  const read = () => (id === null ? noKey : cache.state(id));
  const [held, setHeld] = useState(() => ({ cache, id, state: read() }));
  useEffect(() => {
    if (id === null) return undefined;
    const update = () => {
      const state = cache.state(id);
      startTransition(() => setHeld((before) => (before.cache === cache && before.id === id && before.state === state ? before : { cache, id, state })));
    };
    // A change between the render and this subscription.
    update();
    return cache.subscribe(id, update);
  }, [cache, id]);
  return held.cache === cache && held.id === id ? held.state : read();
}

/**
 * The data of `key`, fetched by `fetcher(key)`; `null`: nothing loads. A key already held is shown at once, and
 * fetched again in the background when its last fetch started more than 5 s ago (unless `revalidateIfStale` is false).
 */
export function useLoad<Data, const Key extends LoadKey>(key: Key | null, fetcher: (key: NoInfer<Key>) => Promise<Data>, options: LoadOptions = {}): Loaded<Data> {
  const { revalidateIfStale = true } = options;
  const cache = useContext(LoadCacheContext);
  const id = key === null ? null : serializeKey(key);

  // The latest render's fetcher and key: a fetch started by an effect or mutate() uses them, never an earlier render's.
  const latest = useRef({ key, fetcher });
  useLayoutEffect(() => {
    latest.current = { key, fetcher };
  });

  const state = useEntry(cache, id);

  const load = useCallback(() => {
    const { key: current, fetcher: fetchNow } = latest.current;
    return id === null || current === null ? Promise.resolve() : cache.fetch(id, () => fetchNow(current));
  }, [cache, id]);

  useEffect(() => {
    if (id !== null && cache.shouldLoad(id, revalidateIfStale)) void load();
  }, [cache, id, revalidateIfStale, load]);

  const mutate = useCallback(async () => {
    await load();
    return (id === null ? undefined : cache.state(id).data) as Data | undefined;
  }, [cache, id, load]);

  const data = state.data as Data | undefined;
  return { data, error: state.error, isValidating: state.isValidating, isLoading: state.isValidating && data === undefined, mutate };
}
