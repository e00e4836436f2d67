import { EmptyState, FormField, Input, type Driver, type Manual } from '@labelwise/ui';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import type { ApiBrand, ApiModel } from '../api/endpoints';
import { guideBySlug } from '../content/guides';
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

const Results = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[3]}px 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

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

const BrandListLabel = styled(Muted)`
  margin: ${({ theme }) => theme.space[4]}px 0 0;
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
    <div role="group" aria-labelledby="printers-brand-list">
      <BrandListLabel id="printers-brand-list">
        <M id="site.printers.brandList" />
      </BrandListLabel>
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
    </div>
  );
}

function SearchMatches(props: {
  matches: readonly ApiModel[];
  searching: boolean;
  current: number | null;
  onPick: (model: ApiModel) => void;
}) {
  const { matches } = props;
  return (
    <Section aria-live="polite" aria-busy={props.searching}>
      <Muted>
        <M id="site.printers.matches" values={{ count: matches.length }} />
      </Muted>
      {matches.length === 0 ? (
        <EmptyState compact />
      ) : (
        <Results>
          {matches.map((m) => (
            <li key={m.modelId}>
              <ResultButton type="button" aria-pressed={m.modelId === props.current} onClick={() => props.onPick(m)}>
                {m.brandName ? `${m.name} · ${m.brandName}` : m.name}
              </ResultButton>
            </li>
          ))}
        </Results>
      )}
    </Section>
  );
}

/** The drivers and manuals of the chosen model, and its guide when the site has one. */
function ModelFiles(props: {
  model: ApiModel | null;
  modelId: number;
  modelName: string;
  guide: ReturnType<typeof guideFor>;
  drivers: Driver[] | null;
  manuals: Manual[] | null;
  onDownload: () => void;
}) {
  const { modelName, guide, drivers, manuals } = props;
  const withNotes = (drivers ?? []).map((d) => ({ ...d, releaseNotesHref: `#${releaseNotesAnchor(d.id)}` }));
  return (
    <Suspense fallback={null}>
      <Section>
        <DriverTable
          drivers={withNotes}
          loading={drivers === null}
          caption={<M id="site.printers.driversTitle" values={{ model: modelName }} />}
          emptyText={<M id="site.printers.noData" />}
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
 * and manuals of the chosen model. `?brand=&model=` carry the selection so a result can be shared; `?os=`
 * (from the Download page) lists that system's drivers first.
 */
export default function PrintersPage() {
  const intl = useIntl();
  const finder = usePrintersFinder();
  const guide = guideFor(finder.model);
  const modelName = finder.model?.name ?? '';

  return (
    <Page>
      <Title>
        <M id="site.printers.title" />
      </Title>
      <Lead>
        <M id="site.printers.intro" />
      </Lead>
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
            value={finder.modelId ? String(finder.modelId) : ''}
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

      {finder.matches !== null ? (
        <SearchMatches
          matches={finder.matches}
          searching={finder.searching}
          current={finder.modelId}
          onPick={(m) => finder.select({ brand: m.brandId, model: m.modelId })}
        />
      ) : null}

      {finder.error ? (
        <ErrorNote>
          <M id={finder.error.messageId} values={finder.error.values} />
        </ErrorNote>
      ) : null}

      {finder.modelId ? (
        <ModelFiles
          model={finder.model}
          modelId={finder.modelId}
          modelName={modelName}
          guide={guide}
          drivers={finder.orderedDrivers}
          manuals={finder.manuals}
          onDownload={finder.onDownload}
        />
      ) : (
        <Section>
          <EmptyState title={<M id="site.printers.chooseModel" />} />
        </Section>
      )}
      {finder.downloading ? (
        <Suspense fallback={null}>
          <LoadingOverlay visible fullscreen label={<M id="site.common.downloading" />} />
        </Suspense>
      ) : null}
    </Page>
  );
}
