import { Button, EmptyState } from '@labelwise/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { messages } from './shell.messages';

/** Unknown paths and menu entries whose component is not in the page registry (spec §2: they go to 404). */
export function NotFoundPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <EmptyState
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
