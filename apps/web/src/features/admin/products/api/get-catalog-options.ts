import { catalogOptions } from '@store/contract/admin';
import { apiGet, retryUnlessRefused } from '../../../../lib/api';
import { useQuery } from '../../../../lib/query';

/** GET /api/admin/catalog-options: departments, brands and sizes for the editor's selects. */
export const useCatalogOptions = () =>
  useQuery({
    queryKey: ['admin', 'catalog-options'],
    queryFn: ({ signal }) => apiGet('/admin/catalog-options', catalogOptions, {}, signal),
    retry: retryUnlessRefused,
    staleTime: 60_000,
  });
