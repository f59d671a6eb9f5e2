import type { PageOf } from '../../../shared/page';
import type { Site } from '../../../shared/site';
import { CanvasSections } from '../../app/CanvasSections';
import { TrackOrderForm } from './TrackOrderForm';
import { useT } from '../../state/i18n';
import { definePageView } from '../../pages/page-view';

export type ReturnsPageProps = PageOf<'help-returns'> & { site: Site };

/** How to return: the editors' copy, the steps to a return label, and order tracking for anyone. */
export function ReturnsPage({ canvas, site }: ReturnsPageProps) {
  const t = useT();
  return (
    <article className="content-page help-page">
      <h1 className="page-title">{canvas?.title ?? t('returns.title')}</h1>
      {canvas && <CanvasSections canvas={canvas} />}
      <section aria-labelledby="return-steps">
        <h2 id="return-steps">{t('returns.stepsTitle')}</h2>
        <ol className="help-page__steps">
          <li>{t('returns.step1')}</li>
          <li>{t('returns.step2')}</li>
          <li>{t('returns.step3')}</li>
        </ol>
        <p>
          <a href={`/${site.locale}/account/orders`}>{t('returns.ordersLink')}</a>
        </p>
      </section>
      <TrackOrderForm />
    </article>
  );
}

/** How the registry's help-returns page draws its model. */
export const view = definePageView<'help-returns'>((page, state) => <ReturnsPage {...page} site={state.site} />);
