import { useLocation, useNavigate } from 'react-router';

/**
 * The steps of a page kept in the browser's history (docs/decisions/0059-checkout-steps-in-history.md): each
 * step an entry of the same address with its own `state`, so the browser's Back and Forward move between
 * steps. An entry added by `push` is marked `pushed`: the entry behind it is the step it came from, so a
 * step's own "Takaisin" can be the browser's Back.
 */
export function useHistoryEntry() {
  const location = useLocation();
  const navigate = useNavigate();
  const here = { pathname: location.pathname, search: location.search };
  const state: unknown = location.state;
  const pushed = (state as { pushed?: unknown } | null)?.pushed === true;
  /** This entry holding `next` instead (`keepPushed`: it still stands on the entry it was pushed from). */
  const replace = (next: object | null, keepPushed = false) =>
    void navigate(here, { replace: true, state: next && { ...next, pushed: keepPushed && pushed } });
  return {
    state,
    /** A new entry of this address holding `next`; Back returns to this one. */
    push: (next: object) => void navigate(here, { state: { ...next, pushed: true } }),
    replace,
    /** Back to the step behind when this entry was pushed from it; otherwise `previous` in place of this one. */
    back: (previous: object | null) => (pushed ? void navigate(-1) : replace(previous)),
  };
}
