import type { Breadcrumb } from '../../shared/schemas';
import { BreadcrumbJsonLd } from './seo/BreadcrumbJsonLd';
import { useT } from '../state/i18n';

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
