/** One pagination control: a page number, or a gap shown as an ellipsis. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The pages the leaderboard shows: first, last, current with one neighbour each side, and an
 * ellipsis wherever pages are left out.
 */
export function paginationItems(currentPage: number, totalPages: number): PageItem[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(currentPage, 1), totalPages);
  const shown = [...new Set([1, current - 1, current, current + 1, totalPages])]
    .filter((page) => page >= 1 && page <= totalPages)
    .sort((a, b) => a - b);
  const items: PageItem[] = [];
  shown.forEach((page, position) => {
    const previous = shown[position - 1];
    if (previous !== undefined && page - previous > 1) {
      items.push(previous === 1 ? 'start-ellipsis' : 'end-ellipsis');
    }
    items.push(page);
  });
  return items;
}

/** The page after a move: out-of-range targets are ignored (the current page stays). */
export function movePage(currentPage: number, targetPage: number, totalPages: number): number {
  return Number.isInteger(targetPage) && targetPage >= 1 && targetPage <= totalPages
    ? targetPage
    : currentPage;
}
