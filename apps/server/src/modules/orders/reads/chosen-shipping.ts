import type { ChosenShippingFacts } from '@store/contract';
import { arrivalText } from '../../shipping';
import type { ChosenShipping } from '../tables';

/** The carrier's option an order keeps, as its pages, e-mail and packing slip show it; null for none. */
export const chosenShippingFacts = (chosen: ChosenShipping | null): ChosenShippingFacts | null =>
  chosen && {
    carrier: chosen.carrierName,
    service: chosen.serviceName,
    arrives_from: chosen.arrivesFrom,
    arrives_to: chosen.arrivesTo,
    arrives_text: arrivalText(chosen.arrivesFrom, chosen.arrivesTo),
  };
