import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The URL's query and a setter that applies changes on top of the latest requested query. The
 * router updates the URL only after the route's loader ran, so two quick changes made from the
 * same render (a debounced search and a filter) must not start from the same stale query.
 */
export function useSearchUpdate(): [URLSearchParams, (changes: Record<string, string | null>, resetPage?: boolean) => void] {
  const [search, setSearch] = useSearchParams();
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const set = useCallback(
    (changes: Record<string, string | null>, resetPage = true) => {
      const next = new URLSearchParams(latest.current);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      if (resetPage) next.delete('page');
      latest.current = next;
      setSearch(next, { replace: true });
    },
    [setSearch],
  );
  return [search, set];
}
