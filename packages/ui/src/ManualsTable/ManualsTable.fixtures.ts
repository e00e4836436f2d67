import type { Manual } from './ManualsTable';

/** Realistic demo manuals for stories and tests (not exported from the package). */
export const manuals: Manual[] = [
  {
    id: 'pm241bt-qsg',
    title: 'PM-241-BT Quick Start Guide',
    description: 'Unboxing, loading 4×6 fan-fold labels, Bluetooth pairing and your first print.',
    version: '2.1',
    releaseDate: '2026-02-17',
    fileUrl: 'https://downloads.labelwise.com/manuals/pm-241-bt-quick-start-guide-v2.1.pdf',
    sizeBytes: 2_412_544,
  },
  {
    id: 'pm241bt-user',
    title: 'PM-241-BT User Manual',
    description: 'Full reference: printer settings, label calibration, troubleshooting blank and incomplete prints.',
    version: '3.0',
    releaseDate: '2026-01-09',
    fileUrl: 'https://downloads.labelwise.com/manuals/pm-241-bt-user-manual-v3.0.pdf',
    sizeBytes: 7_864_320,
  },
  {
    id: 'd520-fw',
    title: 'D520 Firmware Upgrade Guide',
    description: 'Updating firmware over USB on Windows (serial numbers starting with Q505).',
    version: '1.3',
    releaseDate: '2025-10-22',
    fileUrl: '/files/manuals/d520-firmware-upgrade-v1.3.pdf',
    sizeBytes: 983_040,
  },
  {
    id: 'chromeos',
    title: 'ChromeOS Setup Guide',
    releaseDate: '2025-08-05',
    fileUrl: 'https://downloads.labelwise.com/manuals/chromeos-setup',
  },
];

export function manyManuals(count: number): Manual[] {
  const models = [
    'PM-241-BT',
    'PM-245',
    'PM-249-WF',
    'D520BT',
    'D550 Pro',
    'T200',
    'AM-243-BT',
    'PM-344-WF',
    'A64M',
    'PL70',
  ];
  const kinds = ['Quick Start Guide', 'User Manual', 'Firmware Upgrade Guide'];
  return Array.from({ length: count }, (_, index) => ({
    id: `manual-${index}`,
    title: `${models[index % models.length]} ${kinds[index % kinds.length]}`,
    description:
      index % 4 === 3 ? undefined : 'Setup, calibration and troubleshooting for Windows, macOS and ChromeOS.',
    version: `${1 + (index % 3)}.${index % 10}`,
    releaseDate: `${index < 12 ? 2026 : 2025}-${String(12 - (index % 12)).padStart(2, '0')}-1${index % 10}`,
    fileUrl: `https://downloads.labelwise.com/manuals/manual-${index}.pdf`,
    sizeBytes: 500_000 + index * 312_500,
  }));
}
