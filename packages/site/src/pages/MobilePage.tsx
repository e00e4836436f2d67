import { formatDuration } from '@labelwise/ui';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { safeSessionStorage, useSite } from '../app/siteContext';
import { videoTitle } from '../content/videos';
import { stripLocale } from '../logic/locale';
import { fullSiteTarget, rememberFullSiteChoice, routesForVariant, withFullSiteMarker } from '../logic/routes';
import { useIntl } from 'react-intl';
import { FaqSection } from './FaqSection';
import { useGuidesContent } from './GuidesPage';
import { Actions, CtaLink, H2, Lead, M, Page, Section, SiteLink, Title } from './parts';
import { useVideoPlayer, VideoPoster } from './VideoList';

const VideoLinks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
`;

/** A whole-row link (poster + title): a touch target far above the 24 px minimum. */
const VideoLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]}px;
  min-height: 48px;
  padding: ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.color.surface};
  color: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  & small {
    display: block;
    margin-top: ${({ theme }) => theme.space[1]}px;
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    font-variant-numeric: tabular-nums;
  }
  & img {
    flex: none;
    width: 54px;
    height: 96px;
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

/**
 * The printer troubleshooter's page, linked from /mobile once the site has it (`/doctor`): the one place that decides
 * whether phones are offered it.
 */
export const TROUBLESHOOTER_PATH = '/doctor';

/**
 * /mobile: where Index and Guides send small screens. A page of the main layout (menu, language, search,
 * footer), so it is never a dead end. The way to the apps first, then "Continue to the full website" (to the page the
 * visitor asked for, `?from=` with its `#anchor`, and remembered for the visit in sessionStorage), the troubleshooter
 * when the site has one, the FAQ (`#faq`: a phone sent here from /guides#faq lands on it), then the mobile video
 * guides.
 */
export default function MobilePage() {
  const { locale, variant } = useSite();
  const { search } = useLocation();
  // The link carries the full-site marker, so the choice holds even when it is followed before this page has
  // hydrated (the phone redirect script honours it; the same script here points the prerendered link at `from`).
  const fullSite = withFullSiteMarker(stripLocale(fullSiteTarget(search, locale, variant)).path);
  const intl = useIntl();
  // The published mobile videos and FAQ when the back office has published any, else the compiled ones (as on /guides).
  const { mobile, faq } = useGuidesContent();
  const troubleshooter = routesForVariant(variant).some(
    (r) => r.path === TROUBLESHOOTER_PATH && r.locales.includes(locale),
  );
  // The guides play in the page, as on /guides: a row still links to the MP4 for a new tab or no JavaScript.
  const { open, linkRef, player } = useVideoPlayer();
  return (
    <Page>
      <Title>
        <M id="site.mobile.headline" />
      </Title>
      <Lead>
        <M id="site.mobile.body" />
      </Lead>
      <Actions>
        {/* Which store entries are published, real or demo, only the Download page knows (it asks the API). */}
        <CtaLink to="/download">
          <M id="site.download.mobileTitle" />
        </CtaLink>
        <CtaLink to={fullSite} variant="secondary" onClick={() => rememberFullSiteChoice(safeSessionStorage())}>
          <M id="site.mobile.desktopSite" />
        </CtaLink>
      </Actions>
      {troubleshooter ? (
        <Section>
          <SiteLink to={TROUBLESHOOTER_PATH}>
            <M id="site.mobile.troubleshooter" />
          </SiteLink>
        </Section>
      ) : null}
      <FaqSection faq={faq} />
      {/* The videos are listed here rather than linked: /guides itself sends small screens back to /mobile. */}
      {mobile.length > 0 ? (
        <Section aria-labelledby="mobile-videos">
          <H2 id="mobile-videos">
            <M id="site.mobile.guides" />
          </H2>
          <VideoLinks>
            {mobile.map((v) => (
              <li key={v.id}>
                <VideoLink
                  ref={linkRef(v.id)}
                  href={v.videoUrl}
                  data-video={v.id}
                  aria-haspopup="dialog"
                  onClick={open(v)}
                >
                  <VideoPoster video={v} />
                  <span>
                    {videoTitle(intl, v)}
                    {/* The poster carries no words; the clip's length, and that it is a placeholder, are said here. */}
                    <small data-duration={v.durationSeconds}>
                      {v.placeholder
                        ? intl.formatMessage(
                            { id: 'site.guides.cardMeta' },
                            { duration: formatDuration(v.durationSeconds) },
                          )
                        : formatDuration(v.durationSeconds)}
                    </small>
                  </span>
                </VideoLink>
              </li>
            ))}
          </VideoLinks>
          {player}
        </Section>
      ) : null}
    </Page>
  );
}
