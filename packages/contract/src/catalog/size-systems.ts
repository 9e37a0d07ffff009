/**
 * How a product's sizes are measured: Mexican boot sizes (foot length in cm), clothing letters, waist in
 * inches, hat sizes (head circumference in cm) or one size. All sizes of a product share one system.
 */
export const SIZE_SYSTEMS = ['boot_mx', 'clothing', 'pants_waist', 'hat', 'one_size'] as const;
export type SizeSystem = (typeof SIZE_SYSTEMS)[number];
