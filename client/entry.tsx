import { hydrateRoot } from 'react-dom/client';
import type { AppState } from '../shared/page';
import { App, STATE_ELEMENT_ID } from './app/App';
import { preloadPage } from './app/document-chunks';
import { readStreamedResults, streamedSoFar } from './state/deferred';
import { createStore } from './state/store';
import { trackEvent } from './analytics/tracked-events';
import { PERFORMANCE_CATEGORY, TARGETING_CATEGORY } from '../shared/decisions/consent';
import { startPerformanceBeacon } from './analytics/performance-beacon';
import './styles/app.css';
import './styles/listing.css';
import './styles/cart.css';
import './styles/sign-in.css';

// The state goes out before the entry's script tag, so it is whole by the time the entry runs.
const stateElement = document.getElementById(STATE_ELEMENT_ID) as HTMLScriptElement;
const stateJson = stateElement.textContent ?? '';
const state = JSON.parse(stateJson) as AppState;

// The page's view and block families are chunks of their own (the document's modulepreload links
// fetched them already): hydrating before they are here would suspend where the server rendered.
// Not a top-level await: those chunks import this one, which must have finished evaluating. A
// chunk that failed to load is asked for again by the render that needs it.
const streamed = streamedSoFar(document.querySelectorAll<HTMLScriptElement>('script[data-deferred]'), document.readyState === 'loading');
// The language's strings come as a file of their own (the document preloads it; the browser keeps
// it across pages). Without them the page stays as the server rendered it, readable but inert.
const messages = fetch(state.messagesUrl).then((response) => {
  if (!response.ok) throw new Error(`messages answered ${response.status}`);
  return response.json() as Promise<AppState['messages']>;
});
void Promise.all([preloadPage(state, streamed).catch(() => undefined), messages])
  .then(([, strings]) => {
    state.messages = strings;
  })
  .then(() =>
    hydrateRoot(
      document,
      <App state={state} stateJson={stateJson} nonce={stateElement.nonce ?? ''} store={createStore(state.store)} deferred={readStreamedResults(document)} />,
    ),
  );

// Tracking pixel: a page view the visitor's browser actually showed, sent through the
// worker (which adds the HttpOnly ids) and only with targeting consent (C0004).
if (state.consent.allowed.includes(TARGETING_CATEGORY)) trackEvent({ type: 'pageView', page: location.pathname });
// Performance beacon: only with performance consent (C0002).
if (state.consent.allowed.includes(PERFORMANCE_CATEGORY)) startPerformanceBeacon();
