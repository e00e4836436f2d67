import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fakeFetch';
import { renderPage } from '../../../test/renderPage';
import ContactMessagesPage from './index';

const saved = vi.hoisted(() => [] as Array<{ blob: Blob; name: string }>);
vi.mock('../../../request/saveFile', () => ({
  saveBlob: (blob: Blob, name: string) => saved.push({ blob, name }),
}));

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const message = {
  contactId: 5,
  name: 'Ann, Jr',
  email: 'ann@example.com',
  phone: '',
  message: 'Printer =offline',
  role: 'driver_user',
  os: 'windows',
  status: 'new',
  createdAt: '2026-11-20T10:00:00.000Z',
  readAt: null,
  handledAt: null,
};

function respond(request: Request) {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/site/contact/list')) return json({ code: 200, msg: 'ok', rows: [message], total: 1 });
  if (request.method === 'GET' && url.pathname.endsWith('/site/contact/5'))
    return json({ code: 200, msg: 'ok', data: { ...message, status: 'read' } });
  if (url.pathname.endsWith('/system/dict/data/type/site_contact_role'))
    return json({
      code: 200,
      msg: 'ok',
      data: [
        { dictLabel: 'Driver user', dictValue: 'driver_user' },
        { dictLabel: 'Printer manufacturer', dictValue: 'printer_manufacturer' },
      ],
    });
  if (url.pathname.endsWith('/system/dict/data/type/site_contact_os'))
    return json({ code: 200, msg: 'ok', data: [{ dictLabel: 'Windows', dictValue: 'windows' }] });
  if (request.method === 'DELETE' && url.pathname.endsWith('/site/contact/5')) return json({ code: 200, msg: 'ok' });
  if (request.method === 'PUT' && url.pathname.endsWith('/site/contact/5/handled'))
    return json({ code: 200, msg: 'ok', data: { ...message, status: 'handled' } });
  return json({ code: 404, msg: 'no' }, 404);
}

const all = ['site:contact:list', 'site:contact:query', 'site:contact:edit'];

describe('Contact messages page', { timeout: 20_000 }, () => {
  it('reading a message opens it (the API marks it read); marking it handled closes it', async () => {
    const { calls } = renderPage(<ContactMessagesPage />, { permissions: all, respond });
    await screen.findByText('Ann, Jr');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Read' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Printer =offline')).toBeInTheDocument();
    // Codes are shown as their dictionary labels.
    expect(within(dialog).getByText('Driver user')).toBeInTheDocument();
    expect(within(dialog).getByText('Windows')).toBeInTheDocument();
    expect(within(dialog).queryByText('driver_user')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe('/api-v1.0/site/contact/5/handled');
    expect(JSON.parse(put.body)).toEqual({ handled: true });
  });

  it('without query/edit permissions only the list and export remain', async () => {
    renderPage(<ContactMessagesPage />, { permissions: ['site:contact:list'], respond });
    await screen.findByText('Ann, Jr');
    expect(screen.queryByRole('button', { name: 'Read' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark handled' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('exports the list as CSV, reading it in pages of 50', async () => {
    saved.length = 0;
    const { calls } = renderPage(<ContactMessagesPage />, { permissions: all, respond });
    await screen.findByText('Ann, Jr');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await saved[0]!.blob.text();
    expect(text).toContain('Received,Name,Email,Phone,I am,I am using,Status,Message');
    // The CSV is for people: dictionary labels, not stored codes.
    expect(text).toContain('"Ann, Jr",ann@example.com,,Driver user,Windows,New,Printer =offline');
    expect(calls.some((call) => call.url.includes('pageSize=50'))).toBe(true);
  });

  it('the e-mail is a mailto link, and a message can be deleted after confirming', async () => {
    const { calls } = renderPage(<ContactMessagesPage />, {
      permissions: [...all, 'site:contact:remove'],
      respond,
    });
    const link = await screen.findByRole('link', { name: 'ann@example.com' });
    expect(link).toHaveAttribute('href', 'mailto:ann@example.com');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete contact message?')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/site/contact/5'))).toBe(true),
    );
  });

  it('offers no Delete without site:contact:remove', async () => {
    renderPage(<ContactMessagesPage />, { permissions: all, respond });
    await screen.findByRole('link', { name: 'ann@example.com' });
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
