import type { Driver } from './DriverTable';

/** Realistic demo drivers for stories and tests (not exported from the package). */
export const drivers: Driver[] = [
  {
    id: 'win64-3.10.0',
    title: 'Labelwise Driver for Windows 3.10.0 (64-bit)',
    os: 'windows',
    version: '3.10.0',
    releaseDate: '2026-03-12',
    fileUrl: 'https://downloads.labelwise.com/drivers/LabelwiseDriver-3.10.0-x64.exe',
    fileName: 'LabelwiseDriver-3.10.0-x64.exe',
    sizeBytes: 24_612_864,
    sha256: 'da93e56434dd7f81f4e3c166e1d172a9a073e00971655b2d8b83cd9fa8156176',
  },
  {
    id: 'win32-3.10.0',
    title: 'Labelwise Driver for Windows 3.10.0 (32-bit)',
    os: 'windows',
    version: '3.10.0',
    releaseDate: '2026-03-12',
    fileUrl: 'https://downloads.labelwise.com/drivers/LabelwiseDriver-3.10.0-x86.exe',
    fileName: 'LabelwiseDriver-3.10.0-x86.exe',
    sizeBytes: 22_347_776,
    sha256: '57c509a21cd9578d03a5c2312736e3891f5a7fed3c94cbd6666d389a3a092195',
  },
  {
    id: 'mac-2.6.1',
    title: 'Labelwise Driver for macOS 2.6.1 (macOS 10.14 or later)',
    os: 'macos',
    version: '2.6.1',
    releaseDate: '2026-01-28',
    fileUrl: 'https://downloads.labelwise.com/drivers/LabelwiseDriver-2.6.1.pkg',
    fileName: 'LabelwiseDriver-2.6.1.pkg',
    sizeBytes: 18_874_368,
    sha256: '7fd5ddb63e16066e7fbf257eec7e69203c59155ae21f652c5de3170179452917',
  },
  {
    id: 'linux-deb-1.4.2',
    title: 'Labelwise CUPS Driver for Linux 1.4.2 (.deb)',
    os: 'linux',
    version: '1.4.2',
    releaseDate: '2025-11-03',
    fileUrl: 'https://downloads.labelwise.com/drivers/labelwise-cups_1.4.2_amd64.deb',
    fileName: 'labelwise-cups_1.4.2_amd64.deb',
    sizeBytes: 845_312,
    sha256: 'a2d5aefedd8bfe5795bf6caf8f30aff468121c5247e12c8949ef62fedbf52ec8',
  },
  {
    id: 'fw-pm241-1.2.8',
    title: 'PM-241-BT Firmware 1.2.8',
    version: '1.2.8',
    releaseDate: '2025-09-30',
    fileUrl: '/files/firmware/pm-241-bt-1.2.8.bin',
    fileName: 'pm-241-bt-1.2.8.bin',
    sizeBytes: 1_376_256,
  },
];

/** `count` deterministic drivers for the "many rows" story. */
export function manyDrivers(count: number): Driver[] {
  return Array.from({ length: count }, (_, index) => {
    const base = drivers[index % drivers.length]!;
    const minor = 10 - Math.floor(index / drivers.length);
    const month = String(12 - (index % 12)).padStart(2, '0');
    return {
      ...base,
      id: `${base.id}-${index}`,
      title: base.title.replace(/\d+\.\d+\.\d+/, `3.${minor}.0`),
      releaseDate: `${index < 12 ? 2026 : 2025}-${month}-0${1 + (index % 9)}`,
    };
  });
}
