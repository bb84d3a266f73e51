/**
 * The legal texts as the public pages read them: the current version of a
 * text, or a numbered one, shaped for the page's language (domain legal.ts).
 * The server embeds what a page shows; this keeps it current once Firebase
 * has loaded, and reads it on a page the browser renders itself.
 */
import { legalPageText, legalVersionFromData, type Lang, type LegalDocument, type LegalPageText } from '@costa/domain';
import { liveDocument } from '../../../lib/live-query';

export function subscribeLegalText(
  document: LegalDocument,
  lang: Lang,
  version: number | null,
  next: (text: LegalPageText | null) => void,
  fail: (error: unknown) => void,
): () => void {
  return liveDocument(
    (db, fs) =>
      version === null ? fs.doc(db, 'legalTexts', document) : fs.doc(db, 'legalTexts', document, 'versions', String(version)),
    (snapshot) => {
      const found = legalVersionFromData(document, snapshot.data());
      return found ? legalPageText(found, lang) : null;
    },
    next,
    fail,
  );
}
