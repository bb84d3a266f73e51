import { SHOWROOM_ADDRESS, SUGGESTION_DEBOUNCE_MS, SUGGESTION_FETCH_MIN, type Lang, type PlaceSuggestion } from '@costa/domain';
import { useEffect, useState } from 'react';
import { suggestPlaces } from '../api/suggest-places';

const CACHE_LIMIT = 100;
const cache = new Map<string, PlaceSuggestion[]>();

function remember(key: string, items: PlaceSuggestion[]) {
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, items);
}

export interface PlaceSuggestionsState {
  suggestions: readonly PlaceSuggestion[];
  loading: boolean;
}

const NONE: readonly PlaceSuggestion[] = [];

/**
 * Suggestions for what the visitor is typing: fetched from 3
 * characters, 300 ms after the last keystroke, only while `active` (the
 * field has focus), so a value set by code costs no call. Answers to an
 * older text never replace those of the current one. `suggest` asks the
 * places function (a field passes its session's, api/suggest-places.ts).
 */
export function usePlaceSuggestions(
  text: string,
  lang: Lang,
  active: boolean,
  suggest: (input: string, lang: Lang) => Promise<PlaceSuggestion[]> = suggestPlaces,
): PlaceSuggestionsState {
  const query = text.trim();
  const wanted = active && query.length >= SUGGESTION_FETCH_MIN && query !== SHOWROOM_ADDRESS;
  const key = `${lang}\u0000${query.toLowerCase()}`;
  const [latest, setLatest] = useState<{ key: string; items: PlaceSuggestion[] } | null>(null);

  useEffect(() => {
    if (!wanted || cache.has(key)) return;
    let live = true;
    const timer = setTimeout(() => {
      void suggest(query, lang).then((items) => {
        // An empty answer may be a failure: asked again next time rather than remembered.
        if (items.length) remember(key, items);
        if (live) setLatest({ key, items });
      });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [wanted, key, query, lang, suggest]);

  if (!wanted) return { suggestions: NONE, loading: false };
  const cached = cache.get(key);
  if (cached) return { suggestions: cached, loading: false };
  if (latest?.key === key) return { suggestions: latest.items, loading: false };
  // While the new answer is on its way the previous list stays, so it does not flicker at each keystroke.
  return { suggestions: latest?.items ?? NONE, loading: true };
}
