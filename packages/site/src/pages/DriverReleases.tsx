import { pickLocale } from '@labelwise/contract/guides';
import { isDemoResource } from '@labelwise/contract/rules';
import { Badge, Inline, Link, Stack, Text, type Driver } from '@labelwise/ui';
import { useEffect, useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { fetchReleases, type ApiRelease } from '../api/endpoints';
import { useSite } from '../app/siteContext';
import { H2, H3, M, Muted, Section } from './parts';
import { releaseNotesAnchor } from './releaseNotesAnchor';

/** Release notes keep a readable line length inside the wide card. */
const Para = styled(Text)`
  max-width: 80ch;
`;

/** The "Release notes" links land here, below the sticky top bar. */
const Group = styled(Stack)`
  scroll-margin-top: 80px;
`;

/** A text of the visitor's language, or the English one marked as such (and read by screen readers as English). */
export function Localized({ text }: { text: Partial<Record<string, string>> }) {
  const { locale } = useSite();
  const shown = pickLocale(text, locale);
  if (locale === 'en-us' || text[locale]?.trim()) return <Para>{shown}</Para>;
  return (
    <Para>
      <span lang="en">{shown}</span> <M id="site.releases.inEnglish" />
    </Para>
  );
}

function ReleaseItem({ release }: { release: ApiRelease }) {
  const intl = useIntl();
  const size = intl.formatNumber(release.fileSize / 1024, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 1,
  });
  const issues = Object.values(release.knownIssues).some((v) => v?.trim());
  return (
    <Stack as="li" gap={2} padding={4} radius="md" bordered>
      <Inline gap={3} align="baseline">
        <Text as="span" weight="medium">
          <M id="site.releases.version" values={{ version: release.version }} />
        </Text>
        {release.current ? (
          <Badge tone="info">
            <M id="site.releases.current" />
          </Badge>
        ) : null}
        {isDemoResource(release.url) ? (
          <Badge tone="warning" data-demo>
            <M id="site.releases.demoDriver" />
          </Badge>
        ) : null}
        <Muted as="span" weight="medium">
          <M
            id="site.releases.released"
            values={{
              date: <FormattedDate value={`${release.releaseDate}T00:00:00Z`} dateStyle="long" timeZone="UTC" />,
            }}
          />
        </Muted>
      </Inline>
      <Localized text={release.notes} />
      {issues ? (
        <div>
          <Para weight="medium">
            <M id="site.releases.knownIssues" />
          </Para>
          <Localized text={release.knownIssues} />
        </div>
      ) : null}
      <span>
        <Link href={release.url} download={release.fileName.split('/').pop()}>
          <M id="site.releases.download" values={{ version: release.version, size }} />
        </Link>
      </span>
      <Muted as="span">
        <M
          id="site.releases.sha256"
          values={{
            hash: (
              <Text as="code" size="sm" tone="muted" wrap="anywhere">
                {release.sha256}
              </Text>
            ),
          }}
        />
      </Muted>
    </Stack>
  );
}

/** Every version of each of the model's drivers, with notes, known issues, size and SHA-256; older ones downloadable. */
export function DriverReleases({
  modelId,
  modelName,
  drivers,
}: {
  modelId: number;
  modelName: string;
  drivers: Driver[];
}) {
  const [releases, setReleases] = useState<ApiRelease[] | null>(null);
  useEffect(() => {
    const c = new AbortController();
    setReleases(null);
    fetchReleases(modelId, c.signal).then(setReleases, () => {
      if (!c.signal.aborted) setReleases([]);
    });
    return () => c.abort();
  }, [modelId]);
  if (drivers.length === 0) return null;
  return (
    <Section aria-labelledby="driver-releases-title">
      <H2 id="driver-releases-title">
        <M id="site.releases.title" values={{ model: modelName }} />
      </H2>
      <Muted>
        <M id="site.releases.intro" />
      </Muted>
      {drivers.map((driver) => {
        const own = (releases ?? []).filter((r) => String(r.driverId) === driver.id);
        return (
          <Group key={driver.id} id={releaseNotesAnchor(driver.id)} tabIndex={-1} gap={3}>
            <H3>{driver.title}</H3>
            {releases === null ? null : own.length === 0 ? (
              <Muted>
                <M id="site.releases.none" />
              </Muted>
            ) : (
              <Stack as="ol" gap={4} padding={0}>
                {own.map((r) => (
                  <ReleaseItem key={r.releaseId} release={r} />
                ))}
              </Stack>
            )}
          </Group>
        );
      })}
    </Section>
  );
}
