import { useEffect, useState } from 'react';
import type { AppState } from '../../shared/page';
import { Footer } from './Footer';
import { CanvasSections } from './CanvasSections';
import { Header } from './Header';
import { EnclosedHeader } from '../components/header/EnclosedHeader';
import { PopupSlot, useRecalculation } from '../content';
import { consentAttribute } from '../analytics/consent-gate';
import { FooterSkeleton } from '../components/Skeletons';
import { LocationSelectorDialog } from '../dialogs/LocationSelectorDialog';
import { LocationQuestion } from '../dialogs/LocationQuestion';
import { EmployeeTermsGate, EnrolmentDialog, ForgotPasswordDialog, MiniCartDialog, QuickShopDialog, SignInDialog, SignUpDialogs } from '../dialogs/dialog-shells';
import { ToastRegion } from '../components/ToastRegion';
import { watchModalLinks } from '../dialogs/modal-link-boot';
import { Await, DeferredProvider, type DeferredMap } from '../state/deferred';
import { StoreProvider } from '../state/StoreContext';
import { PageInfoProvider, type PageInfo } from '../state/PageContext';
import type { Store } from '../state/store';
import { PageView } from './PageView';
import { CHROME_CHUNKS } from './document-chunks';
import { SeoInfoProvider, type SeoInfo } from '../components/seo/SeoContext';
import { SiteFragmentProvider } from '../components/site-fragment';
import { FavoritesConfigProvider } from '../state/favorites';
import { createPersonalisationStore, PersonalisationProvider, ExperimentsProvider } from '../decisions';
import { TranslatorProvider } from '../state/i18n';
import { createTranslator, intlLocale } from '../../shared/i18n';
import { startServiceWorker } from '../offline';
import { offlineCartPendingKey, readText } from '../persistence';
import { onDemandCode } from '#on-demand-code';

export const STATE_ELEMENT_ID = '__RIDGELINE_STATE__';

export interface AppProps {
  state: AppState;
  /** The state exactly as serialised, so the browser re-renders the identical script. */
  stateJson: string;
  nonce: string;
  store: Store;
  deferred: DeferredMap;
}

/** The whole document; the worker streams it and the browser hydrates it. */
export function App({ state, stateJson, nonce, store, deferred }: AppProps) {
  const { site } = state;
  // Effects run only in the browser after hydration commits: a marker for tests and tooling.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useEffect(() => watchModalLinks(store.dialogs), []);
  const searchQuery = state.page.kind === 'search' ? state.page.query : undefined;
  const product = state.page.kind === 'product' ? state.page.product : null;
  const pageInfo: PageInfo = {
    site,
    pageType: state.pageType,
    path: state.path,
    categoryId: state.page.kind === 'category' ? state.page.categoryId : (product?.categoryIds[0] ?? null),
    productId: product?.id ?? null,
    productMasterId: product?.masterId ?? null,
    simplifiedEnrolment: state.enrolment.simplified,
  };
  const seoInfo: SeoInfo = { origin: state.seo.origin, locale: site.locale, canonical: state.seo.canonical, nonce };
  // One per App, as the store is: per request in the worker, per page load in the browser.
  const [personalisation] = useState(() => createPersonalisationStore(state.personalisation));
  useRecalculation(personalisation, pageInfo);
  const [translator] = useState(() => createTranslator(intlLocale(site), state.messages));
  // The installable shop registers its worker once the page is idle, off the first load; adds made
  // offline may be waiting to be sent, and only then does the queue's code load, to send them.
  useEffect(() => {
    startServiceWorker({ toasts: store.toasts, t: translator.t });
    if (readText(offlineCartPendingKey)) void onDemandCode.offlineCart().then((queue) => queue.startOfflineCart(store, translator.t));
  }, []);
  return (
    // data-consent: the worker's consent decision, which the data layer checks before every push.
    <html lang={translator.locale} data-consent={consentAttribute(state.consent.allowed)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{state.title}</title>
        <meta name="description" content={state.description} />
        <meta name="robots" content={state.seo.robots} />
        <link rel="canonical" href={state.seo.canonical} />
        {state.seo.alternates.map((link) => (
          <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
        ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={`/${site.locale}/manifest.webmanifest`} />
        {state.assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* The entry's own script tag comes at the end of the shell; fetching starts here. */}
        {[state.assets.entry, ...state.assets.preload].map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {/* The language's strings, which the entry reads before it hydrates: fetched alongside the scripts. */}
        <link rel="preload" href={state.messagesUrl} as="fetch" crossOrigin="anonymous" />
        <script id={STATE_ELEMENT_ID} type="application/json" nonce={nonce} dangerouslySetInnerHTML={{ __html: stateJson }} />
      </head>
      <body>
        <TranslatorProvider value={translator}>
        {state.preview ? <CHROME_CHUNKS.previewBanner.view date={state.preview.date} path={state.path} /> : null}
        {/* First in the tab order, so a keyboard user meets the choice before the page. */}
        {state.consent.needsChoice ? <CHROME_CHUNKS.consentBanner.view consent={state.consent} /> : null}
        <StoreProvider store={store}>
          <PageInfoProvider value={pageInfo}>
          <SeoInfoProvider value={seoInfo}>
          <FavoritesConfigProvider value={state.favorites}>
          <PersonalisationProvider value={personalisation}>
          <ExperimentsProvider value={state.experiments}>
          <DeferredProvider value={deferred}>
            {state.enclosed ? <EnclosedHeader site={site} /> : <Header menu={state.menu} site={site} query={searchQuery} />}
            {state.headerFragment ? (
              <div className="site-fragment">
                <SiteFragmentProvider value={true}>
                  <CanvasSections canvas={state.headerFragment} />
                </SiteFragmentProvider>
              </div>
            ) : null}
            {state.roleBanner ? (
              <div className="site-fragment role-banner">
                <CanvasSections canvas={state.roleBanner} />
              </div>
            ) : null}
            {/* The worker switches favorites off exactly while an associate sells in a store: then the banner says who. */}
            {state.favorites.inStore ? <CHROME_CHUNKS.inStoreBanner.view /> : null}
            <main id="main" className="main" tabIndex={-1}>
              <PageView state={state} />
            </main>
            <Await resource={state.footer} fallback={<FooterSkeleton />}>
              {(result) => <Footer footer={result.ok ? result.data : null} />}
            </Await>
            <LocationSelectorDialog site={site} path={state.path} />
            <LocationQuestion site={site} pageType={state.pageType} path={state.path} skip={state.enclosed || state.preview !== null} />
            {/* One for the whole page: every product tile (listing, search, related) opens this one. */}
            <QuickShopDialog site={site} />
            <MiniCartDialog site={site} />
            {/* Both, whichever the header's sign-in opens: a `#modal=` link may name either. */}
            <EnrolmentDialog site={site} />
            <SignInDialog />
            <SignUpDialogs site={site} />
            <ForgotPasswordDialog />
            <EmployeeTermsGate signedIn={state.personalisation.visitor.loggedIn && !state.personalisation.visitor.roles.includes('employee')} />
            <ToastRegion />
            <Await resource={state.popups} fallback={null}>
              {(result) => (result.ok && result.data ? <PopupSlot canvas={result.data} page={state.pageType} /> : null)}
            </Await>
          </DeferredProvider>
          </ExperimentsProvider>
          </PersonalisationProvider>
          </FavoritesConfigProvider>
          </SeoInfoProvider>
          </PageInfoProvider>
        </StoreProvider>
        </TranslatorProvider>
      </body>
    </html>
  );
}
