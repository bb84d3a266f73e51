import {
  CONSENT_MAX_AGE_MS,
  CONSENT_STORAGE_KEY,
  chooseConsent,
  installConsentControls,
  resetConsentForTests,
  storedConsent,
  whenOptionalAllowed,
} from './consent';

const NOW = 1_800_000_000_000;

beforeEach(() => {
  localStorage.clear();
  resetConsentForTests();
  document.documentElement.removeAttribute('data-consent');
  document.body.innerHTML = '';
});

describe('consent', () => {
  it('keeps a choice for twelve months, and nothing malformed', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ level: 'all', at: NOW - CONSENT_MAX_AGE_MS }));
    expect(storedConsent(NOW)).toBe('all');
    expect(storedConsent(NOW + 1)).toBeNull();
    for (const stored of ['{"level":"some","at":1}', '{"level":"all"}', 'not json', '"all"']) {
      localStorage.setItem(CONSENT_STORAGE_KEY, stored);
      expect(storedConsent(NOW)).toBeNull();
    }
  });

  it('starts optional items only once allowed, at once when they already are', () => {
    const start = jest.fn();
    whenOptionalAllowed(start);
    chooseConsent('necessary', NOW);
    expect(start).not.toHaveBeenCalled();
    expect(document.documentElement.getAttribute('data-consent')).toBe('necessary');
    chooseConsent('all', NOW);
    expect(start).toHaveBeenCalledTimes(1);
    const later = jest.fn();
    whenOptionalAllowed(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('answers the banner and the footer through one listener, and moves focus back where it came from', () => {
    document.body.innerHTML = `
      <main id="main-content" tabindex="-1"></main>
      <section data-consent-banner><button data-consent-choice="necessary">Necessary only</button><button data-consent-choice="all">Accept all</button></section>
      <footer><button data-consent-open>Cookie settings</button></footer>`;
    const remove = installConsentControls();
    const start = jest.fn();
    whenOptionalAllowed(start);
    document.querySelector<HTMLButtonElement>('[data-consent-choice="necessary"]')!.click();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ level: 'necessary' });
    expect(document.activeElement?.id).toBe('main-content');

    const settings = document.querySelector<HTMLButtonElement>('[data-consent-open]')!;
    settings.click();
    expect(document.documentElement.hasAttribute('data-consent')).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('[data-consent-choice="necessary"]'));
    document.querySelector<HTMLButtonElement>('[data-consent-choice="all"]')!.click();
    expect(start).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(settings);
    remove();
  });
});
