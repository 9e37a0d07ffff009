import { count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { postalCodes } from './tables';
import { PostalCatalogueBuilder, type PostalCatalogue } from './postal-catalogue';
import { replacePostalCatalogue, type PostalCatalogueDependent } from './replace-postal-catalogue';

type DemoColonia = [name: string, settlementType?: string];
type DemoMunicipality = {
  stateId: string;
  stateName: string;
  municipalityId: string;
  municipalityName: string;
  city: string;
  codes: Record<string, DemoColonia[]>;
};

/**
 * A few real postal codes, written by hand so the demo's address form works without the official
 * file (whose terms forbid passing it on): the shop's city in full, the big cities' centres and a taste of
 * their neighbourhoods, and the fiscal postal codes of SAT's test taxpayers.
 * State and municipality keys are INEGI's. The full catalogue comes with `npm run sepomex:import`.
 */
const DEMO_MUNICIPALITIES: DemoMunicipality[] = [
  {
    stateId: '08',
    stateName: 'Chihuahua',
    municipalityId: '019',
    municipalityName: 'Chihuahua',
    city: 'Chihuahua',
    codes: {
      '31000': [['Zona Centro'], ['El Bajo', 'Barrio']],
      '31020': [['Santa Rita'], ['Zarco']],
      '31050': [['Bellavista'], ['Dale']],
      '31064': [['Libertad'], ['Villa Juárez']],
      '31065': [['Cuauhtémoc'], ['Granjas Cerro Grande'], ['Vistas Cerro Grande', 'Fraccionamiento']],
      '31125': [['Deportistas'], ['Paseos de Chihuahua']],
      '31200': [['Altavista'], ['Santo Niño']],
      '31206': [['Jardines del Santuario', 'Fraccionamiento'], ['Lomas del Santuario']],
      '31350': [['Obrera'], ['Popular']],
      '31384': [['Aeropuerto'], ['Sierra Azul', 'Fraccionamiento']],
    },
  },
  {
    stateId: '08',
    stateName: 'Chihuahua',
    municipalityId: '037',
    municipalityName: 'Juárez',
    city: 'Juárez',
    codes: { '32000': [['Centro']], '32030': [['Partido Romero']] },
  },
  {
    stateId: '09',
    stateName: 'Ciudad de México',
    municipalityId: '015',
    municipalityName: 'Cuauhtémoc',
    city: 'Ciudad de México',
    codes: { '06600': [['Juárez']], '06700': [['Roma Norte']], '06140': [['Condesa']] },
  },
  {
    stateId: '14',
    stateName: 'Jalisco',
    municipalityId: '039',
    municipalityName: 'Guadalajara',
    city: 'Guadalajara',
    codes: { '44100': [['Guadalajara Centro']], '44160': [['Americana']], '44150': [['Lafayette']] },
  },
  {
    stateId: '19',
    stateName: 'Nuevo León',
    municipalityId: '039',
    municipalityName: 'Monterrey',
    city: 'Monterrey',
    codes: { '64000': [['Monterrey Centro'], ['La Finca', 'Condominio']], '64060': [['Obispado']] },
  },
  // The fiscal addresses of SAT's test taxpayers (the RFCs of its test certificates, which invoicing
  // tryouts use): without them a tryout's invoice is refused for an unknown postal code.
  {
    stateId: '05',
    stateName: 'Coahuila de Zaragoza',
    municipalityId: '025',
    municipalityName: 'Piedras Negras',
    city: 'Piedras Negras',
    // EKU9003173C9, ESCUELA KEMPER URGATE.
    codes: {
      '26015': [
        ['Los Laureles', 'Fraccionamiento'],
        ['Lázaro Cárdenas'],
        ['División del Norte'],
        ['Guadalupe', 'Fraccionamiento'],
      ],
    },
  },
  {
    stateId: '11',
    stateName: 'Guanajuato',
    municipalityId: '015',
    municipalityName: 'Guanajuato',
    city: 'Marfil',
    // CACX7605101P8, XOCHILT CASAS CHAVEZ.
    codes: { '36257': [['Valle de San José', 'Fraccionamiento'], ['Campanario'], ['Independencia']] },
  },
  {
    stateId: '22',
    stateName: 'Querétaro',
    municipalityId: '014',
    municipalityName: 'Querétaro',
    city: 'Santiago de Querétaro',
    // XOJI740919U48, INGRID XODAR JIMENEZ.
    codes: { '76028': [['Universidad']] },
  },
];

/**
 * The demo set as catalogue rows. SEPOMEX's settlement ids are not known here, so they are numbered
 * within each postal code; an import links saved addresses by name as well, never by these ids alone.
 */
export function demoPostalCatalogue(): PostalCatalogue {
  const builder = new PostalCatalogueBuilder();
  for (const place of DEMO_MUNICIPALITIES) {
    for (const [postalCode, colonias] of Object.entries(place.codes)) {
      colonias.forEach(([name, settlementType = 'Colonia'], index) => {
        const problem = builder.add({
          postalCode,
          name,
          settlementType,
          municipalityName: place.municipalityName,
          stateName: place.stateName,
          city: place.city,
          stateId: place.stateId,
          municipalityId: place.municipalityId,
          sepomexId: String(index + 1).padStart(4, '0'),
          zone: 'Urbano',
        });
        if (problem) throw new Error(`Catálogo postal de demostración: ${problem}`);
      });
    }
  }
  return builder.build();
}

/** First start: with no postal codes at all the demo set goes in; an imported catalogue is left alone. */
export async function seedDemoPostalCodesIfEmpty(
  db: Database,
  dependent: PostalCatalogueDependent,
): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(postalCodes);
  if ((row?.total ?? 0) > 0) return false;
  await replacePostalCatalogue(db, demoPostalCatalogue(), dependent);
  return true;
}
