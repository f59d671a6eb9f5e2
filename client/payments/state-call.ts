import { useState } from 'react';
import type { Translate } from '../../shared/i18n/translator';
import type { ApiError } from '../api/call-api';
import { useT } from '../state/i18n';
import type { StateResult } from './panel-props';

/**
 * A payment panel's calls that answer the checkout state: busy while one runs, the new state
 * handed up when it succeeds, and the refusal in the panel's words when it does not.
 */
export function useStateCall(onState: (state: Extract<StateResult, { ok: true }>['data']) => void, words: (t: Translate, error: ApiError) => string) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(call: () => Promise<StateResult>): Promise<boolean> {
    setBusy(true);
    try {
      const result = await call();
      if (!result.ok) {
        setError(words(t, result.error));
        return false;
      }
      setError(null);
      onState(result.data);
      return true;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, run };
}
