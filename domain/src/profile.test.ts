import { normalizeProfileInput, PROFILE_LIMITS, profileInputOf, validateProfileInput, type ProfileInput } from './profile';

const valid: ProfileInput = { firstName: 'Ana', lastName: 'García', phone: '+34 600 00 00 00', address: 'Calle Mayor 1' };

describe('validateProfileInput', () => {
  it('accepts a complete profile, and one without phone and address', () => {
    expect(validateProfileInput(valid)).toEqual({});
    expect(validateProfileInput({ ...valid, phone: '', address: '  ' })).toEqual({});
  });

  it('requires first and last name after trimming', () => {
    expect(validateProfileInput({ ...valid, firstName: '  ', lastName: '' })).toEqual({
      firstName: 'required',
      lastName: 'required',
    });
  });

  it('refuses a field over the limit the rules enforce', () => {
    expect(validateProfileInput({ ...valid, firstName: 'a'.repeat(PROFILE_LIMITS.firstName + 1) }).firstName).toBe('too-long');
    expect(validateProfileInput({ ...valid, address: 'a'.repeat(PROFILE_LIMITS.address + 1) }).address).toBe('too-long');
    expect(validateProfileInput({ ...valid, phone: '1'.repeat(PROFILE_LIMITS.phone + 1) }).phone).toBe('too-long');
    expect(validateProfileInput({ ...valid, address: 'a'.repeat(PROFILE_LIMITS.address) })).toEqual({});
  });

  it('accepts phone numbers with the usual separators and refuses others', () => {
    expect(validateProfileInput({ ...valid, phone: '(952) 000-000' })).toEqual({});
    expect(validateProfileInput({ ...valid, phone: 'call me' }).phone).toBe('invalid-phone');
    expect(validateProfileInput({ ...valid, phone: '+34 12' }).phone).toBe('invalid-phone');
  });
});

describe('normalizeProfileInput and profileInputOf', () => {
  it('trims what is stored and fills missing fields with empty text', () => {
    expect(normalizeProfileInput({ ...valid, firstName: ' Ana ' }).firstName).toBe('Ana');
    expect(profileInputOf(null)).toEqual({ firstName: '', lastName: '', phone: '', address: '' });
    expect(profileInputOf({ firstName: 'Ana', email: 'a@b.co' })).toEqual({ firstName: 'Ana', lastName: '', phone: '', address: '' });
  });
});
