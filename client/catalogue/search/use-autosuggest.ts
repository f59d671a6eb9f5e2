import { useEffect, useMemo, useRef, useState } from 'react';
import { api, callApi } from '../../api';
import { debounce } from '../../components/header/debounce';
import { suggestionOptions, type SuggestionOption } from './suggestions';

/** Suggestions start after 2 characters. */
export const SUGGEST_MIN_CHARS = 2;
const SUGGEST_DEBOUNCE_MS = 200;

/**
 * Suggestions for what the shopper is typing: debounced, and only the latest
 * request may answer (earlier ones are aborted, so a slow reply for "ja" never
 * replaces the one for "jacket").
 */
export function useAutoSuggest(locale: string): { options: SuggestionOption[]; term: string; request: (value: string) => void; reset: () => void } {
  const [result, setResult] = useState<{ term: string; options: SuggestionOption[] }>({ term: '', options: [] });
  const inFlight = useRef<AbortController | null>(null);

  const fetchSuggestions = useMemo(
    () =>
      debounce((term: string) => {
        inFlight.current?.abort();
        const controller = new AbortController();
        inFlight.current = controller;
        callApi(api.products.autoSuggest, { query: { q: term }, signal: controller.signal })
          .then((result) => (result.ok ? result.data : null))
          .then(
            (data) => {
              if (controller.signal.aborted) return;
              setResult({ term, options: data ? suggestionOptions(data, locale) : [] });
            },
            // Suggestions are a convenience: a failure leaves plain search working.
            () => undefined,
          );
      }, SUGGEST_DEBOUNCE_MS),
    [locale],
  );

  useEffect(
    () => () => {
      fetchSuggestions.cancel();
      inFlight.current?.abort();
    },
    [fetchSuggestions],
  );

  const reset = () => {
    fetchSuggestions.cancel();
    inFlight.current?.abort();
    setResult({ term: '', options: [] });
  };

  const request = (value: string) => {
    const term = value.trim();
    if (term.length < SUGGEST_MIN_CHARS) {
      reset();
      return;
    }
    fetchSuggestions(term);
  };

  return { ...result, request, reset };
}
