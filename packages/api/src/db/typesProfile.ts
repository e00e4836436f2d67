import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One operator's avatar, already resized (migrationsProfile.ts). */
export interface UserAvatarsTable {
  user_id: number;
  hash: string;
  data: ColumnType<Uint8Array, Buffer, Buffer>;
  updated_at: Timestamp;
}

/** Which columns of one list an operator hid (migrations-profile.ts). */
export interface UserListViewsTable {
  user_id: number;
  list_key: string;
  hidden: ColumnType<string[], string, string>;
  updated_at: Timestamp;
}

declare module './types.js' {
  interface DB {
    user_avatars: UserAvatarsTable;
    user_list_views: UserListViewsTable;
  }
}
