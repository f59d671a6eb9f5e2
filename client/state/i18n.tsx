import { createContext, useContext, type ReactNode } from 'react';
import type { Translate, Translator } from '../../shared/i18n';
import { EMAIL_INVALID_MESSAGE, REQUIRED_MESSAGE } from '../../shared/validation/email';

const TranslatorContext = createContext<Translator | null>(null);

/** The page's language: built once per App from the one catalogue the page carries. */
export function TranslatorProvider({ value, children }: { value: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={value}>{children}</TranslatorContext.Provider>;
}

function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  // No silent English fallback: a component outside the provider is a wiring mistake.
  if (!translator) throw new Error('useT() needs a TranslatorProvider above it');
  return translator;
}

/** The interface-string lookup of the page's language. */
export function useT(): Translate {
  return useTranslator().t;
}

/** The page's Intl locale ('de-DE'), for numbers and dates. */
export function useLocale(): string {
  return useTranslator().locale;
}

/**
 * The shared validators answer in English (the mocks and the worker use them too);
 * the form shows the page language's wording of the same rule.
 */
export function validationMessage(t: Translate, message: string): string {
  if (message === REQUIRED_MESSAGE) return t('validation.required');
  if (message === EMAIL_INVALID_MESSAGE) return t('validation.emailInvalid');
  return message;
}
