import { useId, useState, type FormEvent } from 'react';
import type { Store as StoreLocation, StoreSearchRequest } from '../../shared/location/schemas/stores';
import { errorMessage, type Translate } from '../../shared/i18n';
import { api, callApi } from '../api';
import { useT } from '../state/i18n';
import type { ErrorId } from '../../shared/errors';

/** Where a store search stands; `found` carries what the search answered, and what its dialog adds to it. */
export type StoreSearchState<Found extends { stores: StoreLocation[] } = { stores: StoreLocation[] }> =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'none'; place: string }
  | { kind: 'error'; message: string }
  | ({ kind: 'found' } & Found);

/** Asks for the stores matching `place`; no match (an empty list or STR404) is `none`, any other failure its message. */
export async function findStores(t: Translate, place: string, body: StoreSearchRequest): Promise<StoreSearchState> {
  const found = await callApi(api.stores.search, { body });
  if (!found.ok) return found.error.errorId === ('STR404' satisfies ErrorId) ? { kind: 'none', place } : { kind: 'error', message: errorMessage(t, found.error) };
  return found.data.stores.length ? { kind: 'found', stores: found.data.stores } : { kind: 'none', place };
}

export interface StoreSearchFormProps {
  label: string;
  results: StoreSearchState<{ stores: StoreLocation[] }>;
  none: (place: string) => string;
  /** Runs the search in the page; without it the form is a GET to `action` carrying the place as `q`, which works before the script has loaded. */
  onSearch?: (place: string) => void;
  action?: string;
  /** The place the search was made with, when the page arrived with one. */
  initialPlace?: string;
  /** Why that place was refused, when the server refused it. */
  initialError?: string | null;
}

/**
 * The place field of a store search (postal code, city or name) and the live region that says how
 * the search went. A place shorter than two characters is refused at the field, before any call.
 */
export function StoreSearchForm({ label, results, none, onSearch, action, initialPlace = '', initialError = null }: StoreSearchFormProps) {
  const t = useT();
  const id = useId();
  const [place, setPlace] = useState(initialPlace);
  const [fieldError, setFieldError] = useState<string | null>(initialError);

  function submit(event: FormEvent<HTMLFormElement>) {
    const value = place.trim();
    if (value.length < 2) {
      event.preventDefault();
      setFieldError(value ? t('validation.minLength', { min: 2 }) : t('validation.required'));
      return;
    }
    setFieldError(null);
    if (!onSearch) return;
    event.preventDefault();
    onSearch(value);
  }

  return (
    <>
      <form className="pickup__form" noValidate onSubmit={submit} role="search" {...(onSearch ? {} : { method: 'get', action })}>
        <label htmlFor={`${id}-place`}>{label}</label>
        <div className="pickup__row">
          <input
            id={`${id}-place`}
            name="q"
            value={place}
            maxLength={60}
            autoComplete="postal-code"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-error` : undefined}
            onChange={(event) => setPlace(event.target.value)}
          />
          <button type="submit" className="button" disabled={results.kind === 'searching'}>
            {t('pickup.find')}
          </button>
        </div>
        {fieldError ? (
          <p id={`${id}-error`} className="form-error">
            {fieldError}
          </p>
        ) : null}
      </form>
      <div role="status" aria-live="polite" className="pickup__status">
        {results.kind === 'searching' ? t('pickup.searching') : null}
        {results.kind === 'none' ? none(results.place) : null}
        {results.kind === 'error' ? results.message : null}
        {results.kind === 'found' ? t('pickup.found', { count: results.stores.length }) : null}
      </div>
    </>
  );
}
