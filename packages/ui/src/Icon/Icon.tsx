import { forwardRef, type SVGProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useTheme } from '../theme/ThemeProvider';
import { invariant, invariantOneOf } from '../utils/invariant';
import { StyledIcon } from './Icon.styles';
import { iconSizes, iconSpaceStep, type IconSize } from './Icon.types';

export { iconSizes };
export type { IconSize };

/** An icon component: one of the library's exported icons (`DownloadIcon`, `PrinterIcon`…) or any lucide-react icon. */
export type IconComponent = LucideIcon;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  /** The glyph to draw, e.g. `DownloadIcon`. */
  icon: IconComponent;
  /** Size from the theme: `sm` 16 px, `md` 20 px, `lg` 24 px. Default `md`. */
  size?: IconSize;
  /**
   * The icon's accessible name, already translated. With it the icon is an image (`role="img"`); without it the
   * icon is decorative and hidden from assistive technology, so the text next to it carries the meaning.
   */
  label?: string;
}

/**
 * Draws an icon at the library's sizes in the current text colour. Decorative by default (`aria-hidden`); give a
 * `label` when the icon alone carries meaning.
 */
export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon({ icon, size = 'md', label, ...rest }, ref) {
  if (process.env.NODE_ENV !== 'production') {
    invariant('Icon', icon !== undefined && icon !== null, 'icon is required, e.g. icon={DownloadIcon}.');
    invariantOneOf('Icon', 'size', size, iconSizes);
    invariant(
      'Icon',
      label === undefined || (typeof label === 'string' && label.trim() !== ''),
      'label must be a non-empty, translated string; leave it out for a decorative icon.',
    );
  }
  const theme = useTheme();
  const labelled = label !== undefined;
  return (
    <StyledIcon
      as={icon}
      ref={ref}
      size={theme.space[iconSpaceStep[size]]}
      data-size={size}
      focusable="false"
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? label : undefined}
      aria-hidden={labelled ? undefined : true}
      {...rest}
    />
  );
});
