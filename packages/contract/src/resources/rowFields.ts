import { z } from 'zod';
import { STATUS_VALUES } from '../rules.js';

/** Field schemas of the rows lists answer (what the API sends, not what it accepts). */

export const rowId = z.number().int();
/** A moment, as the API sends it: ISO 8601 in UTC (`Date#toISOString`). */
export const rowTime = z.iso.datetime();
/** Text in the languages other than English (the row's own field), as operators wrote it. */
export const rowI18n = z.record(z.string(), z.string());
/** A status as rows send it: '0' normal, '1' disabled. */
export const rowStatus = z.enum(STATUS_VALUES);
