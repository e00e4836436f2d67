import type { SiteMessageId } from '../i18n';

/** Contact form 'I am' roles (spec §6); values match packages/api CONTACT_ROLES. */
export const contactRoles = ['software_user', 'chrome_extension_user', 'driver_user', 'printer_manufacturer'] as const;
export type ContactRole = (typeof contactRoles)[number];

/** Contact form 'I am using' systems; values match packages/api CONTACT_OS. */
export const contactOses = ['windows', 'macos', 'linux', 'chromeos', 'ios', 'android', 'other'] as const;
export type ContactOs = (typeof contactOses)[number];

export const contactRoleLabel: Readonly<Record<ContactRole, SiteMessageId>> = {
  software_user: 'site.contact.roleSoftwareUser',
  chrome_extension_user: 'site.contact.roleChromeExtensionUser',
  driver_user: 'site.contact.roleDriverUser',
  printer_manufacturer: 'site.contact.rolePrinterManufacturer',
};

export const contactOsLabel: Readonly<Record<ContactOs, SiteMessageId>> = {
  windows: 'site.contact.osWindows',
  macos: 'site.contact.osMacos',
  linux: 'site.contact.osLinux',
  chromeos: 'site.contact.osChromeos',
  ios: 'site.contact.osIos',
  android: 'site.contact.osAndroid',
  other: 'site.contact.osOther',
};

/** Field limits, identical to the API's contact schema (packages/api/src/routes/contact.ts). */
export const contactLimits = { name: 100, email: 254, phone: 40, message: 5000 } as const;
