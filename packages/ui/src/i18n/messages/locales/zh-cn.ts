import { buildCatalog, type Catalog } from '../../defineMessages';
import { messageGroups } from '../groups';

// The published build replaces this module with the finished catalog (tsup.config.ts), so it carries one language.

/** The library's own strings in Simplified Chinese, and no other language's: merge your app's zh-cn messages over them. */
export const catalog: Catalog = buildCatalog('zh-cn', messageGroups);
export default catalog;
