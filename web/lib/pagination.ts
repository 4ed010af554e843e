/** How many pages `total` items fill at `size` per page (at least one, so "page 1 of 1"). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, size)));
}

/**
 * The page numbers to offer as buttons: at most `max` (spec §9: 5), a window that keeps the
 * current page in the middle where it can and slides to the start or end near the edges.
 */
export function pageWindow(current: number, pages: number, max = 5): number[] {
  const last = Math.max(1, Math.floor(pages));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const size = Math.min(Math.max(1, max), last);
  const start = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), last - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** A page number from a URL parameter: a positive integer, else 1. */
export function pageParam(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
