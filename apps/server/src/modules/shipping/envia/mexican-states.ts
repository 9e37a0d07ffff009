/**
 * Envia.com names a Mexican state by a two-letter code ('NL' in its own examples). The shop's addresses
 * carry SEPOMEX's state names ('Coahuila de Zaragoza', 'México'); this is the one place that turns one
 * into the other. Envia's Geocodes API (`GET https://geocodes.envia.com/zipcode/MX/<cp>`) answers the
 * code of any postal code: check this table against it in the sandbox before going live.
 */
const ENVIA_STATE_CODES: Readonly<Record<string, string>> = {
  aguascalientes: 'AG',
  'baja california': 'BC',
  'baja california sur': 'BS',
  campeche: 'CM',
  chiapas: 'CS',
  chihuahua: 'CH',
  'ciudad de mexico': 'CX',
  'distrito federal': 'CX',
  coahuila: 'CO',
  'coahuila de zaragoza': 'CO',
  colima: 'CL',
  durango: 'DG',
  guanajuato: 'GT',
  guerrero: 'GR',
  hidalgo: 'HG',
  jalisco: 'JA',
  mexico: 'EM',
  'estado de mexico': 'EM',
  michoacan: 'MI',
  'michoacan de ocampo': 'MI',
  morelos: 'MO',
  nayarit: 'NA',
  'nuevo leon': 'NL',
  oaxaca: 'OA',
  puebla: 'PU',
  queretaro: 'QT',
  'queretaro de arteaga': 'QT',
  'quintana roo': 'QR',
  'san luis potosi': 'SL',
  sinaloa: 'SI',
  sonora: 'SO',
  tabasco: 'TB',
  tamaulipas: 'TM',
  tlaxcala: 'TL',
  veracruz: 'VE',
  'veracruz de ignacio de la llave': 'VE',
  yucatan: 'YU',
  zacatecas: 'ZA',
};

// Without accents, case or extra spaces: SEPOMEX writes 'Michoacán de Ocampo', an old file 'MICHOACAN'.
const plain = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Envia's code of a state named as SEPOMEX names it; undefined for a name that is not one of the 32. */
export const enviaStateCode = (stateName: string): string | undefined => ENVIA_STATE_CODES[plain(stateName)];
