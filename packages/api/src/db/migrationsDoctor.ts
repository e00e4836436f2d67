/**
 * The printer doctor's anonymous outcome counts: no address, no user agent, no free text; only the symptom, the
 * model's guide slug, the system, what happened and at which step. Append; never edit an applied migration.
 */
export const doctorMigrations: Array<{ id: string; sql: string }> = [
  {
    id: '010_doctor_outcomes',
    sql: `
create table doctor_outcomes (
  id bigserial primary key,
  symptom text not null,
  model text not null default 'unknown',
  os text,
  outcome text not null check (outcome in ('started', 'solved', 'contact')),
  step integer,
  created_at timestamptz not null default now()
);
create index doctor_outcomes_created_idx on doctor_outcomes(created_at);
create index doctor_outcomes_symptom_idx on doctor_outcomes(symptom, model, created_at)`,
  },
];
