import { defaultPrimaryColor } from '../tokens';

/**
 * A brand restyles the whole library: partner brands pass one object to `ThemeProvider`.
 * `logo` is an image URL (SVG recommended); without it components render the name as a wordmark.
 */
export interface Brand {
  /** Shown as the wordmark and used as the logo's alt text. */
  name: string;
  /** Any CSS colour; the library derives hover, subtle and accessible shades from it. */
  primaryColor: string;
  logo?: string;
  /** Rendered logo height in px (width follows the image's aspect ratio). Default 32. */
  logoHeight?: number;
}

export const labelwiseBrand: Brand = {
  name: 'Labelwise',
  primaryColor: defaultPrimaryColor,
};
