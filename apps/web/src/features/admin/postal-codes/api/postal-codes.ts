import { postalCodeCounts, postalCodeImport } from '@store/contract/admin';
import { request, retryUnlessRefused } from '../../../../lib/api';
import { useQuery } from '../../../../lib/query';
import { useMutation } from '../../../../lib/query/use-mutation';
import { adminKeys } from '../../keys';

/** GET /api/admin/postal-codes: what the catalogue holds now. */
export const usePostalCodeCounts = () =>
  useQuery({
    queryKey: adminKeys.postalCodes(),
    queryFn: ({ signal }) => request('/admin/postal-codes', postalCodeCounts, { signal }),
    retry: retryUnlessRefused,
  });

/**
 * POST /api/admin/postal-codes with the file itself as the body, as downloaded (the server tells a
 * gzip or a .zip by its first bytes): JSON would only make a 15 MB file bigger.
 */
export const loadPostalCodes = (file: Blob) =>
  request('/admin/postal-codes', postalCodeImport, {
    method: 'POST',
    upload: { data: file, type: 'application/octet-stream' },
  });

export const useLoadPostalCodes = () =>
  useMutation({ mutationFn: loadPostalCodes, invalidates: [adminKeys.postalCodes()] });
