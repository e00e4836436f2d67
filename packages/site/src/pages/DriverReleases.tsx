import { pickLocale } from '@labelwise/contract/guides';
import type { Driver } from '@labelwise/ui';
import { useEffect, useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { fetchReleases, type ApiRelease } from '../api/endpoints';
import { useSite } from '../app/site-context';
import { H2, H3, M, Muted, Section } from './parts';
import { releaseNotesAnchor } from './releaseNotesAnchor';

const Versions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Version = styled.li`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  padding: ${({ theme }) => theme.space[4]}px;
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
`;

const Heading = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Badge = styled.span`
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.color.primarySubtle};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

const Hash = styled.code`
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

const Para = styled.p`
  margin: 0;
  max-width: 80ch;
`;

const IssuesLabel = styled(Para)`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
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
    <Version>
      <Heading>
        <span>
          <M id="site.releases.version" values={{ version: release.version }} />
        </span>
        {release.current ? (
          <Badge>
            <M id="site.releases.current" />
          </Badge>
        ) : null}
        <Muted as="span">
          <M
            id="site.releases.released"
            values={{
              date: <FormattedDate value={`${release.releaseDate}T00:00:00Z`} dateStyle="long" timeZone="UTC" />,
            }}
          />
        </Muted>
      </Heading>
      <Localized text={release.notes} />
      {issues ? (
        <div>
          <IssuesLabel>
            <M id="site.releases.knownIssues" />
          </IssuesLabel>
          <Localized text={release.knownIssues} />
        </div>
      ) : null}
      <span>
        <a href={release.url} download={release.fileName.split('/').pop()}>
          <M id="site.releases.download" values={{ version: release.version, size }} />
        </a>
      </span>
      <Muted as="span">
        <M id="site.releases.sha256" values={{ hash: <Hash>{release.sha256}</Hash> }} />
      </Muted>
    </Version>
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
          <Group key={driver.id} id={releaseNotesAnchor(driver.id)} tabIndex={-1}>
            <H3>{driver.title}</H3>
            {releases === null ? null : own.length === 0 ? (
              <Muted>
                <M id="site.releases.none" />
              </Muted>
            ) : (
              <Versions>
                {own.map((r) => (
                  <ReleaseItem key={r.releaseId} release={r} />
                ))}
              </Versions>
            )}
          </Group>
        );
      })}
    </Section>
  );
}
