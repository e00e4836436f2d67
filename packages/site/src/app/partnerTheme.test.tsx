import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGO, publishedPartner } from '../test/partner';
import { renderWithContent, startAsNewEnglishVisitor } from '../test/renderSite';

const slow = { timeout: 10_000 };
startAsNewEnglishVisitor();

describe('a partner page themed from the back office, in the browser', { timeout: 30_000 }, () => {
  it('shows the published logo and name in the top bar of that partner page only', async () => {
    const view = renderWithContent('/de/phomemo', 'de-de', publishedPartner());
    expect(await screen.findByText('Phomemo, jetzt in eigenen Farben.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('banner').querySelector(`img[src="${LOGO}"]`)).not.toBeNull();
    view.unmount();
    renderWithContent('/de/aboutUs', 'de-de', publishedPartner());
    await screen.findByRole('heading', { level: 1 }, slow);
    expect(screen.getByRole('banner').querySelector(`img[src="${LOGO}"]`)).toBeNull();
  });
});
