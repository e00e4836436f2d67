import { isDemoResource, isDemoStoreUrl } from '@labelwise/contract/rules';
import { SystemCheck } from './SystemCheck';
import { LoadingOverlay } from '@labelwise/ui';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { styled } from 'styled-components';
import { fetchDownloadLinks } from '../api/endpoints';
import {
  defaultDownloadLinks,
  downloadKey,
  driverLinks,
  mergeDownloadLinks,
  type DownloadLink,
  type DownloadLinks,
  type DownloadPlatform,
} from '../content/downloads';
import { orderDownloads, suggestOs, suggestedDownloads, windowsBitness, type UaDataLike } from '../logic/os';
import { usePublishedContent } from '../content/live';
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

/** Where the API's answer stands: not yet there, there, or failed (the entries then stay unpublished). */
type LinksStatus = 'pending' | 'loaded' | 'failed';

/** A demo stand-in (the seed's stub installer or made-up store link), marked wherever it is offered. */
export const isDemoDownload = (link: DownloadLink): boolean =>
  link.url !== null && (link.external ? isDemoStoreUrl(link.url) : isDemoResource(link.url));

/** The demo line, in the caution colours the finder's and guide pages' marks use. */
const DemoNote = styled(Muted)`
  /* Doubled, with the attribute, to outrank the muted tone's own colour rule (Text's \`[data-tone]\`). */
  &&[data-demo] {
    ${({ theme }) => `
      background: ${theme.color.warningSubtle};
      color: ${theme.color.text};
      border-radius: ${theme.radii.md}px;
      padding: ${theme.space[1]}px ${theme.space[2]}px;
    `}
  }
`;

function DemoMark({ link }: { link: DownloadLink }) {
  return <M id={link.external ? 'site.download.demoLink' : 'site.download.demoInstaller'} />;
}

function SuggestionContent({
  link,
  status,
  onDownload,
}: {
  link: DownloadLink;
  status: LinksStatus;
  onDownload: () => void;
}) {
  const url = status === 'loaded' ? link.url : null;
  return (
    <>
      <H3>
        <M id={link.label} />
      </H3>
      <Muted data-demo={url && isDemoDownload(link) ? '' : undefined}>
        {status === 'pending' ? null : url === null ? (
          <M id={status === 'failed' ? 'site.download.loadFailed' : 'site.download.notPublishedShort'} />
        ) : isDemoDownload(link) ? (
          <DemoMark link={link} />
        ) : link.version ? (
          <M id="site.download.version" values={{ version: link.version }} />
        ) : null}
      </Muted>
      {url !== null ? (
        <CtaLink to={url} {...(link.external ? {} : { download: link.fileName ?? '', onClick: onDownload })}>
          <M id={link.button} />
        </CtaLink>
      ) : null}
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

/**
 * A card's two states share one grid cell, the hidden one keeping its room, so the card is as tall before the API
 * answers as after, whether the entry is published or not: nothing below moves when the answer arrives.
 */
const States = styled.div`
  display: grid;
  & > * {
    grid-area: 1 / 1;
    min-width: 0;
  }
  & > [aria-hidden='true'] {
    visibility: hidden;
  }
`;

/** Kept free but unseen: a line that is not shown in this state still holds its place. */
const unseen = { visibility: 'hidden' } as const;

function DownloadCard({
  link,
  status,
  settled,
  onDownload,
}: {
  link: DownloadLink;
  status: LinksStatus;
  /** The state was known at the first render (rendered with the published links): it never changes, no room kept. */
  settled: boolean;
  onDownload: () => void;
}) {
  const url = status === 'loaded' ? link.url : null;
  const state = status === 'pending' ? 'pending' : url === null ? 'unpublished' : 'published';
  const demo = url !== null && isDemoDownload(link);
  const shows = (s: typeof state) => !settled || state === s;
  return (
    <Card data-platform={link.platform} data-state={state}>
      <H3>
        <M id={link.label} />
      </H3>
      {link.note ? (
        <Note>
          <M id={link.note} />
        </Note>
      ) : null}
      <States>
        {shows('published') ? (
          <div aria-hidden={state === 'published' ? undefined : true} inert={state !== 'published'}>
            {link.external ? null : (
              <Muted style={link.version ? undefined : unseen}>
                <M id="site.download.version" values={{ version: link.version ?? '0.0.0' }} />
              </Muted>
            )}
            <DemoNote data-demo={demo ? '' : undefined} style={demo ? undefined : unseen}>
              <DemoMark link={link} />
            </DemoNote>
            {link.external ? null : (
              // An installer's checksum arrives with dataConfig.json after the first paint: its lines are kept free.
              <Muted style={link.sha256 ? { wordBreak: 'break-all' } : { wordBreak: 'break-all', ...unseen }}>
                <M id="site.download.checksum" values={{ hash: link.sha256 ?? CHECKSUM_SHAPE }} />
              </Muted>
            )}
            <CtaLink
              to={url ?? '/printers'}
              {...(link.external ? {} : { download: link.fileName ?? '', onClick: onDownload })}
            >
              <M id={link.button} />
            </CtaLink>
          </div>
        ) : null}
        {shows('unpublished') ? (
          <div aria-hidden={state === 'unpublished' ? undefined : true} inert={state !== 'unpublished'}>
            <Muted data-unpublished>
              <M
                id={
                  status === 'failed'
                    ? 'site.download.loadFailed'
                    : link.external
                      ? 'site.download.storeNotPublished'
                      : 'site.download.notPublished'
                }
              />
            </Muted>
            <Text>
              <SiteLink to="/printers">
                <M id="site.download.notPublishedFinder" />
              </SiteLink>
            </Text>
          </div>
        ) : null}
      </States>
    </Card>
  );
}

/**
 * /download and /downloadNew: installers for Windows 64/32-bit and macOS 10.14+, Chrome, Android and iOS, then
 * drivers. The visitor's own system is suggested first, nothing is hidden. Rendered by the API, the cards carry the
 * published link set (the content snapshot's `downloads`); the build's prerendered page has none, so there the
 * cards keep their room until `/resources/dataConfig.json` answers.
 */
export default function DownloadPage() {
  // Rendered by the API, the page has the published link set: its cards are real in the HTML, without JavaScript.
  const published = usePublishedContent()?.downloads;
  const [links, setLinks] = useState<DownloadLinks>(() =>
    published ? mergeDownloadLinks(defaultDownloadLinks, published) : defaultDownloadLinks,
  );
  const [status, setStatus] = useState<LinksStatus>(published ? 'loaded' : 'pending');
  const [downloading, setDownloading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const needsFetch = !published;
  const [settled] = useState(!needsFetch);

  useEffect(() => {
    if (!needsFetch) return;
    const controller = new AbortController();
    void fetchDownloadLinks(controller.signal).then((merged) => {
      if (controller.signal.aborted) return;
      if (merged) setLinks(merged);
      setStatus(merged ? 'loaded' : 'failed');
    });
    return () => controller.abort();
  }, [needsFetch]);
  useEffect(() => () => clearTimeout(timer.current), []);

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
          {suggested ? (
            <SuggestionContent link={links[downloadKey(suggested)]} status={status} onDownload={onDownload} />
          ) : null}
        </SuggestionBar>
      </Section>
      <Section aria-labelledby="download-all">
        <H2 id="download-all">
          <M id="site.download.allPlatforms" />
        </H2>
        <Grid>
          {platforms.map((p) => (
            <DownloadCard
              key={p}
              link={links[downloadKey(p)]}
              status={status}
              settled={settled}
              onDownload={onDownload}
            />
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
