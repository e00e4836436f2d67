import { EmptyState, FormField, Inline, Input, Stack, Text as UiText, type Driver, type Manual } from '@labelwise/ui';
import { isDemoResource, type DriverOs } from '@labelwise/contract/rules';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import type { ApiBrand, ApiModel } from '../api/endpoints';
import { guideBySlug } from '../content/guides';
import { osName } from '../logic/finder';
import { releaseNotesAnchor } from './releaseNotesAnchor';
import { FeedLink } from './FeedLink';
import { ErrorNote, Lead, M, Muted, Page, Section, SiteLink, Title } from './parts';
import { DeferredSelect as Select } from './DeferredSelect';
import { positiveId, usePrintersFinder } from './usePrintersFinder';

// Shown only once a model is chosen (or while a download starts): not part of the first load of /printers.
const tables = () => import('./PrintersTablesChunk');
const DriverTable = lazy(() => tables().then((m) => ({ default: m.DriverTable })));
const ManualsTable = lazy(() => tables().then((m) => ({ default: m.ManualsTable })));
const LoadingOverlay = lazy(() => tables().then((m) => ({ default: m.LoadingOverlay })));
const DriverReleases = lazy(() => tables().then((m) => ({ default: m.DriverReleases })));

export { SEARCH_DEBOUNCE_MS } from './usePrintersFinder';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]}px;
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

/** A wrapping row of choices under the search box. */
function Results({ children }: { children: ReactNode }) {
  return (
    <Inline as="ul" gap={2} align="stretch" padding={0}>
      {children}
    </Inline>
  );
}

const ResultButton = styled.button`
  ${({ theme }) => `
    font: inherit;
    cursor: pointer;
    border: 1px solid ${theme.color.border};
    background: ${theme.color.surface};
    color: ${theme.color.text};
    border-radius: ${theme.radii.pill}px;
    padding: ${theme.space[1]}px ${theme.space[4]}px;
    &:hover, &[aria-pressed='true'] {
      border-color: ${theme.color.primary};
      background: ${theme.color.primarySubtle};
    }
    &:focus-visible {
      outline: 2px solid ${theme.color.focusRing};
      outline-offset: 2px;
    }
  `}
`;

/** The guide page of a model, from the API's guide path (`/pm241`), if the site has one. */
function guideFor(model: ApiModel | null) {
  return model?.guidePath ? guideBySlug(model.guidePath) : undefined;
}

/** The brands as one-press shortcuts under the selects: the list a visitor sees without opening anything. */
function BrandShortcuts(props: {
  brands: readonly ApiBrand[];
  current: number | null;
  onPick: (brandId: number) => void;
}) {
  return (
    <Stack gap={3} role="group" aria-labelledby="printers-brand-list">
      <UiText id="printers-brand-list" size="sm" tone="muted">
        <M id="site.printers.brandList" />
      </UiText>
      <Results>
        {props.brands.map((b) => (
          <li key={b.brandId}>
            <ResultButton
              type="button"
              aria-pressed={b.brandId === props.current}
              onClick={() => props.onPick(b.brandId)}
            >
              {b.name}
            </ResultButton>
          </li>
        ))}
      </Results>
    </Stack>
  );
}

function ModelButtons(props: {
  models: readonly ApiModel[];
  current: number | null;
  onPick: (model: ApiModel) => void;
}) {
  return (
    <Results>
      {props.models.map((m) => (
        <li key={m.modelId}>
          <ResultButton type="button" aria-pressed={m.modelId === props.current} onClick={() => props.onPick(m)}>
            {m.brandName ? `${m.name} · ${m.brandName}` : m.name}
          </ResultButton>
        </li>
      ))}
    </Results>
  );
}

/** The search's results, or one message saying nothing matched and what to try. */
function SearchMatches(props: {
  keyword: string;
  os: DriverOs | null;
  matches: readonly ApiModel[];
  searching: boolean;
  current: number | null;
  onPick: (model: ApiModel) => void;
}) {
  const { matches, os } = props;
  return (
    <Section aria-live="polite" aria-busy={props.searching}>
      {matches.length === 0 ? (
        <EmptyState
          compact
          title={
            os ? (
              <M id="site.printers.noMatchOs" values={{ keyword: props.keyword.trim(), os: osName[os] }} />
            ) : (
              <M id="site.printers.noMatch" values={{ keyword: props.keyword.trim() }} />
            )
          }
          description={<M id="site.printers.noMatchHint" />}
          action={os ? <AllSystemsLink /> : undefined}
        />
      ) : (
        <>
          <Muted>
            <M id="site.printers.matches" values={{ count: matches.length }} />
          </Muted>
          <ModelButtons models={matches} current={props.current} onPick={props.onPick} />
        </>
      )}
    </Section>
  );
}

/** The finder without `?os=`, the rest of the address kept. */
function AllSystemsLink() {
  const [params] = useSearchParams();
  const rest = new URLSearchParams(params);
  rest.delete('os');
  const query = rest.toString();
  return (
    <SiteLink to={`/printers${query ? `?${query}` : ''}`}>
      <M id="site.printers.showAllSystems" />
    </SiteLink>
  );
}

/** `?os=`: how many printers have a driver for that system, and which (as shortcuts when nothing is searched). */
function OsModels(props: {
  os: DriverOs;
  found: { models: ApiModel[]; total: number } | null;
  listModels: boolean;
  current: number | null;
  onPick: (model: ApiModel) => void;
}) {
  const { found } = props;
  return (
    <Section aria-live="polite" aria-busy={found === null} aria-labelledby="printers-os-summary">
      <Muted id="printers-os-summary">
        {found ? (
          <M
            id="site.printers.osSummary"
            values={{ count: found.models.length, total: found.total, os: osName[props.os] }}
          />
        ) : null}
      </Muted>
      {found && props.listModels ? (
        <ModelButtons models={found.models} current={props.current} onPick={props.onPick} />
      ) : null}
      <AllSystemsLink />
    </Section>
  );
}

/** The drivers and manuals of the chosen model, and its guide when the site has one. */
function ModelFiles(props: {
  model: ApiModel | null;
  modelId: number;
  modelName: string;
  os: DriverOs | null;
  guide: ReturnType<typeof guideFor>;
  drivers: Driver[] | null;
  manuals: Manual[] | null;
  onDownload: () => void;
}) {
  const { modelName, guide } = props;
  const intl = useIntl();
  // The tables take a title as text: a stand-in's mark is part of it, so it shows wherever the title does.
  const marked = <T extends { title: string; fileUrl: string }>(file: T): T =>
    isDemoResource(file.fileUrl)
      ? { ...file, title: intl.formatMessage({ id: 'site.releases.demoTitle' }, { title: file.title }) }
      : file;
  const drivers = props.drivers?.map(marked) ?? null;
  const manuals = props.manuals?.map(marked) ?? null;
  const anyDemo = [...(drivers ?? []), ...(manuals ?? [])].some((f) => isDemoResource(f.fileUrl));
  const withNotes = (drivers ?? []).map((d) => ({ ...d, releaseNotesHref: `#${releaseNotesAnchor(d.id)}` }));
  return (
    <Suspense fallback={null}>
      <Section>
        {anyDemo ? (
          <Muted data-demo-note>
            <M id="site.releases.demoNote" />
          </Muted>
        ) : null}
        <DriverTable
          drivers={withNotes}
          loading={drivers === null}
          caption={<M id="site.printers.driversTitle" values={{ model: modelName }} />}
          emptyText={
            props.os ? (
              <M id="site.printers.noOsDriver" values={{ model: modelName, os: osName[props.os] }} />
            ) : (
              <M id="site.printers.noData" />
            )
          }
          onDownload={props.onDownload}
        />
        <Muted>
          <M id="site.printers.checksumHint" />
        </Muted>
        <Muted>
          <M id="site.printers.macNote" />
        </Muted>
        {props.model ? <FeedLink model={props.model} /> : null}
      </Section>
      {drivers ? <DriverReleases modelId={props.modelId} modelName={modelName} drivers={drivers} /> : null}
      <Section>
        <ManualsTable
          manuals={manuals ?? []}
          loading={manuals === null}
          caption={<M id="site.printers.manualsTitle" values={{ model: modelName }} />}
          emptyText={<M id="site.printers.noData" />}
        />
      </Section>
      {guide ? (
        <Section>
          <SiteLink to={guide.path}>
            <M id="site.printers.openGuide" values={{ model: guide.name }} />
          </SiteLink>
        </Section>
      ) : null}
    </Suspense>
  );
}

/**
 * /printers, the driver finder: brand and model selects, search by model number as you type, then the drivers
 * and manuals of the chosen model. `?brand=&model=` carry the selection so a result can be shared; `?q=` (the header
 * search's "Drivers for …") searches, and a search naming one printer shows its files at once; `?os=` (from the
 * Download page) keeps to the printers and drivers of that system.
 */
export default function PrintersPage() {
  const intl = useIntl();
  const finder = usePrintersFinder();
  const guide = guideFor(finder.model);
  const modelName = finder.model?.name ?? finder.searched?.name ?? '';
  const pick = (m: ApiModel) => finder.select({ brand: m.brandId, model: m.modelId });

  return (
    <Page>
      <Title>
        <M id="site.route.printersTitle" />
      </Title>
      <Lead>
        <M id="site.printers.intro" />
      </Lead>
      <Stack gap={4}>
        <Filters>
          <FormField label={<M id="site.printers.brand" />}>
            <Select
              options={finder.brands.map((b) => ({ value: String(b.brandId), label: b.name }))}
              value={finder.effectiveBrand ? String(finder.effectiveBrand) : ''}
              placeholder={intl.formatMessage({ id: 'site.printers.selectPlaceholder' })}
              onValueChange={(v) => finder.select({ brand: positiveId(v), model: null })}
            />
          </FormField>
          <FormField label={<M id="site.printers.model" />}>
            <Select
              options={finder.brandModels.map((m) => ({ value: String(m.modelId), label: m.name }))}
              value={finder.shownModelId ? String(finder.shownModelId) : ''}
              placeholder={intl.formatMessage({ id: 'site.printers.selectPlaceholder' })}
              disabled={!finder.effectiveBrand}
              onValueChange={(v) => {
                const chosen = finder.brandModels.find((m) => String(m.modelId) === v);
                finder.select({ brand: chosen?.brandId ?? finder.effectiveBrand, model: positiveId(v) });
              }}
            />
          </FormField>
          <FormField label={<M id="site.printers.searchLabel" />} hint={<M id="site.printers.searchHint" />}>
            <Input
              type="search"
              value={finder.keyword}
              maxLength={64}
              autoComplete="off"
              placeholder={intl.formatMessage({ id: 'site.printers.searchPlaceholder' })}
              onChange={(e) => finder.setKeyword(e.target.value)}
            />
          </FormField>
        </Filters>
        <BrandShortcuts
          brands={finder.brands}
          current={finder.effectiveBrand}
          onPick={(brand) => finder.select({ brand, model: null })}
        />
      </Stack>

      {finder.os ? (
        <OsModels
          os={finder.os}
          found={finder.osModels}
          listModels={finder.matches === null && !finder.shownModelId}
          current={finder.shownModelId}
          onPick={pick}
        />
      ) : null}

      {finder.matches !== null ? (
        <SearchMatches
          keyword={finder.keyword}
          os={finder.os}
          matches={finder.matches}
          searching={finder.searching}
          current={finder.shownModelId}
          onPick={pick}
        />
      ) : null}

      {finder.error ? (
        <ErrorNote>
          <M id={finder.error.messageId} values={finder.error.values} />
        </ErrorNote>
      ) : null}

      {finder.shownModelId ? (
        <ModelFiles
          model={finder.model}
          modelId={finder.shownModelId}
          modelName={modelName}
          os={finder.os}
          guide={guide}
          drivers={finder.shownDrivers}
          manuals={finder.manuals}
          onDownload={finder.onDownload}
        />
      ) : finder.matches === null && !finder.os ? (
        <Section>
          <EmptyState title={<M id="site.printers.chooseModel" />} />
        </Section>
      ) : null}
      {finder.downloading ? (
        <Suspense fallback={null}>
          <LoadingOverlay visible fullscreen label={<M id="site.common.downloading" />} />
        </Suspense>
      ) : null}
    </Page>
  );
}
