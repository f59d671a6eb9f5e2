import { CardSkeletonLines } from '../../../components/Skeletons';
import type { Article } from '../../../../shared/content/schemas/articles';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { sameSpaces } from '../../../../shared/i18n';
import { useLocale } from '../../../state/i18n';

const CARD_WIDTH = 480;
const CARD_HEIGHT = 270;

/** In the page's locale; UTC so the server and the browser print the same day. */
function formatPageDate(iso: string, locale: string): string {
  return sameSpaces(new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)));
}

/** One story: picture, eyebrow, headline and (unless hidden) its date, all one link to the article. */
export function ArticleCard({ article, showDate }: { article: Article; showDate: boolean }) {
  const locale = useLocale();
  return (
    <a className="article-card" href={article.url}>
      <ResponsiveImage className="article-card__media" src={article.picture.url} alt="" width={CARD_WIDTH} height={CARD_HEIGHT} />
      {article.eyebrow ? <span className="article-card__eyebrow">{article.eyebrow}</span> : null}
      <span className="article-card__title">{article.title}</span>
      {showDate && article.pageDate ? (
        <time className="article-card__date" dateTime={article.pageDate}>
          {formatPageDate(article.pageDate, locale)}
        </time>
      ) : null}
    </a>
  );
}

export function ArticleCardSkeleton() {
  return (
    <div className="article-card article-card--skeleton" aria-hidden="true">
      <CardSkeletonLines mediaClassName="article-card__media" />
    </div>
  );
}
