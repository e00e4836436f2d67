import {
  Button,
  ChevronDownIcon,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Icon,
  Inline,
} from '@labelwise/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { messages } from './TopNav.messages';
import { menuIcon } from '../menu/menuIcons';
import { itemsThatFit, type TopNavItem } from './topNav';

const Nav = styled.nav`
  position: relative;
  display: flex;
  align-items: center;
  min-width: 0;
  overflow: hidden;

  /* The measuring row: every entry at its natural width, never seen or reached. */
  ul[aria-hidden='true'] {
    position: absolute;
    visibility: hidden;
    pointer-events: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    min-height: 50px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
    box-sizing: border-box;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    white-space: nowrap;
    border-bottom: 2px solid transparent;
  }
  a:hover {
    color: ${({ theme }) => theme.color.primaryStrong};
  }
  a[aria-current='true'],
  button[data-current='true'] {
    color: ${({ theme }) => theme.color.primaryStrong};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  a[aria-current='true'] {
    border-bottom-color: ${({ theme }) => theme.color.primaryStrong};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
`;

/** Room kept for the "More" button when entries overflow (its label is short in every locale). */
const MORE_WIDTH = 96;

function Entry({ item, current, tabbable = true }: { item: TopNavItem; current: boolean; tabbable?: boolean }) {
  const glyph = menuIcon(item.icon)?.Icon;
  return (
    <Link to={item.href} aria-current={current ? 'true' : undefined} {...(tabbable ? {} : { tabIndex: -1 })}>
      {glyph ? <Icon icon={glyph} size="sm" /> : null}
      {item.title}
    </Link>
  );
}

/**
 * The top navigation of the `topNav` layout: the top-level menu entries in the navbar, the active one marked. The
 * entries that do not fit beside the header's tools go into a "More" menu (as RuoYi's TopNav does), so none is ever
 * hidden under the search box or off screen.
 */
export function TopNav({ items, activeKey }: { items: readonly TopNavItem[]; activeKey: string | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(items.length);

  useLayoutEffect(() => {
    const nav = navRef.current;
    const row = measureRef.current;
    if (!nav || !row) return undefined;
    const fit = () => {
      const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
      const widths = [...row.children].map((li) => (li as HTMLElement).offsetWidth + gap);
      setShown(itemsThatFit(widths, nav.clientWidth, MORE_WIDTH));
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(fit);
    observer?.observe(nav);
    return () => observer?.disconnect();
  }, [items]);

  const visible = items.slice(0, shown);
  const more = items.slice(shown);
  return (
    <Nav ref={navRef} aria-label={intl.formatMessage(messages.topMenu)}>
      <Inline as="ul" gap={1} align="stretch" wrap={false} padding={0} aria-hidden="true" ref={measureRef}>
        {items.map((item) => (
          <li key={item.key}>
            <Entry item={item} current={false} tabbable={false} />
          </li>
        ))}
      </Inline>
      <Inline as="ul" gap={1} align="stretch" wrap={false} padding={0}>
        {visible.map((item) => (
          <li key={item.key}>
            <Entry item={item} current={item.key === activeKey} />
          </li>
        ))}
      </Inline>
      {more.length > 0 ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="text"
              data-current={more.some((item) => item.key === activeKey) ? 'true' : undefined}
              icon={<Icon icon={ChevronDownIcon} size="sm" />}
            >
              {intl.formatMessage(messages.moreMenu)}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            {more.map((item) => (
              <DropdownMenuItem key={item.key} onSelect={() => navigate(item.href)}>
                {item.title}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
    </Nav>
  );
}
