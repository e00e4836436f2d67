import { Button, EmptyState, Inline } from '@labelwise/ui';
import { ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useMenu } from '../layout/menuContext';
import { answerMissing } from '../routing/missingPage';
import type { PageRegistry } from '../routing/types';
import { messages as polish } from './polish.messages';
import { messages } from './shell.messages';

/** "You don't have permission…" with a way back (previous page) and to the dashboard. */
export function ForbiddenPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <EmptyState
      headingLevel={2}
      icon={<ShieldAlert size={64} strokeWidth={1.5} aria-hidden />}
      title={intl.formatMessage(polish.forbiddenTitle)}
      description={intl.formatMessage(polish.forbiddenBody)}
      data-page="forbidden"
      action={
        <Inline as="span" gap={2} justify="center">
          <Button onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/index'))}>
            {intl.formatMessage(polish.goBack)}
          </Button>
          <Button variant="primary" onClick={() => navigate('/index')}>
            {intl.formatMessage(messages.backToDashboard)}
          </Button>
        </Inline>
      }
    />
  );
}

/**
 * The catch-all inside the layout: a page the user's menu holds at another address opens there, a back-office page
 * outside the user's menu is 403, anything else 404.
 */
export function MissingPage({ pages }: { pages: PageRegistry }) {
  const { pathname, search } = useLocation();
  const menu = useMenu();
  const answer = answerMissing(pages, menu, pathname);
  if (answer.kind === 'moved') return <Navigate to={`${answer.to}${search}`} replace />;
  return answer.kind === 'forbidden' ? <ForbiddenPage /> : <NotFoundPage />;
}

/** Unknown paths and menu entries whose component is not in the page registry (they go to 404). */
export function NotFoundPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <EmptyState
      headingLevel={2}
      data-page="not-found"
      title={intl.formatMessage(messages.notFoundTitle)}
      description={intl.formatMessage(messages.notFoundBody)}
      action={
        <Button variant="primary" onClick={() => navigate('/index')}>
          {intl.formatMessage(messages.backToDashboard)}
        </Button>
      }
    />
  );
}

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: calc(100vh - 140px);
  border: 0;
  background: ${({ theme }) => theme.color.surface};
`;

/** An `InnerLink` menu entry: the address shown inside the shell. */
export function InnerLinkPage({ src, title }: { src: string; title: string }) {
  return <Frame src={src} title={title} />;
}

/** `/redirect/<path>`: the tags view's "refresh" goes here, which remounts the page at `<path>`. */
export function RedirectPage() {
  const params = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const target = `/${params['*'] ?? ''}${search}`;
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}
