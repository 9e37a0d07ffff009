import { catalogOptions } from '@store/contract/admin';
import { request, retryUnlessRefused } from '../../lib/api';
import { useQuery } from '../../lib/query';
import { adminKeys } from './keys';

/** GET /api/admin/catalog-options: departments, brands and sizes for the product editor's selects and the promotions' scope. */
export const useCatalogOptions = () =>
  useQuery({
    queryKey: adminKeys.catalogOptions(),
    queryFn: ({ signal }) => request('/admin/catalog-options', catalogOptions, { signal }),
    retry: retryUnlessRefused,
    staleTime: 60_000,
  });
