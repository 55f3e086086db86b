import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { RecipeSearch } from "../api/search-recipes";
import { searchFromParams, withSearch } from "./search-params";
import { useDebouncedValue } from "./use-debounced-value";

/** SPEC: typing does not fire a request per keystroke; the search waits for a pause this long. */
export const searchDebounceMs = 300;

/**
 * Search filters kept in the URL (so Back and shared links keep them). The search box has its own
 * text, which reaches the URL, and so the query, once typing pauses.
 */
export function useUrlSearch() {
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const [text, setText] = useState(search.q);
  const typed = useDebouncedValue(text, searchDebounceMs).trim();

  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  });

  const update = useCallback(
    (patch: Partial<RecipeSearch>) => setParams((current) => withSearch(current, patch), { replace: true }),
    [setParams],
  );

  useEffect(() => {
    if ((latest.current.get("q") ?? "") !== typed) update({ q: typed });
  }, [typed, update]);

  const clear = useCallback(() => {
    setText("");
    setParams(new URLSearchParams(), { replace: true });
  }, [setParams]);

  return { search, text, setText, update, clear };
}
