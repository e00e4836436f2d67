import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSite, startAsNewEnglishVisitor } from '../test/renderSite';

const slow = { timeout: 10_000 };

startAsNewEnglishVisitor();

describe('/mobile video guides', { timeout: 30_000 }, () => {
  it('play in the page player, not as a raw file, and closing returns focus to the row', async () => {
    const user = userEvent.setup();
    renderSite('/mobile', { viewportWidth: 390 });
    const rows = await screen.findAllByRole('link', { name: /^Watch “/ }, slow);
    expect(rows).toHaveLength(5);
    const row = rows[0]!;
    const title = /^Watch “(.+)”$/.exec(row.getAttribute('aria-label') ?? '')![1]!;
    await user.click(row);
    const dialog = await screen.findByRole('dialog', { name: title }, slow);
    const video = dialog.querySelector('video')!;
    expect(video.getAttribute('src')).toBe(row.getAttribute('href'));
    expect(video.querySelectorAll('track[kind="captions"]')).toHaveLength(6);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/mobile$/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(row).toHaveFocus());
  });
});
