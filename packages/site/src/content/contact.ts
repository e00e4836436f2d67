import type { ContactOs, ContactRole } from '@labelwise/contract/rules';
import type { SiteMessageId } from '../i18n';

// The contact form's roles ('I am'), systems ('I am using') and limits are the API's: CONTACT_ROLES,
// CONTACT_OS and CONTACT_LIMITS from @labelwise/contract/rules. Only their labels live here.

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
