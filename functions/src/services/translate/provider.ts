/**
 * What translating a car needs from a machine-translation service: a batch of
 * English texts in, the same number of texts in one target language out, in
 * the same order. Implemented by Google Cloud Translation (google.ts); tests
 * inject a deterministic translator. Without a configured service the
 * provider refuses every call with `TranslationNotConfigured`, which the
 * callable answers as 'failed-precondition' (the action says so).
 */
import { TRANSLATION_NOT_CONFIGURED_MESSAGE, type TranslationTarget } from '@costa/domain';

export interface TranslationProvider {
  /** Whether calls can succeed at all; the translation manager says so up front. */
  readonly configured: boolean;
  /** English `texts` into `to`, one answer per text, same order. */
  translate(texts: readonly string[], to: TranslationTarget): Promise<string[]>;
}

export const NOT_CONFIGURED_MESSAGE = TRANSLATION_NOT_CONFIGURED_MESSAGE;

export class TranslationNotConfigured extends Error {
  constructor() {
    super(NOT_CONFIGURED_MESSAGE);
    this.name = 'TranslationNotConfigured';
  }
}

/** No service configured: every call is refused with a clear reason. */
export const unconfiguredTranslationProvider: TranslationProvider = {
  configured: false,
  translate() {
    return Promise.reject(new TranslationNotConfigured());
  },
};
