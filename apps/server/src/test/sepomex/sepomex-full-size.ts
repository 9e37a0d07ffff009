import { SeededRandom } from '../../seed/random';
import { sepomexLine, type FixtureRow } from './sepomex-fixture';

type State = {
  id: string;
  name: string;
  codes: readonly [from: number, to: number];
  firstMunicipality: string;
  municipalities: number;
  postalCodes: number;
  settlements: number;
};

/**
 * Each state as the official catalogue has it, in round numbers: INEGI key and name, the range its
 * postal codes fall in, the municipality of the range's first code (mostly the capital; the others are
 * made up), and about how many municipalities, postal codes and settlements it has.
 */
const STATES: readonly State[] = (
  [
    ['09', 'Ciudad de México', 1000, 16999, 'Álvaro Obregón', 16, 1110, 1600],
    ['01', 'Aguascalientes', 20000, 20999, 'Aguascalientes', 11, 370, 1500],
    ['02', 'Baja California', 21000, 22999, 'Mexicali', 7, 490, 2700],
    ['03', 'Baja California Sur', 23000, 23999, 'La Paz', 5, 290, 1100],
    ['04', 'Campeche', 24000, 24999, 'Campeche', 13, 270, 1300],
    ['05', 'Coahuila de Zaragoza', 25000, 27999, 'Saltillo', 38, 1050, 4500],
    ['06', 'Colima', 28000, 28999, 'Colima', 10, 230, 1000],
    ['07', 'Chiapas', 29000, 30999, 'Tuxtla Gutiérrez', 124, 1150, 9300],
    ['08', 'Chihuahua', 31000, 33999, 'Chihuahua', 67, 1100, 10100],
    ['10', 'Durango', 34000, 35999, 'Durango', 39, 1050, 7200],
    ['11', 'Guanajuato', 36000, 38999, 'Guanajuato', 46, 1370, 10300],
    ['12', 'Guerrero', 39000, 41999, 'Chilpancingo de los Bravo', 85, 1350, 5400],
    ['13', 'Hidalgo', 42000, 43999, 'Pachuca de Soto', 84, 1110, 6200],
    ['14', 'Jalisco', 44100, 49999, 'Guadalajara', 125, 1990, 6300],
    ['15', 'México', 50000, 57999, 'Toluca', 125, 2300, 8400],
    ['16', 'Michoacán de Ocampo', 58000, 61999, 'Morelia', 113, 1960, 10400],
    ['17', 'Morelos', 62000, 62999, 'Cuernavaca', 36, 410, 1900],
    ['18', 'Nayarit', 63000, 63999, 'Tepic', 20, 440, 2100],
    ['19', 'Nuevo León', 64000, 67999, 'Monterrey', 51, 1090, 5300],
    ['20', 'Oaxaca', 68000, 71999, 'Oaxaca de Juárez', 570, 1840, 6900],
    ['21', 'Puebla', 72000, 75999, 'Puebla', 217, 1570, 6400],
    ['22', 'Querétaro', 76000, 76999, 'Querétaro', 18, 520, 3300],
    ['23', 'Quintana Roo', 77000, 77999, 'Othón P. Blanco', 11, 300, 1200],
    ['24', 'San Luis Potosí', 78000, 79999, 'San Luis Potosí', 58, 980, 6400],
    ['25', 'Sinaloa', 80000, 82999, 'Culiacán', 20, 1150, 4600],
    ['26', 'Sonora', 83000, 85999, 'Hermosillo', 72, 990, 9100],
    ['27', 'Tabasco', 86000, 86999, 'Centro', 17, 460, 2900],
    ['28', 'Tamaulipas', 87000, 89999, 'Victoria', 43, 1000, 3500],
    ['29', 'Tlaxcala', 90000, 90999, 'Tlaxcala', 60, 370, 1500],
    ['30', 'Veracruz de Ignacio de la Llave', 91000, 96999, 'Xalapa', 212, 2480, 10800],
    ['31', 'Yucatán', 97000, 97999, 'Mérida', 106, 480, 1700],
    ['32', 'Zacatecas', 98000, 99999, 'Zacatecas', 58, 750, 2800],
  ] as const
).map(([id, name, from, to, firstMunicipality, municipalities, postalCodes, settlements]) => ({
  id,
  name,
  codes: [from, to],
  firstMunicipality,
  municipalities,
  postalCodes,
  settlements,
}));

const list = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');

// Words of the kind the catalogue uses, with its accents, eñes and diaereses (Latin-1 has them all).
const MUNICIPALITY_FIRST = list(`San Juan, Santa María, San Pedro, Santiago, San Miguel, Santo Domingo,
  San Andrés, Villa de, General, Heroica Ciudad de, San José, Santa Ana, Nuevo, San Martín, Ciudad`);
const MUNICIPALITY_SECOND = list(`Tlacolula, Ocotlán, Zaachila, Ixtlán, Tepeaca, Atlixco, Tehuacán,
  Zapotitlán, Juárez, Hidalgo, Morelos, Allende, Cuauhtémoc, Peñasco, Güémez, Acatlán, Tecámac, Apaseo,
  Jerécuaro, Mazapil, Ñuu Savi, Comitán, Tonalá, Zitácuaro`);
const SETTLEMENT_FIRST = list(`Centro, San Ángel, Las Águilas, El Mirador, Lomas, Jardines, Villas,
  Los Pinos, Guadalupe, San José, Santa Cruz, Niños Héroes, Benito Juárez, Emiliano Zapata, Independencia,
  La Piedad, Xochitepec, Las Flores, El Porvenir, Valle, Bosques, Campestre, Pedregal, Nueva España,
  Obrera, Revolución, Loma Bonita, Buenavista, La Cañada, El Sauz, Arboledas, Ampliación`);
// Most names have no second part.
const SETTLEMENT_SECOND = [
  '',
  '',
  '',
  ...list(`del Sur, del Norte, de Güemes, de la Montaña, Oriente,
  Poniente, Primera Sección, Segunda Sección, los Ángeles, del Río, de Peñuelas, Tlacopac`),
];
// The official file's settlement types; the common ones repeated so that they come up as often.
const SETTLEMENT_TYPES = list(`Colonia, Colonia, Colonia, Colonia, Colonia, Colonia, Ranchería, Ranchería,
  Ranchería, Ejido, Pueblo, Pueblo, Fraccionamiento, Fraccionamiento, Fraccionamiento, Barrio,
  Unidad habitacional, Condominio, Conjunto habitacional, Rancho, Hacienda, Granja, Paraje, Congregación,
  Equipamiento, Zona industrial, Aeropuerto, Campamento, Ex-hacienda, Finca, Gran usuario, Puerto,
  Residencial, Zona comercial, Zona federal, Parque industrial`);

export type SepomexCounts = {
  neighborhoods: number;
  postalCodes: number;
  states: number;
  municipalities: number;
};

/** What the catalogue says of one postal code. */
export type PostalCodeFacts = {
  postalCode: string;
  stateName: string;
  municipalityName: string;
  colonias: number;
  /** One of its colonias, by name. */
  colonia: string;
};

export type FullSizeCatalogue = {
  /** The data lines in the official layout; `sepomexFile` adds the notice and header and encodes them. */
  lines: string[];
  counts: SepomexCounts;
  /** The first postal code of Chihuahua's range, which has several colonias. */
  chihuahua: PostalCodeFacts;
  /** The country's first postal code, 01000: a leading zero and accented names. */
  leadingZero: PostalCodeFacts;
};

/**
 * A postal catalogue of the official file's size and shape, with made-up colonias and municipalities:
 * about 157,000 settlements in 32,000 postal codes over the 32 states and their ~2,477 municipalities.
 * A few postal codes have hundreds of settlements and most have a handful, as in the real file; some
 * names hold quotes, commas or a trailing space, and about two thirds of the rows have no city. The
 * same on every run (a seeded generator), so a failure can be looked at again.
 */
export function fullSizeSepomexCatalogue(): FullSizeCatalogue {
  const random = new SeededRandom(2024_10_03);
  const lines: string[] = [];
  const facts = new Map<string, PostalCodeFacts>();
  let municipalityCount = 0;
  let postalCodeCount = 0;
  for (const state of STATES) {
    const municipalities = municipalityNames(random, state.firstMunicipality, state.municipalities);
    const codes = postalCodes(random, state.codes, state.postalCodes);
    const sizes = settlementsPerCode(random, codes.length, state.settlements);
    const hasCity = municipalities.map((_, index) => index === 0 || random.chance(0.6));
    codes.forEach((code, index) => {
      // Contiguous runs of codes per municipality, as SEPOMEX hands them out: each gets at least one.
      const municipality = Math.floor((index * municipalities.length) / codes.length);
      const municipalityName = municipalities[municipality] as string;
      const names = settlementNames(
        random,
        sizes[index] as number,
        index === 0 ? municipalityName : undefined,
      );
      names.forEach((name, position) => {
        const zone = random.chance(0.004) ? 'Semiurbano' : random.chance(0.41) ? 'Urbano' : 'Rural';
        const row: FixtureRow = {
          code,
          name,
          type: position === 0 && index === 0 ? 'Colonia' : random.pick(SETTLEMENT_TYPES),
          municipality: municipalityName,
          state: state.name,
          stateId: state.id,
          municipalityId: String(municipality + 1).padStart(3, '0'),
          id: String(position + 1).padStart(4, '0'),
          zone,
          ...(hasCity[municipality] && random.chance(0.6) ? { city: municipalityName } : {}),
        };
        lines.push(sepomexLine(row));
      });
      if (index === 0) {
        facts.set(code, {
          postalCode: code,
          stateName: state.name,
          municipalityName,
          colonias: names.length,
          colonia: names[0] as string,
        });
      }
    });
    municipalityCount += municipalities.length;
    postalCodeCount += codes.length;
  }
  const known = (code: string) => {
    const found = facts.get(code);
    if (!found) throw new Error(`el catálogo generado no empieza un estado en ${code}`);
    return found;
  };
  return {
    lines,
    counts: {
      neighborhoods: lines.length,
      postalCodes: postalCodeCount,
      states: STATES.length,
      municipalities: municipalityCount,
    },
    chihuahua: known('31000'),
    leadingZero: known('01000'),
  };
}

/** `count` distinct names; the first one given, the rest made up (numbered where they would repeat). */
function municipalityNames(random: SeededRandom, first: string, count: number): string[] {
  const names = [first];
  const seen = new Set(names);
  while (names.length < count) {
    const base = `${random.pick(MUNICIPALITY_FIRST)} ${random.pick(MUNICIPALITY_SECOND)}`;
    const name = seen.has(base) ? `${base} ${names.length}` : base;
    seen.add(name);
    names.push(name);
  }
  return names;
}

/** `count` distinct five-digit codes spread over the range, its first code included, in order. */
function postalCodes(random: SeededRandom, [from, to]: readonly [number, number], count: number): string[] {
  const step = (to - from + 1) / count;
  return Array.from({ length: count }, (_, index) => {
    const offset = index === 0 ? 0 : random.int(0, Math.max(0, Math.floor(step) - 1));
    return String(from + Math.floor(index * step) + offset).padStart(5, '0');
  });
}

/**
 * How many settlements each code gets, `total` in all and at least one each. Weights drawn from a
 * heavy-tailed distribution give most codes a few and some hundreds, like the real file (up to 310).
 */
function settlementsPerCode(random: SeededRandom, codes: number, total: number): number[] {
  const weights = Array.from({ length: codes }, () => (1 - random.next()) ** -0.5);
  const sum = weights.reduce((a, b) => a + b, 0);
  const extra = total - codes;
  const sizes = weights.map((weight) => 1 + Math.floor((extra * weight) / sum));
  let missing = total - sizes.reduce((a, b) => a + b, 0);
  for (let index = 0; missing > 0; index = (index + 1) % codes, missing -= 1) {
    sizes[index] = (sizes[index] as number) + 1;
  }
  return sizes;
}

/** `count` distinct colonia names for one postal code; a state's first code starts with its centre. */
function settlementNames(random: SeededRandom, count: number, centreOf: string | undefined): string[] {
  const names: string[] = centreOf ? [`${centreOf} Centro`] : [];
  const seen = new Set(names);
  while (names.length < count) {
    const second = random.pick(SETTLEMENT_SECOND);
    let name = second ? `${random.pick(SETTLEMENT_FIRST)} ${second}` : random.pick(SETTLEMENT_FIRST);
    // Rare in the official file, and each must come through the importer untouched.
    if (random.chance(0.0002)) name = `Rancho "${name}"`;
    else if (random.chance(0.0003)) name = `${name}, Anexo`;
    else if (random.chance(0.0005)) name = `${name} `;
    if (seen.has(name)) name = `${name.trimEnd()} ${names.length + 1}`;
    seen.add(name);
    names.push(name);
  }
  return names;
}
