import { buildCatalog, type Catalog } from '../../defineMessages';
import { messageGroups } from '../groups';

// The published build replaces this module with the finished catalog (tsup.config.ts), so it carries one language.

/** The library's own strings in Spanish, and no other language's: merge your app's es-es messages over them. */
export const catalog: Catalog = buildCatalog('es-es', messageGroups);
export default catalog;
