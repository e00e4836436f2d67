/** Text sizes, from the theme's type scale. */
export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type TextSize = (typeof textSizes)[number];
/** Text colours; each keeps 4.5:1 on the theme's surfaces. */
export const textTones = ['default', 'muted', 'primary', 'danger', 'success', 'warning'] as const;
export type TextTone = (typeof textTones)[number];
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];
export const textElements = ['p', 'span', 'div', 'strong', 'em', 'small', 'label', 'li', 'dt', 'dd', 'code'] as const;
export type TextElement = (typeof textElements)[number];
/** How a long word breaks: `normal`, or `anywhere` for unbroken values (checksums, URLs) that must not overflow. */
export const textWraps = ['normal', 'anywhere'] as const;
export type TextWrap = (typeof textWraps)[number];
