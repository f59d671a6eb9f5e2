import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { pushSearchContentClick } from '../../analytics/data-layer';
import type { SuggestionOption } from './suggestions';
import { useAutoSuggest } from './use-autosuggest';
import { useT } from '../../state/i18n';

const INPUT_ID = 'site-search';
const LISTBOX_ID = 'site-search-listbox';
const FORM_ID = 'site-search-form';

/**
 * The header search box as an ARIA 1.2 combobox with a listbox popup:
 * arrows move through suggestions, Enter opens the active one (or submits
 * the query), Escape closes the list and then clears the box.
 *
 * A phone's header has room for an icon only: the toggle (shown by CSS on
 * small screens) drops the field down under the header row and moves focus
 * into it; Escape, or focus leaving, closes it again, returning focus to the
 * toggle on Escape.
 */
export function SearchForm({ locale, query = '' }: { locale: string; query?: string }) {
  const t = useT();
  const [fieldOpen, setFieldOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(query);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggest = useAutoSuggest(locale);
  const options = suggest.options;
  const expanded = open && options.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (option: SuggestionOption, index: number) => {
    pushSearchContentClick({ searchTerm: value.trim(), contentType: option.kind, label: option.label, url: option.url, position: index + 1 });
    close();
    window.location.assign(option.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      const last = options.length - 1;
      if (!expanded) setActive(step === 1 ? 0 : last);
      else setActive((current) => (step === 1 ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1));
      return;
    }
    if (event.key === 'Enter' && expanded && active >= 0) {
      const option = options[active];
      if (option) {
        event.preventDefault();
        choose(option, active);
      }
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) close();
      else if (fieldOpen) {
        setFieldOpen(false);
        toggleRef.current?.focus();
      } else {
        setValue('');
        suggest.reset();
      }
    }
  };

  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  // Focus stays in the box (aria-activedescendant), so the browser will not scroll a long list for us.
  useEffect(() => {
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption]);
  useEffect(() => {
    if (fieldOpen) inputRef.current?.focus();
  }, [fieldOpen]);
  const closeFieldOnLeave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFieldOpen(false);
  };
  return (
    <div className="site-search" data-open={fieldOpen} onBlur={fieldOpen ? closeFieldOnLeave : undefined}>
      <button ref={toggleRef} type="button" className="site-search__toggle" aria-expanded={fieldOpen} aria-controls={FORM_ID} onClick={() => setFieldOpen(!fieldOpen)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="visually-hidden">{t('search.open')}</span>
      </button>
      <form id={FORM_ID} className="search-form" role="search" action={`/${locale}/search`} method="get">
        <label className="visually-hidden" htmlFor={INPUT_ID}>{t('search.label')}</label>
        <div className="search-form__field">
          <input
            ref={inputRef}
            id={INPUT_ID}
            className="search-form__input"
            // Not type=search: a combobox role (with aria-expanded) is only valid on a text input.
            type="text"
            name="q"
            value={value}
            placeholder={t('search.placeholder')}
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={LISTBOX_ID}
            aria-activedescendant={activeOption?.id}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setOpen(true);
              setActive(-1);
              suggest.request(event.currentTarget.value);
            }}
            onKeyDown={onKeyDown}
            onBlur={close}
          />
          <ul id={LISTBOX_ID} className="search-suggestions" role="listbox" aria-label={t('search.suggestions')} hidden={!expanded}>
            {options.map((option, index) => (
              <li
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={index === active}
                className={`search-suggestions__option search-suggestions__option--${option.kind}`}
                // mousedown would blur the input and close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option, index)}
              >
                {option.label}
                <span className="search-suggestions__hint">{` · ${option.count !== undefined ? t('common.productCount', { count: option.count }) : option.kind === 'category' ? t('search.hintCategory') : t('search.hintProduct')}`}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="visually-hidden" role="status">{expanded ? t('search.suggestionsAvailable', { count: options.length }) : ''}</p>
        <button className="search-form__submit" type="submit">{t('search.submit')}</button>
      </form>
    </div>
  );
}
