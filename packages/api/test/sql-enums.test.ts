import {
  COMPAT_COMPONENTS,
  COMPAT_SUPPORT,
  CONTACT_STATUSES,
  CONTENT_KINDS,
  CONTENT_LOCALES,
  DRIVER_OS,
  OPERATION_ACTIONS,
  TRACKING_STATUSES,
} from '@labelwise/contract';
import { DOCTOR_OUTCOMES } from '@labelwise/contract/doctor';
import { describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations.js';

/**
 * The database refuses the same values the contract does: each enum column's `check (… in (…))` lists exactly the
 * contract's values. Migrations are append-only, so a value added to the contract without a migration fails here
 * instead of as a 500 when the first such row is written.
 */
const schema = migrations.map((m) => m.sql).join('\n');

/** The values the last `check (column in (…))` of `table` allows, as written in its `create table` or `alter table`. */
function allowed(table: string, column: string): string[] {
  // A block ends at a line that starts with its closing parentheses (`);`, or `));` after a multi-line `check`).
  const blocks = [...schema.matchAll(new RegExp(`(?:create|alter) table ${table}\\b[\\s\\S]*?\\n\\)+;?`, 'g'))];
  const checks = blocks.flatMap((b) => [...b[0].matchAll(new RegExp(`check \\(${column} in \\(([^)]*)\\)\\)`, 'g'))]);
  const last = checks.at(-1);
  if (!last) throw new Error(`no check on ${table}.${column}`);
  return [...last[1]!.matchAll(/'([^']*)'/g)].map((v) => v[1]!);
}

describe('enum columns check the contract values', () => {
  it.each([
    ['drivers', 'os', DRIVER_OS],
    ['content_items', 'kind', CONTENT_KINDS],
    ['content_texts', 'locale', CONTENT_LOCALES],
    ['compat_cells', 'component', COMPAT_COMPONENTS],
    ['compat_cells', 'support', COMPAT_SUPPORT],
    ['doctor_outcomes', 'outcome', DOCTOR_OUTCOMES],
    ['operation_logs', 'action', OPERATION_ACTIONS],
    ['contact_messages', 'status', CONTACT_STATUSES],
    ['parcels', 'status', TRACKING_STATUSES],
    ['parcel_events', 'status', TRACKING_STATUSES],
  ] as const)('%s.%s', (table, column, values) => {
    expect(allowed(table, column)).toEqual([...values]);
  });
});
