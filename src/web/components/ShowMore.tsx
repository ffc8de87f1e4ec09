import { Button } from './Button';

/** A list read a page at a time: whether pages remain, whether the next is being read, and reading it. */
export interface MorePages {
  hasMore: boolean;
  isLoading: boolean;
  onShowMore: () => void;
}

/** An infinite query's next page as MorePages (what a route hands its screen). */
export function morePagesOf(query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> }): MorePages {
  return { hasMore: query.hasNextPage, isLoading: query.isFetchingNextPage, onShowMore: () => void query.fetchNextPage() };
}

/** "Show more …" under a list while pages remain; busy while the next one is read. */
export function ShowMore({ more, label }: { more: MorePages | undefined; label: string }) {
  if (more?.hasMore !== true) return null;
  return (
    <div>
      <Button disabled={more.isLoading} aria-busy={more.isLoading} onClick={more.onShowMore}>
        {label}
      </Button>
    </div>
  );
}
