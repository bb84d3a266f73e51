import { buildCarSlug, parseCarParam, slugKeyOf } from './slug';

describe('car slugs', () => {
  it('joins name, model words not already in the name and the first 6 id characters', () => {
    expect(buildCarSlug('Ferrari Roma', 'Roma', 'Ab12CdEfGh')).toBe('ferrari-roma-ab12cd');
    expect(buildCarSlug('Lamborghini Huracán', 'EVO Spyder', 'Zz9yX8w7')).toBe('lamborghini-huracan-evo-spyder-zz9yx8');
    expect(buildCarSlug('Mercedes-AMG G 63', 'G 63', 'QwErTy123')).toBe('mercedes-amg-g-63-qwerty');
  });

  it('keys a car by its lower-cased id prefix', () => {
    expect(slugKeyOf('AbCdEf123456')).toBe('abcdef');
  });

  it('reads a slug of three or more parts ending in the id prefix, and anything else as an id', () => {
    expect(parseCarParam('ferrari-roma-ab12cd')).toEqual({ kind: 'slug', slugKey: 'ab12cd' });
    expect(parseCarParam('ferrari-roma-AB12CD')).toEqual({ kind: 'slug', slugKey: 'ab12cd' });
    expect(parseCarParam('roma-ab12cd')).toEqual({ kind: 'id', id: 'roma-ab12cd' });
    expect(parseCarParam('Ab12CdEfGhIjKlMnOpQr')).toEqual({ kind: 'id', id: 'Ab12CdEfGhIjKlMnOpQr' });
    expect(parseCarParam('ferrari-roma-ab12c')).toEqual({ kind: 'id', id: 'ferrari-roma-ab12c' });
  });
});
