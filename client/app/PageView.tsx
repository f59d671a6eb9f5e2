import type { AppState } from '../../shared/page';
import { PAGE_VIEWS } from './page-views';

export function PageView({ state }: { state: AppState }) {
  const { page, site } = state;
  const HomePage = PAGE_VIEWS.home.view;
  const CategoryPage = PAGE_VIEWS.category.view;
  const ProductPage = PAGE_VIEWS.product.view;
  const SearchPage = PAGE_VIEWS.search.view;
  const ContentPage = PAGE_VIEWS.content.view;
  const FavoritesPage = PAGE_VIEWS.favorites.view;
  const ErrorPage = PAGE_VIEWS.error.view;
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
