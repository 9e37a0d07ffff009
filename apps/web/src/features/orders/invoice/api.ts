import { orderInvoiceState, type InvoiceRequestBody, type OrderInvoiceState } from '@store/contract/invoices';
import { request, retryUnlessRefused } from '../../../lib/api';
import { invoiceKeys } from '../../../lib/invoices/keys';
import { useQuery, useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';

/** While the provider is still issuing an invoice, its state is asked again this often. */
const ISSUING_POLL_MS = 4000;

/** GET /api/invoices/orders/:order_id: the order's invoice, or whether and until when one can be asked for. */
export const useOrderInvoice = (orderId: number) =>
  useQuery({
    queryKey: invoiceKeys.order(orderId),
    queryFn: ({ signal }) => request(`/invoices/orders/${orderId}`, orderInvoiceState, { signal }),
    retry: retryUnlessRefused,
    refetchInterval: (state) => (state.data?.invoice?.status === 'emitiendo' ? ISSUING_POLL_MS : false),
  });

/**
 * POST /api/invoices/orders/:order_id: issues the invoice (it can take a few seconds) and answers the
 * order's new state, which the page shows at once. Saved fiscal data may have changed with it.
 */
export const useRequestInvoice = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceRequestBody) =>
      request(`/invoices/orders/${orderId}`, orderInvoiceState, { method: 'POST', json: body }),
    onSuccess: (state: OrderInvoiceState) => client.setQueryData(invoiceKeys.order(orderId), state),
    invalidates: (_state, body) => (body.save_profile ? [invoiceKeys.fiscalProfiles()] : []),
  });
};
