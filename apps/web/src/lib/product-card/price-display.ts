import type { ListItem } from '@store/contract';

/** Both prices when the final one is lower; the final one alone otherwise. 'sale' items get the highlight. */
export function priceDisplay(item: Pick<ListItem, 'final_price' | 'original_price' | 'type'>): {
  final: number;
  original: number | undefined;
  highlighted: boolean;
} {
  return {
    final: item.final_price,
    original: item.final_price < item.original_price ? item.original_price : undefined,
    highlighted: item.type === 'sale',
  };
}
