import type { ContentLocale } from './guides.js';

/**
 * The printer doctor's texts in the six site locales: each symptom's name and lead, and each step's title (also
 * what the "what fixed it" summary names) and what to do. Menu names are the systems' own in each language.
 */

type Texts = Readonly<Record<ContentLocale, string>>;

export const DOCTOR_SYMPTOM_TEXTS = {
  blank: {
    name: {
      'en-us': 'Labels come out blank',
      'zh-cn': '打印出的标签是空白的',
      'zh-hk': '列印出的標籤是空白的',
      'de-de': 'Etiketten kommen leer heraus',
      'fr-fr': 'Les étiquettes sortent blanches',
      'es-es': 'Las etiquetas salen en blanco',
    },
    lead: {
      'en-us': 'The printer feeds labels but nothing, or almost nothing, is printed on them.',
      'zh-cn': '打印机在走纸，但标签上什么都没有，或几乎看不到内容。',
      'zh-hk': '打印機在走紙，但標籤上甚麼都沒有，或幾乎看不到內容。',
      'de-de': 'Der Drucker zieht Etiketten ein, aber nichts oder fast nichts ist darauf gedruckt.',
      'fr-fr': 'L’imprimante fait avancer les étiquettes, mais rien, ou presque rien, n’y est imprimé.',
      'es-es': 'La impresora hace avanzar las etiquetas, pero no se imprime nada, o casi nada.',
    },
  },
  extra: {
    name: {
      'en-us': 'Extra or skipped labels',
      'zh-cn': '多出空白标签或跳过标签',
      'zh-hk': '多出空白標籤或跳過標籤',
      'de-de': 'Zusätzliche oder übersprungene Etiketten',
      'fr-fr': 'Étiquettes en trop ou sautées',
      'es-es': 'Etiquetas de más o saltadas',
    },
    lead: {
      'en-us': 'A blank label comes out after each print, or the print runs over two labels.',
      'zh-cn': '每次打印后多走出一张空白标签，或内容跨到两张标签上。',
      'zh-hk': '每次列印後多走出一張空白標籤，或內容跨到兩張標籤上。',
      'de-de': 'Nach jedem Druck kommt ein leeres Etikett, oder der Druck verteilt sich auf zwei Etiketten.',
      'fr-fr': 'Une étiquette blanche sort après chaque impression, ou l’impression déborde sur deux étiquettes.',
      'es-es': 'Sale una etiqueta en blanco tras cada impresión, o la impresión ocupa dos etiquetas.',
    },
  },
  size: {
    name: {
      'en-us': 'Wrong size or scaled',
      'zh-cn': '尺寸不对或被缩放',
      'zh-hk': '尺寸不對或被縮放',
      'de-de': 'Falsche Größe oder verkleinert',
      'fr-fr': 'Mauvaise taille ou mise à l’échelle',
      'es-es': 'Tamaño incorrecto o escalado',
    },
    lead: {
      'en-us': 'The label prints too small, cut off, or shrunk as if it were a Letter or A4 page.',
      'zh-cn': '标签打印得太小、被截断，或像 Letter/A4 整页一样被缩小。',
      'zh-hk': '標籤列印得太小、被截斷，或像 Letter/A4 整頁一樣被縮小。',
      'de-de': 'Das Etikett wird zu klein, abgeschnitten oder wie eine Letter- oder A4-Seite verkleinert gedruckt.',
      'fr-fr': 'L’étiquette sort trop petite, coupée, ou réduite comme une page Letter ou A4.',
      'es-es': 'La etiqueta sale demasiado pequeña, cortada o reducida como una página Carta o A4.',
    },
  },
  faded: {
    name: {
      'en-us': 'Faded or blurry print',
      'zh-cn': '打印太淡或模糊',
      'zh-hk': '列印太淡或模糊',
      'de-de': 'Blasser oder unscharfer Druck',
      'fr-fr': 'Impression pâle ou floue',
      'es-es': 'Impresión pálida o borrosa',
    },
    lead: {
      'en-us': 'Text is grey, parts are missing, or bar codes do not scan.',
      'zh-cn': '文字发灰、部分缺失，或条码扫不出来。',
      'zh-hk': '文字發灰、部分缺失，或條碼掃不出來。',
      'de-de': 'Text ist grau, Teile fehlen oder Barcodes lassen sich nicht scannen.',
      'fr-fr': 'Le texte est gris, des parties manquent ou les codes-barres ne se lisent pas.',
      'es-es': 'El texto sale gris, faltan partes o los códigos de barras no se leen.',
    },
  },
  garbage: {
    name: {
      'en-us': 'Prints code or garbage',
      'zh-cn': '打印出代码或乱码',
      'zh-hk': '列印出代碼或亂碼',
      'de-de': 'Druckt Code oder Zeichensalat',
      'fr-fr': 'Imprime du code ou des caractères illisibles',
      'es-es': 'Imprime código o caracteres sin sentido',
    },
    lead: {
      'en-us': 'Lines such as ^XA ^FO50,50 or %PDF come out instead of the label, often over many labels.',
      'zh-cn': '打印出的是 ^XA ^FO50,50 或 %PDF 之类的文字而不是标签，常常连出很多张。',
      'zh-hk': '列印出的是 ^XA ^FO50,50 或 %PDF 之類的文字而不是標籤，常常連出很多張。',
      'de-de': 'Statt des Etiketts kommen Zeilen wie ^XA ^FO50,50 oder %PDF heraus, oft über viele Etiketten.',
      'fr-fr':
        'Des lignes comme ^XA ^FO50,50 ou %PDF sortent à la place de l’étiquette, souvent sur plusieurs étiquettes.',
      'es-es': 'Salen líneas como ^XA ^FO50,50 o %PDF en lugar de la etiqueta, a menudo en muchas etiquetas.',
    },
  },
  usb: {
    name: {
      'en-us': 'Not found over USB',
      'zh-cn': 'USB 连接找不到打印机',
      'zh-hk': 'USB 連接找不到打印機',
      'de-de': 'Über USB nicht gefunden',
      'fr-fr': 'Introuvable en USB',
      'es-es': 'No se encuentra por USB',
    },
    lead: {
      'en-us': 'The computer does not see the printer, or it shows as offline or as an unknown device.',
      'zh-cn': '电脑看不到打印机，或显示为脱机、未知设备。',
      'zh-hk': '電腦看不到打印機，或顯示為離線、未知裝置。',
      'de-de': 'Der Computer sieht den Drucker nicht, oder er erscheint als offline oder unbekanntes Gerät.',
      'fr-fr': 'L’ordinateur ne voit pas l’imprimante, ou elle apparaît hors ligne ou comme périphérique inconnu.',
      'es-es': 'El ordenador no ve la impresora, o aparece sin conexión o como dispositivo desconocido.',
    },
  },
  bluetooth: {
    name: {
      'en-us': 'Won’t pair over Bluetooth',
      'zh-cn': '蓝牙无法配对',
      'zh-hk': '藍牙無法配對',
      'de-de': 'Bluetooth-Kopplung klappt nicht',
      'fr-fr': 'Impossible d’appairer en Bluetooth',
      'es-es': 'No se empareja por Bluetooth',
    },
    lead: {
      'en-us': 'The phone or computer does not find the printer, or finds it and cannot print.',
      'zh-cn': '手机或电脑找不到打印机，或找到了却无法打印。',
      'zh-hk': '手機或電腦找不到打印機，或找到了卻無法列印。',
      'de-de': 'Telefon oder Computer finden den Drucker nicht oder finden ihn, können aber nicht drucken.',
      'fr-fr': 'Le téléphone ou l’ordinateur ne trouve pas l’imprimante, ou la trouve mais n’imprime pas.',
      'es-es': 'El móvil o el ordenador no encuentra la impresora, o la encuentra pero no imprime.',
    },
  },
  wifi: {
    name: {
      'en-us': 'Wi-Fi set-up',
      'zh-cn': 'Wi-Fi 设置',
      'zh-hk': 'Wi-Fi 設定',
      'de-de': 'WLAN einrichten',
      'fr-fr': 'Configuration Wi-Fi',
      'es-es': 'Configuración wifi',
    },
    lead: {
      'en-us': 'The printer does not join the network, or the computer cannot reach it over Wi-Fi.',
      'zh-cn': '打印机连不上网络，或电脑无法通过 Wi-Fi 找到它。',
      'zh-hk': '打印機連不上網絡，或電腦無法透過 Wi-Fi 找到它。',
      'de-de': 'Der Drucker tritt dem Netz nicht bei, oder der Computer erreicht ihn nicht über WLAN.',
      'fr-fr': 'L’imprimante ne rejoint pas le réseau, ou l’ordinateur ne la joint pas en Wi-Fi.',
      'es-es': 'La impresora no se une a la red, o el ordenador no la alcanza por wifi.',
    },
  },
  chromeos: {
    name: {
      'en-us': 'Printing from a Chromebook',
      'zh-cn': '从 Chromebook 打印',
      'zh-hk': '從 Chromebook 列印',
      'de-de': 'Drucken vom Chromebook',
      'fr-fr': 'Imprimer depuis un Chromebook',
      'es-es': 'Imprimir desde un Chromebook',
    },
    lead: {
      'en-us': 'ChromeOS does not list the printer, or prints nothing.',
      'zh-cn': 'ChromeOS 不显示打印机，或什么也打印不出来。',
      'zh-hk': 'ChromeOS 不顯示打印機，或甚麼也列印不出來。',
      'de-de': 'ChromeOS zeigt den Drucker nicht an oder druckt nichts.',
      'fr-fr': 'ChromeOS n’affiche pas l’imprimante, ou n’imprime rien.',
      'es-es': 'ChromeOS no muestra la impresora o no imprime nada.',
    },
  },
  update: {
    name: {
      'en-us': 'Stopped working after a system update',
      'zh-cn': '系统更新后无法使用',
      'zh-hk': '系統更新後無法使用',
      'de-de': 'Geht nach einem System-Update nicht mehr',
      'fr-fr': 'Ne fonctionne plus après une mise à jour du système',
      'es-es': 'Dejó de funcionar tras una actualización del sistema',
    },
    lead: {
      'en-us': 'It printed before a Windows, macOS, iOS or Android update, or before a move to a new Mac.',
      'zh-cn': '在 Windows、macOS、iOS 或 Android 更新之前，或换新 Mac 之前还能打印。',
      'zh-hk': '在 Windows、macOS、iOS 或 Android 更新之前，或換新 Mac 之前還能列印。',
      'de-de': 'Vor einem Windows-, macOS-, iOS- oder Android-Update oder vor dem Umzug auf einen neuen Mac ging es.',
      'fr-fr':
        'Elle imprimait avant une mise à jour Windows, macOS, iOS ou Android, ou avant le passage à un nouveau Mac.',
      'es-es': 'Imprimía antes de una actualización de Windows, macOS, iOS o Android, o antes de pasar a un Mac nuevo.',
    },
  },
} as const satisfies Record<string, Readonly<{ name: Texts; lead: Texts }>>;

export { DOCTOR_STEP_TEXTS, type DoctorStepId } from './doctorSteps.messages.js';
