import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { addressProblems, addressSchema, effectiveRules, formatForInput, type AddressProblem } from '../../../shared/address';
import type { AddressField, AddressRules, ApproachType, Country, StoredAddress } from '../../../shared/address/schemas/address';
import { errorMessage, type MessageKey } from '../../../shared/i18n';
import { useT } from '../../state/i18n';
import { parsePhone } from '../../../shared/validation/phone';
import { leftPhone, typedPhone } from '../../components/ui/form';
import { saveAddress } from './address-client';
import { problemText } from './address-words';

/** What the form holds: every field as typed, the address's type and whether it is to be main. */
export type AddressValues = Record<Exclude<AddressField, 'countryCode'>, string> & { countryCode: string; approachType: ApproachType; main: boolean };

export interface AddressFormProps {
  locale: string;
  countries: readonly Country[];
  /** The starting values (an address being edited, or a blank one in the site's country). */
  initial: AddressValues;
  /** Rules of the starting country, when known. */
  initialRules: AddressRules | null;
  loadRules: (countryCode: string) => Promise<AddressRules | null>;
  /** Set when editing: the address replaced on save. */
  addressId?: string;
  onSaved?: (addresses: StoredAddress[]) => void;
  /** Shows a cancel button that calls it. */
  onCancel?: () => void;
  /** Set when the address is for one order (checkout) rather than the address book. */
  order?: AddressForOrder;
}

/** A refusal of the address by whoever it was sent to, at the field it names or above the form. */
export interface AddressRefusal {
  message: string;
  field?: AddressField;
}

/**
 * The form used for one order's address: no type or main choice, its own heading and button,
 * and the valid address sent where the order needs it instead of into the address book.
 */
export interface AddressForOrder {
  title: string;
  submitLabel: string;
  /** Sends a valid address; answers null once accepted, else the refusal. */
  send: (values: AddressValues) => Promise<AddressRefusal | null>;
  /** More controls inside the form, after the fields, given the values and whether the phone is valid. */
  extra?: (values: AddressValues, phoneValid: boolean) => ReactNode;
}

type TextField = Exclude<AddressField, 'countryCode' | 'province'>;

const TEXT_FIELDS: ReadonlyArray<{ field: TextField; label: MessageKey; autoComplete: string; type?: string }> = [
  { field: 'firstName', label: 'addresses.firstName', autoComplete: 'given-name' },
  { field: 'lastName', label: 'addresses.lastName', autoComplete: 'family-name' },
  { field: 'addressLine1', label: 'addresses.addressLine1', autoComplete: 'address-line1' },
  { field: 'addressLine2', label: 'addresses.addressLine2', autoComplete: 'address-line2' },
  { field: 'city', label: 'addresses.city', autoComplete: 'address-level2' },
  { field: 'postalCode', label: 'addresses.postalCode', autoComplete: 'postal-code' },
  { field: 'email', label: 'addresses.email', autoComplete: 'email', type: 'email' },
  // The whole number: autofill may bring it with its country code, which the phone rules read; the dial code beside the field is a hint.
  { field: 'phone', label: 'addresses.phone', autoComplete: 'tel', type: 'tel' },
];

/** Each field's problem, or null when the address is valid. */
function problemsOf(rules: AddressRules | null, values: AddressValues): Partial<Record<AddressField, AddressProblem>> | null {
  const parsed = addressSchema(rules).safeParse(values);
  return parsed.success ? null : addressProblems(parsed.error);
}

/**
 * Adds or edits one address. Choosing a country loads its rules (province list, masks, patterns);
 * each field is judged by the one address validator once the shopper has left it, and every
 * field on submit, with the problem beside the field and the first wrong field focused.
 */
export function AddressForm({ locale, countries, initial, initialRules, loadRules, addressId, onSaved, onCancel, order }: AddressFormProps) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState<AddressValues>(initial);
  const [rules, setRules] = useState<AddressRules | null>(initialRules?.countryCode === initial.countryCode ? initialRules : null);
  const [rulesMissing, setRulesMissing] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<AddressField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [refused, setRefused] = useState<AddressRefusal | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const fieldRules = effectiveRules(rules);

  useEffect(() => {
    if (rules?.countryCode === values.countryCode) return;
    let current = true;
    void loadRules(values.countryCode).then((loaded) => {
      if (!current) return;
      setRules(loaded);
      setRulesMissing(loaded === null);
    });
    return () => {
      current = false;
    };
  }, [values.countryCode, rules, loadRules]);

  // Nothing is judged before the shopper has left a field or submitted: a fresh form (every
  // server render of checkout) skips building the validator's errors, which is its dearest part.
  const judged = submitted || touched.size > 0;
  const problems = useMemo(() => (judged ? problemsOf(rules, values) : null), [judged, rules, values]);
  const shown = (field: AddressField) => (submitted || touched.has(field) ? problems?.[field] : undefined);
  // A field the backend refused is marked until the shopper changes it.
  const refusedAt = (field: AddressField) => (refused?.field === field ? refused.message : undefined);

  const set = (field: keyof AddressValues, value: string | boolean) => {
    if (refused && refused.field === field) setRefused(null);
    setValues((before) => ({ ...before, [field]: value }));
  };
  const leave = (field: AddressField) => setTouched((before) => new Set(before).add(field));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const found = problemsOf(rules, values);
    if (found) {
      const first = Object.keys(found)[0];
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSaving(true);
    setRefused(null);
    if (order) {
      const refusal = await order.send(values);
      setSaving(false);
      if (!refusal) return;
      setRefused(refusal);
      if (refusal.field) form.current?.querySelector<HTMLElement>(`[name="${refusal.field}"]`)?.focus();
      else setFailure(refusal.message);
      return;
    }
    const result = await saveAddress(locale, values, addressId);
    setSaving(false);
    if (result.ok) onSaved?.(result.data);
    else setFailure(errorMessage(t, result.error));
  }

  const invalid = (field: AddressField) => (shown(field) || refusedAt(field) ? true : undefined);
  const describedBy = (field: AddressField, hint?: string) => [hint, invalid(field) ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  const error = (field: AddressField) => {
    const problem = shown(field);
    const text = problem ? problemText(t, problem) : refusedAt(field);
    return text ? (
      <p id={`${id}-${field}-error`} className="address-form__error" role={problem ? undefined : 'alert'}>
        {text}
      </p>
    ) : null;
  };
  const provinces = rules?.provinces ?? [];
  const provinceRequired = fieldRules.province.required === true;

  return (
    <form method="post" ref={form} className="address-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="address-form__title" tabIndex={-1}>
        {order ? order.title : addressId ? t('addresses.editTitle') : t('addresses.addTitle')}
      </h2>
      {failure ? (
        <p className="address-form__failure" role="alert">
          {failure}
        </p>
      ) : submitted && problems ? (
        <p className="address-form__failure" role="alert">
          {t('addresses.fixErrors')}
        </p>
      ) : null}
      {order ? null : (
        <fieldset className="address-form__type">
          <legend>{t('addresses.type')}</legend>
          {(['S', 'B'] as const).map((type) => (
            <label key={type}>
              <input type="radio" name="approachType" value={type} checked={values.approachType === type} onChange={() => set('approachType', type)} />
              {type === 'S' ? t('addresses.typeShipping') : t('addresses.typeBilling')}
            </label>
          ))}
        </fieldset>
      )}
      <div className="address-form__field">
        <label htmlFor={`${id}-countryCode`}>{t('addresses.country')}</label>
        <select
          id={`${id}-countryCode`}
          name="countryCode"
          autoComplete="country"
          value={values.countryCode}
          aria-invalid={invalid('countryCode')}
          aria-describedby={describedBy('countryCode', rulesMissing ? `${id}-rules` : undefined)}
          onChange={(event) => {
            setRules(null);
            setRulesMissing(false);
            setValues((before) => ({ ...before, countryCode: event.target.value, province: '' }));
          }}
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {rulesMissing ? (
          <p id={`${id}-rules`} className="address-form__hint">
            {t('addresses.rulesUnavailable')}
          </p>
        ) : null}
        {error('countryCode')}
      </div>
      {TEXT_FIELDS.map(({ field, label, autoComplete, type }) => (
        <div key={field} className="address-form__field">
          <label htmlFor={`${id}-${field}`}>{t(label)}</label>
          <div className={field === 'phone' && rules ? 'address-form__phone' : undefined}>
            {field === 'phone' && rules ? (
              <span id={`${id}-phoneCode`} className="address-form__dial">
                {t('addresses.phoneCode', { code: rules.phoneCode })}
              </span>
            ) : null}
            <input
              id={`${id}-${field}`}
              name={field}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              value={values[field]}
              aria-required={fieldRules[field].required ? true : undefined}
              aria-invalid={invalid(field)}
              aria-describedby={describedBy(field, field === 'phone' && rules ? `${id}-phoneCode` : undefined)}
              onChange={(event) => set(field, field === 'phone' ? typedPhone(event, { phoneCountry: values.countryCode }) : formatForInput(event.target.value, fieldRules[field]))}
              onBlur={(event) => {
                if (field === 'phone') set('phone', leftPhone(event, { phoneCountry: values.countryCode }));
                leave(field);
              }}
            />
          </div>
          {error(field)}
        </div>
      ))}
      <div className="address-form__field">
        <label htmlFor={`${id}-province`}>{provinceRequired ? t('addresses.province') : t('addresses.provinceOptional')}</label>
        {provinces.length ? (
          <select
            id={`${id}-province`}
            name="province"
            autoComplete="address-level1"
            value={values.province}
            aria-required={provinceRequired ? true : undefined}
            aria-invalid={invalid('province')}
            aria-describedby={describedBy('province')}
            onChange={(event) => set('province', event.target.value)}
            onBlur={() => leave('province')}
          >
            <option value="">{t('addresses.chooseProvince')}</option>
            {provinces.map((province) => (
              <option key={province.code} value={province.code}>
                {province.name}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={`${id}-province`}
            name="province"
            autoComplete="address-level1"
            value={values.province}
            aria-required={provinceRequired ? true : undefined}
            aria-invalid={invalid('province')}
            aria-describedby={describedBy('province')}
            onChange={(event) => set('province', event.target.value)}
            onBlur={() => leave('province')}
          />
        )}
        {error('province')}
      </div>
      {order ? (
        order.extra?.(values, parsePhone(values.phone, { phoneCountry: values.countryCode }) !== null)
      ) : (
        <label className="address-form__main">
          <input type="checkbox" name="main" checked={values.main} onChange={(event) => set('main', event.target.checked)} />
          {t('addresses.makeMain')}
        </label>
      )}
      <div className="address-form__actions">
        <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving || undefined}>
          {saving ? t('addresses.saving') : order ? order.submitLabel : t('addresses.save')}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            {t('addresses.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
