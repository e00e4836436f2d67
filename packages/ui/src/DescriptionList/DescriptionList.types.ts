export const descriptionListLayouts = ['columns', 'stacked'] as const;
export type DescriptionListLayout = (typeof descriptionListLayouts)[number];

export const descriptionListTermWidths = ['sm', 'md', 'lg'] as const;
export type DescriptionListTermWidth = (typeof descriptionListTermWidths)[number];

export const descriptionListSizes = ['sm', 'md'] as const;
export type DescriptionListSize = (typeof descriptionListSizes)[number];
