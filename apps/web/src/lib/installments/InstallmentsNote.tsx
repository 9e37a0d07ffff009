import { installmentPlansResponse } from '@store/contract';
import { isInstallmentMonths, longestInstallmentPlan, type InstallmentMonths } from '@store/money';
import { request } from '../api';
import { formatCentavos } from '../format';
import { queryKeys, useQuery } from '../query';

/** The plans the shop offers (GET /api/payments/installment-plans), asked once per visit. */
function useInstallmentMonths(): InstallmentMonths[] {
  const plans = useQuery({
    queryKey: queryKeys.installmentPlans(),
    queryFn: async ({ signal }) =>
      (
        await request('/payments/installment-plans', installmentPlansResponse, { signal })
      ).installment_months.filter(isInstallmentMonths),
    staleTime: Infinity,
  });
  return plans.data ?? [];
}

/**
 * "Hasta 12 meses sin intereses de $441.58" under a price or a total that reaches a plan the shop
 * offers; nothing otherwise, nor while the plans are still on their way (the line is a bonus, not a
 * price the shopper needs first).
 */
export function InstallmentsNote({ amountCents, className }: { amountCents: number; className?: string }) {
  const plan = longestInstallmentPlan(amountCents, useInstallmentMonths());
  if (!plan) return null;
  return (
    <p className={className ?? 'installments-note'}>
      Hasta {plan.months} meses sin intereses de {formatCentavos(plan.monthlyCents)}
    </p>
  );
}
