/**
 * The legal texts' first published version: the drafts in `legal/<text>/<lang>.md`
 * (terms, privacy, cookies, legal notice in the five languages), written for
 * a rental company in Marbella, with the company facts as placeholders the
 * pages fill in from the site settings (domain legal.ts).
 */
import { LANGUAGES, type Lang, type LegalDocument, type LegalVersion } from '@costa/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The drafts' folder of each text. */
const FOLDERS: Record<LegalDocument, string> = {
  terms: 'terms',
  privacy: 'privacy',
  cookies: 'cookies',
  legalNotice: 'legal-notice',
};

/** When the demo's first versions were published. */
export const LEGAL_PUBLISHED_AT = '2026-01-15T09:00:00.000Z';

export function buildLegalTexts(): LegalVersion[] {
  return (Object.keys(FOLDERS) as LegalDocument[]).map((document) => {
    const texts = Object.fromEntries(
      LANGUAGES.map((lang) => [lang, readFileSync(join(__dirname, 'legal', FOLDERS[document], `${lang}.md`), 'utf8').trim()]),
    ) as Record<Lang, string>;
    return { document, version: 1, publishedAt: LEGAL_PUBLISHED_AT, texts };
  });
}
