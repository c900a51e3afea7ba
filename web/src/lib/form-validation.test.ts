import { describe, expect, it } from 'vitest';
import { shippingAddressSchema, signupSchema } from '@shared/schemas';
import { checkForm, validateFields } from './form-validation';

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

describe('validateFields (the account forms)', () => {
  const labels = { name: 'name', email: 'email', password: 'password' };
  const required = ['name', 'email', 'password'] as const;

  it('says each empty required field is required, before what the schema says of the others', () => {
    const values = { name: '  ', email: 'lan@', password: '' };
    expect(validateFields(values, required, labels, signupSchema)).toEqual({
      errors: {
        name: 'name is required',
        email: 'email must be a valid email address',
        password: 'password is required',
      },
      data: null,
    });
  });

  it("answers the schema's data, and no errors, when every field is valid", () => {
    const values = { name: ' Lan ', email: 'Lan@Example.com', password: 'secret123' };
    expect(validateFields(values, required, labels, signupSchema)).toEqual({
      errors: {},
      data: { name: 'Lan', email: 'lan@example.com', password: 'secret123' },
    });
  });
});
