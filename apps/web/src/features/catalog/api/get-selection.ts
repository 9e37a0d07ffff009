import { selectionResponse, type SelectionName } from '@store/contract';
import { queryKeys, useQuery } from '../../../lib/query';
import { requestQuery } from '../../../lib/api';

export const useSelection = (selection: SelectionName) =>
  useQuery({
    queryKey: queryKeys.selection(selection),
    ...requestQuery(`/selection/${selection}`, selectionResponse),
  });
