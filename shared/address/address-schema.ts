import * as z from 'zod';
import { ADDRESS_FIELDS, AddressInputSchema, type AddressField, type AddressRules, type FieldRule } from './schemas/address';
import { effectiveRules } from './default-rules';
import { fieldProblem, problemMessage, type AddressProblem } from './field-check';
import { parsePhone } from '../validation/phone';
import { normaliseField } from './format';

/** An address that passed its country's rules: every field normalised (masked, transformed, trimmed). */
export type ValidAddress = z.output<typeof AddressInputSchema> & { phoneCode: string };

/**
 * A phone is judged by the one phone module, as the address's country writes it (a national number
 * there, or any country's with its dial code), never by a server pattern: the form, the worker and
 * the backend must take the same numbers, and its result is stored in E.164.
 */
function phoneProblem(value: string, rule: FieldRule, country: string): AddressProblem | null {
  if (value === '') return rule.required ? { kind: 'required' } : null;
  return parsePhone(value, { phoneCountry: country }) ? null : { kind: 'phone' };
}

/** A zod issue's params carry the problem, so a form can word it in its own language. */
export interface AddressIssueParams {
  problem: AddressProblem;
}

/**
 * The one validator of an address, for the form, the worker and the backend alike: the shape
 * first, then each field normalised and judged by the country's rules (the server's rules over
 * the defaults). `rules` null means the defaults alone, when a country's rules cannot be had.
 * @example addressSchema(usRules).safeParse({ approachType: 'S', firstName: 'Ada', … })
 */
export function addressSchema(rules: AddressRules | null) {
  const fieldRules = effectiveRules(rules);
  return AddressInputSchema.transform((input, ctx): ValidAddress => {
    const output = { ...input, phoneCode: rules?.phoneCode ?? input.phoneCode ?? '' };
    for (const field of ADDRESS_FIELDS) {
      const value = field === 'phone' ? input.phone.trim() : normaliseField(input[field], fieldRules[field]);
      output[field] = value;
      const problem = field === 'phone' ? phoneProblem(value, fieldRules.phone, rules?.countryCode ?? input.countryCode.trim().toUpperCase()) : fieldProblem(field, value, fieldRules[field], rules?.provinces);
      const phone = field === 'phone' && !problem && value !== '' ? parsePhone(value, { phoneCountry: rules?.countryCode ?? input.countryCode.trim().toUpperCase() }) : null;
      if (phone) Object.assign(output, { phone: phone.e164, phoneCode: phone.callingCode });
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problemMessage(problem), params: { problem } satisfies AddressIssueParams });
    }
    if (rules && output.countryCode !== '' && output.countryCode !== rules.countryCode) {
      ctx.addIssue({ code: 'custom', path: ['countryCode'], message: problemMessage({ kind: 'invalid' }), params: { problem: { kind: 'invalid' } } satisfies AddressIssueParams });
    }
    return output;
  });
}

/** Each field's first problem from a failed parse, for a form to show beside its field. */
export function addressProblems(error: z.ZodError): Partial<Record<AddressField, AddressProblem>> {
  const found: Partial<Record<AddressField, AddressProblem>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as AddressField;
    const params = (issue as { params?: Partial<AddressIssueParams> }).params;
    if ((ADDRESS_FIELDS as readonly string[]).includes(field) && !found[field]) found[field] = params?.problem ?? { kind: 'invalid' };
  }
  return found;
}

/** The first problem of a failed parse as one line (`postalCode: This value is not valid`), for an API400. */
export function firstProblemLine(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The address is not valid';
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/** The phone of a valid address as it is kept: E.164, which the validator has already made it. */
export function storedPhone(address: ValidAddress): string {
  return address.phone;
}
