import type { Fulfilment, ShippingStatus } from '@store/contract';
import type { paymentSessionStatus } from '../tables';

export type PaymentSessionStatus = (typeof paymentSessionStatus.enumValues)[number];

/** Who moves an order or a checkout from one status to the next. */
export type Mover = 'staff' | 'payment provider' | 'sweeper' | 'shopper' | 'carrier';

/** From each status, the statuses it may go to and who may move it there; absent means never. */
export type Transitions<S extends string> = Record<S, Partial<Record<S, readonly Mover[]>>>;

/**
 * A checkout (a payment session) holds its units from the moment it is created until the payment ends.
 * Only the payment provider's word makes it paid. It expires or fails by what the provider says, or by
 * the shop's own decision when the provider never opened it or no longer knows it: the sweeper's for
 * overdue checkouts, the shopper's when they cancel or start again. It fails by staff's when they cancel
 * an order still waiting for its money (its payment withdrawn at the provider first).
 */
export const PAYMENT_SESSION_TRANSITIONS: Transitions<PaymentSessionStatus> = {
  open: {
    paid: ['payment provider'],
    expired: ['payment provider', 'sweeper', 'shopper'],
    failed: ['payment provider', 'sweeper', 'shopper', 'staff'],
  },
  paid: {},
  expired: {},
  failed: {},
};

/** The units a checkout held, once it ends: sold with its order, or back on the shelf. */
export const HELD_UNITS_AFTER = {
  paid: 'sold',
  expired: 'released',
  failed: 'released',
} as const satisfies Record<Exclude<PaymentSessionStatus, 'open'>, 'sold' | 'released'>;

/** A paid checkout becomes an order in this status. */
export const NEW_ORDER_STATUS = 'En proceso' satisfies ShippingStatus;

/** A checkout completed with a delayed method (an OXXO voucher, SPEI details) is an order in this one. */
export const AWAITING_PAYMENT_STATUS = 'Pendiente de pago' satisfies ShippingStatus;

/**
 * An order waiting for a delayed payment holds its units; only the payment provider's word says the
 * money arrived or never will (the shop's deadline for a transfer is also applied through the
 * provider, by withdrawing the payment there first).
 *
 * An order after it is paid. Staff ship it with a carrier and a tracking number, then mark it delivered;
 * or cancel it, refunding the payment, while it is still in the shop; the shopper may cancel it then too,
 * and may cancel an order still waiting for its money (its payment is withdrawn at the provider first),
 * as staff may, to free the units it holds. Once with the carrier it is not
 * cancelled: refunding and restocking then would give away money and units the shop does not have on
 * its shelves; that is a return, handled when the package comes back.
 *
 * A shipped order is delivered when staff say so, or when the carrier's tracking webhook says the parcel
 * was delivered.
 *
 * An order picked up at the store goes from 'En proceso' to 'Listo para recoger' when staff have it at
 * the counter, and to 'entregado' when they hand it over, only for the pick-up code the shopper shows
 * (`moveOrder` checks it in the same UPDATE). Until then it is still in the shop, so staff and the
 * shopper may cancel it as they may a delivery before it ships.
 */
export const ORDER_TRANSITIONS: Transitions<ShippingStatus> = {
  'Pendiente de pago': {
    'En proceso': ['payment provider'],
    'Pago no recibido': ['payment provider'],
    // Staff too: an unpaid order has no money to give back, only held units (decision 028).
    cancelado: ['shopper', 'staff'],
  },
  'En proceso': {
    enviado: ['staff'],
    'Listo para recoger': ['staff'],
    cancelado: ['staff', 'shopper'],
  },
  // The carrier too: its signed 'Delivered' tracking webhook (decision 041).
  enviado: { entregado: ['staff', 'carrier'] },
  'Listo para recoger': { entregado: ['staff'], cancelado: ['staff', 'shopper'] },
  entregado: {},
  cancelado: {},
  'Pago no recibido': {},
};

/**
 * The statuses only one way of fulfilment passes through: a delivery is shipped, a pick-up waits at the
 * counter. Every other status is on both ways.
 */
export const FULFILMENT_OF_STATUS: Partial<Record<ShippingStatus, Fulfilment>> = {
  enviado: 'delivery',
  'Listo para recoger': 'pickup',
};

/** Whether an order fulfilled this way can ever be in `status`. */
export const passesThrough = (fulfilment: Fulfilment, status: ShippingStatus): boolean =>
  (FULFILMENT_OF_STATUS[status] ?? fulfilment) === fulfilment;

/** The statuses from which `mover` may move to `to`: the condition of the conditional UPDATE. */
export function movableFrom<S extends string>(transitions: Transitions<S>, to: S, mover: Mover): S[] {
  return statusesOf(transitions).filter((from) => transitions[from][to]?.includes(mover) ?? false);
}

/** The statuses from which `mover` may move an order fulfilled this way to `to`. */
export function orderMovableFrom(to: ShippingStatus, mover: Mover, fulfilment: Fulfilment): ShippingStatus[] {
  if (!passesThrough(fulfilment, to)) return [];
  return movableFrom(ORDER_TRANSITIONS, to, mover).filter((from) => passesThrough(fulfilment, from));
}

export const statusesOf = <S extends string>(transitions: Transitions<S>) => Object.keys(transitions) as S[];
