import { LoadingOverlay } from '@labelwise/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchDownloadLinks } from '../api/endpoints';
import { defaultDownloadLinks, downloadKey, driverLinks, type DownloadLink, type DownloadLinks } from '../content/downloads';
import { orderDownloads, suggestOs, suggestedDownloads, windowsBitness, type UaDataLike } from '../logic/os';
import { Card, CtaLink, Grid, H2, H3, Lead, M, Muted, Page, Section, SiteLink, Text, Title } from './parts';

/** How long the download overlay stays: the browser takes over the file once the response starts. */
const OVERLAY_MS = 1500;

function uaData(): UaDataLike | null {
  const nav = navigator as Navigator & { userAgentData?: UaDataLike };
  return nav.userAgentData ?? null;
}

function DownloadCard({ link, onDownload }: { link: DownloadLink; onDownload: () => void }) {
  return (
    <Card data-platform={link.platform}>
      <H3>
        <M id={link.label} />
      </H3>
      {link.note ? (
        <Text>
          <M id={link.note} />
        </Text>
      ) : null}
      {link.version ? (
        <Muted>
          <M id="site.download.version" values={{ version: link.version }} />
        </Muted>
      ) : null}
      {link.sha256 ? (
        <Muted style={{ wordBreak: 'break-all' }}>
          <M id="site.download.checksum" values={{ hash: link.sha256 }} />
        </Muted>
      ) : null}
      <CtaLink to={link.url} {...(link.external ? {} : { download: link.fileName ?? '', onClick: onDownload })}>
        <M id={link.button} />
      </CtaLink>
    </Card>
  );
}

/**
 * /download and /downloadNew: installers for Windows 64/32-bit and macOS 10.14+, Chrome, Android and iOS, then
 * drivers. The visitor's own system is suggested first, nothing is hidden. Built-in links are shown at once and
 * replaced by `/resources/dataConfig.json` when it answers.
 */
export default function DownloadPage() {
  const [links, setLinks] = useState<DownloadLinks>(defaultDownloadLinks);
  const [downloading, setDownloading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    void fetchDownloadLinks(controller.signal).then((merged) => {
      if (!controller.signal.aborted) setLinks(merged);
    });
    return () => {
      controller.abort();
      clearTimeout(timer.current);
    };
  }, []);

  const { suggested, others } = useMemo(() => {
    const os = suggestOs(navigator.userAgent, uaData(), navigator.maxTouchPoints ?? 0);
    const bitness = windowsBitness(navigator.userAgent, uaData());
    const first = suggestedDownloads(os, bitness);
    const order = orderDownloads(os, bitness);
    return { suggested: first, others: order.filter((p) => !first.includes(p)) };
  }, []);

  const onDownload = () => {
    setDownloading(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setDownloading(false), OVERLAY_MS);
  };

  return (
    <Page>
      <Title>
        <M id="site.download.title" />
      </Title>
      <Lead>
        <M id="site.download.intro" />
      </Lead>
      {suggested.length > 0 ? (
        <Section aria-labelledby="download-suggested">
          <H2 id="download-suggested">
            <M id="site.download.suggested" />
          </H2>
          <Grid>
            {suggested.map((p) => (
              <DownloadCard key={p} link={links[downloadKey(p)]} onDownload={onDownload} />
            ))}
          </Grid>
        </Section>
      ) : null}
      <Section aria-labelledby="download-others">
        <H2 id="download-others">
          <M id={suggested.length > 0 ? 'site.download.otherPlatforms' : 'site.download.title'} />
        </H2>
        <Grid>
          {others.map((p) => (
            <DownloadCard key={p} link={links[downloadKey(p)]} onDownload={onDownload} />
          ))}
        </Grid>
      </Section>
      <Section id="drivers" aria-labelledby="download-drivers">
        <H2 id="download-drivers">
          <M id="site.download.driversTitle" />
        </H2>
        <Text>
          <M id="site.download.driversBody" />
        </Text>
        <Grid $min={200}>
          {driverLinks.map((d) => (
            <Card key={d.os}>
              <SiteLink to={d.to}>
                <M id={d.label} />
              </SiteLink>
            </Card>
          ))}
        </Grid>
      </Section>
      <Section>
        <Text>
          <M id="site.download.olderVersions" />
        </Text>
        <SiteLink to="/contactUs">
          <M id="site.download.contactSupport" />
        </SiteLink>
      </Section>
      <LoadingOverlay visible={downloading} fullscreen label={<M id="site.common.downloading" />} />
    </Page>
  );
}
