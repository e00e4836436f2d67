export {
  DescriptionList,
  DescriptionListItem,
  descriptionListLayouts,
  descriptionListSizes,
  descriptionListTermWidths,
} from './DescriptionList';
export type {
  DescriptionListItemProps,
  DescriptionListLayout,
  DescriptionListProps,
  DescriptionListSize,
  DescriptionListTermWidth,
} from './DescriptionList';
