/** Release notes and known issues of the seeded driver versions, in the six site locales. */
type Texts = Record<'en-us' | 'zh-cn' | 'zh-hk' | 'de-de' | 'fr-fr' | 'es-es', string>;

export const RELEASE_TEXTS: Record<
  'windows' | 'macos' | 'linux',
  { first: Texts; current: Texts; firstIssues: Texts | null; currentIssues: Texts | 'first' | null }
> = {
  windows: {
    first: {
      'en-us': 'First release: print from any Windows application on Windows 10 and 11 (64-bit).',
      'zh-cn': '首个版本：可在 Windows 10 和 11（64 位）上从任何 Windows 应用程序打印。',
      'zh-hk': '首個版本：可在 Windows 10 及 11（64 位元）上從任何 Windows 應用程式列印。',
      'de-de': 'Erste Version: Drucken aus jeder Windows-Anwendung unter Windows 10 und 11 (64 Bit).',
      'fr-fr': 'Première version : impression depuis toute application Windows sous Windows 10 et 11 (64 bits).',
      'es-es': 'Primera versión: imprime desde cualquier aplicación de Windows en Windows 10 y 11 (64 bits).',
    },
    firstIssues: {
      'en-us': 'After the computer wakes from sleep, the first label may come out blank.',
      'zh-cn': '电脑从睡眠中唤醒后，第一张标签可能打印为空白。',
      'zh-hk': '電腦從睡眠中喚醒後，第一張標籤可能列印為空白。',
      'de-de': 'Nach dem Aufwachen des Computers aus dem Ruhezustand kann das erste Etikett leer bleiben.',
      'fr-fr': 'Après la sortie de veille de l’ordinateur, la première étiquette peut sortir vierge.',
      'es-es': 'Cuando el ordenador sale del modo de suspensión, la primera etiqueta puede salir en blanco.',
    },
    current: {
      'en-us': 'Fixes blank first labels after the computer wakes from sleep.',
      'zh-cn': '修复电脑从睡眠中唤醒后第一张标签空白的问题。',
      'zh-hk': '修正電腦從睡眠中喚醒後第一張標籤空白的問題。',
      'de-de': 'Behebt leere erste Etiketten, nachdem der Computer aus dem Ruhezustand aufwacht.',
      'fr-fr': 'Corrige la première étiquette vierge après la sortie de veille de l’ordinateur.',
      'es-es': 'Corrige la primera etiqueta en blanco cuando el ordenador sale del modo de suspensión.',
    },
    currentIssues: null,
  },
  macos: {
    first: {
      'en-us': 'First release for macOS 10.14 (Mojave) or later; on Apple silicon it runs under Rosetta 2.',
      'zh-cn': '适用于 macOS 10.14（Mojave）或更高版本的首个版本；在 Apple 芯片上通过 Rosetta 2 运行。',
      'zh-hk': '適用於 macOS 10.14（Mojave）或更新版本的首個版本；在 Apple 晶片上透過 Rosetta 2 執行。',
      'de-de': 'Erste Version für macOS 10.14 (Mojave) oder neuer; auf Apple Silicon läuft sie mit Rosetta 2.',
      'fr-fr':
        'Première version pour macOS 10.14 (Mojave) ou ultérieur ; sur puce Apple, elle fonctionne avec Rosetta 2.',
      'es-es': 'Primera versión para macOS 10.14 (Mojave) o posterior; en chips de Apple funciona con Rosetta 2.',
    },
    firstIssues: {
      'en-us': 'On a Mac with Apple silicon, install Rosetta 2 before this driver.',
      'zh-cn': '在搭载 Apple 芯片的 Mac 上，请先安装 Rosetta 2 再安装此驱动程序。',
      'zh-hk': '在配備 Apple 晶片的 Mac 上，請先安裝 Rosetta 2 再安裝此驅動程式。',
      'de-de': 'Auf einem Mac mit Apple Silicon zuerst Rosetta 2 installieren, dann diesen Treiber.',
      'fr-fr': 'Sur un Mac à puce Apple, installez Rosetta 2 avant ce pilote.',
      'es-es': 'En un Mac con chip de Apple, instala Rosetta 2 antes que este controlador.',
    },
    current: {
      'en-us': 'Adds the 4 × 6 in shipping label size to the print dialog.',
      'zh-cn': '在打印对话框中新增 4 × 6 英寸快递标签尺寸。',
      'zh-hk': '在列印對話框中新增 4 × 6 吋運輸標籤尺寸。',
      'de-de': 'Bietet im Druckdialog die Versandetikettengröße 4 × 6 Zoll an.',
      'fr-fr': 'Ajoute le format d’étiquette d’expédition 4 × 6 po au dialogue d’impression.',
      'es-es': 'Añade el tamaño de etiqueta de envío de 4 × 6 in al cuadro de diálogo de impresión.',
    },
    currentIssues: 'first',
  },
  linux: {
    first: {
      'en-us': 'First release: a CUPS driver for 64-bit Ubuntu, Debian and Fedora.',
      'zh-cn': '首个版本：适用于 64 位 Ubuntu、Debian 和 Fedora 的 CUPS 驱动程序。',
      'zh-hk': '首個版本：適用於 64 位元 Ubuntu、Debian 及 Fedora 的 CUPS 驅動程式。',
      'de-de': 'Erste Version: ein CUPS-Treiber für 64-Bit-Ubuntu, -Debian und -Fedora.',
      'fr-fr': 'Première version : un pilote CUPS pour Ubuntu, Debian et Fedora 64 bits.',
      'es-es': 'Primera versión: un controlador CUPS para Ubuntu, Debian y Fedora de 64 bits.',
    },
    firstIssues: null,
    current: {
      'en-us': 'Adds the 40 × 30 mm label size and installs with one command on current distributions.',
      'zh-cn': '新增 40 × 30 毫米标签尺寸，在当前发行版上只需一条命令即可安装。',
      'zh-hk': '新增 40 × 30 毫米標籤尺寸，在現行發行版上只需一條指令即可安裝。',
      'de-de':
        'Bietet die Etikettengröße 40 × 30 mm und installiert sich auf aktuellen Distributionen mit einem Befehl.',
      'fr-fr': 'Ajoute le format d’étiquette 40 × 30 mm et s’installe en une commande sur les distributions actuelles.',
      'es-es':
        'Añade el tamaño de etiqueta de 40 × 30 mm y se instala con un solo comando en las distribuciones actuales.',
    },
    currentIssues: {
      'en-us': 'On Fedora with SELinux enforcing, run the installer with sudo so the CUPS filter gets its label.',
      'zh-cn': '在启用 SELinux 强制模式的 Fedora 上，请使用 sudo 运行安装程序，以便 CUPS 过滤器获得正确的标签。',
      'zh-hk': '在啟用 SELinux 強制模式的 Fedora 上，請使用 sudo 執行安裝程式，讓 CUPS 篩選器取得正確的標籤。',
      'de-de':
        'Unter Fedora mit erzwungenem SELinux das Installationsprogramm mit sudo ausführen, damit der CUPS-Filter seinen Kontext erhält.',
      'fr-fr':
        'Sous Fedora avec SELinux en mode strict, lancez l’installateur avec sudo pour que le filtre CUPS reçoive son contexte.',
      'es-es':
        'En Fedora con SELinux en modo estricto, ejecuta el instalador con sudo para que el filtro CUPS reciba su contexto.',
    },
  },
};
