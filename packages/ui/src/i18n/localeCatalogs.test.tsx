import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState } from '../EmptyState';
import { LabelwiseProvider } from '../theme/LabelwiseProvider';
import deDE from './messages/locales/de-de';
import zhCN from './messages/locales/zh-cn';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('per-locale library catalogs', () => {
  it('shows the library in German when the page passes the de-de catalog', () => {
    render(
      <LabelwiseProvider locale="de-de" messages={deDE}>
        <EmptyState />
      </LabelwiseProvider>,
    );
    expect(screen.getByText('Keine Daten')).toBeInTheDocument();
  });

  it('lets the app override a library string by id', () => {
    render(
      <LabelwiseProvider locale="zh-cn" messages={{ ...zhCN, 'lw.common.noData': '还没有打印机' }}>
        <EmptyState />
      </LabelwiseProvider>,
    );
    expect(screen.getByText('还没有打印机')).toBeInTheDocument();
  });

  it('needs no catalog for en-us: the components carry their English text', () => {
    render(
      <LabelwiseProvider>
        <EmptyState />
      </LabelwiseProvider>,
    );
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('falls back to English with a development warning when a translated locale lacks the library’s strings', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <LabelwiseProvider locale="fr-fr" messages={{ 'app.title': 'Étiquettes' }}>
        <EmptyState />
      </LabelwiseProvider>,
    );
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      "[labelwise/ui: LabelwiseProvider] messages for locale 'fr-fr' lack the library's strings, so the page shows in English: merge your catalog over the one from '@labelwise/ui/messages/fr-fr'.",
    );
  });

  it('falls back to English without a word in production, never a blank page', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <LabelwiseProvider locale="de-de">
        <EmptyState />
      </LabelwiseProvider>,
    );
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });
});
