export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];
/** Visual sizes, from the theme's type scale. */
export const headingSizes = ['display', 'xxl', 'xl', 'lg', 'md', 'sm'] as const;
export type HeadingSize = (typeof headingSizes)[number];
/** Weights, from the theme: semibold for product UI, bold for marketing pages that want a stronger voice. */
export const headingWeights = ['semibold', 'bold'] as const;
export type HeadingWeight = (typeof headingWeights)[number];
