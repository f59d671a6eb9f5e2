import type { RelatedArticles as RelatedArticlesBlock } from '../../../../shared/content/schemas/blocks/articles';
import { RELATED_ARTICLES_LIMIT } from '../../../../shared/content/articles-limits';
import type { BlockProps } from '../types';
import { ArticleCard } from './ArticleCard';

/** Article page: related content, at most 4 stories. */
export function RelatedArticles({ block }: BlockProps<RelatedArticlesBlock>) {
  const articles = block.articles.slice(0, Math.min(block.limit, RELATED_ARTICLES_LIMIT));
  if (articles.length === 0) return null;
  const headingId = `${block.id}-title`;
  return (
    <section className="related-articles" data-block="related-articles" aria-labelledby={headingId}>
      <h2 id={headingId} className="related-articles__title">{block.title}</h2>
      <ul className="related-articles__list">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} showDate={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
