import type { OnlineSession } from '@labelwise/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { json } from '../../../test/fakeFetch';
import { cleanAdminStorage, MonitorPageApp } from '../../../test/pageStory';
import OnlinePage from './index';

const session = (n: number, userName: string, nickName: string, current = false): OnlineSession => ({
  tokenId: String(n).repeat(64),
  userName,
  nickName,
  deptName: n === 1 ? null : 'Support',
  ipaddr: `198.51.100.${n}`,
  userAgent:
    n === 2 ? 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) Safari/605.1.15' : 'Mozilla/5.0 (X11; Linux x86_64)',
  loginTime: '2026-11-28T09:26:53.000Z',
  lastAccessTime: '2026-11-28T10:01:00.000Z',
  expireTime: '2026-11-28T22:01:00.000Z',
  current,
});
const rows = [session(1, 'admin', 'Administrator', true), session(2, 'editor', 'Eddie Lange')];

const meta = {
  title: 'Admin/Monitor/Online users',
  tags: ['!autodocs'],
  parameters: { lwPadding: false },
  beforeEach: cleanAdminStorage,
  render: () => (
    <MonitorPageApp
      component="monitor/online/index"
      path="online"
      title="Online users"
      page={OnlinePage}
      permissions={['monitor:online:list', 'monitor:online:forceLogout']}
      respond={(request) =>
        new URL(request.url).pathname.endsWith('/monitor/online/list')
          ? json({ code: 200, msg: 'ok', rows, total: rows.length })
          : undefined
      }
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who is signed in: the own session is marked and cannot be ended from here; another asks first. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = (await canvas.findByRole('rowheader', { name: 'admin' })).closest('tr')!;
    await expect(within(mine).getByText('This session')).toBeVisible();
    await expect(within(mine).queryByRole('button', { name: 'Force sign-out' })).toBeNull();
  },
};

/** The confirmation names the session it ends. */
export const ConfirmSignOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = (await canvas.findByRole('rowheader', { name: 'editor' })).closest('tr')!;
    await userEvent.click(within(editor).getByRole('button', { name: 'Force sign-out' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('editor (198.51.100.2)');
  },
};

/** German. */
export const German: Story = {
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('rowheader', { name: 'editor' });
  },
};

/** Simplified Chinese on a phone. */
export const ChineseMobile: Story = {
  globals: { locale: 'zh-cn', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('rowheader', { name: 'editor' });
  },
};
