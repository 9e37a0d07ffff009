import {
  adminInvoice,
  adminInvoicesResponse,
  departmentProductKey,
  departmentProductKeys,
  type AdminInvoice,
  type AdminInvoicesResponse,
  type CancelInvoiceBody,
  type DepartmentProductKey,
} from '@store/contract/admin';
import { request, retryUnlessRefused } from '../../../../lib/api';
import { keepPreviousData, useQuery, useQueryClient } from '../../../../lib/query';
import { useMutation } from '../../../../lib/query/use-mutation';

/**
 * The query keys of 'Facturas'. They start with 'admin', as the back-office's others, but live here rather
 * than in lib/query/keys.ts, so the shop's first chunk does not carry them.
 */
export const adminInvoiceKeys = {
  all: () => ['admin', 'invoices'] as const,
  month: (month: string) => ['admin', 'invoices', month] as const,
  productKeys: () => ['admin', 'sat-product-keys'] as const,
};

/** GET /api/admin/invoices?month=YYYY-MM: the month's invoices, newest first, and what a global one would cover. */
export const useAdminInvoices = (month: string) =>
  useQuery({
    queryKey: adminInvoiceKeys.month(month),
    queryFn: ({ signal }) => request('/admin/invoices', adminInvoicesResponse, { query: { month }, signal }),
    retry: retryUnlessRefused,
    // Another month keeps the table on screen until it arrives, instead of flashing "Cargando...".
    placeholderData: keepPreviousData,
  });

/**
 * POST /api/admin/invoices/:id/cancel: the row shows the cancellation at once; the month is asked again,
 * since the order of a cancelled invoice goes back to the ones without an invoice.
 */
export const useCancelInvoice = (month: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, body }: { invoiceId: number; body: CancelInvoiceBody }) =>
      request(`/admin/invoices/${invoiceId}/cancel`, adminInvoice, { method: 'POST', json: body }),
    onSuccess: (cancelled: AdminInvoice) => {
      const shown = client.getQueryData<AdminInvoicesResponse>(adminInvoiceKeys.month(month));
      if (!shown) return;
      client.setQueryData(adminInvoiceKeys.month(month), {
        ...shown,
        invoices: shown.invoices.map((invoice) =>
          invoice.invoice_id === cancelled.invoice_id ? cancelled : invoice,
        ),
      });
    },
    invalidates: [adminInvoiceKeys.all()],
  });
};

/** POST /api/admin/invoices/global: the month's global invoice, to PUBLICO EN GENERAL. */
export const useGlobalInvoice = () =>
  useMutation({
    mutationFn: (month: string) =>
      request('/admin/invoices/global', adminInvoice, { method: 'POST', json: { month } }),
    invalidates: [adminInvoiceKeys.all()],
  });

/** GET /api/admin/departments/sat-product-keys: each department with the SAT key its products carry. */
export const useProductKeys = () =>
  useQuery({
    queryKey: adminInvoiceKeys.productKeys(),
    queryFn: ({ signal }) =>
      request('/admin/departments/sat-product-keys', departmentProductKeys, { signal }),
    retry: retryUnlessRefused,
  });

/** PUT /api/admin/departments/:id/sat-product-key: one department's key, shown in the list at once. */
export const useSaveProductKey = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, key }: { categoryId: number; key: string }) =>
      request(`/admin/departments/${categoryId}/sat-product-key`, departmentProductKey, {
        method: 'PUT',
        json: { sat_product_key: key },
      }),
    onSuccess: (saved: DepartmentProductKey) => {
      const shown = client.getQueryData<DepartmentProductKey[]>(adminInvoiceKeys.productKeys());
      if (!shown) return;
      client.setQueryData(
        adminInvoiceKeys.productKeys(),
        shown.map((department) => (department.category_id === saved.category_id ? saved : department)),
      );
    },
  });
};
