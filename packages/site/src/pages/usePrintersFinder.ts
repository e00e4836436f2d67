import type { Driver, Manual } from '@labelwise/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toSiteApiError, type SiteApiError } from '../api/client';
import {
  fetchBrandModels,
  fetchBrands,
  fetchDrivers,
  fetchManuals,
  fetchModel,
  fetchOsModels,
  searchModels,
  type ApiBrand,
  type ApiDriver,
  type ApiManual,
  type ApiModel,
} from '../api/endpoints';
import { brandSnapshot } from '../content/catalogSnapshot';
import { driversFor, finderOs, pickSearchedModel } from '../logic/finder';
import type { DriverOs } from '@labelwise/contract/rules';
import { useSite } from '../app/siteContext';
import { pickLocale } from '@labelwise/contract/guides';

/** Search-as-you-type waits this long after the last keystroke before asking the API. */
export const SEARCH_DEBOUNCE_MS = 250;

type SetError = (error: SiteApiError | null) => void;

export const positiveId = (value: string | null): number | null => {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
};

/** Catalog text in the visitor's language, else the English one. */
const inLocale = (english: string, others: ApiDriver['titleI18n'] | undefined, locale: string) =>
  pickLocale({ ...others, 'en-us': english }, locale);

const toDriver = (d: ApiDriver, locale: string): Driver => ({
  id: String(d.driverId),
  title: inLocale(d.title, d.titleI18n, locale),
  os: d.os,
  version: d.version,
  releaseDate: d.releaseDate,
  fileUrl: d.url,
  fileName: d.fileName,
  sizeBytes: d.fileSize,
  sha256: d.sha256,
});

const toManual = (m: ApiManual, locale: string): Manual => ({
  id: String(m.manualId),
  title: inLocale(m.title, m.titleI18n, locale),
  ...(m.description ? { description: inLocale(m.description, m.descriptionI18n, locale) } : {}),
  version: m.version,
  releaseDate: m.releaseDate,
  fileUrl: m.url,
  ...(m.viewUrl ? { viewUrl: m.viewUrl } : {}),
  sizeBytes: m.fileSize,
});

/** A request failure is shown unless the request was cancelled because the visitor moved on. */
const failInto = (setError: SetError, signal: AbortSignal) => (e: unknown) => {
  if (!signal.aborted) setError(toSiteApiError(e));
};

/** The chosen model, its drivers and its manuals; `null` lists while they load. */
function useModelFiles(modelId: number | null, setError: SetError) {
  const { locale } = useSite();
  const [model, setModel] = useState<ApiModel | null>(null);
  const [drivers, setDrivers] = useState<Driver[] | null>(null);
  const [manuals, setManuals] = useState<Manual[] | null>(null);

  useEffect(() => {
    if (!modelId) {
      setModel(null);
      setDrivers(null);
      setManuals(null);
      return;
    }
    const c = new AbortController();
    const fail = failInto(setError, c.signal);
    setDrivers(null);
    setManuals(null);
    setError(null);
    fetchModel(modelId, c.signal).then(setModel, fail);
    fetchDrivers(modelId, c.signal).then(
      (rows) => setDrivers(rows.map((d) => toDriver(d, locale))),
      (e: unknown) => {
        fail(e);
        if (!c.signal.aborted) setDrivers([]);
      },
    );
    fetchManuals(modelId, c.signal).then(
      (rows) => setManuals(rows.map((m) => toManual(m, locale))),
      (e: unknown) => {
        fail(e);
        if (!c.signal.aborted) setManuals([]);
      },
    );
    return () => c.abort();
  }, [modelId, setError, locale]);

  return { model, drivers, manuals };
}

/** Search as you type, debounced; an older answer never overwrites a newer one (aborted). */
function useModelSearch(keyword: string, os: DriverOs | null, setError: SetError) {
  const [matches, setMatches] = useState<ApiModel[] | null>(null);
  const [searching, setSearching] = useState(false);

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
      searchModels(term, c.signal, os).then(
        (rows) => {
          setMatches(rows);
          setSearching(false);
        },
        (e: unknown) => {
          failInto(setError, c.signal)(e);
          if (!c.signal.aborted) setSearching(false);
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      c.abort();
    };
  }, [keyword, os, setError]);

  return { matches, searching };
}

/** With `?os=`: the printers that have a driver for that system, and how many printers there are in all. */
function useOsModels(os: DriverOs | null, setError: SetError) {
  const [osModels, setOsModels] = useState<{ os: DriverOs; models: ApiModel[]; total: number } | null>(null);
  useEffect(() => {
    if (!os) return;
    const c = new AbortController();
    fetchOsModels(os, c.signal).then(
      ({ models, total }) => setOsModels({ os, models, total }),
      failInto(setError, c.signal),
    );
    return () => c.abort();
  }, [os, setError]);
  return osModels?.os === os ? osModels : null;
}

/**
 * State of the driver finder. `?brand=&model=` carry the selection so a result can be shared; `?q=` is a search,
 * and a search that names one model shows that model's files at once; `?os=` keeps to the printers and drivers of
 * that system.
 */
export function usePrintersFinder() {
  const [params, setParams] = useSearchParams();
  const brandId = positiveId(params.get('brand'));
  const modelId = positiveId(params.get('model'));
  const os = finderOs(params.get('os'));
  const { locale } = useSite();

  // The seeded catalog's brands at first paint (so they are in the prerendered HTML), then the API's.
  const [brands, setBrands] = useState<readonly ApiBrand[]>(brandSnapshot);
  const [brandModels, setBrandModels] = useState<ApiModel[]>([]);
  const [keyword, setKeyword] = useState(params.get('q') ?? '');
  const [error, setError] = useState<SiteApiError | null>(null);
  const [downloading, setDownloading] = useState(false);
  const downloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const c = new AbortController();
    fetchBrands(c.signal).then(
      // A brand's name in the page's language where the catalog has one (Generic), else as written.
      (rows) => setBrands(rows.map((b) => ({ ...b, name: inLocale(b.name, b.nameI18n, locale) }))),
      failInto(setError, c.signal),
    );
    return () => {
      c.abort();
      clearTimeout(downloadTimer.current);
    };
  }, [locale]);

  const { matches, searching } = useModelSearch(keyword, os, setError);
  const osModels = useOsModels(os, setError);
  // A search that names one printer (typed, pasted, `?q=` from the header search) needs no further click.
  const searched = modelId ? null : pickSearchedModel(keyword, searching ? null : matches);
  const shownModelId = modelId ?? searched?.modelId ?? null;
  const { model, drivers, manuals } = useModelFiles(shownModelId, setError);

  // The model's brand decides the brand select when only ?model= was shared.
  const effectiveBrand = brandId ?? model?.brandId ?? null;

  useEffect(() => {
    if (!effectiveBrand) {
      setBrandModels([]);
      return;
    }
    const c = new AbortController();
    fetchBrandModels(effectiveBrand, c.signal).then(setBrandModels, failInto(setError, c.signal));
    return () => c.abort();
  }, [effectiveBrand]);

  const select = (next: { brand?: number | null; model?: number | null }) => {
    const p = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) p.set(key, String(value));
      else p.delete(key);
    }
    setParams(p, { replace: false });
  };

  const shownDrivers = useMemo(() => (drivers ? driversFor(drivers, os) : null), [drivers, os]);

  const onDownload = () => {
    setDownloading(true);
    clearTimeout(downloadTimer.current);
    downloadTimer.current = setTimeout(() => setDownloading(false), 1500);
  };

  return {
    brands,
    brandModels,
    effectiveBrand,
    modelId,
    shownModelId,
    searched,
    model,
    os,
    osModels,
    shownDrivers,
    manuals,
    keyword,
    setKeyword,
    matches,
    searching,
    error,
    downloading,
    onDownload,
    select,
  };
}
