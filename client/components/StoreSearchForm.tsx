import { useId, useState, type FormEvent } from 'react';
import { useT } from '../state/i18n';

/**
 * The place field of a store search (postal code, city or name). A place shorter than two
 * characters is refused at the field, before any call.
 */
export function StoreSearchForm({ label, searching, onSearch }: { label: string; searching: boolean; onSearch: (place: string) => void }) {
  const t = useT();
  const id = useId();
  const [place, setPlace] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = place.trim();
    if (value.length < 2) {
      setFieldError(value ? t('validation.minLength', { min: 2 }) : t('validation.required'));
      return;
    }
    setFieldError(null);
    onSearch(value);
  }

  return (
    <form className="pickup__form" noValidate onSubmit={submit} role="search">
      <label htmlFor={`${id}-place`}>{label}</label>
      <div className="pickup__row">
        <input
          id={`${id}-place`}
          value={place}
          maxLength={60}
          autoComplete="postal-code"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          onChange={(event) => setPlace(event.target.value)}
        />
        <button type="submit" className="button" disabled={searching}>
          {t('pickup.find')}
        </button>
      </div>
      {fieldError ? (
        <p id={`${id}-error`} className="form-error">
          {fieldError}
        </p>
      ) : null}
    </form>
  );
}
