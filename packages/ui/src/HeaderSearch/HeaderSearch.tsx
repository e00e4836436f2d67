import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
} from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from 'radix-ui';
import type { ComponentSize } from '../tokens';
import { composeEventHandlers } from '../utils/composeEventHandlers';
import { invariant } from '../utils/invariant';
import { messages } from './HeaderSearch.messages';
import { handleSearchKey } from './searchKeys';
import {
  Empty,
  Listbox,
  Option,
  OptionPath,
  OptionTitle,
  Popup,
  Root,
  SearchIcon,
  SearchInput,
} from './HeaderSearch.styles';
import { assertSearchableRoutes, type SearchableRoute } from './routeChecks';
import { useRouteSearch } from './useRouteSearch';

export interface HeaderSearchProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect' | 'defaultValue'> {
  /** The pages a visitor may jump to, titles already translated. Paths must be unique. */
  routes: readonly SearchableRoute[];
  /** Called with the chosen route's path (Enter on the highlighted result, or a click). Navigate there. */
  onSelect: (path: string) => void;
  /** Placeholder of the box. Default: "Search" in the current locale. */
  placeholder?: string;
  /** Accessible name of the box and its results. Default: "Search pages" in the current locale. */
  label?: string;
  /** Most results listed at once. Default 8. */
  limit?: number;
  /** Overrides the theme's component size. */
  size?: ComponentSize;
}

/**
 * Fuzzy page search for the header: fuse.js over route titles (weight 0.7) and paths (0.3) with
 * threshold 0.4. An ARIA combobox: typing lists matches with the best one highlighted, ArrowDown/ArrowUp move
 * the highlight, Enter opens it, Escape closes the list (a second Escape clears the box).
 *
 * fuse.js is fetched on the box's first focus, pointer enter or query rather than with the page, so it stays
 * out of the app's entry chunk. What is typed meanwhile (an Enter included) is kept and answered once it has
 * arrived; "no results" is never shown before then.
 */
export const HeaderSearch = forwardRef<HTMLDivElement, HeaderSearchProps>(function HeaderSearch(
  { routes, onSelect, placeholder, label, limit = 8, size, onBlur, ...rest },
  ref,
) {
  const intl = useIntl();
  if (process.env.NODE_ENV !== 'production') {
    invariant('HeaderSearch', Array.isArray(routes), `routes must be an array; received ${typeof routes}.`);
    invariant('HeaderSearch', typeof onSelect === 'function', 'onSelect must be a function.');
    invariant(
      'HeaderSearch',
      Number.isInteger(limit) && limit > 0,
      `limit must be a positive integer; received ${String(limit)}.`,
    );
  }

  // Bad routes still fail on the first render, not later when the lazily loaded index is built; memoised so
  // keystrokes do not re-check them.
  useMemo(() => {
    if (process.env.NODE_ENV !== 'production') assertSearchableRoutes(routes);
  }, [routes]);

  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // Enter pressed before the index existed: a fast "drivrs⏎" on a fresh page must still open Drivers.
  const [enterPending, setEnterPending] = useState(false);
  const hasQuery = query.trim() !== '';
  const { search, prefetch } = useRouteSearch(routes, hasQuery);
  const results = useMemo(() => search?.search(query, limit) ?? [], [search, query, limit]);
  const listId = useId();
  const accessibleName = label ?? intl.formatMessage(messages.label);

  const expanded = open && hasQuery && results.length > 0;
  // Until the index exists there is no answer yet, and "no results" would be a false one.
  const showEmpty = open && hasQuery && search !== null && results.length === 0;
  const activeIndex = Math.min(active, results.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (index: number) => {
    const route = results[index];
    if (!route) return;
    setQuery('');
    setOpen(false);
    setActive(0);
    onSelect(route.path);
  };

  // No dependency list: the first render with an index is the one whose results the pending Enter meant.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- it clears `enterPending` first, so it cannot loop.
  useEffect(() => {
    if (!enterPending || search === null) return;
    setEnterPending(false);
    if (expanded) choose(activeIndex);
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    handleSearchKey(
      event,
      { expanded, open, hasQuery, query, activeIndex, count: results.length, indexReady: search !== null },
      { setActive, setOpen, setQuery, setEnterPending, choose },
    );

  return (
    <Root
      ref={ref}
      {...rest}
      onBlur={composeEventHandlers(onBlur, (event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      })}
    >
      <SearchIcon aria-hidden viewBox="0 0 16 16" focusable="false">
        <circle cx="7" cy="7" r="5" />
        <path d="m11 11 3.5 3.5" />
      </SearchIcon>
      <SearchInput
        size={size}
        role="combobox"
        aria-label={accessibleName}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder ?? intl.formatMessage(messages.placeholder)}
        value={query}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
          setEnterPending(false);
          prefetch();
        }}
        onFocus={() => {
          setOpen(true);
          prefetch();
        }}
        // A pointer on the box usually means a click and typing next: start fetching fuse.js before the focus.
        onPointerEnter={prefetch}
        onKeyDown={handleKeyDown}
      />
      {expanded ? (
        <ResultList
          id={listId}
          label={accessibleName}
          results={results}
          activeIndex={activeIndex}
          optionId={optionId}
          onActivate={setActive}
          onChoose={choose}
        />
      ) : null}
      <SearchStatus expanded={expanded} showEmpty={showEmpty} count={results.length} />
    </Root>
  );
});

interface ResultListProps {
  id: string;
  label: string;
  results: readonly SearchableRoute[];
  activeIndex: number;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onChoose: (index: number) => void;
}

/** The matching routes, title over path; the active option is the combobox's `aria-activedescendant`. */
function ResultList({ id, label, results, activeIndex, optionId, onActivate, onChoose }: ResultListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const option = listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);
  return (
    <Popup>
      <Listbox ref={listRef} id={id} role="listbox" aria-label={label}>
        {results.map((route, index) => (
          <Option
            key={route.path}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            // Keep focus in the box so the combobox stays the one focus point.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => index !== activeIndex && onActivate(index)}
            onClick={() => onChoose(index)}
          >
            <OptionTitle>{route.title}</OptionTitle>
            <OptionPath>{route.path}</OptionPath>
          </Option>
        ))}
      </Listbox>
    </Popup>
  );
}

/** "No results" on screen, and the result count or "no results" announced to screen readers. */
function SearchStatus({ expanded, showEmpty, count }: { expanded: boolean; showEmpty: boolean; count: number }) {
  const intl = useIntl();
  return (
    <>
      {showEmpty ? (
        <Popup>
          {/* The status region below announces the same words; this copy is what sighted users see. */}
          <Empty aria-hidden>{intl.formatMessage(messages.noResults)}</Empty>
        </Popup>
      ) : null}
      <VisuallyHidden.Root role="status">
        {showEmpty
          ? intl.formatMessage(messages.noResults)
          : expanded
            ? intl.formatMessage(messages.resultCount, { count })
            : ''}
      </VisuallyHidden.Root>
    </>
  );
}
