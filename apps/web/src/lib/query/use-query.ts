import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Query, QueryClient, QueryKey, QueryState, Retry } from './query-client';

const ClientContext = createContext<QueryClient | null>(null);

export function QueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return createElement(ClientContext.Provider, { value: client }, children);
}

export function useQueryClient(): QueryClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('Falta QueryClientProvider');
  return client;
}

/** In place of a `queryFn`: nothing to fetch yet (no id, no session id). */
export const skipToken = Symbol('skipToken');
/** As `placeholderData`: while a new key loads, keep showing the previous key's answer. */
export const keepPreviousData = Symbol('keepPreviousData');

export type QueryOptions<Data> = {
  queryKey: QueryKey;
  queryFn: ((context: { signal: AbortSignal }) => Promise<Data>) | typeof skipToken;
  /** How long an answer is good for (ms); the client's default otherwise. */
  staleTime?: number;
  enabled?: boolean;
  retry?: Retry;
  placeholderData?: typeof keepPreviousData;
  /** An answer already at hand for a query that has none yet, shown on the first render. */
  initialData?: () => Data | undefined;
  /** After each answer: when to ask again (ms), or false to stop. */
  refetchInterval?: (state: QueryState<Data>) => number | false;
};

export type QueryResult<Data> = {
  data: Data | undefined;
  error: unknown;
  /** No answer yet (also while disabled). */
  isPending: boolean;
  /** The first answer is being fetched. */
  isLoading: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  dataUpdatedAt: number;
  refetch: () => Promise<void>;
};

/** One API answer, shared by every component that asks for the same key. */
export function useQuery<Data>(options: QueryOptions<Data>): QueryResult<Data> {
  const client = useQueryClient();
  const query = client.query<Data>(options.queryKey);
  if (query.state.status === 'pending' && options.initialData) {
    const initial = options.initialData();
    if (initial !== undefined) query.seed(initial);
  }
  const state = useQueryState(query);
  const { queryFn } = options;
  const enabled = options.enabled !== false && queryFn !== skipToken;
  const staleTime = options.staleTime ?? client.defaults.staleTime;
  // The effects read the latest options without refetching because a new closure was passed.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const fetchNow = () => {
    const fn = latest.current.queryFn;
    return fn === skipToken
      ? Promise.resolve()
      : query.fetch({ fn, retry: latest.current.retry ?? client.defaults.retry });
  };

  useEffect(() => {
    const fn = latest.current.queryFn;
    if (enabled && fn !== skipToken)
      query.remember({ fn, retry: latest.current.retry ?? client.defaults.retry });
    if (enabled && query.isStale(staleTime)) void fetchNow();
    // fetchNow reads the latest options through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, enabled, staleTime]);

  useEffect(() => {
    const every = enabled && !state.fetching && latest.current.refetchInterval?.(state);
    if (!every) return;
    const timer = setTimeout(() => void fetchNow(), every);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, enabled, state]);

  const [previous, setPrevious] = useState<Data | undefined>(undefined);
  if (state.data !== undefined && state.data !== previous) setPrevious(state.data);
  const placeholder =
    state.data === undefined && options.placeholderData === keepPreviousData && previous !== undefined;

  return {
    data: placeholder ? previous : state.data,
    error: state.error,
    isPending: state.status === 'pending' && !placeholder,
    isLoading: state.status === 'pending' && state.fetching && !placeholder,
    isError: state.status === 'error',
    isPlaceholderData: placeholder,
    dataUpdatedAt: state.dataUpdatedAt,
    refetch: fetchNow,
  };
}

/**
 * The query's state, re-rendered as a transition when it changes: a page of two dozen cards arriving
 * is built in slices that let the browser answer taps in between, where useSyncExternalStore would
 * render it in one blocking task. A new key shows its own state at once.
 */
function useQueryState<Data>(query: Query<Data>): QueryState<Data> {
  const [seen, setSeen] = useState(() => ({ query, state: query.getState() }));
  if (seen.query !== query) setSeen({ query, state: query.getState() });
  useEffect(() => {
    const update = () =>
      startTransition(() =>
        setSeen((current) =>
          current.query === query && current.state === query.getState()
            ? current
            : { query, state: query.getState() },
        ),
      );
    const unsubscribe = query.subscribe(update);
    // It may have changed between the render and this subscription.
    update();
    return unsubscribe;
  }, [query]);
  return seen.query === query ? seen.state : query.getState();
}
