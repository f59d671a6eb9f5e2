import type { Breadcrumb } from '../../shared/schemas';
import { BreadcrumbJsonLd } from './seo/BreadcrumbJsonLd';

/** The visible trail and its schema.org BreadcrumbList, so every page that shows breadcrumbs also states them. */
export function Breadcrumbs({ items, current }: { items: Breadcrumb[]; current: string }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
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
