import { errorResponse } from '@store/contract';
import { postalCodeCounts, postalCodeImport, type PostalCodeImport } from '@store/contract/admin';
import { API_BASE, ApiError, apiGet, retryUnlessRefused } from '../../../../lib/api';
import { useMutation, useQuery, useQueryClient } from '../../../../lib/query';

const COUNTS_KEY = ['admin', 'postal-codes'] as const;

/** GET /api/admin/postal-codes: what the catalogue holds now. */
export const usePostalCodeCounts = () =>
  useQuery({
    queryKey: COUNTS_KEY,
    queryFn: ({ signal }) => apiGet('/admin/postal-codes', postalCodeCounts, {}, signal),
    retry: retryUnlessRefused,
  });

/**
 * POST /api/admin/postal-codes with the file itself as the body, as downloaded (the server tells a
 * gzip or a .zip by its first bytes): JSON would only make a 15 MB file bigger.
 */
export async function loadPostalCodes(file: Blob): Promise<PostalCodeImport> {
  const response = await fetch(`${API_BASE}/admin/postal-codes`, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', 'content-type': 'application/octet-stream' },
    body: file,
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorResponse.safeParse(payload);
    throw new ApiError(response.status, parsed.success ? parsed.data.error : '');
  }
  return postalCodeImport.parse(payload);
}

export function useLoadPostalCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: loadPostalCodes,
    onSuccess: () => client.invalidateQueries({ queryKey: COUNTS_KEY }),
  });
}
