export { TagsView } from './TagsView';
export type { TagsViewProps, TagsChangeDetail } from './TagsView';
export {
  isAffix,
  closeTag,
  closeOthers,
  closeLeft,
  closeRight,
  closeAll,
  applyTagAction,
  canApplyTagAction,
  nextPathAfterClose,
  runTagAction,
} from './tagRules';
export type { VisitedTag, TagAction, NextPathOptions, TagActionResult } from './tagRules';
