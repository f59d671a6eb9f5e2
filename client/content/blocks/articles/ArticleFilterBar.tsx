import type { ArticleFacetCount } from '../../../../shared/content/schemas/articles';
import { formatDecimal } from '../../../../shared/format';
import { useLocale, useT } from '../../../state/i18n';

interface ArticleFilterBarProps {
  facets: ArticleFacetCount[];
  selected: string[];
  collapsedCount: number;
  expanded: boolean;
  canClear: boolean;
  onToggleTag(tagId: string): void;
  onClearAll(): void;
  onToggleExpanded(): void;
}

/** Tag-facet filter bar: toggle buttons, collapsed to a size-dependent count with see more/less. */
export function ArticleFilterBar({ facets, selected, collapsedCount, expanded, canClear, onToggleTag, onClearAll, onToggleExpanded }: ArticleFilterBarProps) {
  const visible = expanded ? facets : facets.slice(0, collapsedCount);
  const t = useT();
  const locale = useLocale();
  return (
    <div className="article-grid__filters" role="group" aria-label={t('blocks.filterStories')}>
      <ul className="article-grid__facets">
        {visible.map((facet) => (
          <li key={facet.id}>
            <button type="button" className="article-grid__facet" aria-pressed={selected.includes(facet.id)} onClick={() => onToggleTag(facet.id)}>
              {facet.label} <span className="article-grid__count">({formatDecimal(facet.count, locale, 0)})</span>
            </button>
          </li>
        ))}
      </ul>
      {facets.length > collapsedCount ? (
        <button type="button" className="article-grid__more-tags" aria-expanded={expanded} onClick={onToggleExpanded}>
          {expanded ? t('blocks.seeLess') : t('blocks.seeMore')}
        </button>
      ) : null}
      {canClear ? (
        <button type="button" className="article-grid__clear" onClick={onClearAll}>
          {t('blocks.clearTags')}
        </button>
      ) : null}
    </div>
  );
}
