import {
  dateRangeCheck,
  LOGININFOR_SORTABLE,
  loginLogFilters,
  loginLogRow,
  OPERLOG_SORTABLE,
  operLogDetailRow,
  operLogFilters,
  operLogRow,
} from '../logs.js';
import { defineResource, READ_ONLY } from './define.js';

/** What operators did: one line per write, with before and after (the list leaves those out, get has them). */
export const operLogs = defineResource({
  key: 'operlog',
  path: '/monitor/operlog',
  perm: 'monitor:operlog',
  idField: 'operId',
  row: operLogRow,
  detail: operLogDetailRow,
  create: READ_ONLY,
  update: READ_ONLY,
  filters: operLogFilters,
  filtersCheck: dateRangeCheck,
  sortable: OPERLOG_SORTABLE,
  menu: { title: 'admin.menu.operLog', parent: 'monitor', icon: 'log', actions: ['query', 'remove'] },
});

/** Every sign-in attempt and sign-out; failed ones can be unlocked (`monitor:logininfor:unlock`). */
export const loginLogs = defineResource({
  key: 'logininfor',
  path: '/monitor/logininfor',
  perm: 'monitor:logininfor',
  idField: 'infoId',
  row: loginLogRow,
  create: READ_ONLY,
  update: READ_ONLY,
  filters: loginLogFilters,
  filtersCheck: dateRangeCheck,
  sortable: LOGININFOR_SORTABLE,
  menu: {
    title: 'admin.menu.loginLog',
    parent: 'monitor',
    icon: 'lock',
    actions: ['query', 'remove'],
    extraButtons: [{ action: 'unlock', title: 'admin.menu.buttonUnlock' }],
  },
});
