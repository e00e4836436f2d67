import type { ContentLocale } from './locales.js';

/**
 * The default texts of the printer guides, moved here from the site so the API seed, the admin editor and the site
 * read one copy. `{model}` stands for the printer's display name. Which steps a model shows is in `./guides.ts`.
 */

type Texts = Readonly<Record<ContentLocale, string>>;

/** The lead paragraph of every guide page. */
export const GUIDE_INTRO: Texts = {
  'en-us':
    'Everything you need to start printing with the {model}: connect it, install the driver for your system and keep the firmware up to date.',
  'zh-cn': '开始使用 {model} 打印所需的一切：连接打印机、为您的系统安装驱动并保持固件最新。',
  'zh-hk': '開始使用 {model} 列印所需的一切：連接打印機、為您的系統安裝驅動程式並保持韌體最新。',
  'de-de':
    'Alles, was Sie zum Drucken mit dem {model} brauchen: verbinden, Treiber für Ihr System installieren und die Firmware aktuell halten.',
  'fr-fr':
    'Tout ce qu’il faut pour imprimer avec la {model} : la connecter, installer le pilote de votre système et garder le firmware à jour.',
  'es-es':
    'Todo lo necesario para imprimir con la {model}: conectarla, instalar el controlador de su sistema y mantener el firmware al día.',
};

/** Every default step, by id. */
export const GUIDE_STEP_TEXTS = {
  btInstallApp: {
    'en-us': 'Install the Labelwise app from the App Store or Google Play.',
    'zh-cn': '从 App Store 或 Google Play 安装 Labelwise 应用。',
    'zh-hk': '從 App Store 或 Google Play 安裝 Labelwise 應用程式。',
    'de-de': 'Installieren Sie die Labelwise-App aus dem App Store oder von Google Play.',
    'fr-fr': 'Installez l’application Labelwise depuis l’App Store ou Google Play.',
    'es-es': 'Instale la aplicación Labelwise desde el App Store o Google Play.',
  },
  btPowerOn: {
    'en-us': 'Load labels and turn on the {model}. Keep it within one metre of your phone.',
    'zh-cn': '装入标签并开启 {model}，让打印机与手机保持在一米以内。',
    'zh-hk': '裝入標籤並開啟 {model}，讓打印機與手機保持在一米以內。',
    'de-de':
      'Legen Sie Etiketten ein und schalten Sie den {model} ein. Halten Sie ihn höchstens einen Meter vom Smartphone entfernt.',
    'fr-fr': 'Chargez les étiquettes et allumez la {model}. Gardez-la à moins d’un mètre de votre téléphone.',
    'es-es': 'Cargue las etiquetas y encienda la {model}. Manténgala a menos de un metro del móvil.',
  },
  btNoSystemPair: {
    'en-us':
      'Turn on Bluetooth on your phone, but do not pair the printer in the phone’s Bluetooth settings: the app connects to it directly.',
    'zh-cn': '打开手机蓝牙，但不要在手机的蓝牙设置中配对打印机：应用会直接连接打印机。',
    'zh-hk': '開啟手機藍牙，但不要在手機的藍牙設定中配對打印機：應用程式會直接連接打印機。',
    'de-de':
      'Aktivieren Sie Bluetooth am Smartphone, koppeln Sie den Drucker aber nicht in den Bluetooth-Einstellungen: Die App verbindet sich direkt.',
    'fr-fr':
      'Activez le Bluetooth du téléphone, sans appairer l’imprimante dans les réglages Bluetooth : l’application s’y connecte directement.',
    'es-es':
      'Active el Bluetooth del móvil, pero no empareje la impresora en los ajustes de Bluetooth: la aplicación se conecta directamente.',
  },
  btConnectInApp: {
    'en-us':
      'Open the app, tap Connect printer and choose {model} from the list of nearby printers. Allow Bluetooth access when asked (on Android, also Nearby devices or Location).',
    'zh-cn':
      '打开应用，点击“连接打印机”，在附近打印机列表中选择 {model}。出现提示时允许蓝牙权限（Android 还需允许“附近设备”或“位置信息”）。',
    'zh-hk':
      '開啟應用程式，點按「連接打印機」，在附近打印機列表中選擇 {model}。出現提示時允許藍牙權限（Android 亦需允許「附近的裝置」或「位置」）。',
    'de-de':
      'Öffnen Sie die App, tippen Sie auf Drucker verbinden und wählen Sie {model} aus der Liste. Erlauben Sie den Bluetooth-Zugriff (unter Android zusätzlich Geräte in der Nähe bzw. Standort).',
    'fr-fr':
      'Ouvrez l’application, touchez Connecter une imprimante et choisissez {model} dans la liste. Autorisez l’accès Bluetooth (sur Android, aussi Appareils à proximité ou Localisation).',
    'es-es':
      'Abra la aplicación, toque Conectar impresora y elija {model} en la lista de impresoras cercanas. Permita el acceso a Bluetooth (en Android, también Dispositivos cercanos o Ubicación).',
  },
  btTestPrint: {
    'en-us': 'Open a template that matches your labels and tap Print to print a test label.',
    'zh-cn': '打开与标签匹配的模板，点击“打印”打印一张测试标签。',
    'zh-hk': '開啟與標籤相符的範本，點按「列印」列印一張測試標籤。',
    'de-de':
      'Öffnen Sie eine zu Ihren Etiketten passende Vorlage und tippen Sie auf Drucken, um ein Testetikett zu drucken.',
    'fr-fr': 'Ouvrez un modèle adapté à vos étiquettes et touchez Imprimer pour imprimer une étiquette de test.',
    'es-es': 'Abra una plantilla que coincida con sus etiquetas y toque Imprimir para imprimir una etiqueta de prueba.',
  },
  btTroubleshoot: {
    'en-us':
      'If the printer is not listed, turn it off and on, close other apps that may be connected to it, and try again.',
    'zh-cn': '如果列表中没有打印机，请重启打印机，关闭可能已连接该打印机的其他应用后重试。',
    'zh-hk': '如果列表中沒有打印機，請重新啟動打印機，關閉可能已連接該打印機的其他應用程式後重試。',
    'de-de':
      'Erscheint der Drucker nicht, schalten Sie ihn aus und wieder ein, schließen Sie andere damit verbundene Apps und versuchen Sie es erneut.',
    'fr-fr':
      'Si l’imprimante n’apparaît pas, éteignez-la puis rallumez-la, fermez les autres applications qui pourraient y être connectées et réessayez.',
    'es-es':
      'Si la impresora no aparece, apáguela y enciéndala, cierre otras aplicaciones que puedan estar conectadas a ella e inténtelo de nuevo.',
  },
  pairCheckSerial: {
    'en-us':
      'To pair the {model} with a computer through the system Bluetooth settings, first check the serial number on the label under the printer with the checker on this page: only some serial numbers support it.',
    'zh-cn':
      '如需通过系统蓝牙设置将 {model} 与电脑配对，请先用本页的检查工具核对打印机底部标签上的序列号：仅部分序列号支持此功能。',
    'zh-hk':
      '如需透過系統藍牙設定將 {model} 與電腦配對，請先用本頁的檢查工具核對打印機底部標籤上的序號：只有部分序號支援此功能。',
    'de-de':
      'Um den {model} über die Bluetooth-Einstellungen des Systems mit einem Computer zu koppeln, prüfen Sie zuerst die Seriennummer auf dem Typenschild mit der Prüfung auf dieser Seite: Nur bestimmte Seriennummern unterstützen das.',
    'fr-fr':
      'Pour appairer la {model} avec un ordinateur via les réglages Bluetooth du système, vérifiez d’abord le numéro de série (sous l’imprimante) avec l’outil de cette page : seuls certains numéros le permettent.',
    'es-es':
      'Para emparejar la {model} con un ordenador desde los ajustes de Bluetooth del sistema, compruebe antes el número de serie (bajo la impresora) con el verificador de esta página: solo algunos números lo admiten.',
  },
  pairWindows: {
    'en-us': 'On Windows, open Settings > Bluetooth & devices > Add device > Bluetooth and select {model}.',
    'zh-cn': '在 Windows 上，打开“设置 > 蓝牙和其他设备 > 添加设备 > 蓝牙”，然后选择 {model}。',
    'zh-hk': '在 Windows 上，開啟「設定 > 藍牙與裝置 > 新增裝置 > 藍牙」，然後選擇 {model}。',
    'de-de':
      'Unter Windows öffnen Sie Einstellungen > Bluetooth und Geräte > Gerät hinzufügen > Bluetooth und wählen {model}.',
    'fr-fr':
      'Sous Windows, ouvrez Paramètres > Bluetooth et appareils > Ajouter un appareil > Bluetooth et sélectionnez {model}.',
    'es-es':
      'En Windows, abra Configuración > Bluetooth y dispositivos > Agregar dispositivo > Bluetooth y seleccione {model}.',
  },
  pairMac: {
    'en-us': 'On a Mac, open System Settings > Bluetooth and click Connect next to {model}.',
    'zh-cn': '在 Mac 上，打开“系统设置 > 蓝牙”，点击 {model} 旁边的“连接”。',
    'zh-hk': '在 Mac 上，開啟「系統設定 > 藍牙」，按一下 {model} 旁邊的「連接」。',
    'de-de': 'Auf dem Mac öffnen Sie Systemeinstellungen > Bluetooth und klicken neben {model} auf Verbinden.',
    'fr-fr': 'Sur Mac, ouvrez Réglages Système > Bluetooth et cliquez sur Se connecter à côté de {model}.',
    'es-es': 'En un Mac, abra Ajustes del Sistema > Bluetooth y haga clic en Conectar junto a {model}.',
  },
  pairAfter: {
    'en-us':
      'Once paired, install the driver as described below; the printer then appears in your printer list and prints over Bluetooth.',
    'zh-cn': '配对完成后，按下文说明安装驱动，打印机即会出现在打印机列表中并通过蓝牙打印。',
    'zh-hk': '配對完成後，按下文說明安裝驅動程式，打印機即會出現在打印機列表中並透過藍牙列印。',
    'de-de':
      'Nach dem Koppeln installieren Sie den Treiber wie unten beschrieben; der Drucker erscheint dann in der Druckerliste und druckt per Bluetooth.',
    'fr-fr':
      'Une fois appairée, installez le pilote comme indiqué ci-dessous ; l’imprimante apparaît alors dans votre liste et imprime en Bluetooth.',
    'es-es':
      'Una vez emparejada, instale el controlador como se indica abajo; la impresora aparecerá en su lista e imprimirá por Bluetooth.',
  },
  usbConnect: {
    'en-us':
      'Connect the {model} to your computer with the supplied USB cable, using a port on the computer itself rather than an unpowered hub.',
    'zh-cn': '使用随附的 USB 线将 {model} 连接到电脑，请直接使用电脑上的接口，不要通过无源集线器。',
    'zh-hk': '使用隨附的 USB 線將 {model} 連接到電腦，請直接使用電腦上的接口，不要透過無源集線器。',
    'de-de':
      'Verbinden Sie den {model} mit dem mitgelieferten USB-Kabel direkt mit einem Anschluss am Computer, nicht über einen Hub ohne Stromversorgung.',
    'fr-fr':
      'Reliez la {model} à l’ordinateur avec le câble USB fourni, sur un port de l’ordinateur plutôt que sur un hub non alimenté.',
    'es-es':
      'Conecte la {model} al ordenador con el cable USB incluido, en un puerto del propio ordenador y no en un hub sin alimentación.',
  },
  usbPower: {
    'en-us': 'Plug in the power adapter and turn the printer on.',
    'zh-cn': '接上电源适配器并开启打印机。',
    'zh-hk': '接上電源適配器並開啟打印機。',
    'de-de': 'Schließen Sie das Netzteil an und schalten Sie den Drucker ein.',
    'fr-fr': 'Branchez l’adaptateur secteur et allumez l’imprimante.',
    'es-es': 'Conecte el adaptador de corriente y encienda la impresora.',
  },
  usbLoad: {
    'en-us':
      'Load labels printable side up and slide the guides against the label edges; the printer takes in the first label and finds its position.',
    'zh-cn': '将标签可打印面朝上装入，并将导轨贴住标签边缘；打印机会自动送入第一张标签并定位。',
    'zh-hk': '將標籤可列印面朝上裝入，並將導軌貼住標籤邊緣；打印機會自動送入第一張標籤並定位。',
    'de-de':
      'Legen Sie die Etiketten mit der bedruckbaren Seite nach oben ein und schieben Sie die Führungen an die Kanten; der Drucker zieht das erste Etikett ein und positioniert es.',
    'fr-fr':
      'Chargez les étiquettes face imprimable vers le haut et amenez les guides contre les bords ; l’imprimante entraîne la première étiquette et trouve sa position.',
    'es-es':
      'Cargue las etiquetas con la cara imprimible hacia arriba y ajuste las guías a los bordes; la impresora introduce la primera etiqueta y la posiciona.',
  },
  usbCalibrate: {
    'en-us':
      'If labels stop in the wrong place, hold the feed button until the printer beeps and feeds a few labels to calibrate.',
    'zh-cn': '如果标签停止位置不对，请长按走纸键，直到打印机发出提示音并走出几张标签完成校准。',
    'zh-hk': '如果標籤停止位置不對，請長按走紙鍵，直到打印機發出提示音並走出幾張標籤完成校準。',
    'de-de':
      'Stoppen die Etiketten an der falschen Stelle, halten Sie die Vorschubtaste gedrückt, bis der Drucker piept und zum Kalibrieren einige Etiketten vorschiebt.',
    'fr-fr':
      'Si les étiquettes s’arrêtent au mauvais endroit, maintenez le bouton d’avance jusqu’au bip : l’imprimante fait avancer quelques étiquettes pour se calibrer.',
    'es-es':
      'Si las etiquetas se detienen en un lugar incorrecto, mantenga pulsado el botón de avance hasta que la impresora pite y avance unas etiquetas para calibrarse.',
  },
  usbDriverNote: {
    'en-us':
      'Labelwise prints over USB without a driver. To print from other programs, install the driver for your system below.',
    'zh-cn': 'Labelwise 通过 USB 打印无需驱动。如需从其他程序打印，请按下文为您的系统安装驱动。',
    'zh-hk': 'Labelwise 透過 USB 列印無需驅動程式。如需從其他程式列印，請按下文為您的系統安裝驅動程式。',
    'de-de':
      'Labelwise druckt per USB ohne Treiber. Um aus anderen Programmen zu drucken, installieren Sie unten den Treiber für Ihr System.',
    'fr-fr':
      'Labelwise imprime en USB sans pilote. Pour imprimer depuis d’autres logiciels, installez ci-dessous le pilote de votre système.',
    'es-es':
      'Labelwise imprime por USB sin controlador. Para imprimir desde otros programas, instale abajo el controlador de su sistema.',
  },
  wifiJoin: {
    'en-us':
      'For Wi-Fi printing, first connect the {model} to your 2.4 GHz network in the Labelwise app (Printer settings > Wi-Fi setup). When it is connected, the printer prints a page with its IP address.',
    'zh-cn':
      '如需 Wi-Fi 打印，请先在 Labelwise 应用中将 {model} 连接到 2.4 GHz 网络（打印机设置 > Wi-Fi 设置）。连接成功后，打印机会打印一页含 IP 地址的信息。',
    'zh-hk':
      '如需 Wi-Fi 列印，請先在 Labelwise 應用程式中將 {model} 連接到 2.4 GHz 網絡（打印機設定 > Wi-Fi 設定）。連接成功後，打印機會列印一頁含 IP 位址的資料。',
    'de-de':
      'Für den WLAN-Druck verbinden Sie den {model} zuerst in der Labelwise-App mit Ihrem 2,4-GHz-Netz (Druckereinstellungen > WLAN einrichten). Danach druckt er eine Seite mit seiner IP-Adresse.',
    'fr-fr':
      'Pour imprimer en Wi-Fi, connectez d’abord la {model} à votre réseau 2,4 GHz dans l’application Labelwise (Paramètres de l’imprimante > Configuration Wi-Fi). Une fois connectée, elle imprime une page avec son adresse IP.',
    'es-es':
      'Para imprimir por Wi-Fi, conecte primero la {model} a su red de 2,4 GHz en la aplicación Labelwise (Ajustes de la impresora > Configuración Wi-Fi). Una vez conectada, imprime una página con su dirección IP.',
  },
  winDownload: {
    'en-us': 'Download the Windows driver for the {model} from the Printers page and unzip it.',
    'zh-cn': '在“打印机”页面下载 {model} 的 Windows 驱动并解压。',
    'zh-hk': '在「打印機」頁面下載 {model} 的 Windows 驅動程式並解壓縮。',
    'de-de': 'Laden Sie den Windows-Treiber für den {model} auf der Seite Drucker herunter und entpacken Sie ihn.',
    'fr-fr': 'Téléchargez le pilote Windows de la {model} sur la page Imprimantes et décompressez-le.',
    'es-es': 'Descargue el controlador para Windows de la {model} en la página Impresoras y descomprímalo.',
  },
  winRun: {
    'en-us': 'Right-click the installer, choose Run as administrator and follow the steps.',
    'zh-cn': '右键单击安装程序，选择“以管理员身份运行”，然后按提示操作。',
    'zh-hk': '在安裝程式上按右鍵，選擇「以系統管理員身分執行」，然後按提示操作。',
    'de-de':
      'Klicken Sie mit der rechten Maustaste auf das Installationsprogramm, wählen Sie Als Administrator ausführen und folgen Sie den Schritten.',
    'fr-fr':
      'Faites un clic droit sur le programme d’installation, choisissez Exécuter en tant qu’administrateur et suivez les étapes.',
    'es-es': 'Haga clic con el botón derecho en el instalador, elija Ejecutar como administrador y siga los pasos.',
  },
  winConnect: {
    'en-us':
      'Connect the printer by USB and turn it on when the installer asks; Windows assigns the port automatically.',
    'zh-cn': '安装程序提示时，通过 USB 连接打印机并开机；Windows 会自动分配端口。',
    'zh-hk': '安裝程式提示時，透過 USB 連接打印機並開機；Windows 會自動分配連接埠。',
    'de-de':
      'Schließen Sie den Drucker per USB an und schalten Sie ihn ein, wenn das Installationsprogramm dazu auffordert; Windows weist den Anschluss automatisch zu.',
    'fr-fr':
      'Branchez l’imprimante en USB et allumez-la lorsque l’installateur le demande ; Windows attribue le port automatiquement.',
    'es-es':
      'Conecte la impresora por USB y enciéndala cuando el instalador lo pida; Windows asigna el puerto automáticamente.',
  },
  winAddNetwork: {
    'en-us':
      'To add it over Wi-Fi instead, open Settings > Bluetooth & devices > Printers & scanners > Add device, and pick the {model} from the network list or choose Add manually and enter its IP address.',
    'zh-cn':
      '如需通过 Wi-Fi 添加，请打开“设置 > 蓝牙和其他设备 > 打印机和扫描仪 > 添加设备”，从网络列表中选择 {model}，或选择“手动添加”并输入其 IP 地址。',
    'zh-hk':
      '如需透過 Wi-Fi 新增，請開啟「設定 > 藍牙與裝置 > 印表機與掃描器 > 新增裝置」，從網絡列表中選擇 {model}，或選擇「手動新增」並輸入其 IP 位址。',
    'de-de':
      'Für WLAN öffnen Sie stattdessen Einstellungen > Bluetooth und Geräte > Drucker und Scanner > Gerät hinzufügen und wählen den {model} aus der Netzwerkliste, oder Sie wählen Manuell hinzufügen und geben seine IP-Adresse ein.',
    'fr-fr':
      'Pour l’ajouter en Wi-Fi, ouvrez Paramètres > Bluetooth et appareils > Imprimantes et scanners > Ajouter un appareil, puis choisissez la {model} dans la liste réseau ou Ajouter manuellement avec son adresse IP.',
    'es-es':
      'Para añadirla por Wi-Fi, abra Configuración > Bluetooth y dispositivos > Impresoras y escáneres > Agregar dispositivo y elija la {model} en la lista de red, o Agregar manualmente e introduzca su dirección IP.',
  },
  winPaper: {
    'en-us':
      'In Printers & scanners, open {model} > Printing preferences and set the paper size to your labels, for example 4 x 6 in (100 x 150 mm).',
    'zh-cn':
      '在“打印机和扫描仪”中打开 {model} > “打印首选项”，将纸张尺寸设为您的标签尺寸，例如 4 x 6 英寸（100 x 150 mm）。',
    'zh-hk':
      '在「印表機與掃描器」中開啟 {model} >「列印喜好設定」，將紙張尺寸設為您的標籤尺寸，例如 4 x 6 吋（100 x 150 mm）。',
    'de-de':
      'Öffnen Sie unter Drucker und Scanner {model} > Druckeinstellungen und stellen Sie das Papierformat auf Ihre Etiketten ein, zum Beispiel 4 x 6 Zoll (100 x 150 mm).',
    'fr-fr':
      'Dans Imprimantes et scanners, ouvrez {model} > Options d’impression et réglez le format du papier sur vos étiquettes, par exemple 4 x 6 pouces (100 x 150 mm).',
    'es-es':
      'En Impresoras y escáneres, abra {model} > Preferencias de impresión y ajuste el tamaño del papel a sus etiquetas, por ejemplo 4 x 6 pulgadas (100 x 150 mm).',
  },
  winTest: {
    'en-us':
      'Print a test page to check the position and darkness, and adjust Darkness in the printing preferences if needed.',
    'zh-cn': '打印测试页检查位置和浓度，必要时在打印首选项中调整浓度。',
    'zh-hk': '列印測試頁檢查位置和濃度，如有需要可在列印喜好設定中調整濃度。',
    'de-de':
      'Drucken Sie eine Testseite, um Position und Schwärzung zu prüfen, und passen Sie die Schwärzung bei Bedarf in den Druckeinstellungen an.',
    'fr-fr':
      'Imprimez une page de test pour vérifier la position et la densité, et ajustez la densité dans les options d’impression si nécessaire.',
    'es-es':
      'Imprima una página de prueba para comprobar la posición y la densidad, y ajuste la densidad en las preferencias de impresión si hace falta.',
  },
  macRequirement: {
    'en-us': 'The Mac driver needs macOS 10.14 Mojave or later.',
    'zh-cn': 'Mac 驱动需要 macOS 10.14 Mojave 或更高版本。',
    'zh-hk': 'Mac 驅動程式需要 macOS 10.14 Mojave 或更高版本。',
    'de-de': 'Der Mac-Treiber erfordert macOS 10.14 Mojave oder neuer.',
    'fr-fr': 'Le pilote Mac nécessite macOS 10.14 Mojave ou version ultérieure.',
    'es-es': 'El controlador para Mac requiere macOS 10.14 Mojave o posterior.',
  },
  macDownload: {
    'en-us': 'Download the macOS driver for the {model} from the Printers page and open the installer package.',
    'zh-cn': '在“打印机”页面下载 {model} 的 macOS 驱动并打开安装包。',
    'zh-hk': '在「打印機」頁面下載 {model} 的 macOS 驅動程式並開啟安裝套件。',
    'de-de':
      'Laden Sie den macOS-Treiber für den {model} auf der Seite Drucker herunter und öffnen Sie das Installationspaket.',
    'fr-fr': 'Téléchargez le pilote macOS de la {model} sur la page Imprimantes et ouvrez le paquet d’installation.',
    'es-es':
      'Descargue el controlador para macOS de la {model} en la página Impresoras y abra el paquete de instalación.',
  },
  macAllow: {
    'en-us': 'If macOS blocks the installer, open System Settings > Privacy & Security and click Open Anyway.',
    'zh-cn': '如果 macOS 阻止安装，请打开“系统设置 > 隐私与安全性”，点击“仍要打开”。',
    'zh-hk': '如果 macOS 阻止安裝，請開啟「系統設定 > 私隱與安全性」，按一下「仍要打開」。',
    'de-de':
      'Blockiert macOS das Installationsprogramm, öffnen Sie Systemeinstellungen > Datenschutz & Sicherheit und klicken Sie auf Dennoch öffnen.',
    'fr-fr':
      'Si macOS bloque l’installation, ouvrez Réglages Système > Confidentialité et sécurité et cliquez sur Ouvrir quand même.',
    'es-es':
      'Si macOS bloquea el instalador, abra Ajustes del Sistema > Privacidad y seguridad y haga clic en Abrir igualmente.',
  },
  macAdd: {
    'en-us':
      'Connect the printer, open System Settings > Printers & Scanners, click Add Printer and select {model}. Check that the {model} driver is chosen under Use.',
    'zh-cn':
      '连接打印机，打开“系统设置 > 打印机与扫描仪”，点击“添加打印机”并选择 {model}。确认“使用”中选择的是 {model} 驱动。',
    'zh-hk':
      '連接打印機，開啟「系統設定 > 印表機與掃描器」，按一下「加入印表機」並選擇 {model}。確認「使用」中選擇的是 {model} 驅動程式。',
    'de-de':
      'Schließen Sie den Drucker an, öffnen Sie Systemeinstellungen > Drucker & Scanner, klicken Sie auf Drucker hinzufügen und wählen Sie {model}. Prüfen Sie, dass unter Verwenden der {model}-Treiber gewählt ist.',
    'fr-fr':
      'Branchez l’imprimante, ouvrez Réglages Système > Imprimantes et scanners, cliquez sur Ajouter une imprimante et sélectionnez {model}. Vérifiez que le pilote {model} est choisi dans Utiliser.',
    'es-es':
      'Conecte la impresora, abra Ajustes del Sistema > Impresoras y escáneres, haga clic en Añadir impresora y seleccione {model}. Compruebe que en Usar está elegido el controlador {model}.',
  },
  macAddNetwork: {
    'en-us':
      'For Wi-Fi, click Add Printer, open the IP tab, enter the printer’s IP address and choose the {model} driver under Use.',
    'zh-cn': '如使用 Wi-Fi，请点击“添加打印机”，打开“IP”标签页，输入打印机的 IP 地址，并在“使用”中选择 {model} 驱动。',
    'zh-hk':
      '如使用 Wi-Fi，請按一下「加入印表機」，開啟「IP」分頁，輸入打印機的 IP 位址，並在「使用」中選擇 {model} 驅動程式。',
    'de-de':
      'Für WLAN klicken Sie auf Drucker hinzufügen, öffnen den Tab IP, geben die IP-Adresse des Druckers ein und wählen unter Verwenden den {model}-Treiber.',
    'fr-fr':
      'En Wi-Fi, cliquez sur Ajouter une imprimante, ouvrez l’onglet IP, saisissez l’adresse IP de l’imprimante et choisissez le pilote {model} dans Utiliser.',
    'es-es':
      'Para Wi-Fi, haga clic en Añadir impresora, abra la pestaña IP, introduzca la dirección IP de la impresora y elija el controlador {model} en Usar.',
  },
  macPaper: {
    'en-us': 'When printing, choose your label size under Paper Size and set Scale to 100%.',
    'zh-cn': '打印时，在“纸张大小”中选择标签尺寸，并将“缩放”设为 100%。',
    'zh-hk': '列印時，在「紙張大小」中選擇標籤尺寸，並將「縮放」設為 100%。',
    'de-de': 'Wählen Sie beim Drucken unter Papierformat Ihre Etikettengröße und stellen Sie die Skalierung auf 100 %.',
    'fr-fr': 'À l’impression, choisissez votre format d’étiquette dans Taille du papier et réglez l’échelle sur 100 %.',
    'es-es': 'Al imprimir, elija el tamaño de su etiqueta en Tamaño del papel y ponga la escala al 100 %.',
  },
  crosExtension: {
    'en-us': 'Add the Labelwise extension to Chrome from the Chrome Web Store.',
    'zh-cn': '从 Chrome 网上应用店将 Labelwise 扩展程序添加到 Chrome。',
    'zh-hk': '從 Chrome 線上應用程式商店將 Labelwise 擴充功能加入 Chrome。',
    'de-de': 'Fügen Sie die Labelwise-Erweiterung aus dem Chrome Web Store zu Chrome hinzu.',
    'fr-fr': 'Ajoutez l’extension Labelwise à Chrome depuis le Chrome Web Store.',
    'es-es': 'Añada la extensión Labelwise a Chrome desde Chrome Web Store.',
  },
  crosConnectUsb: {
    'en-us': 'Connect the {model} by USB, open the extension and click Connect printer.',
    'zh-cn': '通过 USB 连接 {model}，打开扩展程序并点击“连接打印机”。',
    'zh-hk': '透過 USB 連接 {model}，開啟擴充功能並按一下「連接打印機」。',
    'de-de': 'Verbinden Sie den {model} per USB, öffnen Sie die Erweiterung und klicken Sie auf Drucker verbinden.',
    'fr-fr': 'Branchez la {model} en USB, ouvrez l’extension et cliquez sur Connecter une imprimante.',
    'es-es': 'Conecte la {model} por USB, abra la extensión y haga clic en Conectar impresora.',
  },
  crosAllow: {
    'en-us': 'Chrome asks which device the extension may use: select the {model} and click Connect.',
    'zh-cn': 'Chrome 会询问扩展程序可使用哪个设备：选择 {model} 并点击“连接”。',
    'zh-hk': 'Chrome 會詢問擴充功能可使用哪個裝置：選擇 {model} 並按一下「連接」。',
    'de-de':
      'Chrome fragt, welches Gerät die Erweiterung nutzen darf: Wählen Sie den {model} und klicken Sie auf Verbinden.',
    'fr-fr':
      'Chrome demande quel appareil l’extension peut utiliser : sélectionnez la {model} et cliquez sur Connexion.',
    'es-es': 'Chrome pregunta qué dispositivo puede usar la extensión: seleccione la {model} y haga clic en Conectar.',
  },
  crosBluetooth: {
    'en-us':
      'For Bluetooth, turn on Bluetooth on the Chromebook, click Connect printer, choose Bluetooth and select {model}. This works for the serial numbers the checker on this page accepts for ChromeOS Bluetooth.',
    'zh-cn':
      '如使用蓝牙，请在 Chromebook 上开启蓝牙，点击“连接打印机”，选择“蓝牙”并选择 {model}。此方式适用于本页检查工具显示支持 ChromeOS 蓝牙的序列号。',
    'zh-hk':
      '如使用藍牙，請在 Chromebook 上開啟藍牙，按一下「連接打印機」，選擇「藍牙」並選擇 {model}。此方式適用於本頁檢查工具顯示支援 ChromeOS 藍牙的序號。',
    'de-de':
      'Für Bluetooth aktivieren Sie Bluetooth am Chromebook, klicken auf Drucker verbinden, wählen Bluetooth und dann {model}. Das funktioniert für Seriennummern, die die Prüfung auf dieser Seite für ChromeOS-Bluetooth bestätigt.',
    'fr-fr':
      'En Bluetooth, activez le Bluetooth du Chromebook, cliquez sur Connecter une imprimante, choisissez Bluetooth puis {model}. Cela fonctionne pour les numéros de série que l’outil de cette page valide pour ChromeOS Bluetooth.',
    'es-es':
      'Para Bluetooth, active el Bluetooth del Chromebook, haga clic en Conectar impresora, elija Bluetooth y seleccione {model}. Funciona con los números de serie que el verificador de esta página acepta para ChromeOS Bluetooth.',
  },
  crosPrint: {
    'en-us': 'Design your label or open a PDF in the extension and print; ChromeOS needs no separate driver.',
    'zh-cn': '在扩展程序中设计标签或打开 PDF 并打印；ChromeOS 无需另装驱动。',
    'zh-hk': '在擴充功能中設計標籤或開啟 PDF 並列印；ChromeOS 無需另外安裝驅動程式。',
    'de-de':
      'Gestalten Sie Ihr Etikett oder öffnen Sie ein PDF in der Erweiterung und drucken Sie; ChromeOS braucht keinen eigenen Treiber.',
    'fr-fr': 'Créez votre étiquette ou ouvrez un PDF dans l’extension et imprimez ; ChromeOS n’a pas besoin de pilote.',
    'es-es': 'Diseñe su etiqueta o abra un PDF en la extensión e imprima; ChromeOS no necesita un controlador aparte.',
  },
  linuxDownload: {
    'en-us': 'Download the Linux driver for the {model} from the Printers page.',
    'zh-cn': '在“打印机”页面下载 {model} 的 Linux 驱动。',
    'zh-hk': '在「打印機」頁面下載 {model} 的 Linux 驅動程式。',
    'de-de': 'Laden Sie den Linux-Treiber für den {model} auf der Seite Drucker herunter.',
    'fr-fr': 'Téléchargez le pilote Linux de la {model} sur la page Imprimantes.',
    'es-es': 'Descargue el controlador para Linux de la {model} en la página Impresoras.',
  },
  linuxInstall: {
    'en-us':
      'Extract the archive and run sudo ./install.sh in a terminal. It installs the CUPS filter and the PPD file.',
    'zh-cn': '解压压缩包，在终端中运行 sudo ./install.sh，它会安装 CUPS 过滤器和 PPD 文件。',
    'zh-hk': '解壓縮壓縮檔，在終端機中執行 sudo ./install.sh，它會安裝 CUPS 過濾器和 PPD 檔案。',
    'de-de':
      'Entpacken Sie das Archiv und führen Sie im Terminal sudo ./install.sh aus. Das installiert den CUPS-Filter und die PPD-Datei.',
    'fr-fr':
      'Décompressez l’archive et lancez sudo ./install.sh dans un terminal. Le script installe le filtre CUPS et le fichier PPD.',
    'es-es':
      'Extraiga el archivo y ejecute sudo ./install.sh en un terminal. Instala el filtro de CUPS y el archivo PPD.',
  },
  linuxAdd: {
    'en-us':
      'Connect the printer, open http://localhost:631 in a browser, go to Administration > Add Printer, select the {model} and choose its PPD.',
    'zh-cn': '连接打印机，在浏览器中打开 http://localhost:631，进入“管理 > 添加打印机”，选择 {model} 及其 PPD。',
    'zh-hk': '連接打印機，在瀏覽器中開啟 http://localhost:631，進入「管理 > 新增打印機」，選擇 {model} 及其 PPD。',
    'de-de':
      'Schließen Sie den Drucker an, öffnen Sie http://localhost:631 im Browser, gehen Sie zu Verwaltung > Drucker hinzufügen, wählen Sie den {model} und seine PPD.',
    'fr-fr':
      'Branchez l’imprimante, ouvrez http://localhost:631 dans un navigateur, allez dans Administration > Ajouter une imprimante, sélectionnez la {model} et son PPD.',
    'es-es':
      'Conecte la impresora, abra http://localhost:631 en el navegador, vaya a Administración > Añadir impresora, seleccione la {model} y su PPD.',
  },
  linuxPaper: {
    'en-us': 'Set the default media size to your labels under Set Default Options, then print a test page.',
    'zh-cn': '在“设置默认选项”中将默认介质尺寸设为您的标签尺寸，然后打印测试页。',
    'zh-hk': '在「設定預設選項」中將預設媒體尺寸設為您的標籤尺寸，然後列印測試頁。',
    'de-de':
      'Stellen Sie unter Standardeinstellungen festlegen das Medienformat auf Ihre Etiketten ein und drucken Sie eine Testseite.',
    'fr-fr':
      'Dans Définir les options par défaut, réglez le format du support sur vos étiquettes, puis imprimez une page de test.',
    'es-es':
      'En Establecer opciones predeterminadas, ajuste el tamaño del soporte a sus etiquetas e imprima una página de prueba.',
  },
  fwCheck: {
    'en-us':
      'Find your current firmware version on the printer’s self-test page (hold the feed button while turning the printer on) and compare it with the compatibility chart.',
    'zh-cn': '在打印机自检页上查看当前固件版本（按住走纸键的同时开机），并与兼容性列表对照。',
    'zh-hk': '在打印機自檢頁上查看目前韌體版本（按住走紙鍵的同時開機），並與相容性列表對照。',
    'de-de':
      'Die aktuelle Firmware-Version steht auf der Selbsttestseite (Vorschubtaste beim Einschalten gedrückt halten); vergleichen Sie sie mit der Kompatibilitätstabelle.',
    'fr-fr':
      'Relevez la version du firmware sur la page d’autotest (maintenez le bouton d’avance en allumant l’imprimante) et comparez-la au tableau de compatibilité.',
    'es-es':
      'Consulte la versión de firmware en la página de autoprueba (mantenga pulsado el botón de avance al encender la impresora) y compárela con la tabla de compatibilidad.',
  },
  fwApp: {
    'en-us':
      'Connect the {model} to the Labelwise app and open Printer settings > Firmware upgrade. The app offers the upgrade when a newer version exists.',
    'zh-cn': '将 {model} 连接到 Labelwise 应用，打开“打印机设置 > 固件升级”。有新版本时应用会提示升级。',
    'zh-hk': '將 {model} 連接到 Labelwise 應用程式，開啟「打印機設定 > 韌體升級」。有新版本時應用程式會提示升級。',
    'de-de':
      'Verbinden Sie den {model} mit der Labelwise-App und öffnen Sie Druckereinstellungen > Firmware-Update. Die App bietet das Update an, sobald eine neuere Version vorliegt.',
    'fr-fr':
      'Connectez la {model} à l’application Labelwise et ouvrez Paramètres de l’imprimante > Mise à jour du firmware. L’application propose la mise à jour si une version plus récente existe.',
    'es-es':
      'Conecte la {model} a la aplicación Labelwise y abra Ajustes de la impresora > Actualización del firmware. La aplicación ofrece la actualización si hay una versión más reciente.',
  },
  fwKeepOn: {
    'en-us':
      'Keep the printer on and charged, and the phone nearby, until the upgrade finishes. Do not turn it off; it restarts by itself when done.',
    'zh-cn': '升级完成前请保持打印机开机、电量充足，手机放在附近。请勿关机，升级完成后打印机会自动重启。',
    'zh-hk': '升級完成前請保持打印機開機、電量充足，手機放在附近。請勿關機，升級完成後打印機會自動重新啟動。',
    'de-de':
      'Lassen Sie den Drucker eingeschaltet und geladen und das Smartphone in der Nähe, bis das Update fertig ist. Nicht ausschalten; er startet danach von selbst neu.',
    'fr-fr':
      'Laissez l’imprimante allumée et chargée, et le téléphone à proximité, jusqu’à la fin de la mise à jour. Ne l’éteignez pas : elle redémarre d’elle-même.',
    'es-es':
      'Mantenga la impresora encendida y cargada, y el móvil cerca, hasta que termine la actualización. No la apague; se reinicia sola al terminar.',
  },
} as const satisfies Readonly<Record<string, Texts>>;
export type GuideStepId = keyof typeof GUIDE_STEP_TEXTS;
