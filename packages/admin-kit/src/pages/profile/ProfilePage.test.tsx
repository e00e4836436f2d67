import type { Profile } from '@labelwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fakeFetch';
import { renderPage } from '../../test/renderPage';
import ProfilePage from './index';

const me: Profile = {
  userId: 2,
  userName: 'editor',
  nickName: 'Eddie',
  email: 'eddie@example.com',
  phone: '',
  avatar: '',
  deptName: 'Support',
  roleNames: ['Editor'],
  createTime: '2026-01-05T10:00:00.000Z',
  loginDate: null,
};

const refusal = (status: number, field: string, reason: string, params = {}) =>
  json({ code: status, msg: `${field}: refused`, data: { reason, field, params } }, status);

function api(answers: { updatePwd?: () => Response; avatar?: () => Response } = {}) {
  return async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/system/user/profile') && request.method === 'GET')
      return json({ code: 200, msg: 'ok', data: me });
    if (pathname.endsWith('/system/user/profile') && request.method === 'PUT')
      return json({ code: 200, msg: 'ok', data: { ...me, ...((await request.json()) as object) } });
    if (pathname.endsWith('/profile/updatePwd')) return answers.updatePwd?.() ?? json({ code: 200, msg: 'ok' });
    if (pathname.endsWith('/profile/avatar'))
      return answers.avatar?.() ?? json({ code: 200, msg: 'ok', data: { imgUrl: `/avatar/${'a'.repeat(32)}.webp` } });
    return json({ code: 404, msg: 'no' }, 404);
  };
}

describe('Profile page', { timeout: 20_000 }, () => {
  it('shows who is signed in and saves changed details', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(<ProfilePage />, { permissions: [], respond: api() });
    const about = await screen.findByRole('region', { name: 'About me' });
    expect(about).toHaveTextContent(/User name\s*editor/);
    expect(about).toHaveTextContent(/Department\s*Support/);
    expect(about).toHaveTextContent(/Roles\s*Editor/);
    const name = screen.getByRole('textbox', { name: /Nickname/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the name others see')).toBeInTheDocument();
    await user.type(name, 'Ed');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+49 30 1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(put.body)).toEqual({ nickName: 'Ed', email: 'eddie@example.com', phone: '+49 30 1234' });
  });

  it('asks for the current password and shows a wrong one under its field', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(<ProfilePage />, {
      permissions: [],
      respond: api({ updatePwd: () => refusal(400, 'oldPassword', 'currentPasswordWrong') }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Password' }));
    const panel = screen.getByRole('tabpanel', { name: 'Password' });
    await user.type(within(panel).getByLabelText(/New password/), 'a-new-password-1');
    await user.type(within(panel).getByLabelText(/Confirm password/), 'a-new-password-2');
    await user.click(within(panel).getByRole('button', { name: 'Change password' }));
    expect(within(panel).getByText('Enter your current password')).toBeInTheDocument();
    expect(within(panel).getByText('The two passwords do not match')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('updatePwd'))).toHaveLength(0);

    await user.type(within(panel).getByLabelText(/Current password/), 'guess1234');
    await user.clear(within(panel).getByLabelText(/Confirm password/));
    await user.type(within(panel).getByLabelText(/Confirm password/), 'a-new-password-1');
    await user.click(within(panel).getByRole('button', { name: 'Change password' }));
    expect(await within(panel).findByText('The current password is not correct.')).toBeInTheDocument();
    const sent = calls.find((c) => c.url.includes('updatePwd'))!;
    expect(JSON.parse(sent.body)).toEqual({ oldPassword: 'guess1234', newPassword: 'a-new-password-1' });
  });

  it('changes the password, empties the form and says the other sessions were signed out', async () => {
    const user = userEvent.setup();
    const { notices } = renderPage(<ProfilePage />, { permissions: [], respond: api() });
    await user.click(await screen.findByRole('tab', { name: 'Password' }));
    const panel = screen.getByRole('tabpanel', { name: 'Password' });
    await user.type(within(panel).getByLabelText(/Current password/), 'editor123');
    await user.type(within(panel).getByLabelText(/New password/), 'a-new-password-1');
    await user.type(within(panel).getByLabelText(/Confirm password/), 'a-new-password-1');
    await user.click(within(panel).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(notices.map((n) => n.message)).toContain(
        'Password changed. Every other place you were signed in has been signed out.',
      ),
    );
    expect(within(panel).getByLabelText(/Current password/)).toHaveValue('');
  });

  it('uploads a new picture and shows it, or says why it was refused', async () => {
    const user = userEvent.setup();
    let refuseNext = true;
    const { calls } = renderPage(<ProfilePage />, {
      permissions: [],
      respond: api({
        avatar: () =>
          refuseNext
            ? refusal(400, 'avatarfile', 'avatarNotImage')
            : json({ code: 200, msg: 'ok', data: { imgUrl: `/avatar/${'b'.repeat(32)}.webp` } }),
      }),
    });
    const about = await screen.findByRole('region', { name: 'About me' });
    const input = about.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['not a picture'], 'me.png', { type: 'image/png' }));
    expect(await within(about).findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP picture.');
    expect(calls.find((c) => c.url.endsWith('/profile/avatar'))!.body).toContain('name="avatarfile"');
    refuseNext = false;
    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(within(about).getByRole('img', { name: 'Your picture' })).toHaveAttribute(
        'src',
        `http://admin.test/api-v1.0/avatar/${'b'.repeat(32)}.webp`,
      ),
    );
    expect(within(about).queryByRole('alert')).toBeNull();
  });
});
