import type { ContentLocale } from './guides.js';

/**
 * The texts of the shipping-platform set-ups, in the six site locales. Menu and setting names are the platforms'
 * English ones where the platform shows English everywhere, with the translated sense beside them.
 */

type Texts = Readonly<Record<ContentLocale, string>>;

/** Per platform: where the setting is, what to choose there, and the mistakes that give wrong sizes. */
export const SHIPPING_PLATFORM_TEXTS = {
  shipstation: {
    path: {
      'en-us': 'Settings → Printing → Document Options → Label',
      'zh-cn': 'Settings（设置）→ Printing（打印）→ Document Options（文档选项）→ Label（标签）',
      'zh-hk': 'Settings（設定）→ Printing（列印）→ Document Options（文件選項）→ Label（標籤）',
      'de-de': 'Settings (Einstellungen) → Printing → Document Options → Label',
      'fr-fr': 'Settings (Paramètres) → Printing → Document Options → Label',
      'es-es': 'Settings (Configuración) → Printing → Document Options → Label',
    },
    choose: {
      'en-us':
        'Set the label layout to 4″ × 6″ and the format to PDF. If you print through ShipStation Connect, assign your label printer to Labels under Settings → Printing → Printing Setup.',
      'zh-cn':
        '把标签版式设为 4″ × 6″，格式设为 PDF。如果通过 ShipStation Connect 打印，请在 Settings → Printing → Printing Setup 中把标签打印机指定给 Labels。',
      'zh-hk':
        '把標籤版式設為 4″ × 6″，格式設為 PDF。如果透過 ShipStation Connect 列印，請在 Settings → Printing → Printing Setup 中把標籤打印機指定給 Labels。',
      'de-de':
        'Stellen Sie das Etikettenlayout auf 4″ × 6″ und das Format auf PDF. Wenn Sie über ShipStation Connect drucken, weisen Sie Ihren Etikettendrucker unter Settings → Printing → Printing Setup den Labels zu.',
      'fr-fr':
        'Réglez la mise en page de l’étiquette sur 4″ × 6″ et le format sur PDF. Si vous imprimez avec ShipStation Connect, attribuez votre imprimante d’étiquettes à Labels dans Settings → Printing → Printing Setup.',
      'es-es':
        'Ponga el diseño de la etiqueta en 4″ × 6″ y el formato en PDF. Si imprime con ShipStation Connect, asigne su impresora de etiquetas a Labels en Settings → Printing → Printing Setup.',
    },
    mistake1: {
      'en-us':
        'Leaving the layout at 8.5″ × 11″ (two labels on a sheet): the printer then shrinks a whole sheet onto one 4×6 label.',
      'zh-cn': '版式仍为 8.5″ × 11″（一张纸两张标签）：打印机会把整张纸缩小到一张 4×6 标签上。',
      'zh-hk': '版式仍為 8.5″ × 11″（一張紙兩張標籤）：打印機會把整張紙縮小到一張 4×6 標籤上。',
      'de-de':
        'Das Layout bleibt auf 8,5″ × 11″ (zwei Etiketten pro Blatt): Der Drucker verkleinert dann ein ganzes Blatt auf ein 4×6-Etikett.',
      'fr-fr':
        'Laisser la mise en page sur 8,5″ × 11″ (deux étiquettes par feuille) : l’imprimante réduit alors une feuille entière sur une étiquette 4×6.',
      'es-es':
        'Dejar el diseño en 8,5″ × 11″ (dos etiquetas por hoja): la impresora reduce entonces una hoja entera a una etiqueta de 4×6.',
    },
    mistake2: {
      'en-us':
        'ShipStation Connect prints with the driver’s default paper size. If that is Letter or A4, labels come out shrunk: make 4×6 in the default in the driver.',
      'zh-cn':
        'ShipStation Connect 使用驱动程序的默认纸张尺寸打印。如果默认是 Letter 或 A4，标签会被缩小：请在驱动中把 4×6 英寸设为默认。',
      'zh-hk':
        'ShipStation Connect 使用驅動程式的預設紙張尺寸列印。如果預設是 Letter 或 A4，標籤會被縮小：請在驅動程式中把 4×6 吋設為預設。',
      'de-de':
        'ShipStation Connect druckt mit dem Standard-Papierformat des Treibers. Ist das Letter oder A4, kommen die Etiketten verkleinert heraus: Stellen Sie 4×6 Zoll im Treiber als Standard ein.',
      'fr-fr':
        'ShipStation Connect imprime avec le format de papier par défaut du pilote. Si c’est Letter ou A4, les étiquettes sortent réduites : faites de 4×6 pouces le format par défaut du pilote.',
      'es-es':
        'ShipStation Connect imprime con el tamaño de papel predeterminado del controlador. Si es Carta o A4, las etiquetas salen reducidas: ponga 4×6 pulgadas como predeterminado en el controlador.',
    },
  },
  shopify: {
    path: {
      'en-us': 'Settings → Shipping and delivery → Shipping labels → Label format',
      'zh-cn': '设置 → 发货和配送 → 运单 → 标签格式',
      'zh-hk': '設定 → 運送及配送 → 運單 → 標籤格式',
      'de-de': 'Einstellungen → Versand und Zustellung → Versandetiketten → Etikettenformat',
      'fr-fr': 'Paramètres → Expédition et livraison → Étiquettes d’expédition → Format d’étiquette',
      'es-es': 'Configuración → Envío y entrega → Etiquetas de envío → Formato de etiqueta',
    },
    choose: {
      'en-us': 'Choose the 4″ × 6″ label printer format. Shopify then gives one label per 4×6 in PDF page.',
      'zh-cn': '选择 4″ × 6″ 标签打印机格式。Shopify 随后会生成每页一张、4×6 英寸的 PDF 标签。',
      'zh-hk': '選擇 4″ × 6″ 標籤打印機格式。Shopify 隨後會生成每頁一張、4×6 吋的 PDF 標籤。',
      'de-de':
        'Wählen Sie das Format 4″ × 6″ für Etikettendrucker. Shopify liefert dann ein Etikett pro PDF-Seite in 4×6 Zoll.',
      'fr-fr':
        'Choisissez le format 4″ × 6″ pour imprimante d’étiquettes. Shopify fournit alors une étiquette par page PDF de 4×6 pouces.',
      'es-es':
        'Elija el formato 4″ × 6″ para impresora de etiquetas. Shopify entrega entonces una etiqueta por página PDF de 4×6 pulgadas.',
    },
    mistake1: {
      'en-us':
        'Keeping the 8.5″ × 11″ desktop printer format: the label sits on a full page and prints at about half size.',
      'zh-cn': '保留 8.5″ × 11″ 桌面打印机格式：标签位于整页纸上，打印出来只有约一半大小。',
      'zh-hk': '保留 8.5″ × 11″ 桌面打印機格式：標籤位於整頁紙上，列印出來只有約一半大小。',
      'de-de':
        'Das Format 8,5″ × 11″ für Bürodrucker bleibt eingestellt: Das Etikett liegt auf einer ganzen Seite und wird etwa halb so groß gedruckt.',
      'fr-fr':
        'Garder le format 8,5″ × 11″ pour imprimante de bureau : l’étiquette occupe une page entière et s’imprime à peu près à moitié de sa taille.',
      'es-es':
        'Mantener el formato 8,5″ × 11″ para impresora de escritorio: la etiqueta ocupa una página entera y se imprime a la mitad de su tamaño, más o menos.',
    },
  },
  ebay: {
    path: {
      'en-us': 'Seller Hub → Orders → Print shipping label → label format, on the same page before you buy',
      'zh-cn': '卖家中心 → 订单 → 打印运单 → 在购买前于同一页面选择标签格式',
      'zh-hk': '賣家中心 → 訂單 → 列印運單 → 在購買前於同一頁面選擇標籤格式',
      'de-de':
        'Verkäufer-Cockpit → Bestellungen → Versandetikett drucken → Etikettenformat, auf derselben Seite vor dem Kauf',
      'fr-fr':
        'Seller Hub → Commandes → Imprimer l’étiquette d’expédition → format d’étiquette, sur la même page avant l’achat',
      'es-es':
        'Seller Hub → Pedidos → Imprimir etiqueta de envío → formato de etiqueta, en la misma página antes de comprar',
    },
    choose: {
      'en-us': 'Choose the 4″ × 6″ label printer format, then buy and download the label as PDF.',
      'zh-cn': '选择 4″ × 6″ 标签打印机格式，然后购买并以 PDF 下载标签。',
      'zh-hk': '選擇 4″ × 6″ 標籤打印機格式，然後購買並以 PDF 下載標籤。',
      'de-de':
        'Wählen Sie das Format 4″ × 6″ für Etikettendrucker, kaufen Sie dann das Etikett und laden Sie es als PDF.',
      'fr-fr':
        'Choisissez le format 4″ × 6″ pour imprimante d’étiquettes, puis achetez et téléchargez l’étiquette en PDF.',
      'es-es': 'Elija el formato 4″ × 6″ para impresora de etiquetas y luego compre y descargue la etiqueta en PDF.',
    },
    mistake1: {
      'en-us':
        'Buying with the standard 8.5″ × 11″ printer format: the label arrives on a full page and prints shrunk on 4×6 stock. Crop that PDF with the Label PDF tool.',
      'zh-cn':
        '以标准 8.5″ × 11″ 打印机格式购买：标签位于整页纸上，在 4×6 标签纸上会被缩小。可用标签 PDF 工具裁剪该 PDF。',
      'zh-hk':
        '以標準 8.5″ × 11″ 打印機格式購買：標籤位於整頁紙上，在 4×6 標籤紙上會被縮小。可用標籤 PDF 工具裁剪該 PDF。',
      'de-de':
        'Kauf im Standardformat 8,5″ × 11″: Das Etikett kommt auf einer ganzen Seite und wird auf 4×6-Etiketten verkleinert gedruckt. Schneiden Sie dieses PDF mit dem Etiketten-PDF-Werkzeug zu.',
      'fr-fr':
        'Acheter avec le format standard 8,5″ × 11″ : l’étiquette arrive sur une page entière et s’imprime réduite sur du 4×6. Recadrez ce PDF avec l’outil PDF d’étiquettes.',
      'es-es':
        'Comprar con el formato estándar 8,5″ × 11″: la etiqueta llega en una página entera y se imprime reducida en etiquetas de 4×6. Recorte ese PDF con la herramienta de PDF de etiquetas.',
    },
  },
  etsy: {
    path: {
      'en-us': 'Shop Manager → Settings → Shipping settings → Shipping label options → Label format',
      'zh-cn': 'Shop Manager（店铺管理）→ Settings → Shipping settings → 运单选项 → 标签格式',
      'zh-hk': 'Shop Manager（商店管理）→ Settings → Shipping settings → 運單選項 → 標籤格式',
      'de-de': 'Shop-Manager → Einstellungen → Versandeinstellungen → Optionen für Versandetiketten → Etikettenformat',
      'fr-fr':
        'Gestionnaire de boutique → Paramètres → Paramètres de livraison → Options des étiquettes → Format d’étiquette',
      'es-es': 'Administrador de la tienda → Ajustes → Ajustes de envío → Opciones de etiquetas → Formato de etiqueta',
    },
    choose: {
      'en-us': 'Choose the 4″ × 6″ label (PDF). You can change it on the label purchase page too.',
      'zh-cn': '选择 4″ × 6″ 标签（PDF）。也可以在购买运单的页面上更改。',
      'zh-hk': '選擇 4″ × 6″ 標籤（PDF）。也可以在購買運單的頁面上更改。',
      'de-de': 'Wählen Sie das Etikett 4″ × 6″ (PDF). Sie können es auch auf der Seite zum Etikettenkauf ändern.',
      'fr-fr': 'Choisissez l’étiquette 4″ × 6″ (PDF). Vous pouvez aussi la changer sur la page d’achat de l’étiquette.',
      'es-es': 'Elija la etiqueta de 4″ × 6″ (PDF). También puede cambiarla en la página de compra de la etiqueta.',
    },
    mistake1: {
      'en-us':
        'Keeping 8.5″ × 11″: the label is printed on a Letter page beside the packing slip and comes out shrunk.',
      'zh-cn': '保留 8.5″ × 11″：标签与装箱单一起印在 Letter 纸上，打印出来会被缩小。',
      'zh-hk': '保留 8.5″ × 11″：標籤與裝箱單一起印在 Letter 紙上，列印出來會被縮小。',
      'de-de':
        'Es bleibt bei 8,5″ × 11″: Das Etikett steht neben dem Lieferschein auf einer Letter-Seite und kommt verkleinert heraus.',
      'fr-fr': 'Garder 8,5″ × 11″ : l’étiquette est placée sur une page Letter à côté du bordereau et sort réduite.',
      'es-es': 'Mantener 8,5″ × 11″: la etiqueta se coloca en una página Carta junto al albarán y sale reducida.',
    },
  },
  amazon: {
    path: {
      'en-us': 'Seller Central → Settings → Shipping Settings → Buy Shipping Preferences',
      'zh-cn': '卖家平台 → 设置 → 配送设置 → 购买配送偏好设置',
      'zh-hk': '賣家平台 → 設定 → 配送設定 → 購買配送偏好設定',
      'de-de': 'Seller Central → Einstellungen → Versandeinstellungen → Einstellungen für Versand kaufen',
      'fr-fr': 'Seller Central → Paramètres → Paramètres d’expédition → Préférences d’achat d’expédition',
      'es-es': 'Seller Central → Configuración → Configuración de envío → Preferencias de comprar envío',
    },
    choose: {
      'en-us':
        'Set the page size to 4″ × 6″ and the label format to PDF (or PNG). The ZPL 203 and ZPL 300 formats are for Zebra-language printers only.',
      'zh-cn':
        '把页面尺寸设为 4″ × 6″，标签格式设为 PDF（或 PNG）。ZPL 203 和 ZPL 300 格式仅适用于支持 Zebra 语言的打印机。',
      'zh-hk':
        '把頁面尺寸設為 4″ × 6″，標籤格式設為 PDF（或 PNG）。ZPL 203 和 ZPL 300 格式僅適用於支援 Zebra 語言的打印機。',
      'de-de':
        'Stellen Sie die Seitengröße auf 4″ × 6″ und das Etikettenformat auf PDF (oder PNG). Die Formate ZPL 203 und ZPL 300 sind nur für Drucker mit Zebra-Druckersprache.',
      'fr-fr':
        'Réglez la taille de page sur 4″ × 6″ et le format d’étiquette sur PDF (ou PNG). Les formats ZPL 203 et ZPL 300 ne servent qu’aux imprimantes qui parlent le langage Zebra.',
      'es-es':
        'Ponga el tamaño de página en 4″ × 6″ y el formato de etiqueta en PDF (o PNG). Los formatos ZPL 203 y ZPL 300 son solo para impresoras con lenguaje Zebra.',
    },
    mistake1: {
      'en-us':
        'Choosing ZPL for a printer that prints through its driver: the job prints as lines of code, or nothing. Choose PDF.',
      'zh-cn': '为通过驱动程序打印的打印机选择 ZPL：打印出来的是一行行代码，或者什么都不打印。请选择 PDF。',
      'zh-hk': '為透過驅動程式列印的打印機選擇 ZPL：列印出來的是一行行代碼，或者甚麼都不列印。請選擇 PDF。',
      'de-de':
        'ZPL für einen Drucker wählen, der über seinen Treiber druckt: Es kommen Codezeilen oder gar nichts heraus. Wählen Sie PDF.',
      'fr-fr':
        'Choisir ZPL pour une imprimante qui imprime par son pilote : le travail sort en lignes de code, ou pas du tout. Choisissez PDF.',
      'es-es':
        'Elegir ZPL para una impresora que imprime a través de su controlador: salen líneas de código o nada. Elija PDF.',
    },
    mistake2: {
      'en-us': 'Page size 8.5″ × 11″ puts the label on a Letter page, which then prints shrunk.',
      'zh-cn': '页面尺寸 8.5″ × 11″ 会把标签放在 Letter 纸上，打印时会被缩小。',
      'zh-hk': '頁面尺寸 8.5″ × 11″ 會把標籤放在 Letter 紙上，列印時會被縮小。',
      'de-de':
        'Die Seitengröße 8,5″ × 11″ setzt das Etikett auf eine Letter-Seite, die dann verkleinert gedruckt wird.',
      'fr-fr': 'La taille de page 8,5″ × 11″ place l’étiquette sur une page Letter, qui s’imprime ensuite réduite.',
      'es-es': 'El tamaño de página 8,5″ × 11″ coloca la etiqueta en una página Carta, que luego se imprime reducida.',
    },
  },
  'paypal-pirate-ship': {
    path: {
      'en-us': 'Pirate Ship: Settings → Label Format. PayPal: the printer settings on the Print shipping label page.',
      'zh-cn': 'Pirate Ship：Settings（设置）→ Label Format（标签格式）。PayPal：“打印运单”页面上的打印机设置。',
      'zh-hk': 'Pirate Ship：Settings（設定）→ Label Format（標籤格式）。PayPal：「列印運單」頁面上的打印機設定。',
      'de-de':
        'Pirate Ship: Settings → Label Format. PayPal: die Druckereinstellungen auf der Seite „Versandetikett drucken“.',
      'fr-fr':
        'Pirate Ship : Settings → Label Format. PayPal : les réglages d’imprimante de la page « Imprimer l’étiquette d’expédition ».',
      'es-es':
        'Pirate Ship: Settings → Label Format. PayPal: los ajustes de impresora de la página «Imprimir etiqueta de envío».',
    },
    choose: {
      'en-us': 'Choose the 4×6 label printer format in either. The PDF then has one label per 4×6 in page.',
      'zh-cn': '两者都选择 4×6 标签打印机格式。PDF 随后每页一张 4×6 英寸标签。',
      'zh-hk': '兩者都選擇 4×6 標籤打印機格式。PDF 隨後每頁一張 4×6 吋標籤。',
      'de-de':
        'Wählen Sie in beiden das Format 4×6 für Etikettendrucker. Das PDF hat dann ein Etikett pro Seite in 4×6 Zoll.',
      'fr-fr':
        'Choisissez dans les deux le format 4×6 pour imprimante d’étiquettes. Le PDF a alors une étiquette par page de 4×6 pouces.',
      'es-es':
        'Elija en ambos el formato 4×6 para impresora de etiquetas. El PDF tendrá entonces una etiqueta por página de 4×6 pulgadas.',
    },
    mistake1: {
      'en-us':
        'The 8.5×11 format puts two labels on a sheet; printed on 4×6 stock each comes out at half size. Crop such a PDF with the Label PDF tool.',
      'zh-cn':
        '8.5×11 格式会在一张纸上放两张标签；印在 4×6 标签纸上时每张只有一半大小。可用标签 PDF 工具裁剪这样的 PDF。',
      'zh-hk':
        '8.5×11 格式會在一張紙上放兩張標籤；印在 4×6 標籤紙上時每張只有一半大小。可用標籤 PDF 工具裁剪這樣的 PDF。',
      'de-de':
        'Das Format 8,5×11 setzt zwei Etiketten auf ein Blatt; auf 4×6-Etiketten gedruckt wird jedes halb so groß. Schneiden Sie ein solches PDF mit dem Etiketten-PDF-Werkzeug zu.',
      'fr-fr':
        'Le format 8,5×11 met deux étiquettes par feuille ; imprimée sur du 4×6, chacune sort à moitié de sa taille. Recadrez un tel PDF avec l’outil PDF d’étiquettes.',
      'es-es':
        'El formato 8,5×11 pone dos etiquetas por hoja; impresas en etiquetas de 4×6, cada una sale a la mitad de su tamaño. Recorte ese PDF con la herramienta de PDF de etiquetas.',
    },
  },
  woocommerce: {
    path: {
      'en-us': 'WooCommerce → Settings → Shipping → WooCommerce Shipping → Paper size',
      'zh-cn': 'WooCommerce → 设置 → 配送 → WooCommerce Shipping → 纸张尺寸',
      'zh-hk': 'WooCommerce → 設定 → 運送 → WooCommerce Shipping → 紙張尺寸',
      'de-de': 'WooCommerce → Einstellungen → Versand → WooCommerce Shipping → Papiergröße',
      'fr-fr': 'WooCommerce → Réglages → Expédition → WooCommerce Shipping → Format du papier',
      'es-es': 'WooCommerce → Ajustes → Envío → WooCommerce Shipping → Tamaño del papel',
    },
    choose: {
      'en-us': 'Choose Label (4″ × 6″). The label PDF then has one label per 4×6 in page.',
      'zh-cn': '选择 Label（4″ × 6″）。标签 PDF 随后每页一张 4×6 英寸标签。',
      'zh-hk': '選擇 Label（4″ × 6″）。標籤 PDF 隨後每頁一張 4×6 吋標籤。',
      'de-de': 'Wählen Sie Label (4″ × 6″). Das Etiketten-PDF hat dann ein Etikett pro Seite in 4×6 Zoll.',
      'fr-fr': 'Choisissez Label (4″ × 6″). Le PDF a alors une étiquette par page de 4×6 pouces.',
      'es-es': 'Elija Label (4″ × 6″). El PDF tendrá entonces una etiqueta por página de 4×6 pulgadas.',
    },
    mistake1: {
      'en-us': 'Paper size Letter, Legal or A4: the label is drawn on a full page and shrinks to fit the 4×6 label.',
      'zh-cn': '纸张尺寸为 Letter、Legal 或 A4：标签画在整页纸上，会缩小以适应 4×6 标签。',
      'zh-hk': '紙張尺寸為 Letter、Legal 或 A4：標籤畫在整頁紙上，會縮小以適應 4×6 標籤。',
      'de-de':
        'Papiergröße Letter, Legal oder A4: Das Etikett steht auf einer ganzen Seite und wird auf das 4×6-Etikett verkleinert.',
      'fr-fr':
        'Format Letter, Legal ou A4 : l’étiquette est dessinée sur une page entière et se réduit pour tenir sur l’étiquette 4×6.',
      'es-es':
        'Tamaño Carta, Oficio o A4: la etiqueta se dibuja en una página entera y se reduce para caber en la etiqueta de 4×6.',
    },
  },
  usps: {
    path: {
      'en-us': 'usps.com → Click-N-Ship → Preferences → Print Settings',
      'zh-cn': 'usps.com → Click-N-Ship → Preferences（偏好设置）→ Print Settings（打印设置）',
      'zh-hk': 'usps.com → Click-N-Ship → Preferences（偏好設定）→ Print Settings（列印設定）',
      'de-de': 'usps.com → Click-N-Ship → Preferences (Einstellungen) → Print Settings',
      'fr-fr': 'usps.com → Click-N-Ship → Preferences (Préférences) → Print Settings',
      'es-es': 'usps.com → Click-N-Ship → Preferences (Preferencias) → Print Settings',
    },
    choose: {
      'en-us': 'Choose the 4″ × 6″ label for a label printer.',
      'zh-cn': '选择适用于标签打印机的 4″ × 6″ 标签。',
      'zh-hk': '選擇適用於標籤打印機的 4″ × 6″ 標籤。',
      'de-de': 'Wählen Sie das Etikett 4″ × 6″ für Etikettendrucker.',
      'fr-fr': 'Choisissez l’étiquette 4″ × 6″ pour imprimante d’étiquettes.',
      'es-es': 'Elija la etiqueta de 4″ × 6″ para impresora de etiquetas.',
    },
    mistake1: {
      'en-us':
        'The 8.5″ × 11″ label comes with a receipt and instructions on the page; on 4×6 stock it prints shrunk. If you already have one, crop it with the Label PDF tool.',
      'zh-cn':
        '8.5″ × 11″ 标签页面上还有收据和说明；印在 4×6 标签纸上会被缩小。如果已经有这样的文件，可用标签 PDF 工具裁剪。',
      'zh-hk':
        '8.5″ × 11″ 標籤頁面上還有收據和說明；印在 4×6 標籤紙上會被縮小。如果已經有這樣的檔案，可用標籤 PDF 工具裁剪。',
      'de-de':
        'Das Etikett 8,5″ × 11″ hat Beleg und Anleitung mit auf der Seite; auf 4×6-Etiketten wird es verkleinert. Haben Sie schon eines, schneiden Sie es mit dem Etiketten-PDF-Werkzeug zu.',
      'fr-fr':
        'L’étiquette 8,5″ × 11″ comporte un reçu et des instructions sur la page ; sur du 4×6 elle s’imprime réduite. Si vous en avez déjà une, recadrez-la avec l’outil PDF d’étiquettes.',
      'es-es':
        'La etiqueta de 8,5″ × 11″ trae un recibo e instrucciones en la página; en etiquetas de 4×6 se imprime reducida. Si ya tiene una, recórtela con la herramienta de PDF de etiquetas.',
    },
  },
  ups: {
    path: {
      'en-us': 'ups.com → Profile → Preferences → Shipping Preferences → Label printing',
      'zh-cn': 'ups.com → 个人资料 → 偏好设置 → 运输偏好设置 → 标签打印',
      'zh-hk': 'ups.com → 個人資料 → 偏好設定 → 運送偏好設定 → 標籤列印',
      'de-de': 'ups.com → Profil → Einstellungen → Versandeinstellungen → Etikettendruck',
      'fr-fr': 'ups.com → Profil → Préférences → Préférences d’expédition → Impression des étiquettes',
      'es-es': 'ups.com → Perfil → Preferencias → Preferencias de envío → Impresión de etiquetas',
    },
    choose: {
      'en-us':
        'Choose the laser / inkjet (PDF) label and crop it to 4×6 with the Label PDF tool. The thermal label option sends EPL or ZPL, which only Zebra-language printers understand.',
      'zh-cn':
        '选择激光/喷墨（PDF）标签，再用标签 PDF 工具裁剪成 4×6。热敏标签选项发送的是 EPL 或 ZPL，只有支持 Zebra 语言的打印机才能识别。',
      'zh-hk':
        '選擇鐳射/噴墨（PDF）標籤，再用標籤 PDF 工具裁剪成 4×6。熱敏標籤選項傳送的是 EPL 或 ZPL，只有支援 Zebra 語言的打印機才能識別。',
      'de-de':
        'Wählen Sie das Laser-/Tintenstrahl-Etikett (PDF) und schneiden Sie es mit dem Etiketten-PDF-Werkzeug auf 4×6 zu. Die Option für Thermoetiketten sendet EPL oder ZPL, das nur Drucker mit Zebra-Druckersprache verstehen.',
      'fr-fr':
        'Choisissez l’étiquette laser / jet d’encre (PDF) et recadrez-la en 4×6 avec l’outil PDF d’étiquettes. L’option étiquette thermique envoie de l’EPL ou du ZPL, que seules les imprimantes au langage Zebra comprennent.',
      'es-es':
        'Elija la etiqueta láser / inyección de tinta (PDF) y recórtela a 4×6 con la herramienta de PDF de etiquetas. La opción de etiqueta térmica envía EPL o ZPL, que solo entienden las impresoras con lenguaje Zebra.',
    },
    mistake1: {
      'en-us': 'Choosing the thermal label for a printer without EPL or ZPL: it prints lines of text or blank labels.',
      'zh-cn': '为不支持 EPL 或 ZPL 的打印机选择热敏标签：会打印出一行行文字或空白标签。',
      'zh-hk': '為不支援 EPL 或 ZPL 的打印機選擇熱敏標籤：會列印出一行行文字或空白標籤。',
      'de-de':
        'Thermoetikett für einen Drucker ohne EPL oder ZPL wählen: Es kommen Textzeilen oder leere Etiketten heraus.',
      'fr-fr':
        'Choisir l’étiquette thermique pour une imprimante sans EPL ni ZPL : elle imprime des lignes de texte ou des étiquettes vierges.',
      'es-es':
        'Elegir la etiqueta térmica para una impresora sin EPL ni ZPL: imprime líneas de texto o etiquetas en blanco.',
    },
    mistake2: {
      'en-us': 'Printing the laser label on 4×6 stock as it is: the whole Letter page shrinks onto one label.',
      'zh-cn': '把激光标签原样印在 4×6 标签纸上：整张 Letter 纸被缩小到一张标签上。',
      'zh-hk': '把鐳射標籤原樣印在 4×6 標籤紙上：整張 Letter 紙被縮小到一張標籤上。',
      'de-de':
        'Das Laser-Etikett unverändert auf 4×6-Etiketten drucken: Die ganze Letter-Seite schrumpft auf ein Etikett.',
      'fr-fr':
        'Imprimer l’étiquette laser telle quelle sur du 4×6 : toute la page Letter se réduit sur une seule étiquette.',
      'es-es':
        'Imprimir la etiqueta láser tal cual en etiquetas de 4×6: toda la página Carta se reduce a una sola etiqueta.',
    },
  },
  fedex: {
    path: {
      'en-us': 'fedex.com → Ship → Create a shipment → Preferences → Printing options',
      'zh-cn': 'fedex.com → 寄件 → 创建货件 → 偏好设置 → 打印选项',
      'zh-hk': 'fedex.com → 寄件 → 建立貨件 → 偏好設定 → 列印選項',
      'de-de': 'fedex.com → Versenden → Sendung erstellen → Einstellungen → Druckoptionen',
      'fr-fr': 'fedex.com → Expédier → Créer un envoi → Préférences → Options d’impression',
      'es-es': 'fedex.com → Enviar → Crear un envío → Preferencias → Opciones de impresión',
    },
    choose: {
      'en-us':
        'Choose plain paper (PDF) and crop it to 4×6 with the Label PDF tool. The thermal label options send ZPL or EPL for Zebra-language printers.',
      'zh-cn':
        '选择普通纸（PDF），再用标签 PDF 工具裁剪成 4×6。热敏标签选项发送的是供 Zebra 语言打印机使用的 ZPL 或 EPL。',
      'zh-hk':
        '選擇普通紙（PDF），再用標籤 PDF 工具裁剪成 4×6。熱敏標籤選項傳送的是供 Zebra 語言打印機使用的 ZPL 或 EPL。',
      'de-de':
        'Wählen Sie Normalpapier (PDF) und schneiden Sie es mit dem Etiketten-PDF-Werkzeug auf 4×6 zu. Die Optionen für Thermoetiketten senden ZPL oder EPL für Drucker mit Zebra-Druckersprache.',
      'fr-fr':
        'Choisissez le papier ordinaire (PDF) et recadrez-le en 4×6 avec l’outil PDF d’étiquettes. Les options d’étiquette thermique envoient du ZPL ou de l’EPL pour les imprimantes au langage Zebra.',
      'es-es':
        'Elija papel normal (PDF) y recórtelo a 4×6 con la herramienta de PDF de etiquetas. Las opciones de etiqueta térmica envían ZPL o EPL para impresoras con lenguaje Zebra.',
    },
    mistake1: {
      'en-us':
        'Choosing the 4″ × 6.75″ label with a doc tab on 4×6 stock: the bottom of each label runs onto the next one.',
      'zh-cn': '在 4×6 标签纸上选择带文档标签的 4″ × 6.75″ 标签：每张标签的底部会印到下一张上。',
      'zh-hk': '在 4×6 標籤紙上選擇帶文件標籤的 4″ × 6.75″ 標籤：每張標籤的底部會印到下一張上。',
      'de-de':
        'Das Etikett 4″ × 6,75″ mit Doc-Tab auf 4×6-Etiketten: Das untere Ende jedes Etiketts läuft auf das nächste.',
      'fr-fr':
        'Choisir l’étiquette 4″ × 6,75″ avec volet sur du 4×6 : le bas de chaque étiquette déborde sur la suivante.',
      'es-es':
        'Elegir la etiqueta de 4″ × 6,75″ con pestaña en etiquetas de 4×6: la parte inferior de cada etiqueta pasa a la siguiente.',
    },
  },
} as const satisfies Readonly<Record<string, Readonly<Record<string, Texts>>>>;

/**
 * What is the same for every platform: the browser and system print dialogs, the mistakes any platform's PDF can
 * meet, the label sizes, and the advice per printer family (`{dpi}` and `{dots}` are the family's figures).
 */
export const SHIPPING_TEXTS = {
  winOpen: {
    'en-us': 'Open the label PDF in Chrome, Edge or Adobe Acrobat Reader and press Ctrl+P.',
    'zh-cn': '用 Chrome、Edge 或 Adobe Acrobat Reader 打开标签 PDF，按 Ctrl+P。',
    'zh-hk': '用 Chrome、Edge 或 Adobe Acrobat Reader 開啟標籤 PDF，按 Ctrl+P。',
    'de-de': 'Öffnen Sie das Etiketten-PDF in Chrome, Edge oder Adobe Acrobat Reader und drücken Sie Strg+P.',
    'fr-fr': 'Ouvrez le PDF de l’étiquette dans Chrome, Edge ou Adobe Acrobat Reader et appuyez sur Ctrl+P.',
    'es-es': 'Abra el PDF de la etiqueta en Chrome, Edge o Adobe Acrobat Reader y pulse Ctrl+P.',
  },
  winPrinter: {
    'en-us': 'Printer: your label printer, not “Save as PDF” or “Microsoft Print to PDF”.',
    'zh-cn': '打印机：选择您的标签打印机，而不是“另存为 PDF”或“Microsoft Print to PDF”。',
    'zh-hk': '打印機：選擇您的標籤打印機，而不是「另存為 PDF」或「Microsoft Print to PDF」。',
    'de-de': 'Drucker: Ihr Etikettendrucker, nicht „Als PDF speichern“ oder „Microsoft Print to PDF“.',
    'fr-fr':
      'Imprimante : votre imprimante d’étiquettes, pas « Enregistrer au format PDF » ni « Microsoft Print to PDF ».',
    'es-es': 'Impresora: su impresora de etiquetas, no «Guardar como PDF» ni «Microsoft Print to PDF».',
  },
  winPaper: {
    'en-us':
      'Paper size: 4 × 6 in (100 × 150 mm). In Chrome and Edge it is under More settings; in Acrobat, under Page Setup.',
    'zh-cn':
      '纸张尺寸：4 × 6 英寸（100 × 150 毫米）。在 Chrome 和 Edge 中位于“更多设置”下；在 Acrobat 中位于“页面设置”下。',
    'zh-hk':
      '紙張尺寸：4 × 6 吋（100 × 150 毫米）。在 Chrome 和 Edge 中位於「更多設定」下；在 Acrobat 中位於「頁面設定」下。',
    'de-de':
      'Papierformat: 4 × 6 Zoll (100 × 150 mm). In Chrome und Edge unter „Weitere Einstellungen“, in Acrobat unter „Seite einrichten“.',
    'fr-fr':
      'Format du papier : 4 × 6 pouces (100 × 150 mm). Dans Chrome et Edge, sous Plus de paramètres ; dans Acrobat, sous Format d’impression.',
    'es-es':
      'Tamaño del papel: 4 × 6 pulgadas (100 × 150 mm). En Chrome y Edge está en Más ajustes; en Acrobat, en Configurar página.',
  },
  winScale: {
    'en-us':
      'Scale: 100 % (Custom 100 in Chrome and Edge, Actual size in Acrobat). Turn off “Fit to page” and “Shrink oversized pages”.',
    'zh-cn': '缩放：100%（Chrome 和 Edge 中选“自定义”100，Acrobat 中选“实际大小”）。关闭“适合页面”和“缩小过大的页面”。',
    'zh-hk':
      '縮放：100%（Chrome 和 Edge 中選「自訂」100，Acrobat 中選「實際大小」）。關閉「符合頁面」和「縮小過大的頁面」。',
    'de-de':
      'Skalierung: 100 % (in Chrome und Edge „Benutzerdefiniert“ 100, in Acrobat „Tatsächliche Größe“). „An Seite anpassen“ und „Übergroße Seiten verkleinern“ ausschalten.',
    'fr-fr':
      'Échelle : 100 % (Personnalisée 100 dans Chrome et Edge, Taille réelle dans Acrobat). Désactivez « Ajuster à la page » et « Réduire les pages trop grandes ».',
    'es-es':
      'Escala: 100 % (Personalizada 100 en Chrome y Edge, Tamaño real en Acrobat). Desactive «Ajustar a la página» y «Reducir páginas grandes».',
  },
  winMargins: {
    'en-us': 'Margins: None. Headers and footers: off.',
    'zh-cn': '边距：无。页眉和页脚：关闭。',
    'zh-hk': '邊界：無。頁首及頁尾：關閉。',
    'de-de': 'Ränder: Keine. Kopf- und Fußzeilen: aus.',
    'fr-fr': 'Marges : Aucune. En-têtes et pieds de page : désactivés.',
    'es-es': 'Márgenes: Ninguno. Encabezados y pies de página: desactivados.',
  },
  winDefault: {
    'en-us':
      'Make 4 × 6 in the default once: Settings → Bluetooth & devices → Printers & scanners → your printer → Printing preferences → Paper size.',
    'zh-cn':
      '把 4 × 6 英寸设为默认（只需一次）：设置 → 蓝牙和其他设备 → 打印机和扫描仪 → 您的打印机 → 打印首选项 → 纸张尺寸。',
    'zh-hk':
      '把 4 × 6 吋設為預設（只需一次）：設定 → 藍牙與裝置 → 印表機與掃描器 → 您的打印機 → 列印喜好設定 → 紙張大小。',
    'de-de':
      'Einmal 4 × 6 Zoll als Standard festlegen: Einstellungen → Bluetooth und Geräte → Drucker und Scanner → Ihr Drucker → Druckeinstellungen → Papierformat.',
    'fr-fr':
      'Faites de 4 × 6 pouces le format par défaut une fois pour toutes : Paramètres → Bluetooth et appareils → Imprimantes et scanners → votre imprimante → Options d’impression → Format du papier.',
    'es-es':
      'Deje 4 × 6 pulgadas como predeterminado una vez: Configuración → Bluetooth y dispositivos → Impresoras y escáneres → su impresora → Preferencias de impresión → Tamaño del papel.',
  },
  macOpen: {
    'en-us': 'Open the label PDF in Preview or Chrome and press ⌘P.',
    'zh-cn': '用“预览”或 Chrome 打开标签 PDF，按 ⌘P。',
    'zh-hk': '用「預覽程式」或 Chrome 開啟標籤 PDF，按 ⌘P。',
    'de-de': 'Öffnen Sie das Etiketten-PDF in Vorschau oder Chrome und drücken Sie ⌘P.',
    'fr-fr': 'Ouvrez le PDF de l’étiquette dans Aperçu ou Chrome et appuyez sur ⌘P.',
    'es-es': 'Abra el PDF de la etiqueta en Vista Previa o Chrome y pulse ⌘P.',
  },
  macPaper: {
    'en-us': 'Printer: your label printer. Paper size: 4 × 6 in (100 × 150 mm), from the sizes the printer lists.',
    'zh-cn': '打印机：您的标签打印机。纸张大小：从打印机列出的尺寸中选择 4 × 6 英寸（100 × 150 毫米）。',
    'zh-hk': '打印機：您的標籤打印機。紙張大小：從打印機列出的尺寸中選擇 4 × 6 吋（100 × 150 毫米）。',
    'de-de': 'Drucker: Ihr Etikettendrucker. Papierformat: 4 × 6 Zoll (100 × 150 mm) aus den Formaten des Druckers.',
    'fr-fr':
      'Imprimante : votre imprimante d’étiquettes. Taille du papier : 4 × 6 pouces (100 × 150 mm), parmi les formats de l’imprimante.',
    'es-es':
      'Impresora: su impresora de etiquetas. Tamaño del papel: 4 × 6 pulgadas (100 × 150 mm), entre los tamaños de la impresora.',
  },
  macScale: {
    'en-us':
      'Scale: 100 %. In Preview choose Scale 100 % instead of Scale to Fit; in Chrome, More settings → Scale: Custom 100 and Margins: None.',
    'zh-cn':
      '缩放：100%。在“预览”中选择“缩放 100%”而不是“缩放以适合”；在 Chrome 中选择“更多设置”→ 缩放“自定义”100，边距“无”。',
    'zh-hk':
      '縮放：100%。在「預覽程式」中選擇「縮放 100%」而不是「縮放至適合大小」；在 Chrome 中選擇「更多設定」→ 縮放「自訂」100，邊界「無」。',
    'de-de':
      'Skalierung: 100 %. In Vorschau „Skalieren 100 %“ statt „Größe anpassen“ wählen; in Chrome „Weitere Einstellungen“ → Skalierung „Benutzerdefiniert“ 100 und Ränder „Keine“.',
    'fr-fr':
      'Échelle : 100 %. Dans Aperçu, choisissez Échelle 100 % et non Ajuster ; dans Chrome, Plus de paramètres → Échelle Personnalisée 100 et Marges Aucune.',
    'es-es':
      'Escala: 100 %. En Vista Previa elija Escala 100 % en lugar de Ajustar; en Chrome, Más ajustes → Escala Personalizada 100 y Márgenes Ninguno.',
  },
  macOrientation: {
    'en-us': 'Orientation: portrait. In Preview leave Auto Rotate on, so a landscape label turns to fit.',
    'zh-cn': '方向：纵向。在“预览”中保持“自动旋转”开启，这样横向标签会自动转向以适合纸张。',
    'zh-hk': '方向：直向。在「預覽程式」中保持「自動旋轉」開啟，這樣橫向標籤會自動轉向以符合紙張。',
    'de-de':
      'Ausrichtung: Hochformat. In Vorschau „Automatisch drehen“ eingeschaltet lassen, damit sich ein Querformat-Etikett passend dreht.',
    'fr-fr':
      'Orientation : portrait. Dans Aperçu, laissez Rotation automatique activée pour qu’une étiquette à l’italienne tourne d’elle-même.',
    'es-es':
      'Orientación: vertical. En Vista Previa deje activada la Rotación automática para que una etiqueta apaisada gire sola.',
  },
  macPreset: {
    'en-us': 'Keep these settings: Presets → Save Current Settings as Preset.',
    'zh-cn': '保存这些设置：预置 → 将当前设置存储为预置。',
    'zh-hk': '儲存這些設定：預設組合 → 將目前設定儲存為預設組合。',
    'de-de': 'Einstellungen behalten: Voreinstellungen → Aktuelle Einstellungen als Voreinstellung sichern.',
    'fr-fr': 'Gardez ces réglages : Préréglages → Enregistrer les réglages actuels comme préréglage.',
    'es-es': 'Guarde estos ajustes: Preajustes → Guardar ajustes actuales como preajuste.',
  },
  mistakePaper: {
    'en-us':
      'Paper size left at Letter or A4: the label is shrunk to fit a page the printer does not have, or runs across several labels.',
    'zh-cn': '纸张尺寸仍为 Letter 或 A4：标签会缩小以适应打印机没有的纸张，或者跨印到好几张标签上。',
    'zh-hk': '紙張尺寸仍為 Letter 或 A4：標籤會縮小以適應打印機沒有的紙張，或者跨印到好幾張標籤上。',
    'de-de':
      'Papierformat bleibt auf Letter oder A4: Das Etikett wird auf eine Seite verkleinert, die der Drucker nicht hat, oder läuft über mehrere Etiketten.',
    'fr-fr':
      'Format du papier laissé sur Letter ou A4 : l’étiquette est réduite pour une page que l’imprimante n’a pas, ou s’étale sur plusieurs étiquettes.',
    'es-es':
      'Tamaño del papel en Carta o A4: la etiqueta se reduce para una página que la impresora no tiene, o se reparte entre varias etiquetas.',
  },
  mistakeFit: {
    'en-us':
      '“Fit to page” or “Scale to fit”: the label prints slightly smaller with white borders, and some scanners then refuse the barcode.',
    'zh-cn': '“适合页面”或“缩放以适合”：标签会打印得略小并带白边，有些扫描器因此无法识别条码。',
    'zh-hk': '「符合頁面」或「縮放至適合大小」：標籤會列印得略小並帶白邊，有些掃描器因此無法識別條碼。',
    'de-de':
      '„An Seite anpassen“ oder „Größe anpassen“: Das Etikett wird etwas kleiner mit weißem Rand gedruckt, und manche Scanner lesen den Barcode dann nicht.',
    'fr-fr':
      '« Ajuster à la page » : l’étiquette s’imprime un peu plus petite avec des marges blanches, et certains lecteurs refusent alors le code-barres.',
    'es-es':
      '«Ajustar a la página»: la etiqueta se imprime algo más pequeña con bordes blancos, y algunos lectores ya no leen el código de barras.',
  },
  mistakeDriver: {
    'en-us':
      'The driver of another model, or of the other resolution (203 vs 300 dpi): the label prints at about two thirds or one and a half times its size.',
    'zh-cn': '使用了其他型号或另一种分辨率（203 与 300 dpi）的驱动：标签会打印成约三分之二或一倍半大小。',
    'zh-hk': '使用了其他型號或另一種解像度（203 與 300 dpi）的驅動程式：標籤會列印成約三分之二或一倍半大小。',
    'de-de':
      'Der Treiber eines anderen Modells oder der anderen Auflösung (203 statt 300 dpi oder umgekehrt): Das Etikett wird etwa zwei Drittel oder anderthalbmal so groß gedruckt.',
    'fr-fr':
      'Le pilote d’un autre modèle, ou de l’autre résolution (203 au lieu de 300 dpi ou l’inverse) : l’étiquette s’imprime aux deux tiers ou à une fois et demie sa taille environ.',
    'es-es':
      'El controlador de otro modelo, o de la otra resolución (203 en vez de 300 ppp o al revés): la etiqueta se imprime a unos dos tercios o a vez y media su tamaño.',
  },
  size4x6: {
    'en-us': 'The size of almost every carrier label: USPS, UPS, FedEx, DHL and the marketplaces all produce 4×6.',
    'zh-cn': '几乎所有快递标签的尺寸：USPS、UPS、FedEx、DHL 以及各电商平台都生成 4×6 标签。',
    'zh-hk': '幾乎所有速遞標籤的尺寸：USPS、UPS、FedEx、DHL 以及各網購平台都生成 4×6 標籤。',
    'de-de': 'Das Format fast aller Versandetiketten: USPS, UPS, FedEx, DHL und die Marktplätze erzeugen 4×6.',
    'fr-fr':
      'Le format de presque toutes les étiquettes de transporteur : USPS, UPS, FedEx, DHL et les places de marché produisent du 4×6.',
    'es-es':
      'El tamaño de casi todas las etiquetas de transportista: USPS, UPS, FedEx, DHL y los marketplaces generan 4×6.',
  },
  size4x4: {
    'en-us':
      'Too short for a carrier label: use it for product, bin and return labels, with the driver paper size set to 4×4.',
    'zh-cn': '对快递标签来说太短：适用于商品、货位和退货标签，并把驱动纸张尺寸设为 4×4。',
    'zh-hk': '對速遞標籤來說太短：適用於商品、貨位和退貨標籤，並把驅動程式紙張尺寸設為 4×4。',
    'de-de':
      'Zu kurz für ein Versandetikett: für Produkt-, Lagerplatz- und Retourenetiketten, mit Papierformat 4×4 im Treiber.',
    'fr-fr':
      'Trop court pour une étiquette de transporteur : pour les étiquettes de produit, d’emplacement et de retour, avec le format 4×4 dans le pilote.',
    'es-es':
      'Demasiado corta para una etiqueta de transportista: para etiquetas de producto, ubicación y devolución, con el tamaño 4×4 en el controlador.',
  },
  size4x8: {
    'en-us':
      'For labels with a longer customs or doc-tab part. A 4×6 label on 4×8 stock needs the driver paper size 4×8, or it spreads over two labels.',
    'zh-cn':
      '用于带较长报关或文档部分的标签。在 4×8 标签纸上打印 4×6 标签时，驱动纸张尺寸须设为 4×8，否则会跨到两张标签上。',
    'zh-hk':
      '用於帶較長報關或文件部分的標籤。在 4×8 標籤紙上列印 4×6 標籤時，驅動程式紙張尺寸須設為 4×8，否則會跨到兩張標籤上。',
    'de-de':
      'Für Etiketten mit längerem Zoll- oder Doc-Tab-Teil. Ein 4×6-Etikett auf 4×8-Material braucht im Treiber das Papierformat 4×8, sonst verteilt es sich auf zwei Etiketten.',
    'fr-fr':
      'Pour les étiquettes avec une partie douane ou volet plus longue. Une étiquette 4×6 sur du 4×8 demande le format 4×8 dans le pilote, sinon elle s’étale sur deux étiquettes.',
    'es-es':
      'Para etiquetas con una parte de aduanas o pestaña más larga. Una etiqueta de 4×6 en rollo de 4×8 necesita el tamaño 4×8 en el controlador; si no, ocupa dos etiquetas.',
  },
  familyFormat: {
    'en-us':
      'Choose PDF. PNG works too when it is at least {dots} pixels across (a 4 in label at {dpi} dpi); a smaller image prints blurry barcodes.',
    'zh-cn': '选择 PDF。PNG 宽度至少 {dots} 像素时也可以（{dpi} dpi 下 4 英寸宽的标签）；图像更小会导致条码模糊。',
    'zh-hk': '選擇 PDF。PNG 寬度至少 {dots} 像素時也可以（{dpi} dpi 下 4 吋寬的標籤）；圖像更小會導致條碼模糊。',
    'de-de':
      'Wählen Sie PDF. PNG geht auch, wenn es mindestens {dots} Pixel breit ist (ein 4-Zoll-Etikett bei {dpi} dpi); ein kleineres Bild druckt unscharfe Barcodes.',
    'fr-fr':
      'Choisissez PDF. Le PNG convient aussi s’il fait au moins {dots} pixels de large (une étiquette de 4 pouces à {dpi} dpi) ; une image plus petite donne des codes-barres flous.',
    'es-es':
      'Elija PDF. PNG también sirve si tiene al menos {dots} píxeles de ancho (una etiqueta de 4 pulgadas a {dpi} ppp); una imagen más pequeña imprime códigos borrosos.',
  },
  familyDriver: {
    'en-us':
      'In the driver of your model, set the resolution to {dpi} dpi and the paper size to the label stock you load.',
    'zh-cn': '在您型号的驱动程序中，把分辨率设为 {dpi} dpi，纸张尺寸设为所装标签纸的尺寸。',
    'zh-hk': '在您型號的驅動程式中，把解像度設為 {dpi} dpi，紙張尺寸設為所裝標籤紙的尺寸。',
    'de-de':
      'Stellen Sie im Treiber Ihres Modells die Auflösung auf {dpi} dpi und das Papierformat auf das eingelegte Etikettenmaterial.',
    'fr-fr':
      'Dans le pilote de votre modèle, réglez la résolution sur {dpi} dpi et le format du papier sur les étiquettes chargées.',
    'es-es':
      'En el controlador de su modelo, ponga la resolución en {dpi} ppp y el tamaño del papel en el de las etiquetas cargadas.',
  },
  familyZpl: {
    'en-us':
      'Do not choose ZPL or EPL: these printers print through their driver, and a ZPL file sent to them prints as text or not at all.',
    'zh-cn': '不要选择 ZPL 或 EPL：这些打印机通过驱动程序打印，发送给它们的 ZPL 文件会打印成文字，或根本不打印。',
    'zh-hk': '不要選擇 ZPL 或 EPL：這些打印機透過驅動程式列印，傳送給它們的 ZPL 檔案會列印成文字，或根本不列印。',
    'de-de':
      'Wählen Sie nicht ZPL oder EPL: Diese Drucker drucken über ihren Treiber, und eine ZPL-Datei kommt als Text oder gar nicht heraus.',
    'fr-fr':
      'Ne choisissez pas ZPL ni EPL : ces imprimantes impriment par leur pilote, et un fichier ZPL envoyé sort en texte ou pas du tout.',
    'es-es':
      'No elija ZPL ni EPL: estas impresoras imprimen a través de su controlador, y un archivo ZPL sale como texto o no sale.',
  },
  familyCheck: {
    'en-us':
      'The resolution is on the rating plate under the printer and in its manual; if in doubt, start with 203 dpi.',
    'zh-cn': '分辨率标在打印机底部的铭牌和说明书上；不确定时，先按 203 dpi 设置。',
    'zh-hk': '解像度標在打印機底部的銘牌和說明書上；不確定時，先按 203 dpi 設定。',
    'de-de':
      'Die Auflösung steht auf dem Typenschild unter dem Drucker und im Handbuch; im Zweifel beginnen Sie mit 203 dpi.',
    'fr-fr':
      'La résolution figure sur la plaque signalétique sous l’imprimante et dans son manuel ; en cas de doute, commencez par 203 dpi.',
    'es-es':
      'La resolución figura en la placa de características bajo la impresora y en su manual; si duda, empiece con 203 ppp.',
  },
} as const satisfies Readonly<Record<string, Texts>>;

export type ShippingTextId = keyof typeof SHIPPING_TEXTS;
