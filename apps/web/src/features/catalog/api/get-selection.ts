import { selectionResponse, type SelectionName } from '@store/contract';
import { useQuery } from '../../../lib/query';
import { apiGetQuery } from '../../../lib/api';

export const useSelection = (selection: SelectionName) =>
  useQuery({
    queryKey: ['selection', selection],
    ...apiGetQuery(`/selection/${selection}`, selectionResponse),
  });
