import { messages } from '../../messages';
import { contactFieldErrors, contactInputSchema } from '../contact-schemas';
import { formatPhoneNumber, normalizePhoneNumber } from '../phone-number';

describe('phone numbers', () => {
  it.each([
    ['(902) 555-0123', '+19025550123'],
    ['902.555.0123', '+19025550123'],
    ['+1 902 555 0123', '+19025550123'],
    ['1-506-555-0199', '+15065550199'],
  ])('normalises %s to %s', (input, e164) => {
    expect(normalizePhoneNumber(input)).toBe(e164);
    expect(formatPhoneNumber(e164)).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
  });

  it.each(['555-0123', '(102) 555-0123', '(902) 155-0123', '+44 20 7946 0958', '902-555-CALL', ''])(
    'refuses %s',
    (input) => {
      expect(normalizePhoneNumber(input)).toBeNull();
    },
  );
});

describe('contact input', () => {
  const valid = { contact_type: 1, first_name: ' Pat ', last_name: 'Gallant', email: 'P@X.CA' };

  it('trims, lower-cases the email and defaults the rest', () => {
    expect(contactInputSchema.parse(valid)).toEqual({
      contact_type: 1,
      first_name: 'Pat',
      last_name: 'Gallant',
      email: 'p@x.ca',
      phone: '',
      notes: '',
    });
  });

  it('names one message per field', () => {
    expect(contactFieldErrors({ ...valid, email: 'x', phone: '12' })).toEqual({
      email: messages.pleaseEnterValidEmail,
      phone: messages.pleaseEnterValidPhone,
    });
    expect(contactFieldErrors({ contact_type: 0, first_name: '', last_name: '' })).toEqual({
      contact_type: messages.pleaseSelectContactType,
      first_name: messages.pleaseEnterFirstName,
      last_name: messages.pleaseEnterLastName,
      email: messages.contactNeedsEmailOrPhone,
    });
    expect(contactFieldErrors(valid)).toEqual({});
  });
});
