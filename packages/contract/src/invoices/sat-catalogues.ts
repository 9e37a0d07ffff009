/**
 * The parts of SAT's CFDI 4.0 catalogues an invoice request needs (c_RegimenFiscal and c_UsoCFDI, as
 * published by SAT and valid since 2022-01-01), with which régimen fits which kind of taxpayer and which
 * uso fits which régimen. The form offers only valid pairs and the server refuses any other.
 */

/** A persona física has a 13-character RFC; a persona moral (a company) a 12-character one. */
export type TaxpayerKind = 'fisica' | 'moral';

export type TaxRegime = { code: string; name: string; kinds: readonly TaxpayerKind[] };

const FISICA = ['fisica'] as const;
const MORAL = ['moral'] as const;
const BOTH = ['fisica', 'moral'] as const;

export const TAX_REGIMES: readonly TaxRegime[] = [
  { code: '601', name: 'General de Ley Personas Morales', kinds: MORAL },
  { code: '603', name: 'Personas Morales con Fines no Lucrativos', kinds: MORAL },
  { code: '605', name: 'Sueldos y Salarios e Ingresos Asimilados a Salarios', kinds: FISICA },
  { code: '606', name: 'Arrendamiento', kinds: FISICA },
  { code: '607', name: 'Régimen de Enajenación o Adquisición de Bienes', kinds: FISICA },
  { code: '608', name: 'Demás ingresos', kinds: FISICA },
  { code: '610', name: 'Residentes en el Extranjero sin Establecimiento Permanente en México', kinds: BOTH },
  { code: '611', name: 'Ingresos por Dividendos (socios y accionistas)', kinds: FISICA },
  { code: '612', name: 'Personas Físicas con Actividades Empresariales y Profesionales', kinds: FISICA },
  { code: '614', name: 'Ingresos por intereses', kinds: FISICA },
  { code: '615', name: 'Régimen de los ingresos por obtención de premios', kinds: FISICA },
  { code: '616', name: 'Sin obligaciones fiscales', kinds: FISICA },
  {
    code: '620',
    name: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos',
    kinds: MORAL,
  },
  { code: '621', name: 'Incorporación Fiscal', kinds: FISICA },
  { code: '622', name: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras', kinds: MORAL },
  { code: '623', name: 'Opcional para Grupos de Sociedades', kinds: MORAL },
  { code: '624', name: 'Coordinados', kinds: MORAL },
  {
    code: '625',
    name: 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
    kinds: FISICA,
  },
  { code: '626', name: 'Régimen Simplificado de Confianza', kinds: BOTH },
];

export type CfdiUse = { code: string; name: string; regimes: readonly string[] };

// The "Régimen Fiscal Receptor" column of c_UsoCFDI: the régimenes each uso may be invoiced to.
const PURCHASES = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'];
const RETURNS = ['601', '603', '606', '612', '616', '620', '621', '622', '623', '624', '625', '626'];
const PERSONAL_DEDUCTIONS = ['605', '606', '608', '611', '612', '614', '607', '615', '625'];
const NO_TAX_EFFECT = [
  '601',
  '603',
  '605',
  '606',
  '608',
  '610',
  '611',
  '612',
  '614',
  '616',
  '620',
  '621',
  '622',
  '623',
  '624',
  '607',
  '615',
  '625',
  '626',
];

/**
 * Every uso an invoice for a sale can carry. CP01 (Pagos) and CN01 (Nómina) are left out: they belong to
 * payment receipts and payroll, never to a sale.
 */
export const CFDI_USES: readonly CfdiUse[] = [
  { code: 'G01', name: 'Adquisición de mercancías', regimes: PURCHASES },
  { code: 'G02', name: 'Devoluciones, descuentos o bonificaciones', regimes: RETURNS },
  { code: 'G03', name: 'Gastos en general', regimes: PURCHASES },
  { code: 'I01', name: 'Construcciones', regimes: PURCHASES },
  { code: 'I02', name: 'Mobiliario y equipo de oficina por inversiones', regimes: PURCHASES },
  { code: 'I03', name: 'Equipo de transporte', regimes: PURCHASES },
  { code: 'I04', name: 'Equipo de cómputo y accesorios', regimes: PURCHASES },
  { code: 'I05', name: 'Dados, troqueles, moldes, matrices y herramental', regimes: PURCHASES },
  { code: 'I06', name: 'Comunicaciones telefónicas', regimes: PURCHASES },
  { code: 'I07', name: 'Comunicaciones satelitales', regimes: PURCHASES },
  { code: 'I08', name: 'Otra maquinaria y equipo', regimes: PURCHASES },
  { code: 'D01', name: 'Honorarios médicos, dentales y gastos hospitalarios', regimes: PERSONAL_DEDUCTIONS },
  { code: 'D02', name: 'Gastos médicos por incapacidad o discapacidad', regimes: PERSONAL_DEDUCTIONS },
  { code: 'D03', name: 'Gastos funerales', regimes: PERSONAL_DEDUCTIONS },
  { code: 'D04', name: 'Donativos', regimes: PERSONAL_DEDUCTIONS },
  {
    code: 'D05',
    name: 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)',
    regimes: PERSONAL_DEDUCTIONS,
  },
  { code: 'D06', name: 'Aportaciones voluntarias al SAR', regimes: PERSONAL_DEDUCTIONS },
  { code: 'D07', name: 'Primas por seguros de gastos médicos', regimes: PERSONAL_DEDUCTIONS },
  { code: 'D08', name: 'Gastos de transportación escolar obligatoria', regimes: PERSONAL_DEDUCTIONS },
  {
    code: 'D09',
    name: 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones',
    regimes: PERSONAL_DEDUCTIONS,
  },
  { code: 'D10', name: 'Pagos por servicios educativos (colegiaturas)', regimes: PERSONAL_DEDUCTIONS },
  { code: 'S01', name: 'Sin efectos fiscales', regimes: NO_TAX_EFFECT },
];

/** The kind of taxpayer an RFC names, by its length; undefined for any other length. */
export function taxpayerKindOf(rfc: string): TaxpayerKind | undefined {
  const length = rfc.trim().length;
  return length === 13 ? 'fisica' : length === 12 ? 'moral' : undefined;
}

/** The régimenes a taxpayer of that kind may have. */
export const regimesFor = (kind: TaxpayerKind): TaxRegime[] =>
  TAX_REGIMES.filter((regime) => regime.kinds.includes(kind));

/** The usos an invoice to that régimen may carry. */
export const usesFor = (regimeCode: string): CfdiUse[] =>
  CFDI_USES.filter((use) => use.regimes.includes(regimeCode));
