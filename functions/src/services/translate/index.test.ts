import { googleTranslationProvider, type TranslateClient } from './google';
import { chooseTranslationProvider, translateProjectOf } from './index';
import { TranslationNotConfigured } from './provider';

jest.mock('../../logs');

describe('choosing the translation provider', () => {
  it('reads the project from GOOGLE_TRANSLATE_PROJECT, trimmed', () => {
    expect(translateProjectOf({ GOOGLE_TRANSLATE_PROJECT: ' costa-prestige ' })).toBe('costa-prestige');
    expect(translateProjectOf({})).toBe('');
  });

  it('is not configured without a project, and refuses every call', async () => {
    const provider = chooseTranslationProvider('');
    expect(provider.configured).toBe(false);
    await expect(provider.translate(['Hello'], 'es')).rejects.toBeInstanceOf(TranslationNotConfigured);
  });

  it('is configured with a project', () => {
    expect(chooseTranslationProvider('costa-prestige').configured).toBe(true);
  });
});

describe('Google Cloud Translation provider', () => {
  it('sends all texts as plain English text to the project, and answers them in order', async () => {
    const translateText = jest.fn(async () => [{ translations: [{ translatedText: 'Hola' }, { translatedText: 'Modo drift' }] }, undefined, undefined]);
    const provider = googleTranslationProvider({ translateText } as unknown as TranslateClient, 'costa-prestige');
    await expect(provider.translate(['Hello', 'Drift mode'], 'es')).resolves.toEqual(['Hola', 'Modo drift']);
    expect(translateText).toHaveBeenCalledWith(
      {
        parent: 'projects/costa-prestige/locations/global',
        contents: ['Hello', 'Drift mode'],
        mimeType: 'text/plain',
        sourceLanguageCode: 'en',
        targetLanguageCode: 'es',
      },
      { timeout: 20_000 },
    );
  });

  it('fails when the service answers fewer texts than were sent', async () => {
    const translateText = jest.fn(async () => [{ translations: [{ translatedText: 'Hola' }] }]);
    const provider = googleTranslationProvider({ translateText } as unknown as TranslateClient, 'p');
    await expect(provider.translate(['Hello', 'World'], 'es')).rejects.toThrow(/1 texts for 2/);
  });

  it('asks nothing for nothing', async () => {
    const translateText = jest.fn();
    await expect(googleTranslationProvider({ translateText } as unknown as TranslateClient, 'p').translate([], 'de')).resolves.toEqual([]);
    expect(translateText).not.toHaveBeenCalled();
  });
});
