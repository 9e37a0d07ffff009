import type { ListingSizeSystem } from '@store/contract';
import { readVisit, writeVisit } from '../../../lib/storage';

/** 'Mi talla' for the visit: one size per system (a boot and a hat), forgotten when the tab closes. */
const KEY = 'mi-talla';

type Remembered = Partial<Record<ListingSizeSystem, string>>;

function remembered(): Remembered {
  const value = readVisit(KEY);
  return typeof value === 'object' && value !== null ? (value as Remembered) : {};
}

export function rememberedSize(system: ListingSizeSystem): string | undefined {
  const name = remembered()[system];
  return typeof name === 'string' ? name : undefined;
}

/** Keeps the shopper's size, or forgets it when they take the filter away. */
export function rememberSize(system: ListingSizeSystem, name: string | undefined): void {
  const sizes = { ...remembered() };
  if (name) sizes[system] = name;
  else delete sizes[system];
  writeVisit(KEY, sizes);
}
