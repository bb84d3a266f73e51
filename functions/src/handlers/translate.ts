/**
 * The `translateCar` and `translationStatus` callables, for administrators only. `translateCar` machine-translates the
 * English description and features of one car into es, de, fr and it and
 * stores them beside the English, filling only what the domain does not count as
 * translated yet: a hand-written translation is never replaced. The browser's
 * batch calls it once per car that needs translation. `translationStatus`
 * tells the translation manager up front whether a service is configured.
 */
import {
  CALLABLES,
  englishDescription,
  englishFeatures,
  TRANSLATION_TARGETS,
  translationGaps,
  type TranslateCarResponse,
  type TranslatedPart,
  type TranslationServiceStatus,
  type TranslationTarget,
} from '@costa/domain';
import { refusal } from './refusal';
import { requireAdmin, type AdminCallRequest } from './admin-guard';
import type { TranslationCarStore, TranslationSource, TranslationWrite } from '../services/translate/car-store';
import { carTranslated, carTranslationFailed, translationNotConfigured } from '../logs';
import { NOT_CONFIGURED_MESSAGE, TranslationNotConfigured, type TranslationProvider } from '../services/translate/provider';

export type CallRequest = AdminCallRequest;

export function parseCarId(data: unknown): string {
  const carId = typeof data === 'object' && data !== null ? (data as { carId?: unknown }).carId : undefined;
  if (typeof carId !== 'string' || carId.trim() === '') throw refusal('invalid-input', 'Expected the id of a car ("carId").');
  return carId.trim();
}

/** The machine's texts for one language, in the order they were sent. */
interface Translated {
  lang: TranslationTarget;
  description?: string;
  features?: string[];
}

async function translateGaps(car: TranslationSource, provider: TranslationProvider): Promise<Translated[]> {
  const description = englishDescription(car);
  const features = englishFeatures(car);
  const answers = await Promise.all(
    TRANSLATION_TARGETS.map(async (lang): Promise<Translated | null> => {
      const gaps = translationGaps(car, lang);
      const texts = [...(gaps.description ? [description] : []), ...(gaps.features ? features : [])];
      if (texts.length === 0) return null;
      const out = (await provider.translate(texts, lang)).map((text) => text.trim());
      if (out.length !== texts.length || out.some((text) => text === '')) {
        throw new Error(`the service answered ${out.length} texts for ${texts.length}, or an empty one, in ${lang}`);
      }
      return {
        lang,
        ...(gaps.description && { description: out[0] }),
        ...(gaps.features && { features: out.slice(gaps.description ? 1 : 0) }),
      };
    }),
  );
  return answers.filter((answer): answer is Translated => answer !== null);
}

/** What still is a gap in the car as stored now: a text saved meanwhile by hand wins. */
function stillMissing(translated: Translated[]) {
  return (current: TranslationSource): TranslationWrite => {
    const write: TranslationWrite = { descriptions: {}, features: {} };
    for (const { lang, description, features } of translated) {
      const gaps = translationGaps(current, lang);
      if (description !== undefined && gaps.description) write.descriptions[lang] = description;
      if (features !== undefined && gaps.features) write.features[lang] = features;
    }
    return write;
  };
}

function filledOf(write: TranslationWrite): TranslateCarResponse['filled'] {
  const filled: TranslateCarResponse['filled'] = {};
  for (const lang of TRANSLATION_TARGETS) {
    const parts: TranslatedPart[] = [];
    if (write.descriptions[lang] !== undefined) parts.push('description');
    if (write.features[lang] !== undefined) parts.push('features');
    if (parts.length) filled[lang] = parts;
  }
  return filled;
}

export interface TranslateDeps {
  cars: TranslationCarStore;
  provider: TranslationProvider;
}

export function createTranslateCarHandler({ cars, provider }: TranslateDeps) {
  return async (request: CallRequest): Promise<TranslateCarResponse> => {
    const { uid } = requireAdmin(request, CALLABLES.translateCar);
    const carId = parseCarId(request.data);
    if (!provider.configured) {
      translationNotConfigured(carId);
      throw refusal('translation-unavailable', NOT_CONFIGURED_MESSAGE);
    }
    const car = await cars.get(carId);
    if (!car) throw refusal('car-not-found', `No car with the id ${carId}.`);
    if (!englishDescription(car) && englishFeatures(car).length === 0) {
      throw refusal('nothing-to-translate', `${car.name} has no English description or features to translate.`);
    }
    let translated: Translated[];
    try {
      translated = await translateGaps(car, provider);
    } catch (error) {
      if (error instanceof TranslationNotConfigured) {
        translationNotConfigured(carId);
        throw refusal('translation-unavailable', NOT_CONFIGURED_MESSAGE);
      }
      carTranslationFailed(carId, error);
      throw refusal('translation-failed', 'The translation service did not answer. Please try again in a moment.');
    }
    const written = translated.length ? await cars.write(carId, stillMissing(translated)) : { descriptions: {}, features: {} };
    if (!written) throw refusal('car-not-found', `No car with the id ${carId}.`);
    const filled = filledOf(written);
    carTranslated(carId, uid, filled);
    return { carId, name: car.name, filled };
  };
}

export function createTranslationStatusHandler(provider: Pick<TranslationProvider, 'configured'>) {
  return async (request: CallRequest): Promise<TranslationServiceStatus> => {
    requireAdmin(request, CALLABLES.translationStatus);
    return { configured: provider.configured };
  };
}
