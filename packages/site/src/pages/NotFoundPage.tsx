import { EmptyState } from '@labelwise/ui';
import { styled } from 'styled-components';
import type { SiteMessageId } from '../i18n';
import { H2, M, Page, Section, SiteLink } from './parts';

/** The pages most visitors who hit a dead link were looking for. */
const helpful: ReadonlyArray<{ path: string; title: SiteMessageId }> = [
  { path: '/download', title: 'site.nav.download' },
  { path: '/printers', title: 'site.route.printersTitle' },
  { path: '/guides', title: 'site.nav.guidesFaq' },
  // The printer doctor, under the footer's name for it (a shell message: this page has no words of its own).
  { path: '/doctor', title: 'site.footer.guideTroubleshooting' },
  { path: '/contactUs', title: 'site.nav.contactUs' },
];

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  & > li > a {
    display: flex;
    align-items: center;
    min-height: 48px;
    padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radii.lg}px;
    background: ${({ theme }) => theme.color.surface};
  }
`;

/**
 * Not found (a hidden route). Rendered inside the main layout at the URL the visitor asked for (the server
 * answers it with HTTP 404), in the visitor's locale, with links to the most useful pages: never a dead end.
 */
export default function NotFoundPage() {
  return (
    <Page>
      <EmptyState
        role="status"
        headingLevel={1}
        title={<M id="site.route.notFoundTitle" />}
        description={<M id="site.route.notFoundDescription" />}
        action={
          <SiteLink to="/">
            <M id="site.common.backHome" />
          </SiteLink>
        }
      />
      <Section aria-labelledby="not-found-help">
        <H2 id="not-found-help">
          <M id="site.common.notFoundHelp" />
        </H2>
        <Links>
          {helpful.map((link) => (
            <li key={link.path}>
              <SiteLink to={link.path} variant="plain">
                <M id={link.title} />
              </SiteLink>
            </li>
          ))}
        </Links>
      </Section>
    </Page>
  );
}
