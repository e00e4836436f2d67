import { useMemo, type ReactNode } from 'react';
import * as storybookBrands from '../../../../../.storybook/brands';
import { buildCatalog } from '../../i18n/defineMessages';
import { isLocale, type Locale } from '../../i18n/locales';
import { uiMessages } from '../../i18n/messages';
import { LabelwiseProvider, labelwiseBrand } from '../../theme';
import type { Brand } from '../../theme';
import { messages, translations } from '../docs.messages';
import { useDocsGlobals } from './useDocsGlobals';

/** The library's strings for the live examples, with the docs blocks' own labels merged over them. */
function docsCatalog(locale: Locale) {
  return { ...uiMessages[locale], ...buildCatalog(locale, [{ messages, translations }]) };
}

type BrandFromGlobals = (globals: Record<string, unknown>) => Brand;

/**
 * The brand the toolbar shows: the preview's own resolver when it has one (it also applies the custom brand, font,
 * radius and scheme tools), otherwise a plain lookup of the named story brands.
 */
function brandOf(globals: Record<string, unknown>): Brand {
  const resolve = (storybookBrands as unknown as { brandFromGlobals?: BrandFromGlobals }).brandFromGlobals;
  if (resolve) return resolve(globals);
  const named = storybookBrands.storyBrands;
  return named[String(globals.brand)] ?? named.labelwise ?? labelwiseBrand;
}

export interface DocsProviderProps {
  children: ReactNode;
  /** Overrides the brand chosen in the toolbar, e.g. to show two brands side by side. */
  brand?: Brand;
}

/**
 * Docs pages are not stories, so the preview's decorators do not wrap them. Every doc block renders inside this
 * provider instead: the library's theme and messages plus the docs' own labels, in the toolbar's locale and brand.
 */
export function DocsProvider({ children, brand }: DocsProviderProps) {
  const globals = useDocsGlobals();
  const locale: Locale = isLocale(globals.locale) ? globals.locale : 'en-us';
  const toolbarBrand = brandOf(globals);
  const catalog = useMemo(() => docsCatalog(locale), [locale]);
  return (
    <LabelwiseProvider locale={locale} brand={brand ?? toolbarBrand} messages={catalog}>
      {/* sb-unstyled keeps Storybook's prose styles off the blocks' own tables and headings. */}
      <div className="sb-unstyled">{children}</div>
    </LabelwiseProvider>
  );
}
