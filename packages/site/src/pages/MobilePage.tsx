import { defaultDownloadLinks, downloadKey } from '../content/downloads';
import { mobileVideos } from '../content/videos';
import { Actions, CtaLink, Lead, M, Page, SiteLink, Text, Title } from './parts';

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
      <Text style={{ marginTop: 32 }}>
        <a href={mobileVideos[0]!.videoUrl}>
          <M id="site.mobile.guides" />
        </a>
      </Text>
      <Text>
        <SiteLink to="/download">
          <M id="site.mobile.desktopSite" />
        </SiteLink>
      </Text>
    </Page>
  );
}
