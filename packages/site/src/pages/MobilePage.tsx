import { defaultDownloadLinks, downloadKey } from '../content/downloads';
import { mobileVideos } from '../content/videos';
import { Actions, CtaLink, H2, Lead, M, Page, Section, SiteLink, Title } from './parts';

/**
 * /mobile (spec §2, outside the layout): where Index and Guides send small screens. App store links first,
 * then the mobile video guides, and a way back to the full site.
 */
export default function MobilePage() {
  const android = defaultDownloadLinks[downloadKey('Android')];
  const ios = defaultDownloadLinks[downloadKey('IOS')];
  return (
    <Page>
      <Title>
        <M id="site.mobile.headline" />
      </Title>
      <Lead>
        <M id="site.mobile.body" />
      </Lead>
      <Actions>
        <CtaLink to={ios.url}>
          <M id={ios.button} />
        </CtaLink>
        <CtaLink to={android.url}>
          <M id={android.button} />
        </CtaLink>
      </Actions>
      {/* The videos are listed here rather than linked: /guides itself sends small screens back to /mobile. */}
      <Section aria-labelledby="mobile-videos">
        <H2 id="mobile-videos">
          <M id="site.mobile.guides" />
        </H2>
        <ul>
          {mobileVideos.map((v) => (
            <li key={v.id}>
              <a href={v.videoUrl}>
                <M id={v.title} />
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section>
        <SiteLink to="/download">
          <M id="site.mobile.desktopSite" />
        </SiteLink>
      </Section>
    </Page>
  );
}
