import type { PageOf } from '../../../shared/page';
import type { Site } from '../../../shared/site';
import { Await } from '../../state/deferred';
import { CanvasSections } from '../../app/CanvasSections';
import { BlockSkeleton, GridSkeleton } from '../../components/Skeletons';
import { ProductDetail } from '../product/ProductDetail';
import { ProductGrid } from '../listing/ProductGrid';
import { ProductJsonLd } from '../../components/seo/ProductJsonLd';
import { ShopTheLook } from '../product/ShopTheLook';
import { QuestionsSection } from '../questions/QuestionsSection';
import { ReviewsSection } from '../reviews/ReviewsSection';
import { useT } from '../../state/i18n';
import { definePageView } from '../../pages/page-view';

type ProductPageProps = PageOf<'product'> & { site: Site };

/**
 * Only the product and its availability are in the first HTML; espots and related
 * stream, and shop-the-look, reviews and questions load in the browser near the viewport.
 */
export function ProductPage({ product, colorCode, availability, espots, related, shared, site }: ProductPageProps) {
  const t = useT();
  return (
    <>
      <ProductDetail product={product} availability={availability} initialColor={colorCode} site={site} />
      <ProductJsonLd product={product} availability={availability} />
      <Await resource={espots} fallback={<BlockSkeleton />}>
        {(result) => (result.ok ? <CanvasSections canvas={result.data} /> : null)}
      </Await>
      <ShopTheLook productId={product.id} site={site} />
      <ReviewsSection productId={product.id} pageLanguage={site.language} />
      <QuestionsSection productId={product.id} productName={product.name} />
      <Await resource={shared} fallback={null}>
        {(result) => (result.ok ? <CanvasSections canvas={result.data} /> : null)}
      </Await>
      {related ? (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">{t('product.youMayAlsoLike')}</h2>
          <Await resource={related} fallback={<GridSkeleton cards={4} />}>
            {(result) =>
              result.ok ? (
                <ProductGrid listing={{ ...result.data, products: result.data.products.filter((tile) => tile.id !== product.id).slice(0, 4) }} site={site} showCount={false} />
              ) : null
            }
          </Await>
        </section>
      ) : null}
    </>
  );
}

/** How the registry's product page draws its model. */
export const view = definePageView<'product'>((page, state) => <ProductPage {...page} site={state.site} />);
