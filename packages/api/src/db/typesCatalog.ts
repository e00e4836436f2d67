import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateString = ColumnType<string, string, string>;
/** Text by locale (`{'de-de': '…'}`), written as JSON text, read as an object on both engines. */
export type I18nColumn = ColumnType<Record<string, string>, string | undefined, string>;

export interface DriverReleasesTable {
  id: Generated<number>;
  driver_id: number;
  version: string;
  release_date: DateString;
  notes: I18nColumn;
  known_issues: I18nColumn;
  file_name: string;
  file_size: number;
  sha256: string;
  status: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CompatCellsTable {
  id: Generated<number>;
  model_id: number;
  system: string;
  cpu: string;
  component: string;
  support: string;
  verified_on: ColumnType<string | null, string | null | undefined, string | null>;
  note: I18nColumn;
  created_at: Timestamp;
  updated_at: Timestamp;
}

declare module './types.js' {
  interface DB {
    driver_releases: DriverReleasesTable;
    compat_cells: CompatCellsTable;
  }
  // The English text stays in each table's own column; these hold the other locales.
  interface BrandsTable {
    name_i18n: I18nColumn;
  }
  interface PrinterModelsTable {
    description_i18n: I18nColumn;
    /** dpi (contract PRINT_RESOLUTIONS); null: not known. */
    print_resolution: ColumnType<number | null, number | null | undefined, number | null>;
  }
  interface DriversTable {
    title_i18n: I18nColumn;
  }
  interface ManualsTable {
    title_i18n: I18nColumn;
    description_i18n: I18nColumn;
  }
  interface ChartRowsTable {
    label_printer_i18n: I18nColumn;
  }
}
