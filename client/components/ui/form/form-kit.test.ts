import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TranslatorProvider } from '../../../state/i18n';
import { createTranslator } from '../../../../shared/i18n';
import { en } from '../../../../shared/i18n/messages';
import { FormField, InputField } from '.';

// The kit's markup is what the sign-up and support forms drew before they shared it: the error and
// hint ids the controls are described by, and the classes the stylesheets and browser tests find.
const render = (node: ReactNode) => renderToStaticMarkup(h(TranslatorProvider, { value: createTranslator('en-US', en), children: node }));

describe('form kit', () => {
  it('draws a text input with its label, and with its error as its last description', () => {
    expect(render(h(InputField, { id: 'x', name: 'x', label: 'L', error: undefined, value: 'v', readOnly: true }))).toBe(
      '<div class="form-field"><label class="form-field__label" for="x">L</label><input id="x" class="form-field__input" aria-required="true" name="x" readonly="" value="v"/></div>',
    );
    expect(render(h(InputField, { id: 'x', name: 'x', label: 'L', error: 'Bad', optional: true, describedBy: 'rules', value: 'v', readOnly: true }, h('ul', { id: 'rules' })))).toBe(
      '<div class="form-field" data-invalid="true"><label class="form-field__label" for="x">L<span class="form-field__optional"> (optional)</span></label><input id="x" class="form-field__input" aria-invalid="true" aria-describedby="rules x-error" name="x" readonly="" value="v"/><ul id="rules"></ul><p id="x-error" class="form-field__error">Bad</p></div>',
    );
  });

  it('gives any control its hint and error, in reading order', () => {
    const control = (describedBy: string | undefined) => h('input', { id: 'y', 'aria-describedby': describedBy });
    expect(render(h(FormField, { id: 'y', label: 'L', children: control }))).toBe('<div class="form-field"><label for="y">L</label><input id="y"/></div>');
    expect(render(h(FormField, { id: 'y', label: 'L', hint: 'H', error: 'Bad', children: control }))).toBe(
      '<div class="form-field"><label for="y">L</label><span id="y-hint" class="form-field__hint">H</span><input id="y" aria-describedby="y-hint y-error"/><span id="y-error" class="form-field__error">Bad</span></div>',
    );
  });
});
