/**
 * The Google Cloud Translation provider (Advanced, v3): one `translateText`
 * request per target language carrying all of a car's texts as plain text.
 * It authenticates with the function's service account (Application Default
 * Credentials), which needs the role "Cloud Translation API User" on the
 * project, so no API key exists to leak or rotate. Loaded only when
 * configured (index.ts), so other functions' cold starts skip the client.
 */
import { TranslationServiceClient } from '@google-cloud/translate';
import type { TranslationTarget } from '@costa/domain';
import type { TranslationProvider } from './provider';

export type TranslateClient = Pick<TranslationServiceClient, 'translateText'>;

/** An admin is waiting for the answer; a car's texts translate in about a second. */
export const REQUEST_TIMEOUT_MS = 20_000;
/** `global` serves the general model everywhere; regional endpoints only matter for data residency. */
export const LOCATION = 'global';

export function googleTranslationProvider(client: TranslateClient, projectId: string): TranslationProvider {
  const parent = `projects/${projectId}/locations/${LOCATION}`;
  return {
    configured: true,
    async translate(texts: readonly string[], to: TranslationTarget) {
      if (texts.length === 0) return [];
      const [response] = await client.translateText(
        { parent, contents: [...texts], mimeType: 'text/plain', sourceLanguageCode: 'en', targetLanguageCode: to },
        { timeout: REQUEST_TIMEOUT_MS },
      );
      const translations = response.translations ?? [];
      if (translations.length !== texts.length) {
        throw new Error(`Google Translate answered ${translations.length} texts for ${texts.length}`);
      }
      return translations.map((translation) => translation.translatedText ?? '');
    },
  };
}

export function googleTranslateProvider(projectId: string): TranslationProvider {
  return googleTranslationProvider(new TranslationServiceClient(), projectId);
}
