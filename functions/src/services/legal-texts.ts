/**
 * Publishing a legal text: the next version number is taken in a transaction
 * on the text's current document, so two admins publishing at once get 4 and
 * 5, never two 4s; the version is written once (`create`) and never changed,
 * and the current document is replaced by it. Who published it goes to
 * `publications/{n}`, which only admins read.
 */
import type { Lang, LegalDocument } from '@costa/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

export interface LegalTextStore {
  /** Publishes the texts as the next version; returns its number. */
  publish(document: LegalDocument, texts: Record<Lang, string>, publishedBy: string): Promise<number>;
}

/** The versions a customer accepts when they tick the box: the current ones (null while none is published). */
export interface AcceptedVersions {
  current(): Promise<{ termsVersion: number | null; privacyVersion: number | null }>;
}

export function firestoreAcceptedVersions(db: () => Firestore): AcceptedVersions {
  return {
    async current() {
      const texts = db().collection('legalTexts');
      const [terms, privacy] = await db().getAll(texts.doc('terms'), texts.doc('privacy'));
      const versionOf = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);
      return { termsVersion: versionOf(terms?.get('version')), privacyVersion: versionOf(privacy?.get('version')) };
    },
  };
}

export function firestoreLegalTexts(db: () => Firestore): LegalTextStore {
  return {
    async publish(document, texts, publishedBy) {
      const current = db().collection('legalTexts').doc(document);
      return db().runTransaction(async (transaction) => {
        const snapshot = await transaction.get(current);
        const last: unknown = snapshot.get('version');
        const version = typeof last === 'number' && Number.isInteger(last) && last > 0 ? last + 1 : 1;
        const data = { version, texts, publishedAt: FieldValue.serverTimestamp() };
        transaction.create(current.collection('versions').doc(String(version)), data);
        transaction.set(current, data);
        // Who published it is for staff only: the texts and their versions are public.
        transaction.create(current.collection('publications').doc(String(version)), {
          version,
          publishedBy,
          publishedAt: FieldValue.serverTimestamp(),
        });
        return version;
      });
    },
  };
}
