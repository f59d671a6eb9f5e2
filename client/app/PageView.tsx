import type { AppState } from '../../shared/page';
import { CategoryPage } from '../pages/CategoryPage';
import { ContentPage } from '../pages/ContentPage';
import { ErrorPage } from '../pages/ErrorPage';
import { HomePage } from '../pages/HomePage';
import { ProductPage } from '../pages/ProductPage';
import { SearchPage } from '../pages/SearchPage';

export function PageView({ state }: { state: AppState }) {
  const { page, site } = state;
  switch (page.kind) {
    case 'home':
      return <HomePage canvas={page.canvas} />;
    case 'category':
      return <CategoryPage canvas={page.canvas} listing={page.listing} shared={page.shared} site={site} />;
    case 'product':
      return <ProductPage product={page.product} colorCode={page.colorCode} espots={page.espots} related={page.related} shared={page.shared} site={site} />;
    case 'search':
      return <SearchPage canvas={page.canvas} query={page.query} problem={page.problem} results={page.results} site={site} />;
    case 'content':
      return <ContentPage canvas={page.canvas} />;
    case 'error':
      return <ErrorPage status={page.status} canvas={page.canvas} correlationId={state.correlationId} message={page.message} path={page.path} />;
  }
}
