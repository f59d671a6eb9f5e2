import type { AppState } from '../../shared/page';
import { CategoryPage } from '../pages/CategoryPage';
import { ContentPage } from '../pages/ContentPage';
import { ErrorPage } from '../pages/ErrorPage';
import { FavoritesPage } from '../pages/FavoritesPage';
import { HomePage } from '../pages/HomePage';
import { ProductPage } from '../pages/ProductPage';
import { SearchPage } from '../pages/SearchPage';

export function PageView({ state }: { state: AppState }) {
  const { page, site } = state;
  switch (page.kind) {
    case 'home':
      return <HomePage canvas={page.canvas} />;
    case 'category':
      return <CategoryPage {...page} site={site} />;
    case 'product':
      return <ProductPage {...page} site={site} />;
    case 'search':
      return <SearchPage {...page} site={site} />;
    case 'content':
      return <ContentPage canvas={page.canvas} />;
    case 'favorites':
      return <FavoritesPage shareId={page.shareId} site={site} />;
    case 'error':
      return <ErrorPage status={page.status} canvas={page.canvas} correlationId={state.correlationId} message={page.message} path={page.path} unavailable={page.unavailable} />;
  }
}
