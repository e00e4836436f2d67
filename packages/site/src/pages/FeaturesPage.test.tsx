import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite, startAsNewEnglishVisitor } from '../test/renderSite';

const slow = { timeout: 10_000 };

startAsNewEnglishVisitor();

describe('/features', { timeout: 30_000 }, () => {
  it('shows the features, not the contact form, when opened directly', async () => {
    renderSite('/features');
    expect(await screen.findByRole('heading', { level: 1, name: 'Features' }, slow)).toBeInTheDocument();
    for (const group of ['Design', 'Data', 'Print'])
      expect(screen.getByRole('region', { name: group })).toHaveAttribute('id', group.toLowerCase());
    expect(screen.getByRole('heading', { level: 3, name: 'Size and orientation' })).toBeInTheDocument();
    expect(screen.getAllByRole('img').length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox', { name: /email/i })).not.toBeInTheDocument();
  });
});
