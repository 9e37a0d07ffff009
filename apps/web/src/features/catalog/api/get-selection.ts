import { selectionResponse, type SelectionName } from '@store/contract';
import { useQuery } from '../../../lib/query';
import { apiGet } from '../../../lib/api';

export const getSelection = (selection: SelectionName, signal?: AbortSignal) =>
  apiGet(`/selection/${selection}`, selectionResponse, {}, signal);

export const useSelection = (selection: SelectionName) =>
  useQuery({ queryKey: ['selection', selection], queryFn: ({ signal }) => getSelection(selection, signal) });
