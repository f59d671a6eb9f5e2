import type { Breadcrumb } from '../../shared/catalogue/schemas/product';
import { BreadcrumbJsonLd } from './seo/BreadcrumbJsonLd';
import { useT } from '../state/i18n';

/**
 * The trail's place while its data streams in: the current page alone, as the finished trail will
 * show it, but neither a landmark nor a BreadcrumbList. The server's HTML holds this and the
 * finished trail together until the browser swaps them, and a page states its trail once.
 */
export function BreadcrumbsPending({ current }: { current: string }) {
  return (
    <div className="breadcrumbs" aria-hidden="true">
      <ol>
        <li>{current}</li>
      </ol>
    </div>
  );
}

/** The visible trail and its schema.org BreadcrumbList, so every page that shows breadcrumbs also states them. */
export function Breadcrumbs({ items, current }: { items: Breadcrumb[]; current: string }) {
  const t = useT();
  return (
    <nav className="breadcrumbs" aria-label={t('product.breadcrumb')}>
      <ol>
        {items.map((item) => (
          <li key={item.id}><a href={item.url}>{item.name}</a></li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
      <BreadcrumbJsonLd items={items} current={current} />
    </nav>
  );
}
