import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Who changed what in the back office, when, with the row before and after (JSON text). */
export interface OperationLogsTable {
  id: Generated<string>;
  module: string;
  action: string;
  target_id: Generated<string>;
  target_name: Generated<string>;
  before_json: string | null;
  after_json: string | null;
  user_id: number | null;
  user_name: Generated<string>;
  ip: Generated<string>;
  method: Generated<string>;
  path: Generated<string>;
  status: Generated<string>;
  error_msg: Generated<string>;
  created_at: Timestamp;
}

/** Every sign-in attempt: '0' succeeded, '1' failed (with the reason's message id). */
export interface LoginLogsTable {
  id: Generated<string>;
  user_name: Generated<string>;
  ip: Generated<string>;
  user_agent: Generated<string>;
  status: string;
  msg: Generated<string>;
  created_at: Timestamp;
}

declare module './types.js' {
  interface DB {
    operation_logs: OperationLogsTable;
    login_logs: LoginLogsTable;
  }
}
