import { LANGUAGES, NOT_FOUND_META, PAGE_META, PAYMENT_SUCCESS_META, carHeadTexts, type Lang } from '@costa/domain';
import { messages as de } from '../../locales/de/messages';
import { messages as en } from '../../locales/en/messages';
import { messages as es } from '../../locales/es/messages';
import { messages as fr } from '../../locales/fr/messages';
import { messages as it_ } from '../../locales/it/messages';
import { translatorFor } from './i18n';

const catalogs: Record<Lang, Record<string, unknown>> = { en, es, de, fr, it: it_ };

/** A compiled message without placeholders is a list of plain strings. */
function plain(lang: Lang, id: string): string {
  const compiled = catalogs[lang][id];
  if (!Array.isArray(compiled) || !compiled.every((part) => typeof part === 'string')) {
    throw new Error(`${lang}:${id} is not a plain compiled message`);
  }
  return compiled.join('');
}

describe('server translations', () => {
  const descriptors = [
    ...Object.values(PAGE_META).flatMap((meta) => [meta.title, meta.description]),
    NOT_FOUND_META.title,
    PAYMENT_SUCCESS_META.title,
  ];

  it.each(LANGUAGES)('translates page titles and descriptions with the compiled %s catalog', (lang) => {
    const t = translatorFor(lang);
    for (const descriptor of descriptors) {
      expect(t(descriptor)).toBe(plain(lang, descriptor.id));
    }
  });

  it('fills in the car’s facts', () => {
    const texts = carHeadTexts(translatorFor('en'), {
      name: 'Ferrari Roma',
      brand: 'Ferrari',
      model: 'Roma',
      year: 2023,
      price: '€1,200',
    });
    expect(texts.title).toContain('Ferrari Roma');
    expect(texts.description).toContain('Ferrari Roma (2023)');
    expect(texts.description).toContain('€1,200');
  });

  it('keeps one translator per language', () => {
    expect(translatorFor('es')).toBe(translatorFor('es'));
    expect(translatorFor('es')).not.toBe(translatorFor('de'));
  });
});
