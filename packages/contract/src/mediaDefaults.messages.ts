import type { ContentLocale } from './guides.js';

/** One text in the six site locales. */
export type LocalizedText = { readonly [L in ContentLocale]: string };

/*
 * The default words of the media content, in six locales. The site's message areas reference these entry by entry
 * (so the compiled pages say exactly this), and the API seeds them as the first published content: one text, two
 * readers.
 */

/** Titles of the guide videos, by the short key the site's `site.guides` messages use. */
export const videoTitleTexts = {
  pcInstallWindows: {
    'en-us': 'Install Labelwise on Windows',
    'zh-cn': '在 Windows 上安装 Labelwise',
    'zh-hk': '在 Windows 上安裝 Labelwise',
    'de-de': 'Labelwise unter Windows installieren',
    'fr-fr': 'Installer Labelwise sur Windows',
    'es-es': 'Instalar Labelwise en Windows',
  },
  pcInstallMac: {
    'en-us': 'Install Labelwise on a Mac',
    'zh-cn': '在 Mac 上安装 Labelwise',
    'zh-hk': '在 Mac 上安裝 Labelwise',
    'de-de': 'Labelwise auf dem Mac installieren',
    'fr-fr': 'Installer Labelwise sur Mac',
    'es-es': 'Instalar Labelwise en un Mac',
  },
  pcDriverWindows: {
    'en-us': 'Install a printer driver on Windows',
    'zh-cn': '在 Windows 上安装打印机驱动',
    'zh-hk': '在 Windows 上安裝打印機驅動程式',
    'de-de': 'Druckertreiber unter Windows installieren',
    'fr-fr': 'Installer un pilote d’imprimante sur Windows',
    'es-es': 'Instalar un controlador de impresora en Windows',
  },
  pcDriverMac: {
    'en-us': 'Install a printer driver on macOS',
    'zh-cn': '在 macOS 上安装打印机驱动',
    'zh-hk': '在 macOS 上安裝打印機驅動程式',
    'de-de': 'Druckertreiber unter macOS installieren',
    'fr-fr': 'Installer un pilote d’imprimante sur macOS',
    'es-es': 'Instalar un controlador de impresora en macOS',
  },
  pcFirstLabel: {
    'en-us': 'Design your first label',
    'zh-cn': '设计您的第一张标签',
    'zh-hk': '設計您的第一張標籤',
    'de-de': 'Ihr erstes Etikett gestalten',
    'fr-fr': 'Créer votre première étiquette',
    'es-es': 'Diseñar su primera etiqueta',
  },
  pcExcel: {
    'en-us': 'Print a batch of labels from Excel or CSV',
    'zh-cn': '从 Excel 或 CSV 批量打印标签',
    'zh-hk': '從 Excel 或 CSV 批量列印標籤',
    'de-de': 'Etiketten im Stapel aus Excel oder CSV drucken',
    'fr-fr': 'Imprimer des étiquettes par lots depuis Excel ou CSV',
    'es-es': 'Imprimir etiquetas por lotes desde Excel o CSV',
  },
  pcBarcodes: {
    'en-us': 'Add barcodes and QR codes',
    'zh-cn': '添加条码和 QR 码',
    'zh-hk': '加入條碼和 QR 碼',
    'de-de': 'Barcodes und QR-Codes hinzufügen',
    'fr-fr': 'Ajouter des codes-barres et des QR Codes',
    'es-es': 'Añadir códigos de barras y códigos QR',
  },
  pcPdf: {
    'en-us': 'Crop and print a shipping-label PDF',
    'zh-cn': '裁剪并打印 PDF 运单',
    'zh-hk': '裁剪並列印 PDF 運單',
    'de-de': 'Versandetikett-PDF zuschneiden und drucken',
    'fr-fr': 'Recadrer et imprimer une étiquette d’expédition PDF',
    'es-es': 'Recortar e imprimir una etiqueta de envío en PDF',
  },
  pcSerial: {
    'en-us': 'Print serial numbers',
    'zh-cn': '打印序列号',
    'zh-hk': '列印序號',
    'de-de': 'Seriennummern drucken',
    'fr-fr': 'Imprimer des numéros de série',
    'es-es': 'Imprimir números de serie',
  },
  pcCalibrate: {
    'en-us': 'Calibrate label size and print darkness',
    'zh-cn': '校准标签尺寸和打印浓度',
    'zh-hk': '校準標籤尺寸和列印濃度',
    'de-de': 'Etikettengröße und Druckdichte kalibrieren',
    'fr-fr': 'Calibrer le format d’étiquette et la densité d’impression',
    'es-es': 'Calibrar el tamaño de etiqueta y la densidad de impresión',
  },
  mobileConnect: {
    'en-us': 'Connect your printer over Bluetooth',
    'zh-cn': '通过蓝牙连接打印机',
    'zh-hk': '透過藍牙連接打印機',
    'de-de': 'Drucker per Bluetooth verbinden',
    'fr-fr': 'Connecter l’imprimante en Bluetooth',
    'es-es': 'Conectar la impresora por Bluetooth',
  },
  mobileCreate: {
    'en-us': 'Create a label in the app',
    'zh-cn': '在应用中创建标签',
    'zh-hk': '在應用程式中建立標籤',
    'de-de': 'Ein Etikett in der App erstellen',
    'fr-fr': 'Créer une étiquette dans l’application',
    'es-es': 'Crear una etiqueta en la aplicación',
  },
  mobileShipping: {
    'en-us': 'Print shipping labels from your phone',
    'zh-cn': '用手机打印运单',
    'zh-hk': '用手機列印運單',
    'de-de': 'Versandetiketten vom Smartphone drucken',
    'fr-fr': 'Imprimer des étiquettes d’expédition depuis le téléphone',
    'es-es': 'Imprimir etiquetas de envío desde el móvil',
  },
  mobileScan: {
    'en-us': 'Scan a barcode to make a label',
    'zh-cn': '扫描条码生成标签',
    'zh-hk': '掃描條碼生成標籤',
    'de-de': 'Barcode scannen und Etikett erstellen',
    'fr-fr': 'Scanner un code-barres pour créer une étiquette',
    'es-es': 'Escanear un código de barras para crear una etiqueta',
  },
  mobileTemplates: {
    'en-us': 'Use templates on your phone',
    'zh-cn': '在手机上使用模板',
    'zh-hk': '在手機上使用範本',
    'de-de': 'Vorlagen auf dem Smartphone nutzen',
    'fr-fr': 'Utiliser les modèles sur votre téléphone',
    'es-es': 'Usar plantillas en el móvil',
  },
  siteFindDriver: {
    'en-us': 'Find the driver for your printer',
    'zh-cn': '查找您的打印机驱动',
    'zh-hk': '尋找您的打印機驅動程式',
    'de-de': 'Den Treiber für Ihren Drucker finden',
    'fr-fr': 'Trouver le pilote de votre imprimante',
    'es-es': 'Encontrar el controlador de su impresora',
  },
  siteChart: {
    'en-us': 'Check that a printer works with your computer',
    'zh-cn': '查看打印机是否支持您的电脑',
    'zh-hk': '查看打印機是否支援您的電腦',
    'de-de': 'Prüfen, ob ein Drucker mit Ihrem Computer funktioniert',
    'fr-fr': 'Vérifier qu’une imprimante fonctionne avec votre ordinateur',
    'es-es': 'Comprobar si una impresora funciona con su ordenador',
  },
  siteDoctor: {
    'en-us': 'Fix blank labels with the printer doctor',
    'zh-cn': '用打印机诊断解决标签空白问题',
    'zh-hk': '用打印機診斷解決標籤空白問題',
    'de-de': 'Leere Etiketten mit dem Drucker-Doktor beheben',
    'fr-fr': 'Corriger les étiquettes blanches avec le docteur imprimante',
    'es-es': 'Solucionar etiquetas en blanco con el doctor de impresoras',
  },
  siteLabelPdf: {
    'en-us': 'Crop a shipping label PDF to 4×6',
    'zh-cn': '将快递面单 PDF 裁切为 4×6',
    'zh-hk': '將運單 PDF 裁切為 4×6',
    'de-de': 'Versandetikett-PDF auf 4×6 zuschneiden',
    'fr-fr': 'Recadrer un PDF d’étiquette d’expédition en 4×6',
    'es-es': 'Recortar el PDF de una etiqueta de envío a 4×6',
  },
  siteDoctorPhone: {
    'en-us': 'Pair a Bluetooth printer with the printer doctor',
    'zh-cn': '借助打印机诊断配对蓝牙打印机',
    'zh-hk': '借助打印機診斷配對藍牙打印機',
    'de-de': 'Bluetooth-Drucker mit dem Drucker-Doktor koppeln',
    'fr-fr': 'Associer une imprimante Bluetooth avec le docteur imprimante',
    'es-es': 'Emparejar una impresora Bluetooth con el doctor de impresoras',
  },
} as const satisfies Record<string, LocalizedText>;

/** The FAQ: each entry's question, its answer paragraphs and the images' alternative texts (`site.faq`). */
export const faqTexts = {
  blankTitle: {
    'en-us': 'The printer feeds labels but nothing is printed',
    'zh-cn': '打印机出纸了，但标签上是空白的',
    'zh-hk': '打印機出紙了，但標籤上是空白的',
    'de-de': 'Der Drucker zieht Etiketten ein, druckt aber nichts',
    'fr-fr': 'L’imprimante fait avancer les étiquettes mais n’imprime rien',
    'es-es': 'La impresora avanza las etiquetas pero no imprime nada',
  },
  blankSide: {
    'en-us':
      'Check which side of the label faces the print head. Direct thermal labels print on one side only: scratch a label quickly with your fingernail, and the side that leaves a dark mark must face up, towards the print head. If it is the other way round, turn the roll over or reload the fan-fold stack.',
    'zh-cn':
      '检查标签朝向打印头的一面。热敏标签只有一面可以打印：用指甲快速划一下标签，出现黑色划痕的一面必须朝上、朝向打印头。如果装反了，请将标签卷翻转或重新放置折叠标签。',
    'zh-hk':
      '檢查標籤朝向打印頭的一面。熱敏標籤只有一面可以列印：用指甲快速劃一下標籤，出現黑色劃痕的一面必須朝上、朝向打印頭。如果裝反了，請將標籤卷翻轉或重新放置摺疊標籤。',
    'de-de':
      'Prüfen Sie, welche Seite zum Druckkopf zeigt. Thermoetiketten sind nur einseitig bedruckbar: Kratzen Sie kurz mit dem Fingernagel über ein Etikett – die Seite, die dabei dunkel wird, muss nach oben zum Druckkopf zeigen. Ist es umgekehrt, drehen Sie die Rolle um oder legen Sie den Leporellostapel neu ein.',
    'fr-fr':
      'Vérifiez la face tournée vers la tête d’impression. Les étiquettes thermiques directes ne s’impriment que d’un côté : grattez vivement une étiquette avec l’ongle ; la face qui noircit doit être tournée vers le haut, vers la tête. Sinon, retournez le rouleau ou replacez la pile d’étiquettes en accordéon.',
    'es-es':
      'Compruebe qué cara de la etiqueta mira al cabezal. Las etiquetas térmicas directas solo se imprimen por un lado: raspe rápidamente una etiqueta con la uña; la cara que se oscurece debe quedar hacia arriba, hacia el cabezal. Si está al revés, dé la vuelta al rollo o vuelva a colocar la pila de etiquetas en zigzag.',
  },
  blankMedia: {
    'en-us':
      'Use direct thermal labels. These printers have no ribbon, so plain paper and thermal transfer labels stay blank.',
    'zh-cn': '请使用热敏标签。这些打印机不使用碳带，普通纸和热转印标签都无法打印出内容。',
    'zh-hk': '請使用熱敏標籤。這些打印機不使用碳帶，普通紙和熱轉印標籤都無法列印出內容。',
    'de-de':
      'Verwenden Sie Thermodirekt-Etiketten. Diese Drucker arbeiten ohne Farbband, daher bleiben Normalpapier und Thermotransfer-Etiketten leer.',
    'fr-fr':
      'Utilisez des étiquettes thermiques directes. Ces imprimantes n’ont pas de ruban : le papier ordinaire et les étiquettes à transfert thermique restent blancs.',
    'es-es':
      'Use etiquetas térmicas directas. Estas impresoras no usan cinta, así que el papel normal y las etiquetas de transferencia térmica quedan en blanco.',
  },
  blankDensity: {
    'en-us':
      'Raise the print darkness. In Labelwise, open Print settings and increase Density; if you print through the driver, raise Darkness under Printing preferences (Windows) or in the print dialog’s printer features (Mac).',
    'zh-cn':
      '提高打印浓度。在 Labelwise 中打开“打印设置”并调高“浓度”；如果通过驱动打印，请在“打印首选项”（Windows）或打印对话框的打印机功能（Mac）中调高“浓度”。',
    'zh-hk':
      '提高列印濃度。在 Labelwise 中開啟「列印設定」並調高「濃度」；如果透過驅動程式列印，請在「列印喜好設定」（Windows）或列印對話框的打印機功能（Mac）中調高「濃度」。',
    'de-de':
      'Erhöhen Sie die Druckdichte. Öffnen Sie in Labelwise die Druckeinstellungen und erhöhen Sie die Dichte; beim Drucken über den Treiber erhöhen Sie die Schwärzung unter Druckeinstellungen (Windows) bzw. in den Druckerfunktionen des Druckdialogs (Mac).',
    'fr-fr':
      'Augmentez la densité d’impression. Dans Labelwise, ouvrez Paramètres d’impression et augmentez la densité ; si vous imprimez via le pilote, augmentez-la dans Options d’impression (Windows) ou dans les fonctions de l’imprimante de la fenêtre d’impression (Mac).',
    'es-es':
      'Aumente la densidad de impresión. En Labelwise, abra Ajustes de impresión y suba la densidad; si imprime a través del controlador, súbala en Preferencias de impresión (Windows) o en las funciones de la impresora del cuadro de impresión (Mac).',
  },
  blankSize: {
    'en-us':
      'Check the label size. If the size in the software or driver does not match the loaded labels, the content can land on the gap or on the next label. Set the correct size and calibrate the printer (see “The print is cut off”).',
    'zh-cn':
      '检查标签尺寸。如果软件或驱动中的尺寸与装入的标签不一致，内容可能打印在标签间隙或下一张标签上。请设置正确的尺寸并校准打印机（参见“打印内容不完整”）。',
    'zh-hk':
      '檢查標籤尺寸。如果軟件或驅動程式中的尺寸與裝入的標籤不一致，內容可能列印在標籤間隙或下一張標籤上。請設定正確的尺寸並校準打印機（參見「列印內容不完整」）。',
    'de-de':
      'Prüfen Sie die Etikettengröße. Passt die Größe in Software oder Treiber nicht zu den eingelegten Etiketten, landet der Druck im Zwischenraum oder auf dem nächsten Etikett. Stellen Sie die richtige Größe ein und kalibrieren Sie den Drucker (siehe „Der Druck ist abgeschnitten“).',
    'fr-fr':
      'Vérifiez le format d’étiquette. S’il ne correspond pas aux étiquettes chargées dans le logiciel ou le pilote, l’impression peut tomber dans l’espace entre deux étiquettes. Réglez le bon format et calibrez l’imprimante (voir « L’impression est coupée »).',
    'es-es':
      'Compruebe el tamaño de etiqueta. Si el tamaño del software o del controlador no coincide con las etiquetas cargadas, el contenido puede caer en el hueco o en la etiqueta siguiente. Ajuste el tamaño correcto y calibre la impresora (vea «La impresión sale cortada»).',
  },
  incompleteTitle: {
    'en-us': 'The print is cut off or incomplete',
    'zh-cn': '打印内容不完整或被截断',
    'zh-hk': '列印內容不完整或被截斷',
    'de-de': 'Der Druck ist abgeschnitten oder unvollständig',
    'fr-fr': 'L’impression est coupée ou incomplète',
    'es-es': 'La impresión sale cortada o incompleta',
  },
  incompleteSize: {
    'en-us':
      'Make the label size match your labels: set the same width and height in Labelwise, or as the paper size in the driver, for example 100 x 150 mm for 4x6 in shipping labels.',
    'zh-cn':
      '让标签尺寸与实际标签一致：在 Labelwise 中设置相同的宽度和高度，或在驱动中设置相同的纸张尺寸，例如 4x6 英寸运单为 100 x 150 mm。',
    'zh-hk':
      '讓標籤尺寸與實際標籤一致：在 Labelwise 中設定相同的闊度和高度，或在驅動程式中設定相同的紙張尺寸，例如 4x6 吋運單為 100 x 150 mm。',
    'de-de':
      'Stellen Sie die Etikettengröße passend ein: gleiche Breite und Höhe in Labelwise bzw. als Papierformat im Treiber, zum Beispiel 100 x 150 mm für 4x6-Zoll-Versandetiketten.',
    'fr-fr':
      'Faites correspondre le format à vos étiquettes : même largeur et même hauteur dans Labelwise, ou comme format de papier dans le pilote, par exemple 100 x 150 mm pour les étiquettes d’expédition 4x6 pouces.',
    'es-es':
      'Haga coincidir el tamaño con sus etiquetas: el mismo ancho y alto en Labelwise, o como tamaño de papel en el controlador, por ejemplo 100 x 150 mm para etiquetas de envío de 4x6 pulgadas.',
  },
  incompleteScale: {
    'en-us':
      'Print PDFs at 100% scale. In the print dialog choose Actual size (or Scale 100%), turn off Fit to page and set the margins to none.',
    'zh-cn': '按 100% 比例打印 PDF。在打印对话框中选择“实际大小”（或缩放 100%），关闭“适合页面”，并将边距设为无。',
    'zh-hk':
      '按 100% 比例列印 PDF。在列印對話框中選擇「實際大小」（或縮放 100%），關閉「符合頁面大小」，並將邊界設為無。',
    'de-de':
      'Drucken Sie PDFs mit 100 % Skalierung. Wählen Sie im Druckdialog „Tatsächliche Größe“ (oder Skalierung 100 %), deaktivieren Sie „An Seite anpassen“ und setzen Sie die Ränder auf keine.',
    'fr-fr':
      'Imprimez les PDF à 100 %. Dans la fenêtre d’impression, choisissez Taille réelle (ou Échelle 100 %), désactivez Ajuster à la page et supprimez les marges.',
    'es-es':
      'Imprima los PDF al 100 %. En el cuadro de impresión elija Tamaño real (o Escala 100 %), desactive Ajustar a la página y ponga los márgenes en ninguno.',
  },
  incompleteCalibrate: {
    'en-us':
      'Calibrate the gap sensor. With labels loaded and the printer on, hold the feed button until the printer beeps and feeds a few labels, then release it. The printer now knows where each label starts.',
    'zh-cn':
      '校准间隙传感器。装好标签并开机后，长按走纸键，直到打印机发出提示音并走出几张标签后松开。打印机即可识别每张标签的起始位置。',
    'zh-hk':
      '校準間隙感應器。裝好標籤並開機後，長按走紙鍵，直到打印機發出提示音並走出幾張標籤後鬆開。打印機即可識別每張標籤的起始位置。',
    'de-de':
      'Kalibrieren Sie den Lückensensor. Halten Sie bei eingelegten Etiketten und eingeschaltetem Drucker die Vorschubtaste gedrückt, bis der Drucker piept und einige Etiketten vorschiebt, dann loslassen. Der Drucker erkennt nun den Etikettenanfang.',
    'fr-fr':
      'Calibrez le capteur d’espacement. Étiquettes chargées et imprimante allumée, maintenez le bouton d’avance jusqu’à ce que l’imprimante émette un bip et fasse avancer quelques étiquettes, puis relâchez. Elle sait alors où commence chaque étiquette.',
    'es-es':
      'Calibre el sensor de separación. Con las etiquetas cargadas y la impresora encendida, mantenga pulsado el botón de avance hasta que la impresora pite y avance unas etiquetas; luego suéltelo. La impresora ya sabe dónde empieza cada etiqueta.',
  },
  incompleteClean: {
    'en-us':
      'Clean the print head. White lines or faded stripes usually mean dust or adhesive on the head: turn the printer off, let it cool, and wipe the print head gently with a cotton swab dipped in isopropyl alcohol (75% or stronger). Let it dry before printing.',
    'zh-cn':
      '清洁打印头。出现白线或褪色条纹通常是打印头上有灰尘或胶渍：关闭打印机并待其冷却，用蘸有异丙醇（浓度 75% 以上）的棉签轻轻擦拭打印头，晾干后再打印。',
    'zh-hk':
      '清潔打印頭。出現白線或褪色條紋通常是打印頭上有灰塵或膠漬：關閉打印機並待其冷卻，用蘸有異丙醇（濃度 75% 以上）的棉花棒輕輕擦拭打印頭，待乾後再列印。',
    'de-de':
      'Reinigen Sie den Druckkopf. Weiße Linien oder blasse Streifen deuten auf Staub oder Kleberreste hin: Drucker ausschalten, abkühlen lassen und den Druckkopf vorsichtig mit einem in Isopropylalkohol (mindestens 75 %) getränkten Wattestäbchen abwischen. Vor dem Drucken trocknen lassen.',
    'fr-fr':
      'Nettoyez la tête d’impression. Des lignes blanches ou des bandes pâles indiquent de la poussière ou de la colle sur la tête : éteignez l’imprimante, laissez-la refroidir et essuyez doucement la tête avec un coton-tige imbibé d’alcool isopropylique (75 % ou plus). Laissez sécher avant d’imprimer.',
    'es-es':
      'Limpie el cabezal. Las líneas blancas o franjas claras suelen deberse a polvo o adhesivo en el cabezal: apague la impresora, deje que se enfríe y límpielo con suavidad con un bastoncillo humedecido en alcohol isopropílico (75 % o más). Deje que se seque antes de imprimir.',
  },
  feedTitle: {
    'en-us': 'The printer does not take in the labels automatically',
    'zh-cn': '打印机无法自动进纸',
    'zh-hk': '打印機無法自動入紙',
    'de-de': 'Der Drucker zieht die Etiketten nicht automatisch ein',
    'fr-fr': 'L’imprimante n’entraîne pas les étiquettes automatiquement',
    'es-es': 'La impresora no introduce las etiquetas automáticamente',
  },
  feedGuides: {
    'en-us':
      'Adjust the paper guides so that they just touch both edges of the labels. Guides that are too tight bend the labels; guides that are too loose let them enter at an angle, and the rollers do not grip them.',
    'zh-cn': '调整纸张导轨，使其刚好贴住标签两侧。导轨太紧会使标签弯曲，太松则标签会歪斜进入，胶辊无法夹住。',
    'zh-hk': '調整紙張導軌，使其剛好貼住標籤兩側。導軌太緊會使標籤彎曲，太鬆則標籤會歪斜進入，膠轆無法夾住。',
    'de-de':
      'Stellen Sie die Papierführungen so ein, dass sie beide Etikettenkanten gerade berühren. Zu enge Führungen biegen die Etiketten, zu lockere lassen sie schräg einlaufen, sodass die Walze sie nicht greift.',
    'fr-fr':
      'Réglez les guides papier pour qu’ils effleurent les deux bords des étiquettes. Trop serrés, ils plient les étiquettes ; trop lâches, elles entrent de biais et le rouleau ne les saisit pas.',
    'es-es':
      'Ajuste las guías del papel para que toquen justo los dos bordes de las etiquetas. Si están demasiado apretadas, las doblan; si están flojas, entran torcidas y el rodillo no las agarra.',
  },
  feedInsert: {
    'en-us':
      'With the printer on, push the leading edge straight into the feed slot until the rollers take it. If the first label is bent, torn or peeled off its backing, cut it off cleanly before loading.',
    'zh-cn':
      '打印机开机状态下，将标签前端平直推入进纸口，直到胶辊将其带入。如果第一张标签弯折、撕裂或底纸已剥离，请先将其整齐剪掉再装入。',
    'zh-hk':
      '打印機開機狀態下，將標籤前端平直推入入紙口，直到膠轆將其帶入。如果第一張標籤彎摺、撕裂或底紙已剝離，請先將其整齊剪掉再裝入。',
    'de-de':
      'Schieben Sie bei eingeschaltetem Drucker die Vorderkante gerade in den Einzug, bis die Walze sie greift. Ist das erste Etikett geknickt, eingerissen oder vom Trägerpapier gelöst, schneiden Sie es vorher sauber ab.',
    'fr-fr':
      'Imprimante allumée, poussez le bord avant bien droit dans la fente d’entrée jusqu’à ce que le rouleau l’entraîne. Si la première étiquette est pliée, déchirée ou décollée de son support, coupez-la proprement avant de charger.',
    'es-es':
      'Con la impresora encendida, empuje el borde delantero recto por la ranura de entrada hasta que el rodillo lo arrastre. Si la primera etiqueta está doblada, rota o despegada del soporte, córtela limpiamente antes de cargar.',
  },
  feedDirection: {
    'en-us':
      'Load the labels the right way: printable side up, towards the print head, with a fan-fold stack placed behind the printer so that it feeds without twisting.',
    'zh-cn': '按正确方向装入标签：可打印面朝上、朝向打印头；折叠标签放在打印机后方，确保进纸时不扭曲。',
    'zh-hk': '按正確方向裝入標籤：可列印面朝上、朝向打印頭；摺疊標籤放在打印機後方，確保入紙時不扭曲。',
    'de-de':
      'Legen Sie die Etiketten richtig ein: bedruckbare Seite nach oben zum Druckkopf, den Leporellostapel hinter den Drucker, damit er ohne Verdrehen einläuft.',
    'fr-fr':
      'Chargez les étiquettes dans le bon sens : face imprimable vers le haut, vers la tête, et la pile en accordéon derrière l’imprimante pour qu’elle entre sans se vriller.',
    'es-es':
      'Cargue las etiquetas en el sentido correcto: cara imprimible hacia arriba, hacia el cabezal, y la pila en zigzag detrás de la impresora para que entre sin torcerse.',
  },
  feedRestart: {
    'en-us':
      'Turn the printer off and on again, then calibrate it with the feed button. If the rollers still do not turn, contact us with your printer model and serial number.',
    'zh-cn': '将打印机关机后重新开机，然后用走纸键校准。如果胶辊仍不转动，请联系我们并提供打印机型号和序列号。',
    'zh-hk': '將打印機關機後重新開機，然後用走紙鍵校準。如果膠轆仍不轉動，請聯絡我們並提供打印機型號和序號。',
    'de-de':
      'Schalten Sie den Drucker aus und wieder ein und kalibrieren Sie ihn mit der Vorschubtaste. Dreht sich die Walze weiterhin nicht, kontaktieren Sie uns mit Druckermodell und Seriennummer.',
    'fr-fr':
      'Éteignez puis rallumez l’imprimante et calibrez-la avec le bouton d’avance. Si le rouleau ne tourne toujours pas, contactez-nous en indiquant le modèle et le numéro de série.',
    'es-es':
      'Apague y vuelva a encender la impresora y calíbrela con el botón de avance. Si el rodillo sigue sin girar, contáctenos indicando el modelo y el número de serie.',
  },
  imageScratchTest: {
    'en-us': 'Fingernail scratch test showing the dark mark on the printable side of a thermal label',
    'zh-cn': '指甲划痕测试：热敏标签可打印面出现黑色划痕',
    'zh-hk': '指甲劃痕測試：熱敏標籤可列印面出現黑色劃痕',
    'de-de': 'Fingernageltest: dunkle Spur auf der bedruckbaren Seite eines Thermoetiketts',
    'fr-fr': 'Test de l’ongle : trace sombre sur la face imprimable d’une étiquette thermique',
    'es-es': 'Prueba de la uña: marca oscura en la cara imprimible de una etiqueta térmica',
  },
  imageLoading: {
    'en-us': 'Label roll loaded with the printable side facing the print head',
    'zh-cn': '标签卷可打印面朝向打印头装入',
    'zh-hk': '標籤卷可列印面朝向打印頭裝入',
    'de-de': 'Eingelegte Etikettenrolle, bedruckbare Seite zum Druckkopf',
    'fr-fr': 'Rouleau chargé, face imprimable tournée vers la tête d’impression',
    'es-es': 'Rollo cargado con la cara imprimible hacia el cabezal',
  },
  imagePaperSize: {
    'en-us': 'Paper size set to 100 x 150 mm in the printer driver',
    'zh-cn': '在打印机驱动中将纸张尺寸设为 100 x 150 mm',
    'zh-hk': '在打印機驅動程式中將紙張尺寸設為 100 x 150 mm',
    'de-de': 'Papierformat 100 x 150 mm im Druckertreiber',
    'fr-fr': 'Format de papier réglé sur 100 x 150 mm dans le pilote',
    'es-es': 'Tamaño de papel ajustado a 100 x 150 mm en el controlador',
  },
  imageActualSize: {
    'en-us': 'Print dialog with Actual size selected',
    'zh-cn': '打印对话框中选中“实际大小”',
    'zh-hk': '列印對話框中選取「實際大小」',
    'de-de': 'Druckdialog mit ausgewählter tatsächlicher Größe',
    'fr-fr': 'Fenêtre d’impression avec Taille réelle sélectionnée',
    'es-es': 'Cuadro de impresión con Tamaño real seleccionado',
  },
  imageGuides: {
    'en-us': 'Paper guides adjusted to the label width',
    'zh-cn': '纸张导轨已调整至标签宽度',
    'zh-hk': '紙張導軌已調整至標籤闊度',
    'de-de': 'Papierführungen auf die Etikettenbreite eingestellt',
    'fr-fr': 'Guides papier réglés à la largeur des étiquettes',
    'es-es': 'Guías del papel ajustadas al ancho de la etiqueta',
  },
} as const satisfies Record<string, LocalizedText>;

/** The home page's headline, subline and the sample labels' alternative texts (`site.home`). */
export const homeContentTexts = {
  headline: {
    'en-us': 'Design and print labels in minutes',
    'zh-cn': '几分钟即可设计并打印标签',
    'zh-hk': '幾分鐘即可設計並列印標籤',
    'de-de': 'Etiketten in Minuten gestalten und drucken',
    'fr-fr': 'Créez et imprimez vos étiquettes en quelques minutes',
    'es-es': 'Diseñe e imprima etiquetas en minutos',
  },
  subline: {
    'en-us':
      'Free label software for thermal label printers: shipping labels, barcodes, price tags and product labels from one app on your computer or phone.',
    'zh-cn': '适用于热敏标签打印机的免费标签软件：运单、条码、价签和产品标签，电脑和手机上一个应用全搞定。',
    'zh-hk': '適用於熱敏標籤打印機的免費標籤軟件：運單、條碼、價錢牌和產品標籤，電腦和手機上一個應用程式全搞定。',
    'de-de':
      'Kostenlose Etikettensoftware für Thermodrucker: Versandetiketten, Barcodes, Preisschilder und Produktetiketten in einer App für Computer und Smartphone.',
    'fr-fr':
      'Un logiciel gratuit pour imprimantes d’étiquettes thermiques : étiquettes d’expédition, codes-barres, étiquettes de prix et de produits dans une seule application, sur ordinateur ou téléphone.',
    'es-es':
      'Software gratuito para impresoras térmicas de etiquetas: etiquetas de envío, códigos de barras, etiquetas de precio y de producto en una sola aplicación para ordenador o móvil.',
  },
  sampleShipping: {
    'en-us': '4x6 in shipping label with a carrier barcode',
    'zh-cn': '带快递条码的 4x6 英寸运单',
    'zh-hk': '帶速遞條碼的 4x6 吋運單',
    'de-de': 'Versandetikett 4x6 Zoll mit Paketdienst-Barcode',
    'fr-fr': 'Étiquette d’expédition 4x6 pouces avec code-barres transporteur',
    'es-es': 'Etiqueta de envío de 4x6 pulgadas con código de barras del transportista',
  },
  sampleAddress: {
    'en-us': 'Return address label',
    'zh-cn': '寄件人地址标签',
    'zh-hk': '寄件人地址標籤',
    'de-de': 'Absenderetikett',
    'fr-fr': 'Étiquette d’adresse d’expéditeur',
    'es-es': 'Etiqueta de remitente',
  },
  samplePrice: {
    'en-us': 'Price tag with EAN-13 barcode',
    'zh-cn': '带 EAN-13 条码的价签',
    'zh-hk': '帶 EAN-13 條碼的價錢牌',
    'de-de': 'Preisschild mit EAN-13-Barcode',
    'fr-fr': 'Étiquette de prix avec code-barres EAN-13',
    'es-es': 'Etiqueta de precio con código EAN-13',
  },
  sampleInventory: {
    'en-us': 'Inventory label with serial number and QR code',
    'zh-cn': '带序列号和 QR 码的库存标签',
    'zh-hk': '帶序號和 QR 碼的庫存標籤',
    'de-de': 'Inventaretikett mit Seriennummer und QR-Code',
    'fr-fr': 'Étiquette d’inventaire avec numéro de série et QR Code',
    'es-es': 'Etiqueta de inventario con número de serie y código QR',
  },
  sampleFood: {
    'en-us': 'Food label with preparation and use-by dates',
    'zh-cn': '带制作日期和保质期的食品标签',
    'zh-hk': '帶製作日期和食用期限的食品標籤',
    'de-de': 'Lebensmitteletikett mit Zubereitungs- und Verbrauchsdatum',
    'fr-fr': 'Étiquette alimentaire avec dates de préparation et limite de consommation',
    'es-es': 'Etiqueta de alimentos con fecha de elaboración y de caducidad',
  },
  sampleFolder: {
    'en-us': 'File folder and storage box label',
    'zh-cn': '文件夹与收纳箱标签',
    'zh-hk': '文件夾與收納箱標籤',
    'de-de': 'Etikett für Ordner und Aufbewahrungsboxen',
    'fr-fr': 'Étiquette pour classeurs et boîtes de rangement',
    'es-es': 'Etiqueta para carpetas y cajas de almacenaje',
  },
  sampleBadge: {
    'en-us': 'Visitor name badge',
    'zh-cn': '访客胸牌',
    'zh-hk': '訪客名牌',
    'de-de': 'Besucher-Namensschild',
    'fr-fr': 'Badge nominatif visiteur',
    'es-es': 'Identificador de visitante',
  },
} as const satisfies Record<string, LocalizedText>;

/** The partner pages' introductions (`site.partners`). */
export const partnerIntroTexts = {
  phomemoIntro: {
    'en-us':
      'Phomemo makes compact thermal label and shipping-label printers. Every Phomemo model on this site works with Labelwise over USB, and the Bluetooth models print from your phone as well.',
    'zh-cn':
      'Phomemo 生产小巧的热敏标签和运单打印机。本站列出的所有 Phomemo 型号都可通过 USB 配合 Labelwise 使用，蓝牙型号还可用手机打印。',
    'zh-hk':
      'Phomemo 生產小巧的熱敏標籤和運單打印機。本站列出的所有 Phomemo 型號都可透過 USB 配合 Labelwise 使用，藍牙型號亦可用手機列印。',
    'de-de':
      'Phomemo baut kompakte Thermo-Etiketten- und Versandetikettendrucker. Alle hier aufgeführten Phomemo-Modelle funktionieren per USB mit Labelwise, die Bluetooth-Modelle drucken auch vom Smartphone.',
    'fr-fr':
      'Phomemo fabrique des imprimantes thermiques compactes pour étiquettes et étiquettes d’expédition. Tous les modèles Phomemo de ce site fonctionnent avec Labelwise en USB, et les modèles Bluetooth impriment aussi depuis votre téléphone.',
    'es-es':
      'Phomemo fabrica impresoras térmicas compactas de etiquetas y de etiquetas de envío. Todos los modelos Phomemo de este sitio funcionan con Labelwise por USB, y los modelos Bluetooth también imprimen desde el móvil.',
  },
  itariIntro: {
    'en-us':
      'Itari printers are built for 4x6 in shipping labels. Print labels from your marketplace or carrier PDF with Labelwise, or install the driver to print from your shipping software.',
    'zh-cn':
      'Itari 打印机专为 4x6 英寸运单设计。可使用 Labelwise 打印电商平台或快递公司的 PDF 运单，也可安装驱动从物流软件打印。',
    'zh-hk':
      'Itari 打印機專為 4x6 吋運單設計。可使用 Labelwise 列印網購平台或速遞公司的 PDF 運單，亦可安裝驅動程式從物流軟件列印。',
    'de-de':
      'Itari-Drucker sind für 4x6-Zoll-Versandetiketten gebaut. Drucken Sie Etiketten aus dem PDF Ihres Marktplatzes oder Paketdienstes mit Labelwise oder installieren Sie den Treiber für Ihre Versandsoftware.',
    'fr-fr':
      'Les imprimantes Itari sont conçues pour les étiquettes d’expédition 4x6 pouces. Imprimez le PDF de votre place de marché ou transporteur avec Labelwise, ou installez le pilote pour imprimer depuis votre logiciel d’expédition.',
    'es-es':
      'Las impresoras Itari están pensadas para etiquetas de envío de 4x6 pulgadas. Imprima el PDF de su marketplace o transportista con Labelwise, o instale el controlador para imprimir desde su software de envíos.',
  },
  omezizyIntro: {
    'en-us':
      'Omezizy desktop thermal label printers handle address, product and barcode labels. Labelwise includes templates for their common label sizes.',
    'zh-cn': 'Omezizy 桌面热敏标签打印机可打印地址、产品和条码标签。Labelwise 内置其常用标签尺寸的模板。',
    'zh-hk': 'Omezizy 桌面熱敏標籤打印機可列印地址、產品和條碼標籤。Labelwise 內置其常用標籤尺寸的範本。',
    'de-de':
      'Die Desktop-Thermoetikettendrucker von Omezizy drucken Adress-, Produkt- und Barcode-Etiketten. Labelwise enthält Vorlagen für ihre gängigen Etikettenformate.',
    'fr-fr':
      'Les imprimantes thermiques de bureau Omezizy impriment étiquettes d’adresse, de produit et de code-barres. Labelwise inclut des modèles pour leurs formats d’étiquettes courants.',
    'es-es':
      'Las impresoras térmicas de sobremesa Omezizy imprimen etiquetas de dirección, de producto y de código de barras. Labelwise incluye plantillas para sus tamaños de etiqueta habituales.',
  },
} as const satisfies Record<string, LocalizedText>;
