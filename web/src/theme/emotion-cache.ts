/**
 * The Emotion cache MUI styles go through. The server makes one per request
 * and inlines the styles a page used; the browser makes one at start-up, and
 * Emotion adopts those inlined styles (same `key`) instead of injecting them again.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

export const EMOTION_KEY = 'css';

export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY, prepend: true });
}
