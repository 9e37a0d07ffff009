import type { Centavos } from './units';

const mexicanPesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** An amount as a person in Mexico reads it: `$2,649.00`. */
export const formatCentavos = (cents: Centavos): string => mexicanPesos.format(cents / 100);
