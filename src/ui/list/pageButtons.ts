/**
 * The page buttons of a grid pager (spec §9: 10 buttons): pages come in blocks of ten; the
 * block holding the current page is shown, with "..." buttons to the previous and next block.
 */
import { GRID_PAGE_BUTTONS } from '../../domain/constants';

export interface PageWindow {
  pages: number[];
  /** The page the "..." before the buttons opens (last page of the previous block), or null. */
  previousBlock: number | null;
  /** The page the "..." after the buttons opens (first page of the next block), or null. */
  nextBlock: number | null;
}

export const pageCountOf = (total: number, perPage: number): number => Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)));

export function pageWindow(page: number, pageCount: number, buttons = GRID_PAGE_BUTTONS): PageWindow {
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  const first = Math.floor((current - 1) / buttons) * buttons + 1;
  const last = Math.min(count, first + buttons - 1);
  const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return { pages, previousBlock: first > 1 ? first - 1 : null, nextBlock: last < count ? last + 1 : null };
}

/** "26 - 50 of 319 items", or "No items". */
export function rangeLabel(page: number, perPage: number, total: number): string {
  if (total <= 0) return 'No items';
  const start = (page - 1) * perPage + 1;
  const end = Math.min(total, page * perPage);
  return `${start} - ${end} of ${total} ${total === 1 ? 'item' : 'items'}`;
}
