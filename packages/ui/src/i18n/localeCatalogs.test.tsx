import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from '../EmptyState';
import { LabelwiseProvider } from '../theme/LabelwiseProvider';
import deDE from './messages/locales/de-de';
import zhCN from './messages/locales/zh-cn';

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

  it('fails loudly when a translated locale is given only the app’s own strings', () => {
    expect(() =>
      render(
        <LabelwiseProvider locale="fr-fr" messages={{ 'app.title': 'Étiquettes' }}>
          <EmptyState />
        </LabelwiseProvider>,
      ),
    ).toThrow(
      "[labelwise/ui: LabelwiseProvider] messages for locale 'fr-fr' lack the library's strings: merge your catalog over the one from '@labelwise/ui/messages/fr-fr'.",
    );
  });
});
