import { defineArea } from '../define';

/** The Label PDF tool (/tools/label-pdf). */
export const labelPdf = defineArea('site.labelPdf', {
  title: {
    'en-us': 'Crop shipping labels to 4×6',
    'zh-cn': '把运单裁剪成 4×6 英寸',
    'zh-hk': '把運單裁剪成 4×6 吋',
    'de-de': 'Versandetiketten auf 4×6 Zoll zuschneiden',
    'fr-fr': 'Recadrer vos étiquettes d’expédition en 4×6',
    'es-es': 'Recortar etiquetas de envío a 4×6',
  },
  lead: {
    'en-us':
      'Drop the PDF your carrier or marketplace gave you, on Letter or A4 paper, with one page or many. The tool finds each label, turns it the right way and makes one PDF with a label per page at exactly 4×6 in, ready to print at 100 %.',
    'zh-cn':
      '把快递公司或电商平台给您的 PDF 拖到这里（Letter 或 A4 纸，一页或多页均可）。工具会找出每张标签、转到正确方向，并生成一个每页一张、尺寸正好 4×6 英寸的 PDF，可直接按 100% 打印。',
    'zh-hk':
      '把速遞公司或網購平台給您的 PDF 拖到這裏（Letter 或 A4 紙，一頁或多頁均可）。工具會找出每張標籤、轉到正確方向，並生成一個每頁一張、尺寸正好 4×6 吋的 PDF，可直接按 100% 列印。',
    'de-de':
      'Legen Sie das PDF Ihres Versanddienstes oder Marktplatzes hier ab – im Format Letter oder A4, mit einer oder vielen Seiten. Das Werkzeug findet jedes Etikett, dreht es richtig und erstellt ein PDF mit einem Etikett pro Seite in genau 4×6 Zoll, bereit für den Druck mit 100 %.',
    'fr-fr':
      'Déposez le PDF fourni par votre transporteur ou votre place de marché, au format Letter ou A4, d’une ou de plusieurs pages. L’outil trouve chaque étiquette, la tourne dans le bon sens et crée un PDF avec une étiquette par page, en 4×6 pouces exactement, prêt à imprimer à 100 %.',
    'es-es':
      'Suelte aquí el PDF que le dio su transportista o su marketplace, en papel Carta o A4, con una o muchas páginas. La herramienta encuentra cada etiqueta, la gira en el sentido correcto y crea un PDF con una etiqueta por página de exactamente 4×6 pulgadas, listo para imprimir al 100 %.',
  },
  privacy: {
    'en-us':
      'Nothing is uploaded: your PDF is read and converted in this browser tab and never leaves your computer or phone.',
    'zh-cn': '不会上传任何内容：PDF 只在此浏览器标签页中读取和转换，不会离开您的电脑或手机。',
    'zh-hk': '不會上載任何內容：PDF 只在此瀏覽器分頁中讀取和轉換，不會離開您的電腦或手機。',
    'de-de':
      'Es wird nichts hochgeladen: Ihr PDF wird in diesem Browser-Tab gelesen und umgewandelt und verlässt Ihren Computer oder Ihr Smartphone nie.',
    'fr-fr':
      'Rien n’est envoyé : votre PDF est lu et converti dans cet onglet du navigateur et ne quitte jamais votre ordinateur ou votre téléphone.',
    'es-es':
      'No se sube nada: su PDF se lee y se convierte en esta pestaña del navegador y nunca sale de su ordenador o su teléfono.',
  },
  dropTitle: {
    'en-us': 'Drop a PDF here, or choose a file',
    'zh-cn': '把 PDF 拖到这里，或选择文件',
    'zh-hk': '把 PDF 拖到這裏，或選擇檔案',
    'de-de': 'PDF hier ablegen oder eine Datei wählen',
    'fr-fr': 'Déposez un PDF ici ou choisissez un fichier',
    'es-es': 'Suelte un PDF aquí o elija un archivo',
  },
  dropHint: {
    'en-us': 'Letter (8.5×11 in) or A4, any number of pages',
    'zh-cn': 'Letter（8.5×11 英寸）或 A4，页数不限',
    'zh-hk': 'Letter（8.5×11 吋）或 A4，頁數不限',
    'de-de': 'Letter (8,5×11 Zoll) oder A4, beliebig viele Seiten',
    'fr-fr': 'Letter (8,5×11 pouces) ou A4, autant de pages que nécessaire',
    'es-es': 'Carta (8,5×11 pulgadas) o A4, con cualquier número de páginas',
  },
  chooseFile: {
    'en-us': 'Choose a PDF',
    'zh-cn': '选择 PDF',
    'zh-hk': '選擇 PDF',
    'de-de': 'PDF wählen',
    'fr-fr': 'Choisir un PDF',
    'es-es': 'Elegir un PDF',
  },
  sizeLegend: {
    'en-us': 'Output label size',
    'zh-cn': '输出标签尺寸',
    'zh-hk': '輸出標籤尺寸',
    'de-de': 'Etikettengröße der Ausgabe',
    'fr-fr': 'Format des étiquettes produites',
    'es-es': 'Tamaño de las etiquetas resultantes',
  },
  size4x6: {
    'en-us': '4×6 in (100×150 mm)',
    'zh-cn': '4×6 英寸（100×150 毫米）',
    'zh-hk': '4×6 吋（100×150 毫米）',
    'de-de': '4×6 Zoll (100×150 mm)',
    'fr-fr': '4×6 pouces (100×150 mm)',
    'es-es': '4×6 pulgadas (100×150 mm)',
  },
  size4x4: {
    'en-us': '4×4 in (100×100 mm)',
    'zh-cn': '4×4 英寸（100×100 毫米）',
    'zh-hk': '4×4 吋（100×100 毫米）',
    'de-de': '4×4 Zoll (100×100 mm)',
    'fr-fr': '4×4 pouces (100×100 mm)',
    'es-es': '4×4 pulgadas (100×100 mm)',
  },
  size4x8: {
    'en-us': '4×8 in (100×200 mm)',
    'zh-cn': '4×8 英寸（100×200 毫米）',
    'zh-hk': '4×8 吋（100×200 毫米）',
    'de-de': '4×8 Zoll (100×200 mm)',
    'fr-fr': '4×8 pouces (100×200 mm)',
    'es-es': '4×8 pulgadas (100×200 mm)',
  },
  opening: {
    'en-us': 'Opening {name}…',
    'zh-cn': '正在打开 {name}…',
    'zh-hk': '正在開啟 {name}…',
    'de-de': '{name} wird geöffnet …',
    'fr-fr': 'Ouverture de {name}…',
    'es-es': 'Abriendo {name}…',
  },
  reading: {
    'en-us': 'Reading page {done} of {total}…',
    'zh-cn': '正在读取第 {done} 页，共 {total} 页…',
    'zh-hk': '正在讀取第 {done} 頁，共 {total} 頁…',
    'de-de': 'Seite {done} von {total} wird gelesen …',
    'fr-fr': 'Lecture de la page {done} sur {total}…',
    'es-es': 'Leyendo la página {done} de {total}…',
  },
  progressLabel: {
    'en-us': 'Pages read',
    'zh-cn': '已读取的页数',
    'zh-hk': '已讀取的頁數',
    'de-de': 'Gelesene Seiten',
    'fr-fr': 'Pages lues',
    'es-es': 'Páginas leídas',
  },
  cancel: {
    'en-us': 'Cancel',
    'zh-cn': '取消',
    'zh-hk': '取消',
    'de-de': 'Abbrechen',
    'fr-fr': 'Annuler',
    'es-es': 'Cancelar',
  },
  cancelled: {
    'en-us': 'Stopped. Nothing was kept; choose the file again to start over.',
    'zh-cn': '已停止。没有保留任何内容；重新选择文件即可从头开始。',
    'zh-hk': '已停止。沒有保留任何內容；重新選擇檔案即可從頭開始。',
    'de-de': 'Abgebrochen. Es wurde nichts behalten; wählen Sie die Datei erneut, um neu zu beginnen.',
    'fr-fr': 'Arrêté. Rien n’a été conservé ; choisissez de nouveau le fichier pour recommencer.',
    'es-es': 'Detenido. No se ha guardado nada; elija el archivo de nuevo para empezar otra vez.',
  },
  errorNotPdf: {
    'en-us':
      '“{name}” is not a PDF. Choose the label file your carrier or marketplace gave you: its name ends in .pdf.',
    'zh-cn': '“{name}”不是 PDF 文件。请选择快递公司或电商平台提供的标签文件，其文件名以 .pdf 结尾。',
    'zh-hk': '「{name}」不是 PDF 檔案。請選擇速遞公司或網購平台提供的標籤檔案，其檔案名稱以 .pdf 結尾。',
    'de-de':
      '„{name}“ ist kein PDF. Wählen Sie die Etikettendatei Ihres Versanddienstes oder Marktplatzes: Ihr Name endet auf .pdf.',
    'fr-fr':
      '« {name} » n’est pas un PDF. Choisissez le fichier d’étiquette fourni par votre transporteur ou votre place de marché : son nom se termine par .pdf.',
    'es-es':
      '«{name}» no es un PDF. Elija el archivo de etiqueta que le dio su transportista o su marketplace: su nombre termina en .pdf.',
  },
  errorEncrypted: {
    'en-us':
      '“{name}” is protected by a password, so it cannot be read here. Open it with its password, print it to a new PDF (Save as PDF) and drop that file.',
    'zh-cn': '“{name}”受密码保护，无法在这里读取。请用密码打开它，打印为新的 PDF（“另存为 PDF”），再把新文件拖到这里。',
    'zh-hk':
      '「{name}」受密碼保護，無法在這裏讀取。請用密碼開啟它，列印為新的 PDF（「另存為 PDF」），再把新檔案拖到這裏。',
    'de-de':
      '„{name}“ ist durch ein Passwort geschützt und kann hier nicht gelesen werden. Öffnen Sie es mit dem Passwort, drucken Sie es in ein neues PDF („Als PDF sichern“) und legen Sie diese Datei hier ab.',
    'fr-fr':
      '« {name} » est protégé par un mot de passe et ne peut pas être lu ici. Ouvrez-le avec son mot de passe, imprimez-le dans un nouveau PDF (« Enregistrer au format PDF ») et déposez ce fichier.',
    'es-es':
      '«{name}» está protegido con contraseña y no se puede leer aquí. Ábralo con su contraseña, imprímalo en un PDF nuevo («Guardar como PDF») y suelte ese archivo.',
  },
  errorDamaged: {
    'en-us':
      '“{name}” could not be read: the PDF seems damaged or incomplete. Download it again from your carrier and try once more.',
    'zh-cn': '无法读取“{name}”：该 PDF 似乎已损坏或不完整。请从快递公司重新下载后再试一次。',
    'zh-hk': '無法讀取「{name}」：該 PDF 似乎已損壞或不完整。請從速遞公司重新下載後再試一次。',
    'de-de':
      '„{name}“ konnte nicht gelesen werden: Das PDF scheint beschädigt oder unvollständig. Laden Sie es erneut bei Ihrem Versanddienst herunter und versuchen Sie es noch einmal.',
    'fr-fr':
      '« {name} » n’a pas pu être lu : le PDF semble endommagé ou incomplet. Téléchargez-le de nouveau chez votre transporteur et réessayez.',
    'es-es':
      'No se pudo leer «{name}»: el PDF parece dañado o incompleto. Descárguelo de nuevo de su transportista e inténtelo otra vez.',
  },
  errorWrite: {
    'en-us':
      'The labels could not be written into a new PDF. Try again; if it fails again, contact us and name the carrier.',
    'zh-cn': '无法把标签写入新的 PDF。请重试；如果仍然失败，请联系我们并告知快递公司名称。',
    'zh-hk': '無法把標籤寫入新的 PDF。請重試；如果仍然失敗，請聯絡我們並告知速遞公司名稱。',
    'de-de':
      'Die Etiketten konnten nicht in ein neues PDF geschrieben werden. Versuchen Sie es erneut; klappt es wieder nicht, schreiben Sie uns und nennen Sie den Versanddienst.',
    'fr-fr':
      'Les étiquettes n’ont pas pu être écrites dans un nouveau PDF. Réessayez ; en cas de nouvel échec, contactez-nous en indiquant le transporteur.',
    'es-es':
      'No se pudieron escribir las etiquetas en un PDF nuevo. Inténtelo de nuevo; si vuelve a fallar, contáctenos e indique el transportista.',
  },
  pageHeading: {
    'en-us': 'Page {page} of {total}',
    'zh-cn': '第 {page} 页，共 {total} 页',
    'zh-hk': '第 {page} 頁，共 {total} 頁',
    'de-de': 'Seite {page} von {total}',
    'fr-fr': 'Page {page} sur {total}',
    'es-es': 'Página {page} de {total}',
  },
  pageImageAlt: {
    'en-us': 'Page {page} of the PDF, with the labels to print outlined and numbered',
    'zh-cn': 'PDF 第 {page} 页，要打印的标签已框出并编号',
    'zh-hk': 'PDF 第 {page} 頁，要列印的標籤已框出並編號',
    'de-de': 'Seite {page} des PDFs, die zu druckenden Etiketten umrandet und nummeriert',
    'fr-fr': 'Page {page} du PDF, avec les étiquettes à imprimer encadrées et numérotées',
    'es-es': 'Página {page} del PDF, con las etiquetas que se imprimirán recuadradas y numeradas',
  },
  noLabel: {
    'en-us':
      'No label was found on this page. Draw the label’s box on the page: drag across it with the mouse or a finger, or use the keyboard.',
    'zh-cn': '这一页上没有找到标签。请在页面上画出标签的范围：用鼠标或手指拖动，或使用键盘。',
    'zh-hk': '這一頁上沒有找到標籤。請在頁面上畫出標籤的範圍：用滑鼠或手指拖動，或使用鍵盤。',
    'de-de':
      'Auf dieser Seite wurde kein Etikett gefunden. Ziehen Sie den Rahmen des Etiketts auf der Seite auf – mit der Maus, dem Finger oder der Tastatur.',
    'fr-fr':
      'Aucune étiquette n’a été trouvée sur cette page. Tracez le cadre de l’étiquette sur la page : faites glisser la souris ou le doigt, ou utilisez le clavier.',
    'es-es':
      'No se encontró ninguna etiqueta en esta página. Dibuje el recuadro de la etiqueta sobre la página: arrastre con el ratón o el dedo, o use el teclado.',
  },
  labelItem: {
    'en-us': 'Print label {n} ({width} × {height} in)',
    'zh-cn': '打印标签 {n}（{width} × {height} 英寸）',
    'zh-hk': '列印標籤 {n}（{width} × {height} 吋）',
    'de-de': 'Etikett {n} drucken ({width} × {height} Zoll)',
    'fr-fr': 'Imprimer l’étiquette {n} ({width} × {height} pouces)',
    'es-es': 'Imprimir la etiqueta {n} ({width} × {height} pulgadas)',
  },
  adjust: {
    'en-us': 'Adjust the box of label {n}',
    'zh-cn': '调整标签 {n} 的范围',
    'zh-hk': '調整標籤 {n} 的範圍',
    'de-de': 'Rahmen von Etikett {n} anpassen',
    'fr-fr': 'Ajuster le cadre de l’étiquette {n}',
    'es-es': 'Ajustar el recuadro de la etiqueta {n}',
  },
  drawBox: {
    'en-us': 'Draw another label box',
    'zh-cn': '再画一个标签范围',
    'zh-hk': '再畫一個標籤範圍',
    'de-de': 'Weiteren Etikettenrahmen zeichnen',
    'fr-fr': 'Tracer un autre cadre d’étiquette',
    'es-es': 'Dibujar otro recuadro de etiqueta',
  },
  doneEditing: {
    'en-us': 'Done',
    'zh-cn': '完成',
    'zh-hk': '完成',
    'de-de': 'Fertig',
    'fr-fr': 'Terminé',
    'es-es': 'Listo',
  },
  editorLabel: {
    'en-us': 'Label box on page {page}',
    'zh-cn': '第 {page} 页上的标签范围',
    'zh-hk': '第 {page} 頁上的標籤範圍',
    'de-de': 'Etikettenrahmen auf Seite {page}',
    'fr-fr': 'Cadre de l’étiquette sur la page {page}',
    'es-es': 'Recuadro de la etiqueta en la página {page}',
  },
  editorHelp: {
    'en-us':
      'Drag across the page to draw the box. With the keyboard, focus the page, then the arrow keys move the box and Shift with the arrow keys changes its size.',
    'zh-cn': '在页面上拖动即可画出范围。使用键盘时，先聚焦页面，方向键移动范围，按住 Shift 再按方向键可改变大小。',
    'zh-hk': '在頁面上拖動即可畫出範圍。使用鍵盤時，先聚焦頁面，方向鍵移動範圍，按住 Shift 再按方向鍵可改變大小。',
    'de-de':
      'Ziehen Sie über die Seite, um den Rahmen zu zeichnen. Mit der Tastatur: Seite fokussieren, dann verschieben die Pfeiltasten den Rahmen, Umschalt mit den Pfeiltasten ändert seine Größe.',
    'fr-fr':
      'Faites glisser sur la page pour tracer le cadre. Au clavier, placez le focus sur la page : les flèches déplacent le cadre, Maj avec les flèches change sa taille.',
    'es-es':
      'Arrastre sobre la página para dibujar el recuadro. Con el teclado, enfoque la página: las flechas mueven el recuadro y Mayús con las flechas cambia su tamaño.',
  },
  boxStatus: {
    'en-us': 'Box {left} in from the left, {top} in from the top, {width} × {height} in',
    'zh-cn': '范围距左边 {left} 英寸、距顶部 {top} 英寸，大小 {width} × {height} 英寸',
    'zh-hk': '範圍距左邊 {left} 吋、距頂部 {top} 吋，大小 {width} × {height} 吋',
    'de-de': 'Rahmen {left} Zoll vom linken, {top} Zoll vom oberen Rand, {width} × {height} Zoll',
    'fr-fr': 'Cadre à {left} pouces de la gauche et {top} pouces du haut, {width} × {height} pouces',
    'es-es': 'Recuadro a {left} pulgadas de la izquierda y {top} del borde superior, {width} × {height} pulgadas',
  },
  summary: {
    'en-us':
      '{count, plural, =0 {No label is selected.} one {# label becomes # page of {size}.} other {# labels become # pages of {size}.}}',
    'zh-cn': '{count, plural, =0 {未选择任何标签。} other {# 张标签将生成 # 页 {size}。}}',
    'zh-hk': '{count, plural, =0 {未選擇任何標籤。} other {# 張標籤將生成 # 頁 {size}。}}',
    'de-de':
      '{count, plural, =0 {Kein Etikett ausgewählt.} one {# Etikett wird zu # Seite im Format {size}.} other {# Etiketten werden zu # Seiten im Format {size}.}}',
    'fr-fr':
      '{count, plural, =0 {Aucune étiquette sélectionnée.} one {# étiquette donne # page en {size}.} other {# étiquettes donnent # pages en {size}.}}',
    'es-es':
      '{count, plural, =0 {No hay ninguna etiqueta seleccionada.} one {# etiqueta se convierte en # página de {size}.} other {# etiquetas se convierten en # páginas de {size}.}}',
  },
  make: {
    'en-us': 'Make the PDF',
    'zh-cn': '生成 PDF',
    'zh-hk': '生成 PDF',
    'de-de': 'PDF erstellen',
    'fr-fr': 'Créer le PDF',
    'es-es': 'Crear el PDF',
  },
  making: {
    'en-us': 'Making the PDF…',
    'zh-cn': '正在生成 PDF…',
    'zh-hk': '正在生成 PDF…',
    'de-de': 'PDF wird erstellt …',
    'fr-fr': 'Création du PDF…',
    'es-es': 'Creando el PDF…',
  },
  ready: {
    'en-us': 'Your PDF is ready: {count, plural, one {# page} other {# pages}} of exactly {size}.',
    'zh-cn': 'PDF 已生成：{count, plural, other {共 # 页}}，每页正好 {size}。',
    'zh-hk': 'PDF 已生成：{count, plural, other {共 # 頁}}，每頁正好 {size}。',
    'de-de': 'Ihr PDF ist fertig: {count, plural, one {# Seite} other {# Seiten}} in genau {size}.',
    'fr-fr': 'Votre PDF est prêt : {count, plural, one {# page} other {# pages}} de {size} exactement.',
    'es-es': 'Su PDF está listo: {count, plural, one {# página} other {# páginas}} de exactamente {size}.',
  },
  download: {
    'en-us': 'Download {file}',
    'zh-cn': '下载 {file}',
    'zh-hk': '下載 {file}',
    'de-de': '{file} herunterladen',
    'fr-fr': 'Télécharger {file}',
    'es-es': 'Descargar {file}',
  },
  rasterNote: {
    'en-us':
      'Some labels could not be copied as they are (the PDF is locked against re-use, or its pages are unusual), so they were copied as 300 dpi images. They print sharp on 203 and 300 dpi printers.',
    'zh-cn':
      '部分标签无法原样复制（PDF 禁止重复使用，或页面结构特殊），因此以 300 dpi 图像复制。在 203 和 300 dpi 打印机上都能清晰打印。',
    'zh-hk':
      '部分標籤無法原樣複製（PDF 禁止重複使用，或頁面結構特殊），因此以 300 dpi 圖像複製。在 203 和 300 dpi 打印機上都能清晰列印。',
    'de-de':
      'Einige Etiketten ließen sich nicht unverändert übernehmen (das PDF ist gegen Weiterverwendung gesperrt oder ungewöhnlich aufgebaut) und wurden deshalb als Bilder mit 300 dpi übernommen. Sie drucken auf 203- und 300-dpi-Druckern scharf.',
    'fr-fr':
      'Certaines étiquettes n’ont pas pu être copiées telles quelles (le PDF interdit leur réutilisation ou ses pages sont inhabituelles) : elles ont été copiées en images à 300 dpi. Elles s’impriment nettement sur les imprimantes 203 et 300 dpi.',
    'es-es':
      'Algunas etiquetas no se pudieron copiar tal cual (el PDF prohíbe reutilizarlas o sus páginas son poco habituales), así que se copiaron como imágenes de 300 ppp. Se imprimen nítidas en impresoras de 203 y 300 ppp.',
  },
  startOver: {
    'en-us': 'Choose another file',
    'zh-cn': '选择其他文件',
    'zh-hk': '選擇其他檔案',
    'de-de': 'Andere Datei wählen',
    'fr-fr': 'Choisir un autre fichier',
    'es-es': 'Elegir otro archivo',
  },
  printTitle: {
    'en-us': 'Print it at the right size',
    'zh-cn': '按正确尺寸打印',
    'zh-hk': '按正確尺寸列印',
    'de-de': 'In der richtigen Größe drucken',
    'fr-fr': 'L’imprimer au bon format',
    'es-es': 'Imprimirlo al tamaño correcto',
  },
  printStep1: {
    'en-us': 'Open the downloaded PDF and choose Print.',
    'zh-cn': '打开下载的 PDF，选择“打印”。',
    'zh-hk': '開啟下載的 PDF，選擇「列印」。',
    'de-de': 'Öffnen Sie das heruntergeladene PDF und wählen Sie „Drucken“.',
    'fr-fr': 'Ouvrez le PDF téléchargé et choisissez Imprimer.',
    'es-es': 'Abra el PDF descargado y elija Imprimir.',
  },
  printStep2: {
    'en-us': 'Choose your label printer and the paper size {size}.',
    'zh-cn': '选择您的标签打印机，纸张尺寸选 {size}。',
    'zh-hk': '選擇您的標籤打印機，紙張尺寸選 {size}。',
    'de-de': 'Wählen Sie Ihren Etikettendrucker und das Papierformat {size}.',
    'fr-fr': 'Choisissez votre imprimante d’étiquettes et le format de papier {size}.',
    'es-es': 'Elija su impresora de etiquetas y el tamaño de papel {size}.',
  },
  printStep3: {
    'en-us':
      'Set the scale to 100 % (Actual size), turn off “Fit to page” and “Shrink oversized pages”, and set the margins to None.',
    'zh-cn': '缩放设为 100%（实际大小），关闭“适合页面”和“缩小过大的页面”，边距设为“无”。',
    'zh-hk': '縮放設為 100%（實際大小），關閉「符合頁面」和「縮小過大的頁面」，邊界設為「無」。',
    'de-de':
      'Stellen Sie die Skalierung auf 100 % (Tatsächliche Größe), schalten Sie „An Seite anpassen“ und „Übergroße Seiten verkleinern“ aus und setzen Sie die Ränder auf „Keine“.',
    'fr-fr':
      'Réglez l’échelle sur 100 % (Taille réelle), désactivez « Ajuster à la page » et « Réduire les pages trop grandes », et mettez les marges sur Aucune.',
    'es-es':
      'Ponga la escala al 100 % (Tamaño real), desactive «Ajustar a la página» y «Reducir páginas grandes» y deje los márgenes en Ninguno.',
  },
  printMore: {
    'en-us': 'Print settings for ShipStation, Shopify, eBay, Etsy, Amazon and the carriers',
    'zh-cn': 'ShipStation、Shopify、eBay、Etsy、Amazon 及各快递公司的打印设置',
    'zh-hk': 'ShipStation、Shopify、eBay、Etsy、Amazon 及各速遞公司的列印設定',
    'de-de': 'Druckeinstellungen für ShipStation, Shopify, eBay, Etsy, Amazon und die Versanddienste',
    'fr-fr': 'Réglages d’impression pour ShipStation, Shopify, eBay, Etsy, Amazon et les transporteurs',
    'es-es': 'Ajustes de impresión para ShipStation, Shopify, eBay, Etsy, Amazon y los transportistas',
  },
  description: {
    'en-us':
      'Turn a carrier’s Letter or A4 label PDF into 4×6, 4×4 or 4×8 in pages for a thermal printer, in your browser, with nothing uploaded.',
    'zh-cn': '在浏览器中把快递公司的 Letter 或 A4 运单 PDF 转成适合热敏打印机的 4×6、4×4 或 4×8 英寸页面，无需上传。',
    'zh-hk': '在瀏覽器中把速遞公司的 Letter 或 A4 運單 PDF 轉成適合熱敏打印機的 4×6、4×4 或 4×8 吋頁面，無需上載。',
    'de-de':
      'Wandeln Sie das Letter- oder A4-Etiketten-PDF Ihres Versanddienstes im Browser in Seiten zu 4×6, 4×4 oder 4×8 Zoll für einen Thermodrucker um, ohne Upload.',
    'fr-fr':
      'Transformez le PDF d’étiquette Letter ou A4 de votre transporteur en pages 4×6, 4×4 ou 4×8 pouces pour imprimante thermique, dans votre navigateur, sans rien envoyer.',
    'es-es':
      'Convierta el PDF de etiqueta Carta o A4 de su transportista en páginas de 4×6, 4×4 o 4×8 pulgadas para impresora térmica, en su navegador y sin subir nada.',
  },
});
