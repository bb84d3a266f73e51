/**
 * Which translation provider answers: Google Cloud Translation when the
 * GOOGLE_TRANSLATE_PROJECT environment value names the Google Cloud project
 * to bill (set in `functions/.env.<projectId>` for production, usually the
 * project itself); otherwise none, and every call is refused with the
 * not-configured message, on the emulators as in production (no
 * made-up translations). It is read from the environment rather than
 * declared with defineString: a declared param missing from the emulator
 * project's .env makes the emulator wait for a typed answer on every reload.
 * Credentials are the service account's (see google.ts), so there is no
 * secret to bind.
 */
import { translationProviderChosen } from '../../logs';
import { unconfiguredTranslationProvider, type TranslationProvider } from './provider';

export * from './provider';

export function translateProjectOf(env: Record<string, string | undefined> = process.env): string {
  return env.GOOGLE_TRANSLATE_PROJECT?.trim() ?? '';
}

/** A provider built at its first use; a failed build is retried at the next. */
export function lazyTranslationProvider(configured: boolean, load: () => Promise<TranslationProvider>): TranslationProvider {
  let loading: Promise<TranslationProvider> | null = null;
  return {
    configured,
    async translate(texts, to) {
      loading ??= load().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return (await loading).translate(texts, to);
    },
  };
}

export function chooseTranslationProvider(projectId: string): TranslationProvider {
  if (!projectId) {
    return lazyTranslationProvider(false, async () => {
      translationProviderChosen('none', 'GOOGLE_TRANSLATE_PROJECT has no value');
      return unconfiguredTranslationProvider;
    });
  }
  return lazyTranslationProvider(true, async () => {
    // Loaded here, not at the top, so other functions' cold starts skip the Translation client.
    const { googleTranslateProvider } = await import('./google');
    translationProviderChosen('Google Cloud Translation', `project ${projectId}`);
    return googleTranslateProvider(projectId);
  });
}

export const translationProvider: TranslationProvider = chooseTranslationProvider(translateProjectOf());
