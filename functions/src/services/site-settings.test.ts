import { buildSiteSettings } from '../../../tests/builders';
import { siteSettingsLoadFailed } from '../logs';
import { cachedSiteSettings, SITE_SETTINGS_RETRY_MS, SITE_SETTINGS_TTL_MS } from './site-settings';

jest.mock('../logs');

describe('site settings cache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
    jest.clearAllMocks();
  });

  it('reads the document at most once every five minutes', async () => {
    const load = jest.fn(async () => buildSiteSettings());
    const settings = cachedSiteSettings(load, { now });
    await settings();
    clock += SITE_SETTINGS_TTL_MS - 1;
    await settings();
    expect(load).toHaveBeenCalledTimes(1);
    clock += 1;
    await settings();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one read between concurrent requests', async () => {
    const load = jest.fn(async () => buildSiteSettings());
    const settings = cachedSiteSettings(load, { now });
    const [a, b] = await Promise.all([settings(), settings()]);
    expect(a).toEqual(b);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the last good value when a read fails, and retries sooner', async () => {
    const good = buildSiteSettings({ phone: '+34 111' });
    const load = jest
      .fn()
      .mockResolvedValueOnce(good)
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(buildSiteSettings({ phone: '+34 222' }));
    const settings = cachedSiteSettings(load, { now });
    await settings();
    clock += SITE_SETTINGS_TTL_MS;
    expect(await settings()).toEqual(good);
    expect(siteSettingsLoadFailed).toHaveBeenCalled();
    clock += SITE_SETTINGS_RETRY_MS;
    expect((await settings())?.phone).toBe('+34 222');
  });

  it('answers null while the document does not exist, and looks again after the short delay', async () => {
    const load = jest.fn().mockResolvedValueOnce(null).mockResolvedValue(buildSiteSettings());
    const settings = cachedSiteSettings(load, { now });
    expect(await settings()).toBeNull();
    clock += SITE_SETTINGS_RETRY_MS - 1;
    expect(await settings()).toBeNull();
    clock += 1;
    expect(await settings()).toEqual(buildSiteSettings());
    expect(load).toHaveBeenCalledTimes(2);
  });
});
