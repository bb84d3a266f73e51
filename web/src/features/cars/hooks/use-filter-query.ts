/**
 * The fleet filters live in the URL query: a shared link reproduces
 * the list and the back button restores the previous filters. Each discrete
 * choice is one history entry; successive commits of the same slider share
 * one, so dragging or pressing arrow keys never floods the history. Query
 * parameters that are not filters are kept; unreadable ones fall back to the
 * defaults (domain `filtersFromQuery`).
 */
import {
  DEFAULT_FILTERS,
  FILTER_QUERY_KEYS,
  filtersFromQuery,
  filtersToQuery,
  type FilterState,
} from '@costa/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from '../../../lib/router';

export type SliderFilter = 'yearRange' | 'horsepowerRange';

/** History state of an entry written by a slider: the next commit of that slider replaces it. */
interface FilterHistoryState {
  filterSlider?: SliderFilter;
}

/** A change of the filters, applied to the newest ones (see `setFilters`). */
export type FilterUpdate = (current: FilterState) => FilterState;

export interface FilterQuery {
  filters: FilterState;
  /**
   * Applies `update` to the newest filters: those of a change still on its
   * way to the URL, else the URL's. Two quick choices (a brand, then "on
   * request") both count even if the page has not re-rendered in between.
   * `slider` names the slider whose commit this is; omit it for a discrete choice.
   */
  setFilters: (update: FilterUpdate, slider?: SliderFilter) => void;
  clearFilters: () => void;
}

const FILTER_KEYS: readonly string[] = Object.values(FILTER_QUERY_KEYS);

export function queryWithFilters(current: URLSearchParams, filters: FilterState): URLSearchParams {
  const query = new URLSearchParams();
  current.forEach((value, key) => {
    if (!FILTER_KEYS.includes(key)) query.append(key, value);
  });
  for (const [key, value] of filtersToQuery(filters)) query.append(key, value);
  return query;
}

export function useFilterQuery(): FilterQuery {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filters = useMemo(() => filtersFromQuery(params), [params]);
  const previousSlider = (location.state as FilterHistoryState | null)?.filterSlider;

  // The query last asked for, until the URL shows it.
  const requested = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (requested.current?.toString() === params.toString()) requested.current = null;
  }, [params]);

  const setFilters = useCallback(
    (update: FilterUpdate, slider?: SliderFilter) => {
      const base = requested.current ?? params;
      const query = queryWithFilters(base, update(filtersFromQuery(base)));
      if (query.toString() === base.toString()) return;
      requested.current = query;
      const state: FilterHistoryState | null = slider ? { filterSlider: slider } : null;
      setParams(query, { replace: slider !== undefined && slider === previousSlider, state });
    },
    [params, previousSlider, setParams],
  );

  const clearFilters = useCallback(() => setFilters(() => DEFAULT_FILTERS), [setFilters]);

  return { filters, setFilters, clearFilters };
}
