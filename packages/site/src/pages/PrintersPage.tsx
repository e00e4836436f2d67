import { EmptyState, FormField, Input, type Driver, type Manual } from '@labelwise/ui';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { toSiteApiError, type SiteApiError } from '../api/client';
import {
  fetchBrandModels,
  fetchBrands,
  fetchDrivers,
  fetchManuals,
  fetchModel,
  searchModels,
  type ApiBrand,
  type ApiDriver,
  type ApiManual,
  type ApiModel,
} from '../api/endpoints';
import { brandSnapshot } from '../content/catalogSnapshot';
import { guideBySlug } from '../content/guides';
import { ErrorNote, Lead, M, Muted, Page, Section, SiteLink, Title } from './parts';
import { DeferredSelect as Select } from './DeferredSelect';

// Shown only once a model is chosen (or while a download starts): not part of the first load of /printers.
const tables = () => import('./PrintersTablesChunk');
const DriverTable = lazy(() => tables().then((m) => ({ default: m.DriverTable })));
const ManualsTable = lazy(() => tables().then((m) => ({ default: m.ManualsTable })));
const LoadingOverlay = lazy(() => tables().then((m) => ({ default: m.LoadingOverlay })));

/** Search-as-you-type waits this long after the last keystroke before asking the API. */
export const SEARCH_DEBOUNCE_MS = 250;

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

/** The brands as one-press shortcuts under the selects: the list a visitor sees without opening anything. */
const BrandListLabel = styled(Muted)`
  margin: ${({ theme }) => theme.space[4]}px 0 0;
`;

const positiveId = (value: string | null): number | null => {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
};

const toDriver = (d: ApiDriver): Driver => ({
  id: String(d.driverId),
  title: d.title,
  os: d.os,
  version: d.version,
  releaseDate: d.releaseDate,
  fileUrl: d.url,
  fileName: d.fileName,
  sizeBytes: d.fileSize,
  sha256: d.sha256,
});

const toManual = (m: ApiManual): Manual => ({
  id: String(m.manualId),
  title: m.title,
  ...(m.description ? { description: m.description } : {}),
  version: m.version,
  releaseDate: m.releaseDate,
  fileUrl: m.url,
  sizeBytes: m.fileSize,
});

/** The guide page of a model, from the API's guide path (`/pm241`), if the site has one. */
function guideFor(model: ApiModel | null) {
  return model?.guidePath ? guideBySlug(model.guidePath) : undefined;
}

/**
 * /printers, the driver finder: brand and model selects, search by model number as you type, then the drivers
 * and manuals of the chosen model. `?brand=&model=` carry the selection so a result can be shared; `?os=`
 * (from the Download page) lists that system's drivers first.
 */
export default function PrintersPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const brandId = positiveId(params.get('brand'));
  const modelId = positiveId(params.get('model'));
  const preferredOs = params.get('os');

  // The seeded catalog's brands at first paint (so they are in the prerendered HTML), then the API's.
  const [brands, setBrands] = useState<readonly ApiBrand[]>(brandSnapshot);
  const [brandModels, setBrandModels] = useState<ApiModel[]>([]);
  const [model, setModel] = useState<ApiModel | null>(null);
  const [drivers, setDrivers] = useState<Driver[] | null>(null);
  const [manuals, setManuals] = useState<Manual[] | null>(null);
  const [keyword, setKeyword] = useState(params.get('q') ?? '');
  const [matches, setMatches] = useState<ApiModel[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<SiteApiError | null>(null);
  const [downloading, setDownloading] = useState(false);
  const downloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const fail = (signal: AbortSignal) => (e: unknown) => {
    if (!signal.aborted) setError(toSiteApiError(e));
  };

  useEffect(() => {
    const c = new AbortController();
    fetchBrands(c.signal).then(setBrands, fail(c.signal));
    return () => {
      c.abort();
      clearTimeout(downloadTimer.current);
    };
  }, []);

  // The model's brand decides the brand select when only ?model= was shared.
  const effectiveBrand = brandId ?? model?.brandId ?? null;

  useEffect(() => {
    if (!effectiveBrand) {
      setBrandModels([]);
      return;
    }
    const c = new AbortController();
    fetchBrandModels(effectiveBrand, c.signal).then(setBrandModels, fail(c.signal));
    return () => c.abort();
  }, [effectiveBrand]);

  useEffect(() => {
    if (!modelId) {
      setModel(null);
      setDrivers(null);
      setManuals(null);
      return;
    }
    const c = new AbortController();
    setDrivers(null);
    setManuals(null);
    setError(null);
    fetchModel(modelId, c.signal).then(setModel, fail(c.signal));
    fetchDrivers(modelId, c.signal).then(
      (rows) => setDrivers(rows.map(toDriver)),
      (e: unknown) => {
        fail(c.signal)(e);
        if (!c.signal.aborted) setDrivers([]);
      },
    );
    fetchManuals(modelId, c.signal).then(
      (rows) => setManuals(rows.map(toManual)),
      (e: unknown) => {
        fail(c.signal)(e);
        if (!c.signal.aborted) setManuals([]);
      },
    );
    return () => c.abort();
  }, [modelId]);

  // Search as you type, debounced; an older answer never overwrites a newer one (aborted).
  useEffect(() => {
    const term = keyword.trim();
    if (term === '') {
      setMatches(null);
      setSearching(false);
      return;
    }
    const c = new AbortController();
    setSearching(true);
    const timer = setTimeout(() => {
      searchModels(term, c.signal).then(
        (rows) => {
          setMatches(rows);
          setSearching(false);
        },
        (e: unknown) => {
          fail(c.signal)(e);
          if (!c.signal.aborted) setSearching(false);
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      c.abort();
    };
  }, [keyword]);

  const select = (next: { brand?: number | null; model?: number | null }) => {
    const p = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) p.set(key, String(value));
      else p.delete(key);
    }
    setParams(p, { replace: false });
  };

  const orderedDrivers = useMemo(() => {
    if (!drivers || !preferredOs) return drivers;
    return [...drivers.filter((d) => d.os === preferredOs), ...drivers.filter((d) => d.os !== preferredOs)];
  }, [drivers, preferredOs]);

  const onDownload = () => {
    setDownloading(true);
    clearTimeout(downloadTimer.current);
    downloadTimer.current = setTimeout(() => setDownloading(false), 1500);
  };

  const guide = guideFor(model);
  const modelName = model?.name ?? '';

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
            options={brands.map((b) => ({ value: String(b.brandId), label: b.name }))}
            value={effectiveBrand ? String(effectiveBrand) : ''}
            placeholder={intl.formatMessage({ id: 'site.printers.selectPlaceholder' })}
            onValueChange={(v) => select({ brand: positiveId(v), model: null })}
          />
        </FormField>
        <FormField label={<M id="site.printers.model" />}>
          <Select
            options={brandModels.map((m) => ({ value: String(m.modelId), label: m.name }))}
            value={modelId ? String(modelId) : ''}
            placeholder={intl.formatMessage({ id: 'site.printers.selectPlaceholder' })}
            disabled={!effectiveBrand}
            onValueChange={(v) => {
              const chosen = brandModels.find((m) => String(m.modelId) === v);
              select({ brand: chosen?.brandId ?? effectiveBrand, model: positiveId(v) });
            }}
          />
        </FormField>
        <FormField label={<M id="site.printers.searchLabel" />} hint={<M id="site.printers.searchHint" />}>
          <Input
            type="search"
            value={keyword}
            maxLength={64}
            autoComplete="off"
            placeholder={intl.formatMessage({ id: 'site.printers.searchPlaceholder' })}
            onChange={(e) => setKeyword(e.target.value)}
          />
        </FormField>
      </Filters>
      <div role="group" aria-labelledby="printers-brand-list">
        <BrandListLabel id="printers-brand-list">
          <M id="site.printers.brandList" />
        </BrandListLabel>
        <Results>
          {brands.map((b) => (
            <li key={b.brandId}>
              <ResultButton
                type="button"
                aria-pressed={b.brandId === effectiveBrand}
                onClick={() => select({ brand: b.brandId, model: null })}
              >
                {b.name}
              </ResultButton>
            </li>
          ))}
        </Results>
      </div>

      {matches !== null ? (
        <Section aria-live="polite" aria-busy={searching}>
          <Muted>
            <M id="site.printers.matches" values={{ count: matches.length }} />
          </Muted>
          {matches.length === 0 ? (
            <EmptyState compact />
          ) : (
            <Results>
              {matches.map((m) => (
                <li key={m.modelId}>
                  <ResultButton
                    type="button"
                    aria-pressed={m.modelId === modelId}
                    onClick={() => select({ brand: m.brandId, model: m.modelId })}
                  >
                    {m.brandName ? `${m.name} · ${m.brandName}` : m.name}
                  </ResultButton>
                </li>
              ))}
            </Results>
          )}
        </Section>
      ) : null}

      {error ? (
        <ErrorNote>
          <M id={error.messageId} values={error.values} />
        </ErrorNote>
      ) : null}

      {modelId ? (
        <Suspense fallback={null}>
          <Section>
            <DriverTable
              drivers={orderedDrivers ?? []}
              loading={orderedDrivers === null}
              caption={<M id="site.printers.driversTitle" values={{ model: modelName }} />}
              emptyText={<M id="site.printers.noData" />}
              onDownload={onDownload}
            />
            <Muted>
              <M id="site.printers.checksumHint" />
            </Muted>
            <Muted>
              <M id="site.printers.macNote" />
            </Muted>
          </Section>
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
      ) : (
        <Section>
          <EmptyState title={<M id="site.printers.chooseModel" />} />
        </Section>
      )}
      {downloading ? (
        <Suspense fallback={null}>
          <LoadingOverlay visible fullscreen label={<M id="site.common.downloading" />} />
        </Suspense>
      ) : null}
    </Page>
  );
}
