import { buildCatalog, type Catalog } from '../../defineMessages';
import { messageGroups } from '../groups';

// The published build replaces this module with the finished catalog (tsup.config.ts), so it carries one language.

/** The library's own strings in German, and no other language's: merge your app's de-de messages over them. */
export const catalog: Catalog = buildCatalog('de-de', messageGroups);
export default catalog;
