import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../test/fakeFetch';
import { renderPage } from '../test/renderPage';
import { messages } from '../pages/pages.messages';
import { FilterBar } from './FilterBar';

describe('FilterBar', () => {
  it('offers a date picker for a date filter and applies the day as YYYY-MM-DD', async () => {
    const onApply = vi.fn();
    renderPage(
      <FilterBar
        filters={[
          { key: 'name', label: messages.name },
          { key: 'beginTime', label: messages.title, kind: 'date' },
        ]}
        applied={{}}
        onApply={onApply}
      />,
      { permissions: [], respond: () => json({ code: 200, msg: 'ok' }) },
    );
    const day = screen.getByLabelText('Title');
    expect(day).toHaveAttribute('type', 'date');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('type', 'text');
    fireEvent.change(day, { target: { value: '2026-11-24' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    expect(onApply).toHaveBeenCalledWith({ beginTime: '2026-11-24' });
  });
});
