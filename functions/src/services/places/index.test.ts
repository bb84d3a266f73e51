import { placesNotConfigured } from '../../logs';
import { lazyProvider, providerKind, unconfiguredProvider } from './index';
import type { PlacesProvider } from './provider';

jest.mock('../../logs');

beforeEach(() => jest.clearAllMocks());

describe('provider choice', () => {
  it('uses Google whenever the key has a value, on the emulator too', () => {
    expect(providerKind('AIza-key', false)).toBe('google');
    expect(providerKind('AIza-key', true)).toBe('google');
  });

  it('uses the gazetteer on the emulator without a key', () => {
    expect(providerKind('', true)).toBe('gazetteer');
    expect(providerKind('  ', true)).toBe('gazetteer');
  });

  it('never uses the gazetteer in production: without a key nothing answers', () => {
    expect(providerKind('', false)).toBe('unconfigured');
  });

  it('answers empty and 0 when not configured, logging an error each time', async () => {
    await expect(unconfiguredProvider.suggest('marbella', 'en')).resolves.toEqual([]);
    await expect(unconfiguredProvider.distanceKm('Marbella', 'Estepona')).resolves.toBe(0);
    expect(placesNotConfigured).toHaveBeenCalledTimes(2);
  });
});

describe('lazy provider', () => {
  const real: PlacesProvider = { suggest: async () => [], distanceKm: async () => 4.2 };

  it('builds the provider once, at the first call', async () => {
    const load = jest.fn(async () => real);
    const provider = lazyProvider(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([provider.distanceKm('a', 'b'), provider.suggest('abc', 'en')]);
    await expect(provider.distanceKm('a', 'b')).resolves.toBe(4.2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes the session token on to the provider it builds', async () => {
    const suggest = jest.fn(async () => []);
    const provider = lazyProvider(async () => ({ ...real, suggest }));
    await provider.suggest('marbella', 'es', 'token-1');
    expect(suggest).toHaveBeenCalledWith('marbella', 'es', 'token-1');
  });

  it('tries again after a failed build', async () => {
    const load = jest.fn<Promise<PlacesProvider>, []>().mockRejectedValueOnce(new Error('no module')).mockResolvedValue(real);
    const provider = lazyProvider(load);
    await expect(provider.distanceKm('a', 'b')).rejects.toThrow('no module');
    await expect(provider.distanceKm('a', 'b')).resolves.toBe(4.2);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
