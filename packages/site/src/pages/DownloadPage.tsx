import { isDemoStoreUrl } from '@labelwise/contract/rules';
import { SystemCheck } from './SystemCheck';
import { LoadingOverlay } from '@labelwise/ui';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { styled } from 'styled-components';
import { fetchDownloadLinks } from '../api/endpoints';
import {
  defaultDownloadLinks,
  downloadKey,
  driverLinks,
  type DownloadLink,
  type DownloadLinks,
  type DownloadPlatform,
} from '../content/downloads';
import { orderDownloads, suggestOs, suggestedDownloads, windowsBitness, type UaDataLike } from '../logic/os';
import { LabelToolLinks } from './LabelToolLinks';
import { Card, CtaLink, Grid, H2, H3, Lead, M, Muted, Page, Section, SiteLink, Text, Title } from './parts';

/** How long the download overlay stays: the browser takes over the file once the response starts. */
const OVERLAY_MS = 1500;

function uaData(): UaDataLike | null {
  const nav = navigator as Navigator & { userAgentData?: UaDataLike };
  return nav.userAgentData ?? null;
}

const subscribeNever = () => () => undefined;
const serverSuggestion = (): DownloadPlatform | null => null;
let cachedSuggestion: DownloadPlatform | null | undefined;
/** The platform to suggest first, from Client Hints or the user agent; null when the system is not known. */
function clientSuggestion(): DownloadPlatform | null {
  if (cachedSuggestion === undefined) {
    const os = suggestOs(navigator.userAgent, uaData(), navigator.maxTouchPoints ?? 0);
    cachedSuggestion = suggestedDownloads(os, windowsBitness(navigator.userAgent, uaData()))[0] ?? null;
  }
  return cachedSuggestion;
}
/** Tests change the user agent between renders. */
export function resetDownloadSuggestion() {
  cachedSuggestion = undefined;
}

/**
 * The suggestion: one line (two on phones) of fixed height whatever the platform, so filling it in after
 * hydration cannot move what follows (the earlier full-card slot was taller for Windows than for Mac/Android).
 */
const SuggestionBar = styled.div`
  ${({ theme }) => `
    box-sizing: border-box;
    height: 80px;
    overflow: hidden;
    display: flex;
    align-items: center;
    gap: ${theme.space[5]}px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radii.lg}px;
    background: ${theme.color.surface};
    padding: 0 ${theme.space[5]}px;
    box-shadow: ${theme.shadow.sm};
    &[aria-hidden='true'] { visibility: hidden; }
    & > * { margin: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; min-width: 0; }
    & > h3 { flex: 0 1 auto; }
    & > p { flex: 1 1 auto; }
    & > a { flex: none; margin-inline-start: auto; }
    ${theme.media.mobile} {
      height: 128px;
      flex-wrap: wrap;
      align-content: center;
      row-gap: ${theme.space[3]}px;
      & > a { margin-inline-start: 0; }
      & > p { flex-basis: 100%; order: 1; }
      & > a { order: 2; }
    }
  `}
`;

function SuggestionContent({ link, onDownload }: { link: DownloadLink; onDownload: () => void }) {
  return (
    <>
      <H3>
        <M id={link.label} />
      </H3>
      <Muted>
        {link.version ? (
          <M id="site.download.version" values={{ version: link.version }} />
        ) : isDemoStoreUrl(link.url) ? (
          <M id="site.download.demoLink" />
        ) : null}
      </Muted>
      <CtaLink to={link.url} {...(link.external ? {} : { download: link.fileName ?? '', onClick: onDownload })}>
        <M id={link.button} />
      </CtaLink>
    </>
  );
}

/**
 * A card's note. Cards share a row, and a Chinese note wraps into fewer lines in the fallback font than in the web
 * font that replaces it after the first paint: at least four lines each, so the row keeps its height when it does.
 */
const Note = styled(Text)`
  min-height: 4lh;
  ${({ theme }) => theme.media.mobile} {
    min-height: 0;
  }
`;

/** As long as a SHA-256 in hex, with its mix of glyph widths, so the kept lines wrap as the real one will. */
const CHECKSUM_SHAPE = '0123456789abcdef'.repeat(4);

function DownloadCard({ link, onDownload }: { link: DownloadLink; onDownload: () => void }) {
  return (
    <Card data-platform={link.platform}>
      <H3>
        <M id={link.label} />
      </H3>
      {link.note ? (
        <Note>
          <M id={link.note} />
        </Note>
      ) : null}
      {link.version ? (
        <Muted>
          <M id="site.download.version" values={{ version: link.version }} />
        </Muted>
      ) : null}
      {isDemoStoreUrl(link.url) ? (
        <Muted data-demo>
          <M id="site.download.demoLink" />
        </Muted>
      ) : null}
      {link.sha256 ? (
        <Muted style={{ wordBreak: 'break-all' }}>
          <M id="site.download.checksum" values={{ hash: link.sha256 }} />
        </Muted>
      ) : link.external ? null : (
        // An installer's checksum arrives with dataConfig.json after the first paint: its lines are kept free,
        // unseen, so the cards below do not move when it does.
        <Muted aria-hidden="true" style={{ wordBreak: 'break-all', visibility: 'hidden' }}>
          <M id="site.download.checksum" values={{ hash: CHECKSUM_SHAPE }} />
        </Muted>
      )}
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

  // Null in the prerender and during hydration (the server snapshot), then the visitor's platform: the
  // suggestion fills a fixed-height bar, and the full list below never changes, so nothing moves.
  const suggested = useSyncExternalStore(subscribeNever, clientSuggestion, serverSuggestion);
  const platforms = orderDownloads(null, 64);

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
      <Section aria-labelledby="download-suggested">
        <H2 id="download-suggested">
          <M id="site.download.suggested" />
        </H2>
        <SuggestionBar data-platform={suggested ?? undefined} aria-hidden={suggested ? undefined : true}>
          {suggested ? <SuggestionContent link={links[downloadKey(suggested)]} onDownload={onDownload} /> : null}
        </SuggestionBar>
      </Section>
      <Section aria-labelledby="download-all">
        <H2 id="download-all">
          <M id="site.download.allPlatforms" />
        </H2>
        <Grid>
          {platforms.map((p) => (
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
        <LabelToolLinks promo="site.download.labelPdfPromo" />
      </Section>
      <Section>
        <Text>
          <M id="site.download.olderVersions" />
        </Text>
        <SiteLink to="/contactUs">
          <M id="site.download.contactSupport" />
        </SiteLink>
      </Section>
      <SystemCheck />
      <LoadingOverlay visible={downloading} fullscreen label={<M id="site.common.downloading" />} />
    </Page>
  );
}
