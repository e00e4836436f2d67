import { contrastRatio } from '../../theme/color';

/** WCAG 2.2 levels for text: 4.5:1 for body text, 3:1 for large text and user-interface parts. */
export type ContrastLevel = 'aa' | 'aa-large' | 'fail';

export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= 4.5) return 'aa';
  if (ratio >= 3) return 'aa-large';
  return 'fail';
}

/**
 * The contrast of two CSS colours as the theme computes it (translucent colours laid over the background), or
 * undefined for values that are not plain colours (gradients, `var()`), which the docs show without a figure.
 */
export function contrastOf(foreground: string, background: string): number | undefined {
  try {
    return contrastRatio(foreground, background);
  } catch {
    return undefined;
  }
}
