import { sql, type Kysely } from 'kysely';
import type { DriverRelease, LocalizedText } from '@labelwise/contract';
import type { DB } from '../db/types.js';
import { downloadUrl } from './dto.js';

/** A driver release joined with its driver and model: what the admin list, the public list and the feeds read. */
export function releaseQuery(db: Kysely<DB>) {
  return db
    .selectFrom('driver_releases as r')
    .innerJoin('drivers as d', 'd.id', 'r.driver_id')
    .innerJoin('printer_models as m', 'm.id', 'd.model_id')
    .selectAll('r')
    .select([
      'd.model_id as model_id',
      'd.title as driver_title',
      'd.title_i18n as driver_title_i18n',
      'd.os as os',
      'd.file_name as driver_file',
      'd.status as driver_status',
      'm.name as model_name',
      'm.guide_path as guide_path',
      'm.status as model_status',
    ]);
}

export type ReleaseRow = Awaited<ReturnType<ReturnType<typeof releaseQuery>['executeTakeFirstOrThrow']>>;

export function releaseDto(r: ReleaseRow): DriverRelease {
  return {
    releaseId: r.id,
    driverId: r.driver_id,
    modelId: r.model_id,
    modelName: r.model_name,
    driverTitle: r.driver_title,
    os: r.os,
    version: r.version,
    releaseDate: r.release_date,
    notes: r.notes as LocalizedText,
    knownIssues: r.known_issues,
    fileName: r.file_name,
    fileSize: r.file_size,
    sha256: r.sha256,
    url: downloadUrl(r.file_name),
    current: r.file_name === r.driver_file,
    status: r.status as '0' | '1',
  };
}

/**
 * The driver row offers its newest published release: after a release is published, edited or deleted, the driver's
 * version, date and file follow it (a driver with no published release keeps what it had).
 */
export async function syncDriverToReleases(db: Kysely<DB>, driverId: number): Promise<void> {
  const newest = await db
    .selectFrom('driver_releases')
    .select(['version', 'release_date', 'file_name', 'file_size', 'sha256'])
    .where('driver_id', '=', driverId)
    .where('status', '=', '0')
    .orderBy('release_date', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!newest) return;
  await db
    .updateTable('drivers')
    .set({ ...newest, updated_at: sql`now()` })
    .where('id', '=', driverId)
    .where((eb) =>
      eb.or([
        eb('version', '<>', newest.version),
        eb('file_name', '<>', newest.file_name),
        eb('release_date', '<>', newest.release_date),
      ]),
    )
    .execute();
}
