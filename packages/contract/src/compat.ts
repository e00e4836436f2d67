/**
 * The compatibility matrix without zod: which systems, CPUs and components a printer model is checked against, the
 * three answers, and the seeded cells (what the catalog already claims is "verified"; the rest "expected" or "not
 * supported", with a note in the six locales). The site renders the seeded cells at first paint; the API seeds them.
 */
import type { ContentLocale, GuideDefault } from './guides.js';

export const COMPAT_SYSTEMS = [
  'windows-10',
  'windows-11',
  'macos-12',
  'macos-13',
  'macos-14',
  'macos-15',
  'macos-26',
  'chromeos',
  'ubuntu',
  'debian',
  'fedora',
  'ios',
  'android',
] as const;
export type CompatSystem = (typeof COMPAT_SYSTEMS)[number];
/** `x64` is Intel/AMD (Intel on a Mac), `arm` Windows on ARM or Apple silicon; `any` where the CPU does not matter. */
export const COMPAT_CPUS = ['x64', 'arm', 'any'] as const;
export type CompatCpu = (typeof COMPAT_CPUS)[number];
export const COMPAT_COMPONENTS = ['driver', 'app', 'extension'] as const;
export type CompatComponent = (typeof COMPAT_COMPONENTS)[number];
export const COMPAT_SUPPORT = ['verified', 'expected', 'unsupported'] as const;
export type CompatSupport = (typeof COMPAT_SUPPORT)[number];

export type CompatFamily = 'windows' | 'macos' | 'chromeos' | 'linux' | 'ios' | 'android';
export const compatFamily = (system: CompatSystem): CompatFamily =>
  system.startsWith('windows')
    ? 'windows'
    : system.startsWith('macos')
      ? 'macos'
      : system === 'ubuntu' || system === 'debian' || system === 'fedora'
        ? 'linux'
        : (system as 'chromeos' | 'ios' | 'android');

/** The CPUs a system is checked on: two for Windows and macOS, none to choose elsewhere. */
export const cpusOf = (system: CompatSystem): readonly CompatCpu[] =>
  ['windows', 'macos'].includes(compatFamily(system)) ? ['x64', 'arm'] : ['any'];

/** What runs on a system: drivers and the desktop app on computers, the extension on ChromeOS, the app on phones. */
export function componentsOf(system: CompatSystem): readonly CompatComponent[] {
  switch (compatFamily(system)) {
    case 'windows':
    case 'macos':
      return ['driver', 'app'];
    case 'linux':
      return ['driver'];
    case 'chromeos':
      return ['extension'];
    default:
      return ['app'];
  }
}

export const isCompatSystem = (v: string): v is CompatSystem => (COMPAT_SYSTEMS as readonly string[]).includes(v);
export const isCompatCpu = (v: string): v is CompatCpu => (COMPAT_CPUS as readonly string[]).includes(v);

type Texts = Record<ContentLocale, string>;

export const COMPAT_NOTES = {
  windowsArm: {
    'en-us': 'Not yet verified on Windows on ARM; x64 software normally runs there under emulation.',
    'zh-cn': '尚未在 ARM 版 Windows 上验证；x64 软件通常可通过仿真在其上运行。',
    'zh-hk': '尚未在 ARM 版 Windows 上驗證；x64 軟件通常可透過模擬在其上執行。',
    'de-de': 'Unter Windows on ARM noch nicht geprüft; x64-Software läuft dort normalerweise per Emulation.',
    'fr-fr': 'Pas encore vérifié sous Windows sur ARM ; les logiciels x64 y fonctionnent normalement par émulation.',
    'es-es': 'Aún no verificado en Windows en ARM; el software x64 suele funcionar allí mediante emulación.',
  },
  appleSilicon: {
    'en-us': 'Not yet verified on Apple silicon; Intel software normally runs there under Rosetta 2.',
    'zh-cn': '尚未在 Apple 芯片上验证；Intel 软件通常可通过 Rosetta 2 在其上运行。',
    'zh-hk': '尚未在 Apple 晶片上驗證；Intel 軟件通常可透過 Rosetta 2 在其上執行。',
    'de-de': 'Auf Apple Silicon noch nicht geprüft; Intel-Software läuft dort normalerweise mit Rosetta 2.',
    'fr-fr': 'Pas encore vérifié sur puce Apple ; les logiciels Intel y fonctionnent normalement avec Rosetta 2.',
    'es-es': 'Aún no verificado en chips de Apple; el software para Intel suele funcionar allí con Rosetta 2.',
  },
  noMac: {
    'en-us': 'No macOS driver is published for this model.',
    'zh-cn': '此型号没有发布 macOS 驱动程序。',
    'zh-hk': '此型號沒有發佈 macOS 驅動程式。',
    'de-de': 'Für dieses Modell ist kein macOS-Treiber veröffentlicht.',
    'fr-fr': 'Aucun pilote macOS n’est publié pour ce modèle.',
    'es-es': 'No hay ningún controlador de macOS publicado para este modelo.',
  },
  noLinux: {
    'en-us': 'No Linux driver is published for this model.',
    'zh-cn': '此型号没有发布 Linux 驱动程序。',
    'zh-hk': '此型號沒有發佈 Linux 驅動程式。',
    'de-de': 'Für dieses Modell ist kein Linux-Treiber veröffentlicht.',
    'fr-fr': 'Aucun pilote Linux n’est publié pour ce modèle.',
    'es-es': 'No hay ningún controlador de Linux publicado para este modelo.',
  },
  usbOnly: {
    'en-us': 'This model connects over USB only; the phone app prints over Bluetooth.',
    'zh-cn': '此型号仅支持 USB 连接；手机应用通过蓝牙打印。',
    'zh-hk': '此型號僅支援 USB 連接；手機應用程式透過藍牙列印。',
    'de-de': 'Dieses Modell wird nur per USB angeschlossen; die Smartphone-App druckt über Bluetooth.',
    'fr-fr': 'Ce modèle se connecte uniquement en USB ; l’application mobile imprime en Bluetooth.',
    'es-es': 'Este modelo solo se conecta por USB; la aplicación del móvil imprime por Bluetooth.',
  },
  wifiPhone: {
    'en-us': 'Printing over Wi-Fi from the phone app is not yet verified for this model.',
    'zh-cn': '尚未验证此型号能否通过 Wi-Fi 从手机应用打印。',
    'zh-hk': '尚未驗證此型號能否透過 Wi-Fi 從手機應用程式列印。',
    'de-de': 'Drucken über WLAN aus der Smartphone-App ist für dieses Modell noch nicht geprüft.',
    'fr-fr': 'L’impression en Wi-Fi depuis l’application mobile n’est pas encore vérifiée pour ce modèle.',
    'es-es': 'La impresión por wifi desde la aplicación del móvil aún no está verificada para este modelo.',
  },
  chromeos: {
    'en-us': 'Not yet verified on ChromeOS.',
    'zh-cn': '尚未在 ChromeOS 上验证。',
    'zh-hk': '尚未在 ChromeOS 上驗證。',
    'de-de': 'Unter ChromeOS noch nicht geprüft.',
    'fr-fr': 'Pas encore vérifié sous ChromeOS.',
    'es-es': 'Aún no verificado en ChromeOS.',
  },
} as const satisfies Record<string, Texts>;

export interface CompatCellSeed {
  system: CompatSystem;
  cpu: CompatCpu;
  component: CompatComponent;
  support: CompatSupport;
  /** The day it was checked; set exactly when `support` is verified. */
  verifiedOn: string | null;
  note: Partial<Texts>;
}

/** The day the seeded catalog's claims were published: what a seeded "verified" cell was checked against. */
export const COMPAT_SEED_VERIFIED_ON = '2024-02-01';

/** A model's seeded cells, from what its guide already claims (drivers for macOS and Linux, the connections). */
export function seedCompatCells(guide: Pick<GuideDefault, 'connections' | 'sections'>): CompatCellSeed[] {
  const mac = guide.sections.includes('mac');
  const linux = guide.sections.includes('linux');
  const chromeos = guide.sections.includes('chromeos');
  const bluetooth = guide.connections.includes('bluetooth');
  const wifi = guide.connections.includes('wifi');
  const cells: CompatCellSeed[] = [];
  const verified = (support: boolean, note: Partial<Texts>, missing: CompatSupport = 'unsupported') =>
    support
      ? { support: 'verified' as const, verifiedOn: COMPAT_SEED_VERIFIED_ON, note: {} }
      : { support: missing, verifiedOn: null, note };
  const expected = (note: Partial<Texts>) => ({ support: 'expected' as const, verifiedOn: null, note });
  for (const system of COMPAT_SYSTEMS) {
    for (const cpu of cpusOf(system)) {
      for (const component of componentsOf(system)) {
        const family = compatFamily(system);
        let cell: Pick<CompatCellSeed, 'support' | 'verifiedOn' | 'note'>;
        if (family === 'windows') cell = cpu === 'arm' ? expected(COMPAT_NOTES.windowsArm) : verified(true, {});
        else if (family === 'macos') {
          const has = component === 'app' || mac;
          cell = !has
            ? verified(false, COMPAT_NOTES.noMac)
            : cpu === 'arm'
              ? expected(COMPAT_NOTES.appleSilicon)
              : verified(true, {});
        } else if (family === 'linux') cell = verified(linux, COMPAT_NOTES.noLinux);
        else if (family === 'chromeos') cell = verified(chromeos, COMPAT_NOTES.chromeos, 'expected');
        else
          cell = bluetooth
            ? verified(true, {})
            : wifi
              ? expected(COMPAT_NOTES.wifiPhone)
              : verified(false, COMPAT_NOTES.usbOnly);
        cells.push({ system, cpu, component, ...cell });
      }
    }
  }
  return cells;
}

/**
 * What the public chart answers for a cell: an operator's answer, or `unpublished` where a driver is claimed
 * (verified or expected) but none is published for the model on that system, so the chart never promises a driver
 * a visitor cannot download.
 */
export const PUBLIC_COMPAT_SUPPORT = [...COMPAT_SUPPORT, 'unpublished'] as const;
export type PublicCompatSupport = (typeof PUBLIC_COMPAT_SUPPORT)[number];

/** A system one of a model's published drivers is for, as the chart's check and the published content name it. */
export const driverSystemKey = (modelId: number, os: string): string => `${modelId}:${os}`;

/**
 * A driver cell that claims a driver (verified or expected) for a system none of the model's published drivers is
 * for answers `unpublished`: the operator's answer stays in the back office until the driver is there. The API's
 * answer and the page rendered with the published content both apply it.
 */
export function withPublishedDrivers<
  C extends { modelId: number; system: CompatSystem; component: string; support: PublicCompatSupport },
>(cell: C, isPublished: (key: string) => boolean): C {
  if (cell.component !== 'driver' || cell.support === 'unsupported') return cell;
  if (isPublished(driverSystemKey(cell.modelId, compatFamily(cell.system)))) return cell;
  return { ...cell, support: 'unpublished', verifiedOn: null };
}

/** A cell as GET /public/compat answers it: with its model's name, guide and connections for the chart. */
export interface PublicCompatCell extends Omit<CompatCell, 'support'> {
  support: PublicCompatSupport;
  modelName: string;
  guidePath: string;
  connections: Array<'usb' | 'bluetooth' | 'wifi'>;
}

export interface CompatCell {
  cellId: number;
  modelId: number;
  modelName?: string;
  system: CompatSystem;
  cpu: CompatCpu;
  component: CompatComponent;
  support: CompatSupport;
  verifiedOn: string | null;
  note: Partial<Record<ContentLocale, string>>;
}
