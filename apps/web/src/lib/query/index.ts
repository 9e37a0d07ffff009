export { QueryClient, type QueryKey, type QueryState } from './query-client';
export { queryKeys } from './keys';
export { useMutation, type MutationOptions, type MutationResult } from './use-mutation';
export {
  keepPreviousData,
  QueryClientProvider,
  skipToken,
  useQuery,
  useQueryClient,
  type QueryResult,
} from './use-query';
