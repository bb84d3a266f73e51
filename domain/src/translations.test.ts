import type { Car } from './model';
import {
  areFeaturesTranslated,
  BATCH_DELAY_MS,
  featuresFromLines,
  featuresToLines,
  isDescriptionTranslated,
  needsTranslation,
  TRANSLATION_TARGETS,
  translationGaps,
  translationStatus,
  translationStatuses,
  translationSummary,
  type TranslatableCar,
} from './translations';

const EN = 'A front-engined V8 grand tourer.';
const EN_FEATURES = ['Launch control', 'Carbon-ceramic brakes'];

/** A car translated into every language, overridden per test. */
function car(overrides: Partial<Pick<Car, 'description' | 'descriptionTranslations' | 'featuresTranslations'>> = {}): TranslatableCar {
  return {
    description: EN,
    descriptionTranslations: { en: EN, es: 'Un gran turismo V8.', de: 'Ein V8-Gran-Turismo.', fr: 'Une GT V8.', it: 'Una GT V8.' },
    featuresTranslations: {
      en: EN_FEATURES,
      es: ['Control de salida', 'Frenos carbocerámicos'],
      de: ['Launch-Control', 'Carbon-Keramik-Bremsen'],
      fr: ['Contrôle de départ', 'Freins carbone-céramique'],
      it: ['Controllo di partenza', 'Freni carboceramici'],
    },
    ...overrides,
  };
}

const full = car();
const without = (lang: 'es' | 'de' | 'fr' | 'it', part: 'description' | 'features'): TranslatableCar => {
  const copy = car();
  if (part === 'description') delete copy.descriptionTranslations[lang];
  else delete copy.featuresTranslations[lang];
  return copy;
};

describe('translation constants', () => {
  it('targets es, de, fr and it, and waits 2 s between cars', () => {
    expect([...TRANSLATION_TARGETS]).toEqual(['es', 'de', 'fr', 'it']);
    expect(BATCH_DELAY_MS).toBe(2000);
  });
});

describe('what counts as translated', () => {
  it('counts a description that is non-empty and differs from English', () => {
    expect(isDescriptionTranslated(full, 'es')).toBe(true);
    expect(isDescriptionTranslated(without('es', 'description'), 'es')).toBe(false);
    expect(isDescriptionTranslated(car({ descriptionTranslations: { en: EN, es: '   ' } }), 'es')).toBe(false);
    expect(isDescriptionTranslated(car({ descriptionTranslations: { en: EN, es: EN } }), 'es')).toBe(false);
  });

  it('compares with the English entry, or the description when there is none', () => {
    expect(isDescriptionTranslated(car({ descriptionTranslations: { es: EN } }), 'es')).toBe(false);
    expect(isDescriptionTranslated(car({ description: '', descriptionTranslations: { en: EN, es: EN } }), 'es')).toBe(false);
  });

  it('counts features that are non-empty and differ from the English list', () => {
    expect(areFeaturesTranslated(full, 'de')).toBe(true);
    expect(areFeaturesTranslated(without('de', 'features'), 'de')).toBe(false);
    expect(areFeaturesTranslated(car({ featuresTranslations: { en: EN_FEATURES, de: [] } }), 'de')).toBe(false);
    expect(areFeaturesTranslated(car({ featuresTranslations: { en: EN_FEATURES, de: ['', ' '] } }), 'de')).toBe(false);
    expect(areFeaturesTranslated(car({ featuresTranslations: { en: EN_FEATURES, de: [...EN_FEATURES] } }), 'de')).toBe(false);
  });

  it('counts a list that shares some features with English as translated', () => {
    expect(areFeaturesTranslated(car({ featuresTranslations: { en: EN_FEATURES, de: ['Launch control', 'Carbon-Keramik-Bremsen'] } }), 'de')).toBe(true);
  });
});

describe('status per car and language', () => {
  it('is complete when description and features are translated', () => {
    expect(translationStatus(full, 'fr')).toBe('complete');
  });

  it('is partial when only one of them is', () => {
    expect(translationStatus(without('fr', 'features'), 'fr')).toBe('partial');
    expect(translationStatus(without('fr', 'description'), 'fr')).toBe('partial');
    expect(translationStatus(car({ descriptionTranslations: { en: EN, fr: EN, es: 'x', de: 'x', it: 'x' } }), 'fr')).toBe('partial');
  });

  it('is none when neither is', () => {
    expect(translationStatus(car({ descriptionTranslations: { en: EN }, featuresTranslations: { en: EN_FEATURES } }), 'it')).toBe('none');
  });

  it('always counts English as complete, even with nothing written', () => {
    expect(translationStatus(car({ description: '', descriptionTranslations: {}, featuresTranslations: {} }), 'en')).toBe('complete');
  });

  it('gives every language its status', () => {
    expect(translationStatuses(without('it', 'features'))).toEqual({
      en: 'complete',
      es: 'complete',
      de: 'complete',
      fr: 'complete',
      it: 'partial',
    });
  });
});

describe('summary of the grid', () => {
  it('counts complete, partial and missing slots of cars x 5 languages, with a rounded rate', () => {
    const untranslated = car({ descriptionTranslations: { en: EN }, featuresTranslations: { en: EN_FEATURES } });
    const summary = translationSummary([full, without('es', 'features'), untranslated]);
    // 15 slots: 5 + 4 + 1 complete; 1 partial; 4 none.
    expect(summary).toEqual({ totalCars: 3, totalSlots: 15, complete: 10, partial: 1, missing: 4, completionRate: 67 });
  });

  it('rounds to a whole percent, half up', () => {
    const untranslated = car({ descriptionTranslations: {}, featuresTranslations: {} });
    // (5 + 5 + 1) / 15 = 73.3 %
    expect(translationSummary([full, full, untranslated]).completionRate).toBe(73);
    // 40 cars, 200 slots: 38 with English only, one complete, one complete in en and es: 45 / 200 = 22.5 %
    const onlySpanish = car({ descriptionTranslations: { en: EN, es: 'Un GT.' }, featuresTranslations: { en: EN_FEATURES, es: ['Frenos'] } });
    const fleet = [...Array.from({ length: 38 }, () => untranslated), full, onlySpanish];
    expect(translationSummary(fleet)).toMatchObject({ totalSlots: 200, complete: 45, completionRate: 23 });
  });

  it('is zero for no cars', () => {
    expect(translationSummary([])).toEqual({ totalCars: 0, totalSlots: 0, complete: 0, partial: 0, missing: 0, completionRate: 0 });
  });
});

describe('which cars need translation', () => {
  it('does not include a car translated in every target language', () => {
    expect(needsTranslation(full)).toBe(false);
  });

  it.each(TRANSLATION_TARGETS.flatMap((lang) => [[lang, 'description'], [lang, 'features']] as const))(
    'includes a car whose %s %s entry is missing',
    (lang, part) => {
      expect(needsTranslation(without(lang, part))).toBe(true);
    },
  );

  it('includes a car whose description in a language equals the English one', () => {
    const copy = car();
    copy.descriptionTranslations.de = EN;
    expect(needsTranslation(copy)).toBe(true);
  });

  it('treats an empty feature list as missing, but not a list equal to English (only the description counts as text to translate)', () => {
    expect(needsTranslation(car({ featuresTranslations: { ...full.featuresTranslations, fr: [] } }))).toBe(true);
    expect(needsTranslation(car({ featuresTranslations: { ...full.featuresTranslations, fr: [...EN_FEATURES] } }))).toBe(false);
  });
});

describe('what a machine translation fills in', () => {
  it('fills only the parts of a language that are not translated yet', () => {
    expect(translationGaps(full, 'es')).toEqual({ description: false, features: false });
    expect(translationGaps(without('es', 'features'), 'es')).toEqual({ description: false, features: true });
    expect(translationGaps(car({ descriptionTranslations: { en: EN, es: EN } }), 'es')).toEqual({ description: true, features: false });
  });

  it('has nothing to fill when the English source is empty', () => {
    expect(translationGaps(car({ description: '', descriptionTranslations: {}, featuresTranslations: {} }), 'it')).toEqual({
      description: false,
      features: false,
    });
  });
});

describe('features as lines', () => {
  it('reads one feature per line, trimmed, without blank lines', () => {
    expect(featuresFromLines(' Launch control \r\n\n  Carbon brakes\n   ')).toEqual(['Launch control', 'Carbon brakes']);
    expect(featuresFromLines('')).toEqual([]);
  });

  it('writes them back one per line', () => {
    expect(featuresToLines(EN_FEATURES)).toBe('Launch control\nCarbon-ceramic brakes');
    expect(featuresToLines(undefined)).toBe('');
  });
});
