/**
 * Where a Mexican postal code is, as a carrier's rate table sees it: its first two digits name the state
 * (SEPOMEX hands out ranges by state), and the distance by road between two states' capitals sets the
 * zone a rate is read from. Rough, and enough for prices that move the way a carrier's do.
 */

type State = { name: string; lat: number; lon: number };

// Each state's capital (Cancún for Quintana Roo, where parcels go), in degrees.
const STATES: Readonly<Record<string, State>> = {
  AG: { name: 'Aguascalientes', lat: 21.88, lon: -102.29 },
  BC: { name: 'Baja California', lat: 32.62, lon: -115.45 },
  BS: { name: 'Baja California Sur', lat: 24.14, lon: -110.31 },
  CM: { name: 'Campeche', lat: 19.85, lon: -90.53 },
  CS: { name: 'Chiapas', lat: 16.75, lon: -93.12 },
  CH: { name: 'Chihuahua', lat: 28.63, lon: -106.07 },
  CX: { name: 'Ciudad de México', lat: 19.43, lon: -99.13 },
  CO: { name: 'Coahuila', lat: 25.42, lon: -101.0 },
  CL: { name: 'Colima', lat: 19.24, lon: -103.72 },
  DG: { name: 'Durango', lat: 24.02, lon: -104.67 },
  GT: { name: 'Guanajuato', lat: 21.02, lon: -101.26 },
  GR: { name: 'Guerrero', lat: 17.55, lon: -99.5 },
  HG: { name: 'Hidalgo', lat: 20.1, lon: -98.76 },
  JA: { name: 'Jalisco', lat: 20.67, lon: -103.35 },
  EM: { name: 'Estado de México', lat: 19.29, lon: -99.66 },
  MI: { name: 'Michoacán', lat: 19.7, lon: -101.19 },
  MO: { name: 'Morelos', lat: 18.92, lon: -99.23 },
  NA: { name: 'Nayarit', lat: 21.5, lon: -104.89 },
  NL: { name: 'Nuevo León', lat: 25.67, lon: -100.31 },
  OA: { name: 'Oaxaca', lat: 17.07, lon: -96.73 },
  PU: { name: 'Puebla', lat: 19.04, lon: -98.21 },
  QT: { name: 'Querétaro', lat: 20.59, lon: -100.39 },
  QR: { name: 'Quintana Roo', lat: 21.16, lon: -86.85 },
  SL: { name: 'San Luis Potosí', lat: 22.15, lon: -100.98 },
  SI: { name: 'Sinaloa', lat: 24.8, lon: -107.39 },
  SO: { name: 'Sonora', lat: 29.07, lon: -110.96 },
  TB: { name: 'Tabasco', lat: 17.99, lon: -92.93 },
  TM: { name: 'Tamaulipas', lat: 23.74, lon: -99.15 },
  TL: { name: 'Tlaxcala', lat: 19.32, lon: -98.24 },
  VE: { name: 'Veracruz', lat: 19.54, lon: -96.91 },
  YU: { name: 'Yucatán', lat: 20.97, lon: -89.62 },
  ZA: { name: 'Zacatecas', lat: 22.77, lon: -102.58 },
};

// SEPOMEX's ranges: the first two digits of a postal code and the state they belong to.
const PREFIXES: ReadonlyArray<readonly [from: number, to: number, state: string]> = [
  [1, 16, 'CX'],
  [20, 20, 'AG'],
  [21, 22, 'BC'],
  [23, 23, 'BS'],
  [24, 24, 'CM'],
  [25, 27, 'CO'],
  [28, 28, 'CL'],
  [29, 30, 'CS'],
  [31, 33, 'CH'],
  [34, 35, 'DG'],
  [36, 38, 'GT'],
  [39, 41, 'GR'],
  [42, 43, 'HG'],
  [44, 49, 'JA'],
  [50, 57, 'EM'],
  [58, 61, 'MI'],
  [62, 62, 'MO'],
  [63, 63, 'NA'],
  [64, 67, 'NL'],
  [68, 71, 'OA'],
  [72, 75, 'PU'],
  [76, 76, 'QT'],
  [77, 77, 'QR'],
  [78, 79, 'SL'],
  [80, 82, 'SI'],
  [83, 85, 'SO'],
  [86, 86, 'TB'],
  [87, 89, 'TM'],
  [90, 90, 'TL'],
  [91, 96, 'VE'],
  [97, 97, 'YU'],
  [98, 99, 'ZA'],
];

/** The state (its two-letter code) a postal code is in; undefined for a code no state has (00…, 17…). */
export function stateOfPostalCode(postalCode: string): string | undefined {
  if (!/^\d{5}$/.test(postalCode)) return undefined;
  const prefix = Number(postalCode.slice(0, 2));
  return PREFIXES.find(([from, to]) => prefix >= from && prefix <= to)?.[2];
}

export const stateName = (code: string): string => STATES[code]?.name ?? code;

// Roads wind: about a fifth longer than the straight line between two capitals.
const ROAD_FACTOR = 1.2;
const EARTH_KM = 6371;

/** Kilometres by road, roughly, between two states' capitals; 0 within one state. */
export function roadKm(from: string, to: string): number {
  const a = STATES[from];
  const b = STATES[to];
  if (!a || !b || from === to) return 0;
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return Math.round(2 * EARTH_KM * Math.asin(Math.sqrt(h)) * ROAD_FACTOR);
}

/** The zone a rate is read from, 0 (the same state, or close) to 4 (across the country), by distance. */
export function zoneOf(km: number): number {
  const limits = [400, 900, 1500, 2200];
  const zone = limits.findIndex((limit) => km <= limit);
  return zone === -1 ? limits.length : zone;
}
