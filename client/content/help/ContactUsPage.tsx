import type { PageOf } from '../../../shared/page';
import { CanvasSections } from '../../app/CanvasSections';
import { ContactForm } from './ContactForm';
import { WarrantyForm } from './WarrantyForm';
import { useT } from '../../state/i18n';
import { definePageView } from '../../pages/page-view';

export type ContactUsPageProps = PageOf<'help-contact-us'>;

/** Contact us: the editors' copy, the contact form with the API's categories, and the warranty form. */
export function ContactUsPage({ canvas, categories }: ContactUsPageProps) {
  const t = useT();
  return (
    <article className="content-page help-page">
      <h1 className="page-title">{canvas?.title ?? t('support.contactTitle')}</h1>
      {canvas && <CanvasSections canvas={canvas} />}
      {categories ? <ContactForm categories={categories} /> : <p role="alert">{t('support.categoriesUnavailable')}</p>}
      <WarrantyForm />
    </article>
  );
}

/** How the registry's help-contact-us page draws its model. */
export const view = definePageView<'help-contact-us'>((page) => <ContactUsPage {...page} />);
