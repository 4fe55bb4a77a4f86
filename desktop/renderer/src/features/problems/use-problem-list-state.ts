import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import {
  type ProblemListParams,
  parseProblemListParams,
  serializeProblemListParams,
} from './problem-list-params.ts';

// The URL follows the search box once typing pauses; the box itself answers every keystroke.
const searchUrlDelayMs = 300;

/**
 * The problem list's state, kept in the URL so reload and back restore it. The search text lives
 * in component state first, since writing the URL on every keystroke would drop fast typing, and
 * is taken from the URL again only when the user navigates (back, forward, a link).
 */
export function useProblemListState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const urlParams = useMemo(() => parseProblemListParams(searchParams), [searchParams]);
  const [search, setSearch] = useState(urlParams.search);
  const [seenLocationKey, setSeenLocationKey] = useState(location.key);
  const pendingSearchWrite = useRef<ReturnType<typeof setTimeout>>(undefined);

  if (location.key !== seenLocationKey) {
    setSeenLocationKey(location.key);
    // Our own writes replace the entry; anything else is the user moving through history.
    if (navigationType !== 'REPLACE') setSearch(urlParams.search);
  }

  useEffect(() => () => clearTimeout(pendingSearchWrite.current), []);

  // While a typed search has not reached the URL yet, the list already starts from page 1.
  const params: ProblemListParams = {
    ...urlParams,
    search,
    page: search === urlParams.search ? urlParams.page : 1,
  };

  /** Applies a change; any change but the page itself goes back to page 1. */
  const update = (patch: Partial<ProblemListParams>) => {
    const next: ProblemListParams = { ...params, page: 1, ...patch };
    clearTimeout(pendingSearchWrite.current);
    setSearch(next.search);
    const write = () =>
      setSearchParams(serializeProblemListParams(next), { replace: patch.page === undefined });
    const typingOnly = Object.keys(patch).every((key) => key === 'search') && next.search !== '';
    if (typingOnly) pendingSearchWrite.current = setTimeout(write, searchUrlDelayMs);
    else write();
  };

  return { params, update };
}
