import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One anonymous doctor outcome (migrationsDoctor.ts). */
export interface DoctorOutcomesTable {
  id: Generated<string>;
  symptom: string;
  model: Generated<string>;
  os: string | null;
  outcome: string;
  step: number | null;
  created_at: Timestamp;
}

declare module './types.js' {
  interface DB {
    doctor_outcomes: DoctorOutcomesTable;
  }
}
