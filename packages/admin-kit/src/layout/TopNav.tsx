import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { messages } from '../shell/polish.messages';
import { menuIcon } from './menu-icons';
import type { TopNavItem } from './top-nav';

const Nav = styled.nav`
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: thin;

  ul {
    display: flex;
    gap: ${({ theme }) => theme.space[1]}px;
    margin: 0;
    padding: 0;
    list-style: none;
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
  a[aria-current='true'] {
    color: ${({ theme }) => theme.color.primaryStrong};
    border-bottom-color: ${({ theme }) => theme.color.primaryStrong};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
`;

/** The top navigation of the `topNav` layout: the top-level menu entries in the navbar; the active one is marked. */
export function TopNav({ items, activeKey }: { items: readonly TopNavItem[]; activeKey: string | undefined }) {
  const intl = useIntl();
  return (
    <Nav aria-label={intl.formatMessage(messages.topMenu)}>
      <ul>
        {items.map((item) => {
          const Icon = menuIcon(item.icon)?.Icon;
          return (
            <li key={item.key}>
              <Link to={item.href} aria-current={item.key === activeKey ? 'true' : undefined}>
                {Icon ? <Icon size={16} aria-hidden focusable={false} /> : null}
                {item.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </Nav>
  );
}
