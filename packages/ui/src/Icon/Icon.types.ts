/** Icon sizes: `sm` 16 px, `md` 20 px, `lg` 24 px, steps 4, 5 and 6 of the theme's spacing scale. */
export const iconSizes = ['sm', 'md', 'lg'] as const;
export type IconSize = (typeof iconSizes)[number];

/** The spacing step each icon size reads, so icons line up with the padding and gaps around them. */
export const iconSpaceStep: Record<IconSize, 4 | 5 | 6> = { sm: 4, md: 5, lg: 6 };
