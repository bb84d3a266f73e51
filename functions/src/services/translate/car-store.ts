/**
 * Reads and writes of a car's translations for `translateCar`. A write goes
 * through a transaction that reads the car again, so texts an admin saved by
 * hand while the machine was translating are never overwritten; only the
 * named language entries change (English and every other field stay).
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Lang, TranslatableCar } from '@costa/domain';
import { isDocumentId } from '../cars';

export interface TranslationSource extends TranslatableCar {
  id: string;
  name: string;
}

/** New entries per language; a language or part left out is not touched. */
export interface TranslationWrite {
  descriptions: Partial<Record<Lang, string>>;
  features: Partial<Record<Lang, string[]>>;
}

export interface TranslationCarStore {
  get(carId: string): Promise<TranslationSource | null>;
  /**
   * Reads the car in a transaction, asks `decide` what to write given what is
   * stored now, writes it and returns it; null when the car is gone.
   */
  write(carId: string, decide: (current: TranslationSource) => TranslationWrite): Promise<TranslationWrite | null>;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function toTranslationSource(id: string, data: Record<string, unknown>): TranslationSource {
  const descriptions = record(data.descriptionTranslations);
  const features = record(data.featuresTranslations);
  return {
    id,
    name: typeof data.name === 'string' ? data.name : id,
    description: typeof data.description === 'string' ? data.description : '',
    descriptionTranslations: Object.fromEntries(
      Object.entries(descriptions).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
    featuresTranslations: Object.fromEntries(
      Object.entries(features)
        .filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]))
        .map(([lang, list]) => [lang, list.filter((item): item is string => typeof item === 'string')]),
    ),
  };
}

export function firestoreTranslationCars(db: () => Firestore): TranslationCarStore {
  const car = (id: string) => db().collection('cars').doc(id);
  return {
    async get(carId) {
      if (!isDocumentId(carId)) return null;
      const snapshot = await car(carId).get();
      const data = snapshot.data();
      return data ? toTranslationSource(snapshot.id, data) : null;
    },
    async write(carId, decide) {
      if (!isDocumentId(carId)) return null;
      return db().runTransaction(async (transaction) => {
        const snapshot = await transaction.get(car(carId));
        const data = snapshot.data();
        if (!data) return null;
        const planned = decide(toTranslationSource(snapshot.id, data));
        const fields: Record<string, unknown> = {};
        for (const [lang, text] of Object.entries(planned.descriptions)) fields[`descriptionTranslations.${lang}`] = text;
        for (const [lang, list] of Object.entries(planned.features)) fields[`featuresTranslations.${lang}`] = list;
        if (Object.keys(fields).length > 0) transaction.update(car(carId), fields);
        return planned;
      });
    },
  };
}
