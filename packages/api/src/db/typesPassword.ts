import type { ColumnType, Generated } from 'kysely';

/** An account's earlier password hashes, newest last (migrationsProfile.ts). */
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
  interface UsersTable {
    /** The password was chosen for the user (an import's initial password): they change it before anything else. */
    password_change_required: Generated<boolean>;
  }
}
