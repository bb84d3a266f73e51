import {
  ADMIN_ERROR_TEXTS,
  adminDisplayName,
  namesFromDisplayName,
  revokeRefusal,
  sortAdmins,
} from './admins';

describe('admin messages', () => {
  it("are the product's texts", () => {
    expect(ADMIN_ERROR_TEXTS['email-required']).toBe('Please enter an email address');
    expect(ADMIN_ERROR_TEXTS['user-not-found']).toBe('User not found. They must sign up first.');
    expect(ADMIN_ERROR_TEXTS['already-admin']).toBe('User is already an admin');
    expect(ADMIN_ERROR_TEXTS['self-removal']).toBe("You can't remove your own admin privileges");
  });
});

describe('who an admin may revoke', () => {
  it('anyone but themself', () => {
    expect(revokeRefusal('me', 'me')).toBe('self-removal');
    expect(revokeRefusal('me', 'you')).toBeNull();
  });
});

describe('admin names', () => {
  it('join first and last name, falling back to the e-mail', () => {
    expect(adminDisplayName({ firstName: 'Isabel', lastName: 'Moreno', email: 'i@x.es' })).toBe('Isabel Moreno');
    expect(adminDisplayName({ firstName: ' ', lastName: '', email: 'i@x.es' })).toBe('i@x.es');
  });

  it('split an Auth display name into first word and the rest', () => {
    expect(namesFromDisplayName('Ana María García')).toEqual({ firstName: 'Ana', lastName: 'María García' });
    expect(namesFromDisplayName(null)).toEqual({ firstName: '', lastName: '' });
  });

  it('order the table by name, case-insensitively', () => {
    const sorted = sortAdmins([
      { firstName: 'zoe', lastName: 'B', email: 'z@x.es' },
      { firstName: 'Ana', lastName: 'C', email: 'a@x.es' },
      { firstName: '', lastName: '', email: 'b@x.es' },
    ]);
    expect(sorted.map((admin) => admin.email)).toEqual(['a@x.es', 'b@x.es', 'z@x.es']);
  });
});
