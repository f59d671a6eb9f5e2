import { useMemo } from 'react';
import { createTranslator, type Messages } from '../../../shared/i18n';
import { TranslatorProvider, useT } from '../../state/i18n';
import { KIT_SECTIONS } from './kit/kit-sections';
import { kitSite } from './kit/kit-site';
import { definePageView } from '../../pages/page-view';

export interface ComponentsPageProps {
  languages: { language: string; locale: string; messages: Messages }[];
}

/**
 * The component page (development only): every design-system component in each of its states,
 * once per language, stacked so a reviewer sees a long German label beside the English one.
 */
export function ComponentsPage({ languages }: ComponentsPageProps) {
  const t = useT();
  return (
    <article className="kit">
      <h1 className="page-title">{t('kit.title')}</h1>
      <p className="page-description">{t('kit.intro')}</p>
      <nav className="kit__languages" aria-label={t('kit.title')}>
        {languages.map(({ language, messages }) => (
          <a key={language} href={`#kit-${language}`} lang={language}>
            {messages['kit.language']}
          </a>
        ))}
      </nav>
      {languages.map((entry) => (
        <KitLanguage key={entry.language} {...entry} />
      ))}
    </article>
  );
}

function KitLanguage({ language, locale, messages }: ComponentsPageProps['languages'][number]) {
  const translator = useMemo(() => createTranslator(locale, messages), [locale, messages]);
  const site = kitSite(language);
  return (
    <TranslatorProvider value={translator}>
      <section className="kit__language" id={`kit-${language}`} lang={language} aria-labelledby={`kit-${language}-title`} data-testid={`kit-${language}`}>
        <h2 id={`kit-${language}-title`}>{messages['kit.language']}</h2>
        {KIT_SECTIONS.map(({ id, Section }) => (
          <Section key={id} site={site} idPrefix={`kit-${language}-${id}`} />
        ))}
      </section>
    </TranslatorProvider>
  );
}

/** How the registry's components page draws its model. */
export const view = definePageView<'components'>((page) => <ComponentsPage {...page} />);
