import { defineArea } from '../define';
import { sharedTexts } from './shared';

/** Supported barcodes (/supportedBarcode and the home page strip). Symbology names stay untranslated (data). */
export const barcodes = defineArea('site.barcodes', {
  title: sharedTexts.supportedBarcodes,
  intro: {
    'en-us':
      'Add any of these codes to a label, type or import the data, and Labelwise encodes it and adds check digits where the standard requires them. Every code below was generated from the sample value shown.',
    'zh-cn':
      '在标签中添加以下任一条码，输入或导入数据后，Labelwise 会自动编码，并按标准要求添加校验位。下方每个条码均由所示示例值生成。',
    'zh-hk':
      '在標籤中加入以下任一條碼，輸入或匯入數據後，Labelwise 會自動編碼，並按標準要求加入校驗位。下方每個條碼均由所示示例值生成。',
    'de-de':
      'Fügen Sie einen dieser Codes in ein Etikett ein, tippen oder importieren Sie die Daten – Labelwise kodiert sie und ergänzt Prüfziffern, wo der Standard sie verlangt. Jeder Code unten wurde aus dem angezeigten Beispielwert erzeugt.',
    'fr-fr':
      'Ajoutez l’un de ces codes à une étiquette, saisissez ou importez les données : Labelwise les encode et ajoute la clé de contrôle lorsque la norme l’exige. Chaque code ci-dessous a été généré à partir de la valeur d’exemple indiquée.',
    'es-es':
      'Añada cualquiera de estos códigos a una etiqueta, escriba o importe los datos y Labelwise los codifica y añade el dígito de control cuando la norma lo exige. Cada código de abajo se generó a partir del valor de ejemplo indicado.',
  },
  linear: {
    'en-us': '1D barcodes',
    'zh-cn': '一维条码',
    'zh-hk': '一維條碼',
    'de-de': '1D-Barcodes',
    'fr-fr': 'Codes-barres 1D',
    'es-es': 'Códigos de barras 1D',
  },
  matrix: {
    'en-us': '2D codes',
    'zh-cn': '二维码',
    'zh-hk': '二維碼',
    'de-de': '2D-Codes',
    'fr-fr': 'Codes 2D',
    'es-es': 'Códigos 2D',
  },
  sample: {
    'en-us': 'Sample value: {value}',
    'zh-cn': '示例值：{value}',
    'zh-hk': '示例值：{value}',
    'de-de': 'Beispielwert: {value}',
    'fr-fr': 'Valeur d’exemple : {value}',
    'es-es': 'Valor de ejemplo: {value}',
  },
  imageAlt: {
    'en-us': '{name} barcode encoding {value}',
    'zh-cn': '编码为 {value} 的 {name} 条码',
    'zh-hk': '編碼為 {value} 的 {name} 條碼',
    'de-de': '{name}-Barcode mit dem Inhalt {value}',
    'fr-fr': 'Code-barres {name} encodant {value}',
    'es-es': 'Código {name} que codifica {value}',
  },
  code128: {
    'en-us': 'Compact code for letters, digits and symbols. Used on shipping labels, asset tags and inventory.',
    'zh-cn': '紧凑的条码，可编码字母、数字和符号。常用于运单、资产标签和库存管理。',
    'zh-hk': '緊湊的條碼，可編碼字母、數字和符號。常用於運單、資產標籤和庫存管理。',
    'de-de':
      'Kompakter Code für Buchstaben, Ziffern und Sonderzeichen. Üblich auf Versandetiketten, Inventar- und Lageretiketten.',
    'fr-fr':
      'Code compact pour lettres, chiffres et symboles. Utilisé sur les étiquettes d’expédition, d’inventaire et de matériel.',
    'es-es':
      'Código compacto para letras, dígitos y símbolos. Se usa en etiquetas de envío, de activos y de inventario.',
  },
  code39: {
    'en-us': 'Upper-case letters and digits, easy for any scanner to read. Common on ID badges and in manufacturing.',
    'zh-cn': '可编码大写字母和数字，几乎所有扫描枪都能识读。常见于工牌和生产制造。',
    'zh-hk': '可編碼大寫字母和數字，幾乎所有掃描器都能識讀。常見於員工證和生產製造。',
    'de-de': 'Großbuchstaben und Ziffern, von jedem Scanner lesbar. Verbreitet auf Ausweisen und in der Fertigung.',
    'fr-fr': 'Lettres majuscules et chiffres, lisibles par tout lecteur. Courant sur les badges et dans l’industrie.',
    'es-es':
      'Letras mayúsculas y dígitos, legible por cualquier lector. Habitual en identificadores y en la industria.',
  },
  ean13: {
    'en-us': 'The 13-digit retail product code used at checkouts worldwide. Labelwise adds the check digit.',
    'zh-cn': '全球零售结账通用的 13 位商品条码。Labelwise 会自动添加校验位。',
    'zh-hk': '全球零售結帳通用的 13 位商品條碼。Labelwise 會自動加入校驗位。',
    'de-de': 'Der 13-stellige Handelscode an Kassen weltweit. Labelwise ergänzt die Prüfziffer.',
    'fr-fr': 'Le code produit à 13 chiffres lu aux caisses du monde entier. Labelwise ajoute la clé de contrôle.',
    'es-es':
      'El código de producto de 13 dígitos que se lee en las cajas de todo el mundo. Labelwise añade el dígito de control.',
  },
  upca: {
    'en-us': 'The 12-digit retail product code used in the United States and Canada.',
    'zh-cn': '美国和加拿大零售使用的 12 位商品条码。',
    'zh-hk': '美國和加拿大零售使用的 12 位商品條碼。',
    'de-de': 'Der 12-stellige Handelscode in den USA und Kanada.',
    'fr-fr': 'Le code produit à 12 chiffres utilisé aux États-Unis et au Canada.',
    'es-es': 'El código de producto de 12 dígitos que se usa en Estados Unidos y Canadá.',
  },
  itf14: {
    'en-us': 'The 14-digit code printed on cartons and outer cases of trade items.',
    'zh-cn': '印在商品外箱和包装箱上的 14 位条码。',
    'zh-hk': '印在商品外箱和包裝箱上的 14 位條碼。',
    'de-de': 'Der 14-stellige Code auf Umkartons und Versandkartons von Handelswaren.',
    'fr-fr': 'Le code à 14 chiffres imprimé sur les cartons et emballages de groupage.',
    'es-es': 'El código de 14 dígitos que se imprime en cajas y embalajes exteriores.',
  },
  qrcode: {
    'en-us': 'A square code that holds web addresses, Wi-Fi details or text and opens with any phone camera.',
    'zh-cn': '可存储网址、Wi-Fi 信息或文本的方形码，任何手机相机都能扫描。',
    'zh-hk': '可儲存網址、Wi-Fi 資料或文字的方形碼，任何手機相機都能掃描。',
    'de-de': 'Ein quadratischer Code für Webadressen, WLAN-Daten oder Text, lesbar mit jeder Handykamera.',
    'fr-fr':
      'Un code carré qui contient une adresse web, des identifiants Wi-Fi ou du texte, lisible par l’appareil photo de tout téléphone.',
    'es-es':
      'Un código cuadrado que guarda direcciones web, datos de Wi-Fi o texto y se abre con la cámara de cualquier móvil.',
  },
  datamatrix: {
    'en-us': 'A very small 2D code for marking parts, electronics and healthcare products.',
    'zh-cn': '尺寸极小的二维码，用于零部件、电子产品和医疗产品标识。',
    'zh-hk': '尺寸極小的二維碼，用於零件、電子產品和醫療產品標識。',
    'de-de': 'Ein sehr kleiner 2D-Code zur Kennzeichnung von Bauteilen, Elektronik und Medizinprodukten.',
    'fr-fr': 'Un code 2D très compact pour le marquage de pièces, d’électronique et de produits de santé.',
    'es-es': 'Un código 2D muy pequeño para marcar piezas, electrónica y productos sanitarios.',
  },
  pdf417: {
    'en-us': 'A stacked code that stores long text, used on boarding passes, ID cards and transport documents.',
    'zh-cn': '可存储长文本的堆叠式条码，用于登机牌、身份证件和运输单据。',
    'zh-hk': '可儲存長文字的堆疊式條碼，用於登機證、身份證件和運輸單據。',
    'de-de': 'Ein gestapelter Code für lange Texte, genutzt auf Bordkarten, Ausweisen und Frachtpapieren.',
    'fr-fr':
      'Un code empilé qui stocke de longs textes, utilisé sur les cartes d’embarquement, pièces d’identité et documents de transport.',
    'es-es':
      'Un código apilado que almacena textos largos, usado en tarjetas de embarque, documentos de identidad y de transporte.',
  },
  routeDescription: {
    'en-us':
      'The 1D and 2D barcode types you can add to labels in Labelwise, from Code 128 and EAN-13 to QR Code and Data Matrix.',
    'zh-cn': '可在 Labelwise 标签中添加的一维和二维条码类型，从 Code 128、EAN-13 到 QR 码和 Data Matrix。',
    'zh-hk': '可在 Labelwise 標籤中加入的一維和二維條碼類型，由 Code 128、EAN-13 到 QR 碼和 Data Matrix。',
    'de-de':
      'Die 1D- und 2D-Barcodetypen, die Sie in Labelwise auf Etiketten setzen können, von Code 128 und EAN-13 bis QR-Code und Data Matrix.',
    'fr-fr':
      'Les codes-barres 1D et 2D que vous pouvez ajouter à vos étiquettes dans Labelwise, du Code 128 et de l’EAN-13 au QR Code et au Data Matrix.',
    'es-es':
      'Los tipos de códigos de barras 1D y 2D que puede añadir a sus etiquetas en Labelwise, desde Code 128 y EAN-13 hasta QR y Data Matrix.',
  },
});
