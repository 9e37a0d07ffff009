import { messageResponse } from '@store/contract';
import { fiscalProfiles } from '@store/contract/invoices';
import { request, retryUnlessRefused } from '../api';
import { useQuery } from '../query';
import { useMutation } from '../query/use-mutation';
import { invoiceKeys } from './keys';

/**
 * The shopper's saved fiscal data (GET /api/invoices/fiscal-profiles): listed on the profile and offered
 * as "Usar datos guardados" in an order's invoice request, so it lives in lib/.
 */
export const useFiscalProfiles = () =>
  useQuery({
    queryKey: invoiceKeys.fiscalProfiles(),
    queryFn: ({ signal }) => request('/invoices/fiscal-profiles', fiscalProfiles, { signal }),
    retry: retryUnlessRefused,
  });

/** DELETE /api/invoices/fiscal-profiles/:id; answers the server's message. */
export const deleteFiscalProfile = async (fiscalProfileId: number): Promise<string> =>
  (await request(`/invoices/fiscal-profiles/${fiscalProfileId}`, messageResponse, { method: 'DELETE' }))
    .message;

export const useDeleteFiscalProfile = () =>
  useMutation({ mutationFn: deleteFiscalProfile, invalidates: [invoiceKeys.fiscalProfiles()] });
