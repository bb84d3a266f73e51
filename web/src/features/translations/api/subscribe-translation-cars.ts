/**
 * Every car of the fleet, available or not, ordered by name, kept live for the
 * translation grid: only administrators may read unavailable cars. The
 * client SDK cannot read a subset of fields, so whole documents arrive and
 * only what the grid and the editor use is kept.
 */
import type { Car } from '@costa/domain';
import type { DocumentData, QuerySnapshot } from 'firebase/firestore';
import { liveQuery } from '../../../lib/live-query';

export type TranslationCar = Pick<
  Car,
  'id' | 'name' | 'brand' | 'model' | 'description' | 'descriptionTranslations' | 'featuresTranslations'
>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function map(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function toTranslationCar(id: string, data: DocumentData): TranslationCar {
  return {
    id,
    name: text(data.name) || id,
    brand: text(data.brand),
    model: text(data.model),
    description: text(data.description),
    descriptionTranslations: map(data.descriptionTranslations) as TranslationCar['descriptionTranslations'],
    featuresTranslations: map(data.featuresTranslations) as TranslationCar['featuresTranslations'],
  };
}

function toCars(snapshot: QuerySnapshot<DocumentData>): TranslationCar[] {
  return snapshot.docs.map((doc) => toTranslationCar(doc.id, doc.data()));
}

export function subscribeTranslationCars(next: (cars: TranslationCar[]) => void, fail: (error: unknown) => void): () => void {
  return liveQuery((db, fs) => fs.query(fs.collection(db, 'cars'), fs.orderBy('name')), toCars, next, fail);
}
