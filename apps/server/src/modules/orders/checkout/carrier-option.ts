import { HttpError } from '../../../http/errors';
import type { QuotedOption, ShippingQuotes } from '../../shipping';
import type { ChosenShipping } from '../tables';

/** A carrier's option as the checkout charges and keeps it. */
export type ConfirmedOption = { priceCents: number; chosen: ChosenShipping; text: string };

/**
 * Quotes the cart again for the address and takes the shopper's option only while it is offered at the
 * price they saw (decision 040). A changed price, an option no longer offered, or an address no carrier
 * reaches is a 409 in Spanish, asked before anything is held or stored: the page shows today's options.
 */
export async function confirmCarrierOption(
  quotes: Pick<ShippingQuotes, 'confirm'>,
  request: {
    postalCode: string;
    lines: readonly { variantId: number; quantity: number }[];
    goodsCents: number;
    optionId: string;
  },
): Promise<ConfirmedOption> {
  let choice;
  try {
    choice = await quotes.confirm(request);
  } catch (error) {
    // An unknown postal code or one no carrier reaches: the page showed options the server cannot honour.
    if (error instanceof HttpError && error.statusCode === 422) throw new HttpError(409, error.message);
    throw error;
  }
  if (!choice.ok) throw new HttpError(409, choice.message);
  return {
    priceCents: choice.option.priceCents,
    chosen: chosenShipping(choice.option),
    text: choice.option.arrives.text,
  };
}

const chosenShipping = (option: QuotedOption): ChosenShipping => ({
  carrier: option.carrier,
  service: option.service,
  carrierName: option.carrierName,
  serviceName: option.serviceName,
  arrivesFrom: option.arrives.from,
  arrivesTo: option.arrives.to,
});
