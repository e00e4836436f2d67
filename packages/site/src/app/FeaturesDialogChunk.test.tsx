import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSite, startAsNewEnglishVisitor } from '../test/renderSite';

const slow = { timeout: 10_000 };

startAsNewEnglishVisitor();

describe('features dialog on the site', { timeout: 30_000 }, () => {
  it('shows a picture of the feature, described in the visitor’s language, for a fold item', async () => {
    const user = userEvent.setup();
    renderSite('/de/aboutUs');
    await screen.findByRole('heading', { level: 1 }, slow);
    await user.click(screen.getByRole('link', { name: 'Daten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Funktionen' }, slow);
    await user.click(within(dialog).getByRole('button', { name: 'Seriennummern' }));
    const picture = within(dialog).getByRole('img', { name: /0001, 0002 und 0003/ });
    expect(picture).toHaveAttribute('src', '/images/features/serial-numbers.svg');
    // Its space is reserved before the file arrives.
    expect(picture).toHaveAttribute('width', '320');
    expect(picture).toHaveAttribute('height', '160');
  });
});
