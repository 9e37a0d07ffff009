export { QueryClient, type QueryKey, type QueryState } from './query-client';
export {
  keepPreviousData,
  QueryClientProvider,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryResult,
} from './use-query';
