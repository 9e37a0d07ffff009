/** Business days a parcel takes from the shop in Chihuahua, fewest and most. */
export type DeliveryDays = { minDays: number; maxDays: number };

type StateDelivery = DeliveryDays & {
  /** How the shop writes the state. */
  name: string;
  /** SEPOMEX's official name when it is longer ("Coahuila de Zaragoza"), or an old one ("Distrito Federal"). */
  aliases?: readonly string[];
};

const HOME: DeliveryDays = { minDays: 1, maxDays: 2 };
const NORTH: DeliveryDays = { minDays: 2, maxDays: 4 };
const REST: DeliveryDays = { minDays: 3, maxDays: 6 };

/**
 * The 32 states and how long the carriers take to each from Chihuahua: the home state, the northern
 * states the trucks reach first, and the rest of the country. The saved address carries SEPOMEX's state
 * name, so both spellings are here.
 */
export const DELIVERY_DAYS_BY_STATE: readonly StateDelivery[] = [
  { name: 'Aguascalientes', ...REST },
  { name: 'Baja California', ...NORTH },
  { name: 'Baja California Sur', ...REST },
  { name: 'Campeche', ...REST },
  { name: 'Chiapas', ...REST },
  { name: 'Chihuahua', ...HOME },
  { name: 'Ciudad de México', aliases: ['Distrito Federal'], ...REST },
  { name: 'Coahuila', aliases: ['Coahuila de Zaragoza'], ...NORTH },
  { name: 'Colima', ...REST },
  { name: 'Durango', ...NORTH },
  { name: 'Estado de México', aliases: ['México'], ...REST },
  { name: 'Guanajuato', ...REST },
  { name: 'Guerrero', ...REST },
  { name: 'Hidalgo', ...REST },
  { name: 'Jalisco', ...REST },
  { name: 'Michoacán', aliases: ['Michoacán de Ocampo'], ...REST },
  { name: 'Morelos', ...REST },
  { name: 'Nayarit', ...REST },
  { name: 'Nuevo León', ...NORTH },
  { name: 'Oaxaca', ...REST },
  { name: 'Puebla', ...REST },
  { name: 'Querétaro', aliases: ['Querétaro de Arteaga', 'Querétaro Arteaga'], ...REST },
  { name: 'Quintana Roo', ...REST },
  { name: 'San Luis Potosí', ...REST },
  { name: 'Sinaloa', ...NORTH },
  { name: 'Sonora', ...NORTH },
  { name: 'Tabasco', ...REST },
  { name: 'Tamaulipas', ...NORTH },
  { name: 'Tlaxcala', ...REST },
  { name: 'Veracruz', aliases: ['Veracruz de Ignacio de la Llave', 'Veracruz-Llave'], ...REST },
  { name: 'Yucatán', ...REST },
  { name: 'Zacatecas', ...REST },
];

/** Names compared without case, accents or extra spaces: "nuevo leon" is Nuevo León. */
const key = (name: string): string =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const BY_NAME = new Map(
  DELIVERY_DAYS_BY_STATE.flatMap((state) =>
    [state.name, ...(state.aliases ?? [])].map((name) => [key(name), state] as const),
  ),
);

/** The whole country's range, for a shopper whose state is not known yet. */
export const COUNTRY_DELIVERY_DAYS: DeliveryDays = {
  minDays: Math.min(...DELIVERY_DAYS_BY_STATE.map((state) => state.minDays)),
  maxDays: Math.max(...DELIVERY_DAYS_BY_STATE.map((state) => state.maxDays)),
};

/** The state a saved address names, with its days; undefined for a name that is not one of the 32. */
export const stateDelivery = (stateName: string): StateDelivery | undefined => BY_NAME.get(key(stateName));
