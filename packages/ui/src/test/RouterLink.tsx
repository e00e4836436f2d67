import { forwardRef, type AnchorHTMLAttributes } from 'react';

/** Stands in for a router's link (react-router's `Link`): takes `to`, marks itself so tests can tell it was used. */
export const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function RouterLink({ to, children, ...rest }, ref) {
    return (
      <a ref={ref} {...rest} href={`#${to}`} data-router="true">
        {children}
      </a>
    );
  },
);
