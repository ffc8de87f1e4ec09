// Kept light: the route table (and so this file) is in the first screen's code.

/** `?page=` of a paged notes list: a whole number from 2 (page 1 has none). */
export interface PageSearch {
  page?: number;
}

/** Anything malformed is dropped (the list shows its first page), never an error page. */
export function validatePageSearch(search: Record<string, unknown>): PageSearch {
  const page = typeof search.page === 'number' ? search.page : typeof search.page === 'string' ? Number(search.page) : NaN;
  return Number.isInteger(page) && page >= 2 && page <= 1_000_000 ? { page } : {};
}
