import { describe, expect, it } from 'vitest';
import { shippingAddressSchema } from '@shared/schemas';
import { checkForm } from './form-validation';

describe('checkForm', () => {
  it("answers the shared schema's data when the values are valid", () => {
    const values = { fullname: ' Lan ', address: '1 Le Loi', city: 'Hue', postalCode: '530000', country: 'Vietnam' };
    expect(checkForm(shippingAddressSchema, values)).toEqual({ ok: true, data: { ...values, fullname: 'Lan' } });
  });

  it('answers the first message per field, as the server would word it', () => {
    const checked = checkForm(shippingAddressSchema, {
      fullname: '',
      address: '1 Le Loi',
      city: '   ',
      postalCode: 'x'.repeat(21),
      country: 'Vietnam',
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        fullname: 'fullname is required',
        city: 'city is required',
        postalCode: 'postalCode must be at most 20 characters',
      },
    });
  });
});
