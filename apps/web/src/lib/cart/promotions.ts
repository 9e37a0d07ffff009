import { activePromotionsResponse, type ActivePromotion } from '@store/contract';
import { toCentavos, type PromotionRule } from '@store/money';
import { request } from '../api';
import { queryKeys, useQuery } from '../query';

/** A promotion as the API publishes it (pesos) as the money rule takes it (centavos). */
export const toPromotionRule = (promotion: ActivePromotion): PromotionRule => ({
  id: promotion.id,
  name: promotion.name,
  kind: promotion.kind,
  percentOff: promotion.percent_off,
  minimumPurchaseCents: promotion.minimum_purchase === null ? null : toCentavos(promotion.minimum_purchase),
  stackable: promotion.stackable,
  productIds: promotion.product_ids,
});

/**
 * The promotions running now (GET {api}/promotions/active), so the cart panel and the payment page show
 * the saving before paying with the same `promotionDiscounts` the checkout charges. One cached answer
 * serves both; while it loads, or if it fails, the totals leave promotions out (the checkout still gives
 * them, so the shopper never pays more than shown).
 */
export const useActivePromotions = () =>
  useQuery({
    queryKey: queryKeys.activePromotions(),
    queryFn: async ({ signal }) => {
      try {
        const answer = await request('/promotions/active', activePromotionsResponse, { signal });
        return answer.promotions.map(toPromotionRule);
      } catch (error) {
        console.error('No se pudieron leer las promociones', error);
        throw error;
      }
    },
  });
