import { profileInputOf } from './profile';

describe('profileInputOf', () => {
  it('fills missing fields with empty text', () => {
    expect(profileInputOf(null)).toEqual({ firstName: '', lastName: '', phone: '', address: '' });
    expect(profileInputOf({ firstName: 'Ana', email: 'a@b.co' })).toEqual({ firstName: 'Ana', lastName: '', phone: '', address: '' });
  });
});
