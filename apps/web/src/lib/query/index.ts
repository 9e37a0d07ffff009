/*
 * Reads only. Mutations are imported from './use-mutation' itself: the shoppers' first pages change nothing,
 * and a module this file named would travel in their first chunk whether they use it or not.
 */
export { QueryClient, type QueryKey, type QueryState } from './query-client';
export { queryKeys } from './keys';
export {
  keepPreviousData,
  QueryClientProvider,
  skipToken,
  useQuery,
  useQueryClient,
  type QueryResult,
} from './use-query';
