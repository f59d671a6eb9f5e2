import { describe, expect, it } from 'vitest';
import { SignUpOriginSchema } from '../../../shared/validation/sign-up-schema';
import { originFromQuery } from './sign-up-request';

describe('originFromQuery', () => {
  it('reads the lead source, referral, campaign and store the worker accepts', () => {
    const origin = originFromQuery('?leadSource=instore&referral_code=FRIEND42&enrollment_marketing_source=spring&storeNum=1042&utm_source=x');
    expect(origin).toEqual({ leadSource: 'instore', referral_code: 'FRIEND42', enrollment_marketing_source: 'spring', storeNum: '1042' });
    expect(SignUpOriginSchema.safeParse(origin).success).toBe(true);
  });

  it('leaves out what the worker would refuse, so a bad link never blocks a sign-up', () => {
    const origin = originFromQuery(`?storeNum=abc&leadSource=${'x'.repeat(51)}&referral_code=`);
    expect(origin).toEqual({});
    expect(SignUpOriginSchema.safeParse(originFromQuery(`?enrollment_marketing_source=${'y'.repeat(101)}`)).success).toBe(true);
  });
});
