import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueryKey } from './query-client';
import { useQueryClient } from './use-query';

export type MutationOptions<Variables, Result> = {
  mutationFn: (variables: Variables) => Promise<Result>;
  /** After a success, before the invalidation: e.g. the server's answer put in the cache at once. */
  onSuccess?: (result: Result, variables: Variables) => unknown;
  /**
   * The queries the change makes out of date (each key and every key under it), asked again after a
   * success: a page on screen shows the change as soon as `mutateAsync` resolves.
   */
  invalidates?: readonly QueryKey[] | ((result: Result, variables: Variables) => readonly QueryKey[]);
};

export type MutationResult<Variables, Result> = {
  /** Runs the change; resolves with its answer once what it made out of date was asked again. */
  mutateAsync: (variables: Variables) => Promise<Result>;
  isPending: boolean;
  /** The last run succeeded (and nothing ran since). */
  isSuccess: boolean;
  /** The last run's failure (an ApiError for a refusal or a failed connection), null otherwise. */
  error: unknown;
};

type State = { status: 'idle' | 'pending' | 'success' | 'error'; error: unknown };

/**
 * A call that changes something, for every component that makes one: the pending state the buttons
 * follow, the failure, and the invalidation of what the change made out of date, in one place.
 */
export function useMutation<Variables = void, Result = unknown>(
  options: MutationOptions<Variables, Result>,
): MutationResult<Variables, Result> {
  const client = useQueryClient();
  const [state, setState] = useState<State>({ status: 'idle', error: null });
  // `mutateAsync` keeps its identity across renders and reads the latest options through the ref.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const mutateAsync = useCallback(
    async (variables: Variables): Promise<Result> => {
      const { mutationFn, onSuccess, invalidates } = latest.current;
      setState({ status: 'pending', error: null });
      try {
        const result = await mutationFn(variables);
        await onSuccess?.(result, variables);
        const stale =
          typeof invalidates === 'function' ? invalidates(result, variables) : (invalidates ?? []);
        await Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey })));
        setState({ status: 'success', error: null });
        return result;
      } catch (error) {
        setState({ status: 'error', error });
        throw error;
      }
    },
    [client],
  );

  return {
    mutateAsync,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    error: state.error,
  };
}
