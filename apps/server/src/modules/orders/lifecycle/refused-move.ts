import type { Fulfilment, ShippingStatus } from '@store/contract';
import { HttpError } from '../../../http/errors';
import {
  ORDER_TRANSITIONS,
  passesThrough,
  PAYMENT_SESSION_TRANSITIONS,
  statusesOf,
  type Mover,
  type PaymentSessionStatus,
  type Transitions,
} from './transitions';

/** How staff read a move to each status, to be told why one was refused. */
type MoveWords = {
  /** 'marcar un pedido como enviado': what the mover may not do. */
  action: string;
  /** 'marcarse como enviado': what the order, where it is, may not do. */
  passive: string;
  /** Why, by the status the order is in, when that status alone does not say it. */
  reason?: Partial<Record<string, string>>;
};

type Lifecycle<S extends string> = {
  transitions: Transitions<S>;
  /**
   * For a lifecycle with more than one path (an order delivered, or picked up at the store): the
   * statuses of the one this order is on, and what staff are told of a move to a status off it.
   */
  path?: { has: (status: S) => boolean; elsewhere: string };
  noun: string;
  /** Each status as it reads after 'está' or 'un pedido'. */
  words: Record<S, string>;
  moves: Record<S, MoveWords>;
  /** Statuses that end the story, with what staff are told of any move from there. */
  ended: Partial<Record<S, string>>;
};

const MOVERS: Record<Mover, string> = {
  staff: 'el personal de la tienda',
  'payment provider': 'la pasarela de pago',
  sweeper: 'la revisión de pagos vencidos',
  shopper: 'quien compra',
  carrier: 'la paquetería',
};

const orderLifecycle = (fulfilment: Fulfilment): Lifecycle<ShippingStatus> => ({
  transitions: ORDER_TRANSITIONS,
  path: {
    has: (status) => passesThrough(fulfilment, status),
    elsewhere:
      fulfilment === 'pickup'
        ? 'Este pedido se recoge en la tienda: no se envía por paquetería.'
        : 'Este pedido se envía por paquetería: no se recoge en la tienda.',
  },
  noun: 'pedido',
  words: {
    'Pendiente de pago': 'pendiente de pago',
    'En proceso': 'en proceso',
    enviado: 'enviado',
    'Listo para recoger': 'listo para recoger',
    entregado: 'entregado',
    cancelado: 'cancelado',
    'Pago no recibido': 'sin pago recibido',
  },
  moves: {
    'Pendiente de pago': {
      action: 'regresar un pedido a pendiente de pago',
      passive: 'volver a quedar pendiente de pago',
    },
    'Pago no recibido': { action: 'dar un pedido por no pagado', passive: 'darse por no pagado' },
    'En proceso': { action: 'marcar un pedido como pagado', passive: 'pasar a en proceso' },
    enviado: { action: 'marcar un pedido como enviado', passive: 'marcarse como enviado' },
    'Listo para recoger': {
      action: 'marcar un pedido como listo para recoger',
      passive: 'marcarse como listo para recoger',
    },
    entregado: { action: 'marcar un pedido como entregado', passive: 'marcarse como entregado' },
    cancelado: {
      action: 'cancelar un pedido',
      passive: 'cancelarse',
      reason: {
        'Pendiente de pago': 'este aún espera su pago',
        enviado: 'este ya salió con la paquetería',
        entregado:
          fulfilment === 'pickup' ? 'este ya se entregó en la tienda' : 'este ya salió con la paquetería',
      },
    },
  },
  ended: {
    cancelado: 'El pedido está cancelado; ya no cambia de estado.',
    'Pago no recibido': 'El pago de este pedido no llegó; ya no cambia de estado.',
  },
});

const ORDER_LIFECYCLES: Record<Fulfilment, Lifecycle<ShippingStatus>> = {
  delivery: orderLifecycle('delivery'),
  pickup: orderLifecycle('pickup'),
};

const PAYMENT_SESSION: Lifecycle<PaymentSessionStatus> = {
  transitions: PAYMENT_SESSION_TRANSITIONS,
  noun: 'pago',
  words: { open: 'pendiente', paid: 'pagado', expired: 'vencido', failed: 'fallido' },
  moves: {
    open: { action: 'reabrir un pago', passive: 'volver a quedar pendiente' },
    paid: { action: 'marcar un pago como pagado', passive: 'marcarse como pagado' },
    expired: { action: 'dar un pago por vencido', passive: 'darse por vencido' },
    failed: { action: 'dar un pago por fallido', passive: 'darse por fallido' },
  },
  ended: {},
};

/**
 * Why an order fulfilled this way, in `current`, cannot be moved to `to` by `mover`; undefined when the
 * table lets it (a pick-up's hand-over still needs its code).
 */
export const refusedOrderMove = (
  current: ShippingStatus,
  to: ShippingStatus,
  mover: Mover,
  fulfilment: Fulfilment,
) => refusedMove(ORDER_LIFECYCLES[fulfilment], current, to, mover);

/** Why a checkout in `current` cannot be moved to `to` by `mover`; undefined when it can. */
export const refusedPaymentSessionMove = (
  current: PaymentSessionStatus,
  to: PaymentSessionStatus,
  mover: Mover,
) => refusedMove(PAYMENT_SESSION, current, to, mover);

/**
 * Read from the transition table, so the messages cannot disagree with it: 409 when the status the
 * order or payment is in now does not allow the move (it moved on, or never could), 422 when the move
 * exists but is not this mover's to make.
 */
function refusedMove<S extends string>(
  lifecycle: Lifecycle<S>,
  current: S,
  to: S,
  mover: Mover,
): HttpError | undefined {
  const onPath = (status: S) => lifecycle.path?.has(status) ?? true;
  const allowed = lifecycle.transitions[current][to];
  if (allowed?.includes(mover) && onPath(to)) return undefined;
  const ended = lifecycle.ended[current];
  if (ended) return new HttpError(409, ended);
  if (current === to) return new HttpError(409, `El ${lifecycle.noun} ya está ${lifecycle.words[current]}.`);
  if (lifecycle.path && !onPath(to)) return new HttpError(409, lifecycle.path.elsewhere);
  const move = lifecycle.moves[to];
  if (allowed)
    return new HttpError(
      422,
      `Solo ${alternatives(allowed.map((who) => MOVERS[who]))} puede ${move.action}.`,
    );
  const sources = statusesOf(lifecycle.transitions).filter(
    (from) => lifecycle.transitions[from][to] && onPath(from),
  );
  if (sources.length === 0) return new HttpError(409, `Ningún ${lifecycle.noun} puede ${move.passive}.`);
  const from = alternatives(sources.map((status) => lifecycle.words[status]));
  const reason = move.reason?.[current];
  return new HttpError(
    409,
    `Solo un ${lifecycle.noun} ${from} puede ${move.passive}${reason ? `: ${reason}` : ''}.`,
  );
}

/** 'a', 'a o b', 'a, b o c'. */
function alternatives(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} o ${items.at(-1)}`;
}
