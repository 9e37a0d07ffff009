import { formatCentavos, toCentavos } from '@store/money';

/** "$2,499.00": pesos, as the API sends prices, written as the shop writes every amount. */
export const formatMoney = (pesos: number): string => formatCentavos(toCentavos(pesos));

/** An amount the browser computed, which it keeps in whole centavos. */
export { formatCentavos };
