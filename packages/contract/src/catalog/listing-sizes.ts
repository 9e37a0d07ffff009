import type { SizeSystem } from './size-systems';

/*
 * 'Mi talla' on the listing (decision 044): the departments whose products share a size system a shopper
 * knows their own size in, and the size as the list call and the address carry it ('boot_mx:27'). The
 * system travels with the name because names repeat across systems: '28' is a boot and a waist.
 */

/** The systems a shopper filters the listing by. */
export type ListingSizeSystem = Extract<SizeSystem, 'boot_mx' | 'hat'>;

/** Botas and Calzado in Mexican sizes (cm), Sombreros by the head's circumference (cm). */
export const LISTING_SIZE_SYSTEMS: Readonly<Record<number, ListingSizeSystem>> = {
  3: 'boot_mx',
  5: 'boot_mx',
  19: 'hat',
};

/** A system and a size as the shop names it: whole or half centimetres. */
export const LISTING_SIZE_PATTERN = /^(boot_mx|hat):\d{2}(\.5)?$/;

export type ListingSize = { system: ListingSizeSystem; name: string };

/** The size system a listing of these departments offers 'Mi talla' in: all of them must share it. */
export function listingSizeSystem(categoryIds: readonly number[]): ListingSizeSystem | undefined {
  const systems = new Set(categoryIds.map((id) => LISTING_SIZE_SYSTEMS[id]));
  const [only] = systems;
  return systems.size === 1 ? only : undefined;
}

export const listingSizeValue = (size: ListingSize): string => `${size.system}:${size.name}`;

/** The size of an address or a query, or undefined when it is not one. */
export function readListingSize(value: string | null | undefined): ListingSize | undefined {
  if (!value || !LISTING_SIZE_PATTERN.test(value)) return undefined;
  const [system, name] = value.split(':') as [ListingSizeSystem, string];
  return { system, name };
}
