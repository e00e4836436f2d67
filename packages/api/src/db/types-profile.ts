import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One operator's avatar, already resized (migrations-profile.ts). */
export interface UserAvatarsTable {
  user_id: number;
  hash: string;
  data: ColumnType<Uint8Array, Buffer, Buffer>;
  updated_at: Timestamp;
}

declare module './types.js' {
  interface DB {
    user_avatars: UserAvatarsTable;
  }
}
