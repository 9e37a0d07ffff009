/**
 * The browser's cache of API answers, one entry per query key: the part of TanStack Query this shop uses
 * (shared answers, staleness, one request at a time per key, a retry, invalidation), in about two
 * kilobytes instead of the eleven that library adds to every page (decision record 006).
 */

export type QueryKey = readonly unknown[];

/** How many failures to retry (false for none), or a rule given the failures so far and the last error. */
export type Retry = number | false | ((failures: number, error: unknown) => boolean);

export type QueryState<Data> = {
  data: Data | undefined;
  error: unknown;
  /** 'pending' until a first answer or a final failure; 'error' keeps the last good `data`. */
  status: 'pending' | 'success' | 'error';
  /** When `data` arrived (ms since the epoch), 0 before. */
  dataUpdatedAt: number;
  fetching: boolean;
};

type Fetcher<Data> = { fn: (context: { signal: AbortSignal }) => Promise<Data>; retry: Retry };

export type QueryDefaults = { staleTime: number; retry: Retry };

const RETRY_DELAY_MS = 1000;
/** An answer nobody shows is forgotten after this long, as TanStack Query's default garbage collection. */
const FORGET_AFTER_MS = 5 * 60_000;

const hashKey = (key: QueryKey): string => JSON.stringify(key);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const shouldRetry = (retry: Retry, failures: number, error: unknown): boolean =>
  typeof retry === 'function' ? retry(failures, error) : failures < Number(retry);

export class Query<Data> {
  state: QueryState<Data> = {
    data: undefined,
    error: null,
    status: 'pending',
    dataUpdatedAt: 0,
    fetching: false,
  };
  /** Set by `invalidateQueries`: the next reader fetches again, whatever the stale time. */
  private invalidated = false;
  private inFlight: { done: Promise<void>; controller: AbortController } | undefined;
  /** The last reader's way of fetching, so that an invalidation can fetch again for it. */
  private fetcher: Fetcher<Data> | undefined;
  private readonly listeners = new Set<() => void>();
  private forgetTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly forget: () => void) {}

  getState = (): QueryState<Data> => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    clearTimeout(this.forgetTimer);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.cancel();
      this.forgetTimer = setTimeout(this.forget, FORGET_AFTER_MS);
    };
  };

  setState(patch: Partial<QueryState<Data>>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** An answer known before anyone asked (handed over in the page): set quietly, as the first state. */
  seed(data: Data): void {
    if (this.state.status !== 'pending' || this.state.fetching) return;
    this.state = { data, error: null, status: 'success', dataUpdatedAt: Date.now(), fetching: false };
  }

  /**
   * A reader's way of fetching, kept without fetching: an answer set before anyone fetched (handed over in
   * the page, or set by `setQueryData`) can still be fetched again when it is invalidated.
   */
  remember(fetcher: Fetcher<Data>): void {
    this.fetcher ??= fetcher;
  }

  isStale(staleTime: number): boolean {
    return (
      this.invalidated || this.state.status !== 'success' || Date.now() - this.state.dataUpdatedAt > staleTime
    );
  }

  /** Fetches unless a fetch is already under way, in which case its outcome is shared. */
  fetch(fetcher: Fetcher<Data>): Promise<void> {
    this.fetcher = fetcher;
    if (this.inFlight) return this.inFlight.done;
    const controller = new AbortController();
    const { signal } = controller;
    this.setState({ fetching: true });
    // A cancelled fetch settles quietly: the next reader starts a fresh one.
    const attempt = async (failures: number): Promise<void> => {
      try {
        const data = await fetcher.fn({ signal });
        if (signal.aborted) return;
        this.invalidated = false;
        this.setState({ data, error: null, status: 'success', dataUpdatedAt: Date.now(), fetching: false });
      } catch (error) {
        if (signal.aborted) return;
        if (shouldRetry(fetcher.retry, failures, error)) {
          await wait(RETRY_DELAY_MS);
          if (!signal.aborted) await attempt(failures + 1);
          return;
        }
        this.setState({ error, status: 'error', fetching: false });
      }
    };
    const done = attempt(0).finally(() => {
      if (this.inFlight?.controller === controller) this.inFlight = undefined;
    });
    this.inFlight = { done, controller };
    return done;
  }

  /** Nobody shows this answer any more: the request under way is aborted, as TanStack Query does. */
  private cancel(): void {
    if (!this.inFlight) return;
    this.inFlight.controller.abort();
    this.inFlight = undefined;
    this.setState({ fetching: false });
  }

  invalidate(): Promise<void> {
    this.invalidated = true;
    return this.listeners.size > 0 && this.fetcher ? this.fetch(this.fetcher) : Promise.resolve();
  }
}

export class QueryClient {
  readonly defaults: QueryDefaults;
  private readonly queries = new Map<string, Query<unknown>>();

  constructor(defaults: Partial<QueryDefaults> = {}) {
    this.defaults = { staleTime: 0, retry: 1, ...defaults };
    // What failed for want of a signal is asked again when it returns, as the offline notice promises.
    window.addEventListener('online', () => {
      for (const query of this.queries.values()) if (query.state.status === 'error') void query.invalidate();
    });
  }

  query<Data>(key: QueryKey): Query<Data> {
    const hash = hashKey(key);
    let query = this.queries.get(hash);
    if (!query) {
      query = new Query<unknown>(() => this.queries.delete(hash));
      this.queries.set(hash, query);
    }
    return query as Query<Data>;
  }

  getQueryData<Data>(key: QueryKey): Data | undefined {
    return this.query<Data>(key).state.data;
  }

  setQueryData<Data>(key: QueryKey, data: Data): void {
    this.query<Data>(key).setState({ data, error: null, status: 'success', dataUpdatedAt: Date.now() });
  }

  /** Every query whose key starts with `queryKey` is fetched again now if shown, else when next shown. */
  async invalidateQueries({ queryKey }: { queryKey: QueryKey }): Promise<void> {
    const whole = hashKey(queryKey);
    const prefix = `${whole.slice(0, -1)},`;
    await Promise.all(
      [...this.queries]
        .filter(([hash]) => hash === whole || hash.startsWith(prefix))
        .map(([, query]) => query.invalidate()),
    );
  }
}
