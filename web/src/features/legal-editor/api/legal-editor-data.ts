/**
 * The legal texts' editor data: each text's current version and its history,
 * live through reactfire; publishing goes through the `publishLegalText`
 * callable, which numbers the new version (the rules let no browser write).
 */
import {
  CALLABLES,
  legalVersionFromData,
  type FormErrors,
  type Lang,
  type LegalDocument,
  type LegalVersion,
  type RefusalReason,
} from '@costa/domain';
import { collection, doc, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { callFailure } from '../../../lib/call-failure';
import { functionsSdk, getFunctionsClient } from '../../../lib/firebase';

export type Loaded<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** A version in the history: its number, when and by whom. */
export interface VersionEntry {
  version: number;
  publishedAt: string;
  publishedBy: string;
}

export function useCurrentLegalText(document: LegalDocument): Loaded<LegalVersion | null> {
  const firestore = useFirestore();
  const { status, data } = useFirestoreDocData(doc(firestore, 'legalTexts', document));
  if (status !== 'success') return { status };
  return { status: 'ready', data: legalVersionFromData(document, data as Record<string, unknown> | undefined) };
}

/** The publications of a text (admins only: the public versions do not say who published them). */
export function useLegalHistory(document: LegalDocument): Loaded<VersionEntry[]> {
  const firestore = useFirestore();
  const publications = query(collection(firestore, 'legalTexts', document, 'publications'), orderBy('version', 'desc'));
  const { status, data } = useFirestoreCollectionData(publications);
  if (status !== 'success') return { status };
  const entries = (data as Record<string, unknown>[]).flatMap((entry) => {
    const { version, publishedAt, publishedBy } = entry;
    const at = publishedAt && typeof publishedAt === 'object' && 'toDate' in publishedAt ? (publishedAt as { toDate(): Date }).toDate() : null;
    if (typeof version !== 'number' || !at) return [];
    return [{ version, publishedAt: at.toISOString(), publishedBy: typeof publishedBy === 'string' ? publishedBy : '' }];
  });
  return { status: 'ready', data: entries };
}

export type PublishOutcome = { ok: true; version: number } | { ok: false; reason: RefusalReason | null; fields: FormErrors };

export async function publishLegalText(document: LegalDocument, texts: Record<Lang, string>): Promise<PublishOutcome> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
    const { data } = await httpsCallable<{ document: LegalDocument; texts: Record<Lang, string> }, { version: number }>(
      functions,
      CALLABLES.publishLegalText,
    )({ document, texts });
    return { ok: true, version: data.version };
  } catch (error) {
    console.error('Could not publish the legal text', document, error);
    const { reason, fields } = callFailure(error);
    return { ok: false, reason, fields };
  }
}
