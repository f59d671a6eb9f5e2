interface LoadMoreProps {
  shown: number;
  total: number;
  loading: boolean;
  onLoadMore: () => void;
}

/** 'Load more' paging (issue 4), with the progress announced politely. */
export function LoadMore({ shown, total, loading, onLoadMore }: LoadMoreProps) {
  return (
    <div className="load-more">
      <p className="load-more__status" role="status">{`Showing ${shown} of ${total}`}</p>
      {shown < total ? (
        <button type="button" className="load-more__button" onClick={onLoadMore} aria-disabled={loading || undefined}>
          {loading ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </div>
  );
}
