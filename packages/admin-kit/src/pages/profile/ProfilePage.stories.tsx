import type { Profile } from '@labelwise/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createMemoryTokenStore } from '../../request/tokenStore';
import { AdminApp, memoryRouterFactory } from '../../shell/AdminApp';
import { PROFILE_PATH } from '../../routing/constantRoutes';
import { createFakeApi, siteMenu } from '../../test/fakeApi';
import { json } from '../../test/fakeFetch';
import { cleanAdminStorage } from '../../test/pageStory';
import ProfilePage from './index';

const me: Profile = {
  userId: 2,
  userName: 'editor',
  nickName: 'Eddie Lange',
  email: 'eddie.lange@example.com',
  phone: '+49 30 1234 5678',
  avatar: '',
  deptName: 'Support',
  roleNames: ['Editor'],
  createTime: '2026-01-05T10:00:00.000Z',
  loginDate: '2026-11-27T08:00:00.000Z',
};

function Dashboard() {
  return null;
}

const meta = {
  title: 'Admin/Profile',
  tags: ['!autodocs'],
  parameters: { lwPadding: false },
  beforeEach: cleanAdminStorage,
  render: () => {
    const api = createFakeApi({ roles: ['editor'], permissions: ['site:driver:list'], menu: siteMenu });
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const { pathname } = new URL(request.url);
      if (pathname.endsWith('/system/user/profile')) return json({ code: 200, msg: 'ok', data: me });
      if (pathname.endsWith('/system/user/profile/updatePwd'))
        return json(
          {
            code: 400,
            msg: 'oldPassword: incorrect password',
            data: { reason: 'currentPasswordWrong', field: 'oldPassword', params: {} },
          },
          400,
        );
      return api.fetch(request);
    };
    return (
      <AdminApp
        pages={{ 'profile/index': () => Promise.resolve({ default: ProfilePage }) }}
        dashboard={Dashboard}
        tokenStore={createMemoryTokenStore('tok-story')}
        fetch={fetch}
        origin="http://admin.test"
        createRouter={memoryRouterFactory}
        initialPath={PROFILE_PATH}
      />
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wrong current password is refused by the API and shown under its field, in German. */
export const WrongPasswordGerman: Story = {
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Passwort' }));
    const panel = canvas.getByRole('tabpanel', { name: 'Passwort' });
    await userEvent.type(within(panel).getByLabelText(/Aktuelles Passwort/), 'raten1234');
    await userEvent.type(within(panel).getByLabelText(/Neues Passwort/), 'ein-neues-passwort');
    await userEvent.type(within(panel).getByLabelText(/Passwort bestätigen/), 'ein-neues-passwort');
    await userEvent.click(within(panel).getByRole('button', { name: 'Passwort ändern' }));
    await expect(await within(panel).findByText('Das aktuelle Passwort ist nicht richtig.')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Simplified Chinese. */
export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: '个人信息' });
    await expect(canvas.getByRole('tab', { name: '基本资料' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The own profile, opened from the account menu; on a phone the card with the picture sits above the tabs. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'About me' });
    await expect(canvas.getByRole('button', { name: 'Change picture' })).toBeVisible();
  },
};
