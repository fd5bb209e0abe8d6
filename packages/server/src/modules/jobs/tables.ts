import type { ColumnType, Generated, Selectable } from 'kysely';

/** The job queue of migration 0006_money_lifecycle. */
export interface JobsTable {
  id: Generated<number>;
  name: string;
  payload: ColumnType<unknown, string, string>;
  /** Due at this instant of the app's clock. */
  run_at: Date;
  state: ColumnType<
    'created' | 'completed' | 'failed',
    'created' | undefined,
    'created' | 'completed' | 'failed'
  >;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  done_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type JobRow = Selectable<JobsTable>;
