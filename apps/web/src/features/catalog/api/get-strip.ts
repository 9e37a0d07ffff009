import { stripResponse } from '@store/contract';
import { queryKeys, useQuery } from '../../../lib/query';
import { requestQuery } from '../../../lib/api';

/** The strip's lasting lines, handed over inside the home page (its first answers) or asked for. */
export const useStripLines = () =>
  useQuery({
    queryKey: queryKeys.strip(),
    ...requestQuery('/strip', stripResponse),
    staleTime: 10 * 60_000,
  });
