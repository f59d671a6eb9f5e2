import { useT } from '../../state/i18n';
interface LoadMoreProps {
  shown: number;
  total: number;
  loading: boolean;
  onLoadMore: () => void;
}

/** 'Load more' paging, with the progress announced politely. */
export function LoadMore({ shown, total, loading, onLoadMore }: LoadMoreProps) {
  const t = useT();
  return (
    <div className="load-more">
      <p className="load-more__status" role="status">{t('common.showingOf', { shown, total })}</p>
      {shown < total ? (
        <button type="button" className="load-more__button" onClick={onLoadMore} aria-disabled={loading || undefined}>
          {loading ? t('common.loading') : t('common.loadMore')}
        </button>
      ) : null}
    </div>
  );
}
