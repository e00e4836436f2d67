import type { ColumnType, Generated } from 'kysely';

/** An account's earlier password hashes, newest last (migrations-profile.ts). */
export interface PasswordHistoryTable {
  id: Generated<number>;
  user_id: number;
  password_hash: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module './types.js' {
  interface DB {
    password_history: PasswordHistoryTable;
  }
}
