import type { OperLog, OperLogDetail } from '@labelwise/contract';

/** A brand edit as `/monitor/operlog/list` lists it. */
export const brandEditLine: OperLog = {
  operId: 41,
  module: 'site:brand',
  action: 'edit',
  targetId: '3',
  targetName: 'Acme Labels',
  operName: 'admin',
  operIp: '203.0.113.7',
  requestMethod: 'PUT',
  operUrl: '/api-v1.0/site/brand',
  status: '0',
  errorMsg: '',
  operTime: '2026-03-14T09:26:53.000Z',
};

/** The same line with its record before and after: name, website and order changed. */
export const brandEditDetail: OperLogDetail = {
  ...brandEditLine,
  before: {
    brandId: 3,
    name: 'Acme Labels',
    slug: 'acmelabels',
    website: '',
    logo: '/files/brands/acme.png',
    description: 'Thermal labels',
    sort: 0,
    status: '0',
  },
  after: {
    brandId: 3,
    name: 'Acme Labels Europe',
    slug: 'acmelabels',
    website: 'https://acme.example',
    logo: '/files/brands/acme.png',
    description: 'Thermal labels',
    sort: 5,
    status: '0',
  },
};

/** A menu added: no "before"; its name is a seeded menu title id. */
export const menuAddDetail: OperLogDetail = {
  ...brandEditLine,
  operId: 42,
  module: 'system:menu',
  action: 'add',
  targetId: '88',
  targetName: 'admin.menu.drivers',
  requestMethod: 'POST',
  operUrl: '/api-v1.0/system/menu',
  before: null,
  after: { menuId: 88, menuName: 'admin.menu.drivers', path: 'driver', visible: true },
};
