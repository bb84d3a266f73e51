import { FORM_MESSAGES, validateForm } from './forms';
import {
  fillCompanyFacts,
  LEGAL_TEXT_MAX_LENGTH,
  legalPageText,
  legalVersionFromData,
  MISSING_FACT,
  parseLegalVersion,
  type LegalVersion,
} from './legal';
import { LEGAL_MESSAGES, legalPublishSchema } from './legal-schema';
import type { SiteSettings } from './model';
import { buildSiteSettings } from '../../tests/builders';

const version: LegalVersion = { document: 'terms', version: 3, publishedAt: '2026-11-01T09:00:00.000Z', texts: { en: 'Terms', es: 'Condiciones', de: '  ' } };

const settings: SiteSettings = buildSiteSettings({
  email: 'hello@costaprestige.com',
  phone: '+34 952 86 40 00',
  company: { name: 'Costa Prestige Rentals S.L.', taxId: 'B93456781', registeredAddress: 'Marbella', registryEntry: 'RM Málaga, hoja MA-1', vatRatePercent: 10 },
});

describe('legal texts', () => {
  it('shows a version in the page’s language, English where that language has no text (blank counts as none)', () => {
    expect(legalPageText(version, 'es')).toEqual({ document: 'terms', version: 3, publishedAt: version.publishedAt, lang: 'es', text: 'Condiciones' });
    expect(legalPageText(version, 'de')).toMatchObject({ lang: 'en', text: 'Terms' });
    expect(legalPageText(version, 'it')).toMatchObject({ lang: 'en', text: 'Terms' });
  });

  it('reads a ?version= as a positive whole number only', () => {
    expect(parseLegalVersion('1')).toBe(1);
    expect(parseLegalVersion('42')).toBe(42);
    for (const value of [null, '', '0', '-1', '1.5', '01', 'abc', '1e3', '9999999']) expect(parseLegalVersion(value)).toBeNull();
  });

  it('fills the company facts in from the settings, a dash for one not given, and leaves unknown placeholders as written', () => {
    const text = '{{companyName}} ({{ taxId }}), {{registeredAddress}}. {{registryEntry}}. {{email}} {{phone}}. VAT {{vatRate}} %. {{unknown}}';
    expect(fillCompanyFacts(text, settings)).toBe(
      'Costa Prestige Rentals S.L. (B93456781), Marbella. RM Málaga, hoja MA-1. hello@costaprestige.com +34 952 86 40 00. VAT 10 %. {{unknown}}',
    );
    const { company: _company, ...withoutCompany } = settings;
    expect(fillCompanyFacts('{{companyName}} / {{vatRate}}', withoutCompany)).toBe(`${MISSING_FACT} / 21`);
    expect(fillCompanyFacts('{{email}}', null)).toBe(MISSING_FACT);
  });

  it('reads a stored version (a Timestamp or an ISO date), and nothing from a malformed one', () => {
    const at = new Date('2026-11-01T09:00:00.000Z');
    expect(legalVersionFromData('privacy', { version: 2, publishedAt: { toDate: () => at }, texts: { en: 'Privacy', xx: 'ignored', fr: 7 } })).toEqual({
      document: 'privacy',
      version: 2,
      publishedAt: at.toISOString(),
      texts: { en: 'Privacy' },
    });
    expect(legalVersionFromData('privacy', undefined)).toBeNull();
    expect(legalVersionFromData('privacy', { version: 0, publishedAt: at.toISOString(), texts: { en: 'x' } })).toBeNull();
    expect(legalVersionFromData('privacy', { version: 1, publishedAt: at.toISOString(), texts: { es: 'sin inglés' } })).toBeNull();
  });

  it('publishes only with an English text, each language within the limit, and a known text', () => {
    const texts = { en: 'Terms', es: '', de: '', fr: '', it: '' };
    expect(validateForm(legalPublishSchema, { document: 'terms', texts }).ok).toBe(true);
    const refused = validateForm(legalPublishSchema, { document: 'terms', texts: { ...texts, en: '  ', es: 'x'.repeat(LEGAL_TEXT_MAX_LENGTH + 1) } });
    expect(refused.ok ? {} : refused.fields).toEqual({ 'texts.en': LEGAL_MESSAGES.englishRequired, 'texts.es': expect.objectContaining({ id: FORM_MESSAGES.atMost.id }) });
    expect(validateForm(legalPublishSchema, { document: 'cookiez', texts }).ok).toBe(false);
  });
});
