import { whatsappConsentResponse, type WhatsappConsentBody } from '@store/contract';
import { request, retryUnlessRefused } from '../../api';
import { queryKeys, useQuery } from '../../query';
import { useMutation } from '../../query/use-mutation';
import { useSession } from '../../session/session';

/** GET {api}/users/me/whatsapp: whether the shop offers order news on WhatsApp, and the shopper's yes. */
export function useWhatsappConsent() {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.whatsappConsent(user?.ecommerce_user_id),
    enabled: user !== null,
    retry: retryUnlessRefused,
    queryFn: ({ signal }) => request('/users/me/whatsapp', whatsappConsentResponse, { signal }),
  });
}

const giveWhatsappConsent = (body: WhatsappConsentBody) =>
  request('/users/me/whatsapp', whatsappConsentResponse, { method: 'PUT', json: body });

const withdrawWhatsappConsent = () =>
  request('/users/me/whatsapp', whatsappConsentResponse, { method: 'DELETE' });

/** PUT: news on for this number (a number that is not a Mexican mobile is refused under `phone`). */
export const useGiveWhatsappConsent = () =>
  useMutation({ mutationFn: giveWhatsappConsent, invalidates: [['whatsapp-consent']] });

/** DELETE: no more news on WhatsApp. */
export const useWithdrawWhatsappConsent = () =>
  useMutation({ mutationFn: withdrawWhatsappConsent, invalidates: [['whatsapp-consent']] });
