export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons: all of them when there are few, else the first, the last, the current one with its
 * neighbours, and an ellipsis for each gap of two or more pages (a gap of one shows the page itself).
 */
export function pageItems(current: number, total: number, neighbours = 1): PageItem[] {
  const last = Math.max(1, total);
  const page = Math.min(Math.max(1, current), last);
  if (last <= 5 + 2 * neighbours) return Array.from({ length: last }, (_, index) => index + 1);
  const from = Math.max(2, page - neighbours);
  const to = Math.min(last - 1, page + neighbours);
  const items: PageItem[] = [1];
  if (from === 3) items.push(2);
  else if (from > 3) items.push('ellipsis-start');
  for (let number = from; number <= to; number += 1) items.push(number);
  if (to === last - 2) items.push(last - 1);
  else if (to < last - 2) items.push('ellipsis-end');
  items.push(last);
  return items;
}
