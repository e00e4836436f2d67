import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { json } from '../../../test/fakeFetch';
import { cleanAdminStorage, MonitorPageApp } from '../../../test/pageStory';
import { caches, server } from './ServerMonitorPage.fixtures';
import ServerMonitorPage from './index';

/** Both panels have loaded (the server's and the caches'): the page has its final height for the screenshot. */
const loaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByText('v24.21.0');
  await waitFor(() => expect(canvasElement.querySelector('#lw-admin-caches')).not.toBeNull());
};

const meta = {
  title: 'Admin/Monitor/Server and cache',
  tags: ['!autodocs'],
  parameters: { lwPadding: false },
  beforeEach: cleanAdminStorage,
  render: () => (
    <MonitorPageApp
      component="monitor/server/index"
      path="server"
      title="Server"
      page={ServerMonitorPage}
      permissions={['monitor:server:list', 'monitor:cache:list', 'monitor:cache:remove']}
      respond={(request) => {
        const path = new URL(request.url).pathname;
        if (path.endsWith('/monitor/server')) return json({ code: 200, msg: 'ok', data: server });
        if (path.endsWith('/monitor/cache')) return json({ code: 200, msg: 'ok', data: caches });
        return undefined;
      }}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The process, its host and each service's state in words; Redis is down here. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const services = await canvas.findByRole('table', { name: 'Services' });
    await expect(within(services).getByText('Not answering')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Caches' })).toBeVisible();
  },
};

/** German. */
export const German: Story = {
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};

/** Simplified Chinese on a phone. */
export const ChineseMobile: Story = {
  globals: { locale: 'zh-cn', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => loaded(canvasElement),
};
