/**
 * The legal texts (rental terms, privacy policy, cookie policy, legal
 * notice) and the company facts they name. The texts are content: staff write
 * them per language in Markdown in the back office, and each publication is a
 * new numbered version that is never changed afterwards, so an order can
 * record exactly which terms its customer accepted and link to them.
 *
 * Firestore: `legalTexts/{document}` holds the current version (what the
 * public pages show); `legalTexts/{document}/versions/{version}` holds every
 * version ever published. The `publishLegalText` function writes both.
 */
import type { FormErrors, FormMessage } from './forms';
import { DEFAULT_LANG, LANGUAGES, type Lang } from './languages';
import type { CompanyFacts, SiteSettings } from './model';

export const LEGAL_DOCUMENTS = ['terms', 'privacy', 'cookies', 'legalNotice'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export function isLegalDocument(value: unknown): value is LegalDocument {
  return typeof value === 'string' && (LEGAL_DOCUMENTS as readonly string[]).includes(value);
}

/** One language's text of a version, in characters (the rules hold the same limit). */
export const LEGAL_TEXT_MAX_LENGTH = 60_000;

/** A published version: what every language says, and when it was published. */
export interface LegalVersion {
  document: LegalDocument;
  /** 1, 2, 3... in the order of publication. */
  version: number;
  /** ISO date-time. */
  publishedAt: string;
  /** Markdown per language; English is always there and stands in for a missing language. */
  texts: Partial<Record<Lang, string>>;
}

/** What a legal page shows: one version in one language. */
export interface LegalPageText {
  document: LegalDocument;
  version: number;
  publishedAt: string;
  /** The language of `text` (English when the page's language has none). */
  lang: Lang;
  text: string;
}

/** The text a page in `lang` shows of a version. */
export function legalPageText(version: LegalVersion, lang: Lang): LegalPageText {
  const own = version.texts[lang]?.trim();
  const textLang = own ? lang : DEFAULT_LANG;
  return {
    document: version.document,
    version: version.version,
    publishedAt: version.publishedAt,
    lang: textLang,
    text: version.texts[textLang] ?? '',
  };
}

/** A version number as a page's `?version=` gives it: a positive whole number, else null. */
export function parseLegalVersion(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,5}$/.test(value)) return null;
  return Number(value);
}

/** The VAT rate invoices and the texts use when the settings give none (Spain's general rate). */
export const DEFAULT_VAT_RATE_PERCENT = 21;

/**
 * Placeholders a legal text may hold, filled in from the site settings when it
 * is shown, so the texts never repeat (and never contradict) the facts.
 */
export const COMPANY_PLACEHOLDERS = ['companyName', 'taxId', 'registeredAddress', 'registryEntry', 'email', 'phone', 'vatRate'] as const;
export type CompanyPlaceholder = (typeof COMPANY_PLACEHOLDERS)[number];

/** What a placeholder stands for while the settings do not give it. */
export const MISSING_FACT = '—';

function factsOf(settings: SiteSettings | null): Record<CompanyPlaceholder, string> {
  const company: Partial<CompanyFacts> = settings?.company ?? {};
  return {
    companyName: company.name ?? '',
    taxId: company.taxId ?? '',
    registeredAddress: company.registeredAddress ?? '',
    registryEntry: company.registryEntry ?? '',
    email: settings?.email ?? '',
    phone: settings?.phone ?? '',
    vatRate: String(company.vatRatePercent ?? DEFAULT_VAT_RATE_PERCENT),
  };
}

/**
 * The text with `{{companyName}}` and the other placeholders replaced by the
 * facts. An unknown placeholder is left as written, so a typo shows in the
 * preview instead of silently vanishing.
 */
export function fillCompanyFacts(markdown: string, settings: SiteSettings | null): string {
  const facts = factsOf(settings);
  return markdown.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (whole, name: string) =>
    (COMPANY_PLACEHOLDERS as readonly string[]).includes(name) ? facts[name as CompanyPlaceholder] || MISSING_FACT : whole,
  );
}

/** The field a version's acceptance is checked on (checkout, booking request, offer payment). */
export const TERMS_ACCEPTED_FIELD = 'termsAccepted';


export const TERMS_MESSAGES = {
  required: /*i18n*/ { id: 'form.terms.required', message: 'Please accept the rental terms and the privacy policy to book.' },
} satisfies Record<string, FormMessage>;

/** A request's own refusal when its box was not ticked: the field's rule, for `details.fields`; null when it was. */
export function termsNotAccepted(data: unknown): FormErrors | null {
  const ticked = typeof data === 'object' && data !== null && (data as Record<string, unknown>)[TERMS_ACCEPTED_FIELD] === true;
  return ticked ? null : { [TERMS_ACCEPTED_FIELD]: TERMS_MESSAGES.required };
}

/** What an order or a booking request records of the texts its customer accepted. */
export interface AcceptedTerms {
  /** The rental terms' current version when the box was ticked (null while none is published). */
  termsVersion: number | null;
  /** The privacy policy's current version then. */
  privacyVersion: number | null;
  /** Milliseconds since the epoch, the server's clock. */
  acceptedAt: number;
}

/** The public path of a version of a legal text, e.g. `/es/condiciones?version=3`. */
export function legalVersionQuery(version: number): string {
  return `?version=${version}`;
}

function isoOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    const date: unknown = value.toDate();
    return date instanceof Date ? date.toISOString() : null;
  }
  return null;
}

/**
 * A version as Firestore holds it (`legalTexts/{document}` or one of its
 * `versions`), read the same way by the server and the browser; null when the
 * document is missing or malformed.
 */
export function legalVersionFromData(document: LegalDocument, data: Record<string, unknown> | undefined): LegalVersion | null {
  if (!data) return null;
  const { version, publishedAt, texts } = data;
  const at = isoOf(publishedAt);
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || !at || !texts || typeof texts !== 'object') return null;
  const kept: Partial<Record<Lang, string>> = {};
  for (const lang of LANGUAGES) {
    const value = (texts as Record<string, unknown>)[lang];
    if (typeof value === 'string') kept[lang] = value;
  }
  if (!kept[DEFAULT_LANG]) return null;
  return { document, version, publishedAt: at, texts: kept };
}
