import type { KeyboardEvent } from 'react';

/** What the header search shows when a key is pressed in its box. */
export interface SearchKeyView {
  /** The result list is showing. */
  expanded: boolean;
  /** The popup may show (the box has focus and was not dismissed). */
  open: boolean;
  hasQuery: boolean;
  query: string;
  activeIndex: number;
  /** How many results are listed. */
  count: number;
  /** The fuzzy index has loaded, so results are an answer. */
  indexReady: boolean;
}

export interface SearchKeyActions {
  setActive: (index: number) => void;
  setOpen: (open: boolean) => void;
  setQuery: (query: string) => void;
  setEnterPending: (pending: boolean) => void;
  choose: (index: number) => void;
}

/**
 * The combobox keys: Down/Up open the list or move through it (wrapping), Enter picks the active result (or, before
 * the index has loaded, picks it as soon as it has), Escape closes the list and then clears the box.
 */
export function handleSearchKey(
  event: KeyboardEvent<HTMLInputElement>,
  { expanded, open, hasQuery, query, activeIndex, count, indexReady }: SearchKeyView,
  { setActive, setOpen, setQuery, setEnterPending, choose }: SearchKeyActions,
): void {
  switch (event.key) {
    case 'ArrowDown':
      event.preventDefault();
      setEnterPending(false);
      if (!expanded) setOpen(true);
      else setActive((activeIndex + 1) % count);
      break;
    case 'ArrowUp':
      event.preventDefault();
      setEnterPending(false);
      if (!expanded) setOpen(true);
      else setActive((activeIndex - 1 + count) % count);
      break;
    case 'Enter':
      if (expanded) {
        event.preventDefault();
        choose(activeIndex);
      } else if (!indexReady && open && hasQuery) {
        event.preventDefault();
        setEnterPending(true);
      }
      break;
    case 'Escape':
      setEnterPending(false);
      if (open && hasQuery) {
        event.preventDefault();
        setOpen(false);
      } else if (query) {
        event.preventDefault();
        setQuery('');
      }
      break;
    default:
      break;
  }
}
