/**
 * Saves an administrator's hand-edited translations of one car: only the
 * edited languages' description and feature list change (field paths), so
 * English and the other languages stay as they are, whoever changed them
 * meanwhile. The rules let admins update cars (isValidCar).
 */
import type { TranslationTarget } from '@costa/domain';
import { firestoreSdk, getFirestoreClient } from '../../../lib/firebase';
import { firestoreFailure, type CallOutcome } from '../../../lib/call-failure';

export interface LanguageEdit {
  description: string;
  features: string[];
}

export type CarTranslationEdits = Partial<Record<TranslationTarget, LanguageEdit>>;

export async function saveCarTranslations(carId: string, edits: CarTranslationEdits): Promise<CallOutcome<null>> {
  const fields: Record<string, string | string[]> = {};
  for (const [lang, edit] of Object.entries(edits)) {
    fields[`descriptionTranslations.${lang}`] = edit.description;
    fields[`featuresTranslations.${lang}`] = edit.features;
  }
  try {
    const [db, fs] = await Promise.all([getFirestoreClient(), firestoreSdk()]);
    await fs.updateDoc(fs.doc(db, 'cars', carId), fields);
    return { ok: true, data: null };
  } catch (error) {
    console.error(`Could not save the translations of the car ${carId}`, error);
    return firestoreFailure(error);
  }
}
