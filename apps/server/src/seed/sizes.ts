import type { TargetAudience } from '@store/contract';
import type { SizeSystem } from './departments';

export type SizeDefinition = { system: SizeSystem; name: string; displayName: string; sortOrder: number };

const bootSizes = (from: number, to: number): string[] => {
  const names: string[] = [];
  for (let size = from; size <= to; size += 0.5)
    names.push(Number.isInteger(size) ? String(size) : size.toFixed(1));
  return names;
};

const CLOTHING: Record<string, string> = { CH: 'Chica', M: 'Mediana', G: 'Grande', XG: 'Extra grande' };
const HAT_CM = ['55', '56', '57', '58', '59', '60', '61'];
const WAIST = ['26', '28', '30', '32', '34', '36', '38', '40', '42'];

/** Every size the shop knows, in the order a size picker shows them. */
export const SIZE_DEFINITIONS: readonly SizeDefinition[] = [
  ...bootSizes(15, 31).map((name, index) => ({
    system: 'boot_mx' as const,
    name,
    displayName: `${name} MX`,
    sortOrder: index,
  })),
  ...Object.entries(CLOTHING).map(([name, displayName], index) => ({
    system: 'clothing' as const,
    name,
    displayName,
    sortOrder: index,
  })),
  ...WAIST.map((name, index) => ({
    system: 'pants_waist' as const,
    name,
    displayName: `Cintura ${name}`,
    sortOrder: index,
  })),
  ...HAT_CM.map((name, index) => ({
    system: 'hat' as const,
    name,
    displayName: `${name} cm`,
    sortOrder: index,
  })),
  { system: 'one_size', name: 'Unitalla', displayName: 'Unitalla', sortOrder: 0 },
];

/** The sizes a product of this system and audience comes in (Mexican boot sizes are foot length in cm). */
export function sizesFor(system: SizeSystem, audience: TargetAudience): string[] {
  switch (system) {
    case 'boot_mx':
      if (audience === 'niños') return bootSizes(15, 21.5);
      if (audience === 'mujer') return bootSizes(22, 26.5);
      return bootSizes(25, 30);
    case 'clothing':
      return Object.keys(CLOTHING);
    case 'pants_waist':
      if (audience === 'niños') return ['26', '28'];
      if (audience === 'mujer') return ['26', '28', '30', '32', '34'];
      return ['30', '32', '34', '36', '38', '40'];
    case 'hat':
      return audience === 'mujer' ? HAT_CM.slice(0, 5) : HAT_CM.slice(1);
    case 'one_size':
      return ['Unitalla'];
  }
}
