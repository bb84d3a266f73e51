/**
 * The translation editor's rules (hand-edited translations of a car): per
 * target language, a description and a feature list typed one per line,
 * each within the limits a car page can show. The editor validates every
 * language it saves with this schema.
 */
import { object } from 'yup';
import { message, text, type FormMessage } from './forms';
import { featuresFromLines, TRANSLATION_TARGETS, type TranslationTarget } from './translations';

export const TRANSLATION_LIMITS = { description: 5000, features: 40, feature: 200 } as const;

export const TRANSLATION_MESSAGES = {
  descriptionTooLong: /*i18n*/ { id: 'form.translations.description-too-long', message: 'At most {max} characters' },
  tooManyFeatures: /*i18n*/ { id: 'form.translations.too-many-features', message: 'At most {max} features' },
  featureTooLong: /*i18n*/ { id: 'form.translations.feature-too-long', message: 'Each feature can have at most {max} characters' },
} satisfies Record<string, FormMessage>;

const M = TRANSLATION_MESSAGES;
const limit = (descriptor: FormMessage, max: number) => message({ ...descriptor, values: { max } });

const languageSchema = object({
  description: text().max(TRANSLATION_LIMITS.description, limit(M.descriptionTooLong, TRANSLATION_LIMITS.description)),
  features: text()
    .test('count', limit(M.tooManyFeatures, TRANSLATION_LIMITS.features), (lines) => featuresFromLines(lines).length <= TRANSLATION_LIMITS.features)
    .test('length', limit(M.featureTooLong, TRANSLATION_LIMITS.feature), (lines) =>
      featuresFromLines(lines).every((feature) => feature.length <= TRANSLATION_LIMITS.feature),
    ),
});

/** Every target language's draft: `{ es: { description, features }, … }`. */
export const translationEditsSchema = object(
  Object.fromEntries(TRANSLATION_TARGETS.map((lang) => [lang, languageSchema])) as Record<TranslationTarget, typeof languageSchema>,
);

