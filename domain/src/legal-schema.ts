/**
 * The back office's legal texts form, shared with the `publishLegalText`
 * callable: a known text, English required (it stands in for any language
 * left empty), each language within LEGAL_TEXT_MAX_LENGTH.
 */
import { mixed, object } from 'yup';
import { atMost, FORM_MESSAGES, message, text, type FormMessage } from './forms';
import { DEFAULT_LANG, LANGUAGES, type Lang } from './languages';
import { LEGAL_DOCUMENTS, LEGAL_TEXT_MAX_LENGTH, type LegalDocument } from './legal';

export const LEGAL_MESSAGES = {
  englishRequired: /*i18n*/ { id: 'form.legal.english-required', message: 'The English text is required: it stands in for any language left empty' },
} satisfies Record<string, FormMessage>;

const languageText = () => text().max(LEGAL_TEXT_MAX_LENGTH, atMost(LEGAL_TEXT_MAX_LENGTH));

/** A version to publish, as the back office sends it and the function checks it. */
export const legalPublishSchema = object({
  document: mixed<LegalDocument>().required(message(FORM_MESSAGES.notText)).oneOf([...LEGAL_DOCUMENTS], message(FORM_MESSAGES.notText)),
  texts: object(
    Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        lang === DEFAULT_LANG ? languageText().trim().required(message(LEGAL_MESSAGES.englishRequired)) : languageText().default(''),
      ]),
    ) as Record<Lang, ReturnType<typeof languageText>>,
  ).noUnknown(),
});

