import {
  errorResponse,
  shippingOptionsBody,
  shippingOptionsResponse,
  type ShippingOptionsResponse,
} from '@store/contract';
import { toPesos } from '@store/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartGoodsCents, type CartPrices } from './quoting/cart-goods';
import type { ShippingQuote, ShippingQuotes } from './quoting/shipping-quotes';

/** A quote as the storefront reads it: pesos, the contract's field names, nothing of the labels' codes. */
export const toShippingOptionsResponse = (quote: ShippingQuote): ShippingOptionsResponse => ({
  options: quote.options.map((option) => ({
    id: option.id,
    carrier: option.carrierName,
    service: option.serviceName,
    price: toPesos(option.priceCents),
    min_days: option.minDays,
    max_days: option.maxDays,
    arrives_from: option.arrives.from,
    arrives_to: option.arrives.to,
    arrives_text: option.arrives.text,
    cheapest: option.cheapest,
    fastest: option.fastest,
  })),
  note: quote.note,
});

/**
 * POST /api/shipping/options: the ways to send a cart to a postal code, for anyone (the product page
 * asks for a guest's saved postal code too). Each one asks Envia four times when not remembered, so it
 * counts against its own rate limit.
 */
export function shippingRoutes(catalog: CartPrices, quotes: ShippingQuotes): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/shipping/options',
      {
        schema: {
          body: shippingOptionsBody,
          response: { 200: shippingOptionsResponse, 400: errorResponse, 422: errorResponse },
        },
        config: { rateLimit: 'shipping-quote' },
      },
      async (request) => {
        const lines = request.body.lines.map((line) => ({
          variantId: line.variant_id,
          quantity: line.quantity,
        }));
        const goodsCents = await cartGoodsCents(catalog, lines);
        const quote = await quotes.quote({ postalCode: request.body.postal_code, lines, goodsCents });
        return toShippingOptionsResponse(quote);
      },
    );
  };
}
