import { useEffect, useState, type ReactNode } from 'react';

/** Typing in the search waits this long before asking, so each key is not a request. */
const SEARCH_DELAY_MS = 300;

/**
 * What is typed in a list's 'Buscar', and `onSettle` called with it once typing pauses. Only typing starts
 * a search: `onSettle` is the one of the render where the text changed, so it sees that render's filters.
 */
export function useTypedSearch(initial: string, onSettle: (typed: string) => void) {
  const [typed, setTyped] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => onSettle(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // Only what is typed starts a new search; the list's address or filters changing do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  return [typed, setTyped] as const;
}

/**
 * The filters above a back-office list that narrows as it is typed: 'Buscar' first, then the list's own
 * choices (`children`). Nothing to submit: Enter in the search must not reload the page.
 */
export function SearchFilters({
  placeholder,
  typed,
  onType,
  children,
}: {
  placeholder: string;
  typed: string;
  onType: (typed: string) => void;
  children?: ReactNode;
}) {
  return (
    <form className="admin-filters" role="search" onSubmit={(event) => event.preventDefault()}>
      <label className="form-field">
        Buscar
        <input
          type="search"
          placeholder={placeholder}
          maxLength={100}
          value={typed}
          onChange={(event) => onType(event.target.value)}
        />
      </label>
      {children}
    </form>
  );
}
