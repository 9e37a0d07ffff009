import { Buffer } from 'node:buffer';
import { gzipSync } from 'node:zlib';
import { SEPOMEX_HEADER } from '../../modules/locations/sepomex/sepomex-rows';

/** Words of the same kind as the publisher's notice on line 1 (not its text). */
export const NOTICE = 'Catálogo Nacional de Códigos Postales: aviso del editor sobre su uso.';

export type FixtureRow = {
  code: string;
  name: string;
  type?: string;
  municipality: string;
  state: string;
  city?: string;
  stateId: string;
  municipalityId: string;
  id: string;
  zone?: string;
};

/** One data line in the official layout: 15 fields split by `|`, empty where SEPOMEX leaves them empty. */
export function sepomexLine(row: FixtureRow): string {
  const office = `${row.code.slice(0, 4)}1`;
  return [
    row.code,
    row.name,
    row.type ?? 'Colonia',
    row.municipality,
    row.state,
    row.city ?? '',
    office,
    row.stateId,
    office,
    '',
    '09',
    row.municipalityId,
    row.id,
    row.zone ?? 'Urbano',
    row.city ? '01' : '',
  ].join('|');
}

/** Hand-made rows: a few Chihuahua colonias and one code with a leading zero. */
export const CHIHUAHUA = {
  municipality: 'Chihuahua',
  state: 'Chihuahua',
  stateId: '08',
  municipalityId: '019',
};
export const FIXTURE_ROWS: FixtureRow[] = [
  { ...CHIHUAHUA, code: '31000', name: 'Zona Centro', city: 'Chihuahua', id: '0001' },
  { ...CHIHUAHUA, code: '31000', name: 'El Bajo', type: 'Barrio', city: 'Chihuahua', id: '0002' },
  { ...CHIHUAHUA, code: '31020', name: 'Zarco', city: 'Chihuahua', id: '0003' },
  { ...CHIHUAHUA, code: '31020', name: 'Santa Rita ', city: 'Chihuahua', id: '0004' },
  {
    code: '01000',
    name: 'San Ángel',
    municipality: 'Álvaro Obregón',
    state: 'Ciudad de México',
    city: 'Ciudad de México',
    stateId: '09',
    municipalityId: '010',
    id: '0001',
  },
  {
    code: '33800',
    name: 'Rancho "El Sauz", Anexo',
    type: 'Ranchería',
    municipality: 'Hidalgo del Parral',
    state: 'Chihuahua',
    stateId: '08',
    municipalityId: '032',
    id: '0100',
    zone: 'Rural',
  },
];

export type FileOptions = { latin1?: boolean; crlf?: boolean; gzip?: boolean; notice?: boolean };

/** A whole catalogue file; by default as Correos de México publishes it (Latin-1, CRLF, notice first). */
export function sepomexFile(lines: readonly string[], options: FileOptions = {}): Buffer {
  const { latin1 = true, crlf = true, gzip = false, notice = true } = options;
  const eol = crlf ? '\r\n' : '\n';
  const text = [...(notice ? [NOTICE] : []), SEPOMEX_HEADER, ...lines].map((line) => line + eol).join('');
  const bytes = Buffer.from(text, latin1 ? 'latin1' : 'utf8');
  return gzip ? gzipSync(bytes) : bytes;
}

/** The bytes in pieces of `size`, as a stream would hand them over (pieces may split a character). */
export async function* inChunks(bytes: Uint8Array, size = 64 * 1024): AsyncGenerator<Uint8Array> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}
