import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { externalLinkProps } from '../utils/href';
import { messages } from './TopBar.messages';
import { ShipIcon, ShipLink } from './TopBar.styles';

/** The link to the shipping app, opening in a new tab. */
export function ShipAction({
  href,
  onClick,
}: {
  href: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const intl = useIntl();
  return (
    <ShipLink href={href} variant="plain" onClick={onClick} {...externalLinkProps}>
      <ShipIcon aria-hidden viewBox="0 0 16 16" focusable="false">
        <path d="M1.5 4h8v7h-8zM9.5 6.5h3l2 2.5v2h-5" />
        <circle cx="4.5" cy="12" r="1.5" />
        <circle cx="11.5" cy="12" r="1.5" />
      </ShipIcon>
      {intl.formatMessage(messages.ship)}
    </ShipLink>
  );
}
