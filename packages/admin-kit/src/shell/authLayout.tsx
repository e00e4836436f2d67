import { Heading, Link, Stack, Text, type StackProps } from '@labelwise/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { styled } from 'styled-components';

/** The page is at least as tall as the window, so the card sits in the middle of it. */
const FullHeight = styled(Stack)`
  min-height: 100vh;
`;

/** The full-height page of the login and register forms. */
export function AuthPage({ children }: { children: ReactNode }) {
  return (
    <FullHeight forwardedAs="main" align="center" justify="center" padding={4} background="surfaceMuted">
      {children}
    </FullHeight>
  );
}

/** The card keeps a form's width on a wide screen and fills a phone's. */
const Card = styled(Stack)`
  width: min(400px, 100%);
`;

export interface AuthCardProps extends Omit<StackProps, 'title' | 'gap'> {
  /** The page's h1, centred at the top of the card; it names the page and the card. */
  title: string;
  /** The h1's id, which the card is labelled by. */
  titleId: string;
  /** Shown above the title (the product's logo). */
  logo?: ReactNode;
  /** A form's `noValidate`: the page checks the fields itself and shows the problems under them. */
  noValidate?: boolean;
}

/** The card that holds one form (a `form` unless `as` says otherwise): the title above, the fields under it. */
export function AuthCard({ title, titleId, logo, as = 'form', children, ...props }: AuthCardProps) {
  return (
    <Card
      forwardedAs={as}
      gap={6}
      paddingX={6}
      paddingY={7}
      radius="lg"
      background="surface"
      shadow="md"
      aria-labelledby={titleId}
      {...props}
    >
      <Stack gap={4} align="center">
        {logo}
        <Heading level={1} size="xl" id={titleId}>
          {title}
        </Heading>
      </Stack>
      <Stack gap={4}>{children}</Stack>
    </Card>
  );
}

/** A line under the submit button that leads to the other form (log in ↔ register). */
export function AuthSwitch({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Stack align="center">
      <Text size="sm" tone="muted">
        <Link asChild href={to}>
          <RouterLink to={to}>{children}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
