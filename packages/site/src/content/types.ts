import type { SiteMessageId } from '../i18n';

/** A static image shipped with the site (under public/). Explicit dimensions avoid layout shift. */
export interface ImageRef {
  /** Root-relative URL, e.g. `/images/samples/shipping-4x6.webp`. */
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** Message id of the alternative text. */
  readonly alt: SiteMessageId;
  /** Values for the alt message's ICU arguments, if any. */
  readonly altValues?: Readonly<Record<string, string>>;
}

/** Connection kinds of a printer (Bluetooth, USB; the WF models also Wi-Fi). */
export type ConnectionKind = 'bluetooth' | 'usb' | 'wifi';

/** Setup sections of a guide page, in page order. */
export const setupSections = ['bluetooth', 'usb', 'windows', 'mac', 'chromeos', 'linux'] as const;
export type SetupSection = (typeof setupSections)[number];

/** A video's id: the published item's slug, or a seeded clip's file name. */
export type VideoId = string;
