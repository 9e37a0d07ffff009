import { CFDI_USES, TAX_REGIMES } from '@store/contract/invoices';

/** "601 · General de Ley Personas Morales": a régimen fiscal as SAT's catalogue names it. */
export const regimeLabel = (code: string): string => {
  const regime = TAX_REGIMES.find((candidate) => candidate.code === code);
  return regime ? `${regime.code} · ${regime.name}` : code;
};

/** "G03 · Gastos en general": an uso del CFDI as SAT's catalogue names it. */
export const cfdiUseLabel = (code: string): string => {
  const use = CFDI_USES.find((candidate) => candidate.code === code);
  return use ? `${use.code} · ${use.name}` : code;
};
