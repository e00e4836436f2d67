import { defineEnglishOnlyArea } from '../define';

/**
 * Privacy & Compliance (/privacy): an en-us-only page (spec §2: the footer link shows only in en-us).
 * The statements describe what this site and packages/api actually do; have them reviewed before launch.
 */
export const privacy = defineEnglishOnlyArea('site.privacy', {
  title: 'Privacy & Compliance',
  lastUpdated: 'Last updated {date}',
  intro:
    'This page explains what information the Labelwise website collects, why, how long we keep it and what you can ask us to do with it. The website needs no account and sets no advertising or analytics cookies.',
  collectTitle: 'What we collect',
  collectContact:
    'Contact form: your name, email address, optional phone number, your message, the role you choose under “I am” and the operating system under “I am using”. With each message we also store the IP address and browser user agent it was sent from, to detect spam and abuse.',
  collectLogs:
    'Server logs: when you load a page or download a file, our servers record the time, the address requested, your IP address and your browser user agent. We use these logs to keep the service secure and working.',
  collectStorage:
    'Local storage: when you choose a language, your browser stores the choice under systemLanguageCode so that the site opens in that language next time. It never leaves your device.',
  collectShip:
    'Ship button: when you click Ship, the shipping service opens in a new tab and your browser sends that service a usage event containing the event name, the system type (Web), the site language, your browser user agent and device type. It contains no name, email or account information. The shipping service’s own privacy policy applies to anything you do on its site.',
  useTitle: 'How we use it',
  useBody:
    'We use contact details only to answer your message and follow up on the problem you reported. We do not sell personal information, and we do not use it for advertising.',
  retentionTitle: 'How long we keep it',
  retentionBody:
    'Contact messages are kept while we handle your request and deleted within 24 months of our last reply. Server logs are kept for up to 90 days.',
  sharingTitle: 'Who we share it with',
  sharingBody:
    'Our hosting and email providers process data on our behalf under contracts that require them to protect it. If your question is about a partner brand’s printer, we share your message with that manufacturer only if you ask us to.',
  rightsTitle: 'Your rights',
  rightsBody:
    'Depending on where you live, including under the EU and UK GDPR and the California Consumer Privacy Act, you can ask for a copy of your information, its correction or deletion, or object to how we use it. Send your request through the contact form and start your message with “Privacy request”; we answer within 30 days.',
  childrenTitle: 'Children',
  childrenBody: 'The website is not directed at children under 16, and we do not knowingly collect their information.',
  changesTitle: 'Changes to this page',
  changesBody: 'When we change how we handle information, we update this page and the date at the top.',
  complianceTitle: 'Product compliance',
  complianceBody:
    'Software downloads are published with SHA-256 checksums so you can verify them. Questions about the safety, radio or environmental compliance of a printer should go to its manufacturer; we can put you in touch.',
});
