import { useId, useRef, useState, type FormEvent } from 'react';
import { GiftOptionSchema, type CartItem, type GiftOption } from '../../shared/cart/schemas/cart';
import { errorMessage } from '../../shared/i18n';
import * as actions from './cart-actions';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';

const FIELDS = ['email', 'to', 'message'] as const;

export interface GiftOptionBodyProps {
  item: CartItem;
  dialogId: string;
  /** The cart took the gift option (the dialog has closed). */
  onSaved?(): void;
}

/**
 * A digital product's gift option: the recipient's email, who it is to and a message, all three
 * required. It is saved on the cart line, where checkout and the order pick it up.
 */
export function GiftOptionBody({ item, dialogId, onSaved }: GiftOptionBodyProps) {
  const t = useT();
  const id = useId();
  const store = useStore();
  const inputs = useRef<Partial<Record<keyof GiftOption, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const [value, setValue] = useState<GiftOption>(item.giftOption ?? { email: '', to: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof GiftOption, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const next: Partial<Record<keyof GiftOption, string>> = {};
    for (const name of FIELDS) if (!value[name].trim()) next[name] = t('validation.required');
    if (!next.email && !GiftOptionSchema.shape.email.safeParse(value.email).success) next.email = t('validation.emailInvalid');
    setErrors(next);
    const first = FIELDS.find((name) => next[name]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    setBusy(true);
    const result = await actions.updateLine(store, item.itemId, { giftOption: value });
    setBusy(false);
    if (!result.ok) {
      setRefusal(errorMessage(t, result.error));
      return;
    }
    setRefusal(null);
    store.dialogs.close(dialogId);
    onSaved?.();
  }

  const field = (name: keyof GiftOption, label: string, multiline = false) => {
    const props = {
      id: `${id}-${name}`,
      name,
      value: value[name],
      required: true,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': `${id}-${name}-error`,
      onChange: (event: { target: { value: string } }) => setValue({ ...value, [name]: event.target.value }),
    };
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {multiline ? (
          <textarea {...props} ref={(element) => void (inputs.current[name] = element)} maxLength={250} />
        ) : (
          <input {...props} ref={(element) => void (inputs.current[name] = element)} type={name === 'email' ? 'email' : 'text'} autoComplete="off" maxLength={name === 'email' ? 100 : 50} />
        )}
        <p id={`${id}-${name}-error`} className="field__error">
          {errors[name]}
        </p>
      </div>
    );
  };

  return (
    <form className="gift-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="gift-form__item">{item.name}</p>
      {field('email', t('cart.gift.email'))}
      {field('to', t('cart.gift.to'))}
      {field('message', t('cart.gift.message'), true)}
      <p className="field__error" role="alert">
        {refusal}
      </p>
      <button type="submit" className="button button--primary" aria-busy={busy || undefined}>
        {t('giftOption.save')}
      </button>
    </form>
  );
}
