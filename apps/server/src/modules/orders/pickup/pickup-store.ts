import {
  PICKUP_HOURS,
  SHOP_NAME,
  STORE_ADDRESS,
  STORE_MAP_URL,
  type PickupStore,
  type PickupStoreFacts,
} from '@store/contract';
import { pickupReadyText } from './ready-time';

/** The store where pick-up orders wait, from the shop's one record of its address and hours. */
export const PICKUP_STORE: PickupStoreFacts = {
  name: SHOP_NAME,
  address: STORE_ADDRESS.mapQuery,
  hours: PICKUP_HOURS.text,
  map_url: STORE_MAP_URL,
};

/** The store, and when an order paid at `now` would be ready there. */
export const pickupStoreAt = (now: Date): PickupStore => ({ ...PICKUP_STORE, ready: pickupReadyText(now) });

/**
 * What a pick-up order keeps as its address: where the shopper goes. Every page, e-mail and file that
 * shows an order's address then says so without knowing of pick-ups.
 */
export const PICKUP_ADDRESS_TEXT = `Recoger en tienda: ${PICKUP_STORE.name}, ${PICKUP_STORE.address}`;
