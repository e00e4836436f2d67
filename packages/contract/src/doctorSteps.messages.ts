import type { ContentLocale } from './guides.js';

/**
 * Every step of the doctor's trees, in the six site locales: the title (what the "what fixed it" summary names) and
 * what to do. A step may sit in several trees (calibration fixes blank labels and skipped ones).
 */

type Texts = Readonly<Record<ContentLocale, string>>;

export const DOCTOR_STEP_TEXTS = {
  thermalSide: {
    title: {
      'en-us': 'Check the labels are thermal and loaded the right way up',
      'zh-cn': '确认标签是热敏纸且装纸方向正确',
      'zh-hk': '確認標籤是熱敏紙且裝紙方向正確',
      'de-de': 'Prüfen, ob die Etiketten Thermopapier sind und richtig herum liegen',
      'fr-fr': 'Vérifier que les étiquettes sont thermiques et chargées dans le bon sens',
      'es-es': 'Comprobar que las etiquetas son térmicas y están bien colocadas',
    },
    body: {
      'en-us':
        'These printers print with heat on direct thermal labels: no ink, no ribbon. Scratch a label quickly with a fingernail. If a grey mark appears, that side must face the print head; turn the roll over if it does not. If no side marks, the labels are not direct thermal and will never print.',
      'zh-cn':
        '这些打印机用热量在热敏标签上打印，不用墨水也不用碳带。用指甲快速划一下标签：出现灰色痕迹的一面必须朝向打印头，否则请把纸卷翻过来。如果两面都划不出痕迹，说明不是热敏标签，永远打印不出来。',
      'zh-hk':
        '這些打印機用熱力在熱敏標籤上列印，不用墨水也不用碳帶。用指甲快速劃一下標籤：出現灰色痕跡的一面必須朝向打印頭，否則請把紙卷翻過來。如果兩面都劃不出痕跡，說明不是熱敏標籤，永遠列印不出來。',
      'de-de':
        'Diese Drucker drucken mit Wärme auf Thermo-Direkt-Etiketten: ohne Tinte, ohne Farbband. Kratzen Sie mit dem Fingernagel schnell über ein Etikett. Die Seite, auf der ein grauer Strich erscheint, muss zum Druckkopf zeigen; drehen Sie die Rolle sonst um. Färbt sich keine Seite, sind es keine Thermo-Direkt-Etiketten und sie werden nie bedruckt.',
      'fr-fr':
        'Ces imprimantes impriment par la chaleur sur des étiquettes thermiques directes : ni encre, ni ruban. Grattez vite une étiquette avec l’ongle. Le côté où une trace grise apparaît doit faire face à la tête d’impression ; sinon, retournez le rouleau. Si aucun côté ne marque, ce ne sont pas des étiquettes thermiques directes et elles ne s’imprimeront jamais.',
      'es-es':
        'Estas impresoras imprimen con calor sobre etiquetas térmicas directas: sin tinta ni cinta. Raye rápido una etiqueta con la uña. El lado donde aparece una marca gris debe mirar al cabezal; si no, dé la vuelta al rollo. Si ningún lado se marca, no son etiquetas térmicas directas y nunca se imprimirán.',
    },
  },
  calibrate: {
    title: {
      'en-us': 'Let the printer learn the labels (calibration)',
      'zh-cn': '让打印机识别标签（校准）',
      'zh-hk': '讓打印機識別標籤（校準）',
      'de-de': 'Den Drucker die Etiketten lernen lassen (Kalibrierung)',
      'fr-fr': 'Faire apprendre les étiquettes à l’imprimante (calibrage)',
      'es-es': 'Hacer que la impresora reconozca las etiquetas (calibración)',
    },
    body: {
      'en-us':
        'With labels loaded and the lid closed, press and hold the feed button until the printer beeps (about two seconds), then let go. It feeds a few labels and stops at the start of the next one. Do this after every change of label size or roll; otherwise it can print across the gap between labels.',
      'zh-cn':
        '装好标签并合上盖子，按住走纸键直到打印机“嘀”一声（约两秒）后松开。打印机会走几张标签，并停在下一张的开头。每次换标签尺寸或纸卷后都要做一次，否则可能打印到标签之间的间隙上。',
      'zh-hk':
        '裝好標籤並合上蓋子，按住走紙鍵直到打印機「嘀」一聲（約兩秒）後放開。打印機會走幾張標籤，並停在下一張的開頭。每次換標籤尺寸或紙卷後都要做一次，否則可能列印到標籤之間的間隙上。',
      'de-de':
        'Legen Sie Etiketten ein, schließen Sie den Deckel und halten Sie die Vorschubtaste gedrückt, bis der Drucker piept (etwa zwei Sekunden); dann loslassen. Er schiebt einige Etiketten vor und hält am Anfang des nächsten an. Wiederholen Sie das nach jedem Wechsel von Etikettengröße oder Rolle, sonst druckt er womöglich über die Lücke zwischen den Etiketten.',
      'fr-fr':
        'Étiquettes chargées et capot fermé, maintenez le bouton d’avance jusqu’au bip (environ deux secondes), puis relâchez. L’imprimante avance quelques étiquettes et s’arrête au début de la suivante. Refaites-le à chaque changement de format ou de rouleau ; sinon elle peut imprimer à cheval sur l’espace entre deux étiquettes.',
      'es-es':
        'Con las etiquetas puestas y la tapa cerrada, mantenga pulsado el botón de avance hasta que la impresora pite (unos dos segundos) y suéltelo. Avanzará unas etiquetas y se detendrá al inicio de la siguiente. Repítalo cada vez que cambie de tamaño o de rollo; si no, puede imprimir sobre el hueco entre etiquetas.',
    },
  },
  macPaper: {
    title: {
      'en-us': 'On the Mac, print on 4 × 6 in paper at 100 % scale',
      'zh-cn': '在 Mac 上用 4 × 6 英寸纸张、100% 比例打印',
      'zh-hk': '在 Mac 上用 4 × 6 吋紙張、100% 比例列印',
      'de-de': 'Auf dem Mac auf 4 × 6 Zoll mit 100 % Skalierung drucken',
      'fr-fr': 'Sur Mac, imprimer sur du papier 4 × 6 po à l’échelle 100 %',
      'es-es': 'En el Mac, imprimir en papel de 4 × 6 in al 100 %',
    },
    body: {
      'en-us':
        'In the print dialog (Preview: File → Print, then Show Details) choose the label printer, Paper Size 4 × 6 in (100 × 150 mm) and Scale 100 %, not “Scale to Fit”. With Letter or A4 selected, macOS shrinks the whole page onto the label or sends only its empty top corner. Save it as a preset under Presets → Save Current Settings as Preset.',
      'zh-cn':
        '在打印对话框中（预览：文件 → 打印，再点“显示详细信息”）选择标签打印机、纸张大小 4 × 6 英寸（100 × 150 毫米）、缩放 100%，不要选“缩放以适合”。如果选的是 Letter 或 A4，macOS 会把整页缩小到标签上，或只送出页面空白的左上角。可在“预设 → 将当前设置存储为预设”中保存。',
      'zh-hk':
        '在列印對話框中（預覽程式：檔案 → 列印，再按「顯示詳細資料」）選擇標籤打印機、紙張大小 4 × 6 吋（100 × 150 毫米）、縮放 100%，不要選「縮放以符合」。如果選的是 Letter 或 A4，macOS 會把整頁縮小到標籤上，或只送出頁面空白的左上角。可在「預設 → 將目前設定儲存為預設」中儲存。',
      'de-de':
        'Wählen Sie im Druckdialog (Vorschau: Ablage → Drucken, dann Details einblenden) den Etikettendrucker, Papierformat 4 × 6 Zoll (100 × 150 mm) und Skalieren 100 %, nicht „Auf Seitengröße skalieren“. Mit Letter oder A4 verkleinert macOS die ganze Seite auf das Etikett oder schickt nur ihre leere obere Ecke. Speichern Sie das unter Voreinstellungen → Aktuelle Einstellungen als Voreinstellung sichern.',
      'fr-fr':
        'Dans la fenêtre d’impression (Aperçu : Fichier → Imprimer, puis Afficher les détails), choisissez l’imprimante d’étiquettes, Taille du papier 4 × 6 po (100 × 150 mm) et Échelle 100 %, pas « Adapter à la page ». Avec Letter ou A4, macOS réduit toute la page sur l’étiquette ou n’envoie que son coin supérieur vide. Enregistrez-le dans Préréglages → Enregistrer les réglages actuels comme préréglage.',
      'es-es':
        'En el cuadro de impresión (Vista Previa: Archivo → Imprimir y luego Mostrar detalles) elija la impresora de etiquetas, Tamaño del papel 4 × 6 in (100 × 150 mm) y Escala 100 %, no «Ajustar al tamaño». Con Carta o A4, macOS reduce la página entera a la etiqueta o envía solo su esquina superior vacía. Guárdelo en Preajustes → Guardar ajustes actuales como preajuste.',
    },
  },
  winPaper: {
    title: {
      'en-us': 'On Windows, set 4 × 6 in the driver and print at actual size',
      'zh-cn': '在 Windows 驱动中设为 4 × 6 并按实际大小打印',
      'zh-hk': '在 Windows 驅動程式中設為 4 × 6 並按實際大小列印',
      'de-de': 'Unter Windows 4 × 6 im Treiber einstellen und in Originalgröße drucken',
      'fr-fr': 'Sous Windows, régler 4 × 6 dans le pilote et imprimer en taille réelle',
      'es-es': 'En Windows, poner 4 × 6 en el controlador e imprimir a tamaño real',
    },
    body: {
      'en-us':
        'Open Settings → Bluetooth & devices → Printers & scanners → your printer → Printing preferences and set the paper size to 4 × 6 (100 × 150 mm). When printing a PDF, choose Actual size in Adobe Acrobat Reader, or Scale 100 and Margins None in Chrome and Edge; “Fit” shrinks the label.',
      'zh-cn':
        '打开“设置 → 蓝牙和其他设备 → 打印机和扫描仪 → 您的打印机 → 打印首选项”，把纸张大小设为 4 × 6（100 × 150 毫米）。打印 PDF 时，在 Adobe Acrobat Reader 中选“实际大小”，在 Chrome 和 Edge 中把缩放设为 100、边距设为“无”；“适合”会把标签缩小。',
      'zh-hk':
        '開啟「設定 → 藍牙與裝置 → 印表機與掃描器 → 您的打印機 → 列印喜好設定」，把紙張大小設為 4 × 6（100 × 150 毫米）。列印 PDF 時，在 Adobe Acrobat Reader 中選「實際大小」，在 Chrome 和 Edge 中把縮放設為 100、邊界設為「無」；「符合」會把標籤縮小。',
      'de-de':
        'Öffnen Sie Einstellungen → Bluetooth und Geräte → Drucker und Scanner → Ihr Drucker → Druckeinstellungen und stellen Sie das Papierformat auf 4 × 6 (100 × 150 mm). Wählen Sie beim Drucken eines PDFs in Adobe Acrobat Reader „Tatsächliche Größe“, in Chrome und Edge Skalierung 100 und Ränder „Keine“; „Anpassen“ verkleinert das Etikett.',
      'fr-fr':
        'Ouvrez Paramètres → Bluetooth et appareils → Imprimantes et scanners → votre imprimante → Options d’impression et réglez le format du papier sur 4 × 6 (100 × 150 mm). Pour un PDF, choisissez Taille réelle dans Adobe Acrobat Reader, ou Échelle 100 et Marges Aucune dans Chrome et Edge ; « Ajuster » réduit l’étiquette.',
      'es-es':
        'Abra Configuración → Bluetooth y dispositivos → Impresoras y escáneres → su impresora → Preferencias de impresión y ponga el tamaño de papel en 4 × 6 (100 × 150 mm). Al imprimir un PDF, elija Tamaño real en Adobe Acrobat Reader, o Escala 100 y Márgenes Ninguno en Chrome y Edge; «Ajustar» reduce la etiqueta.',
    },
  },
  chromePaper: {
    title: {
      'en-us': 'In Chrome’s print dialog, choose 4 × 6, scale 100, no margins',
      'zh-cn': '在 Chrome 打印对话框中选 4 × 6、缩放 100、无边距',
      'zh-hk': '在 Chrome 列印對話框中選 4 × 6、縮放 100、無邊界',
      'de-de': 'Im Chrome-Druckdialog 4 × 6, Skalierung 100, keine Ränder wählen',
      'fr-fr': 'Dans l’impression de Chrome, choisir 4 × 6, échelle 100, sans marges',
      'es-es': 'En el cuadro de impresión de Chrome, elegir 4 × 6, escala 100, sin márgenes',
    },
    body: {
      'en-us':
        'Press Ctrl + P, pick the label printer, open More settings and set Paper size 4 x 6 in, Scale Custom 100 and Margins None. Chrome remembers these for the printer. With Letter or A4, the label prints shrunk or its printed part lands off the label.',
      'zh-cn':
        '按 Ctrl + P，选择标签打印机，打开“更多设置”，把纸张尺寸设为 4 x 6 英寸、缩放设为自定义 100、边距设为“无”。Chrome 会为该打印机记住这些设置。选 Letter 或 A4 时，标签会被缩小，或打印内容落在标签之外。',
      'zh-hk':
        '按 Ctrl + P，選擇標籤打印機，開啟「更多設定」，把紙張大小設為 4 x 6 吋、縮放設為自訂 100、邊界設為「無」。Chrome 會為該打印機記住這些設定。選 Letter 或 A4 時，標籤會被縮小，或列印內容落在標籤之外。',
      'de-de':
        'Drücken Sie Strg + P, wählen Sie den Etikettendrucker, öffnen Sie „Weitere Einstellungen“ und stellen Sie Papierformat 4 x 6 Zoll, Skalierung Benutzerdefiniert 100 und Ränder „Keine“ ein. Chrome merkt sich das für den Drucker. Mit Letter oder A4 wird das Etikett verkleinert oder der Druck landet neben dem Etikett.',
      'fr-fr':
        'Appuyez sur Ctrl + P, choisissez l’imprimante d’étiquettes, ouvrez Plus de paramètres et réglez Taille du papier 4 x 6 po, Échelle Personnalisée 100 et Marges Aucune. Chrome s’en souvient pour cette imprimante. Avec Letter ou A4, l’étiquette sort réduite ou l’impression tombe hors de l’étiquette.',
      'es-es':
        'Pulse Ctrl + P, elija la impresora de etiquetas, abra Más ajustes y ponga Tamaño del papel 4 x 6 in, Escala Personalizada 100 y Márgenes Ninguno. Chrome lo recuerda para esa impresora. Con Carta o A4, la etiqueta sale reducida o lo impreso cae fuera de la etiqueta.',
    },
  },
  appLabel: {
    title: {
      'en-us': 'In the app, choose the label size and type you loaded',
      'zh-cn': '在 App 中选择已装入的标签尺寸和类型',
      'zh-hk': '在 App 中選擇已裝入的標籤尺寸和類型',
      'de-de': 'In der App Größe und Art der eingelegten Etiketten wählen',
      'fr-fr': 'Dans l’appli, choisir le format et le type d’étiquettes chargées',
      'es-es': 'En la app, elegir el tamaño y el tipo de etiqueta cargada',
    },
    body: {
      'en-us':
        'In the Labelwise app, open the label settings before printing: set the size of the roll (for example 100 × 150 mm for 4 × 6 in) and the paper type (Gap for labels with spaces between them, Continuous for a roll without). A template for another size prints partly or wholly outside the label.',
      'zh-cn':
        '在 Labelwise App 中，打印前打开标签设置：设定纸卷的尺寸（例如 4 × 6 英寸为 100 × 150 毫米）和纸张类型（标签之间有间隔选“间隙纸”，没有间隔的纸卷选“连续纸”）。为其他尺寸做的模板会部分或全部打印到标签之外。',
      'zh-hk':
        '在 Labelwise App 中，列印前開啟標籤設定：設定紙卷的尺寸（例如 4 × 6 吋為 100 × 150 毫米）和紙張類型（標籤之間有間隔選「間隙紙」，沒有間隔的紙卷選「連續紙」）。為其他尺寸做的範本會部分或全部列印到標籤之外。',
      'de-de':
        'Öffnen Sie in der Labelwise-App vor dem Drucken die Etiketteneinstellungen: Größe der Rolle (zum Beispiel 100 × 150 mm für 4 × 6 Zoll) und Papierart (Lücke für Etiketten mit Abstand, Endlos für eine Rolle ohne). Eine Vorlage für eine andere Größe druckt teilweise oder ganz neben das Etikett.',
      'fr-fr':
        'Dans l’appli Labelwise, ouvrez les réglages d’étiquette avant d’imprimer : le format du rouleau (par exemple 100 × 150 mm pour 4 × 6 po) et le type de papier (Espacement pour des étiquettes séparées, Continu pour un rouleau sans séparation). Un modèle d’un autre format s’imprime en partie ou entièrement hors de l’étiquette.',
      'es-es':
        'En la app Labelwise, abra los ajustes de etiqueta antes de imprimir: el tamaño del rollo (por ejemplo 100 × 150 mm para 4 × 6 in) y el tipo de papel (Con espacio para etiquetas separadas, Continuo para un rollo sin separación). Una plantilla de otro tamaño se imprime en parte o del todo fuera de la etiqueta.',
    },
  },
  density: {
    title: {
      'en-us': 'Raise the print density (darkness)',
      'zh-cn': '调高打印浓度（深浅）',
      'zh-hk': '調高列印濃度（深淺）',
      'de-de': 'Die Druckdichte (Schwärzung) erhöhen',
      'fr-fr': 'Augmenter la densité d’impression (noirceur)',
      'es-es': 'Subir la densidad de impresión (oscuridad)',
    },
    body: {
      'en-us':
        'Set the density two or three steps higher: in Printing preferences on Windows, under the printer’s features in the Mac print dialog, or in the app’s printer settings. At the lowest settings some labels stay almost white; at the highest the print head wears faster, so go up only as far as needed.',
      'zh-cn':
        '把浓度调高两三档：Windows 在“打印首选项”中，Mac 在打印对话框的打印机功能中，手机在 App 的打印机设置中。浓度最低时有些标签几乎是白的；调到最高会加快打印头磨损，所以够用即可。',
      'zh-hk':
        '把濃度調高兩三級：Windows 在「列印喜好設定」中，Mac 在列印對話框的打印機功能中，手機在 App 的打印機設定中。濃度最低時有些標籤幾乎是白的；調到最高會加快打印頭磨損，所以夠用即可。',
      'de-de':
        'Stellen Sie die Dichte zwei, drei Stufen höher: in den Druckeinstellungen unter Windows, bei den Druckerfunktionen im Mac-Druckdialog oder in den Druckereinstellungen der App. Auf den niedrigsten Stufen bleiben manche Etiketten fast weiß; auf der höchsten verschleißt der Druckkopf schneller, also nur so weit wie nötig.',
      'fr-fr':
        'Montez la densité de deux ou trois crans : dans les Options d’impression sous Windows, dans les fonctions de l’imprimante de la fenêtre d’impression du Mac, ou dans les réglages d’imprimante de l’appli. Aux réglages les plus bas, certaines étiquettes restent presque blanches ; au plus haut, la tête s’use plus vite : n’allez que jusqu’où il faut.',
      'es-es':
        'Suba la densidad dos o tres niveles: en Preferencias de impresión en Windows, en las funciones de la impresora del cuadro de impresión del Mac o en los ajustes de impresora de la app. En los niveles más bajos algunas etiquetas quedan casi blancas; en el más alto el cabezal se desgasta antes, así que suba solo lo necesario.',
    },
  },
  cleanHead: {
    title: {
      'en-us': 'Clean the print head and close the lid fully',
      'zh-cn': '清洁打印头并把盖子完全合上',
      'zh-hk': '清潔打印頭並把蓋子完全合上',
      'de-de': 'Druckkopf reinigen und Deckel ganz schließen',
      'fr-fr': 'Nettoyer la tête d’impression et bien fermer le capot',
      'es-es': 'Limpiar el cabezal y cerrar bien la tapa',
    },
    body: {
      'en-us':
        'Switch the printer off, open the lid and look at the print head (the dark strip across the paper path): remove any label stuck to it, wipe it with a cotton swab and isopropyl alcohol, let it dry for a minute, then press the lid down until both sides click. A lid shut on one side only prints pale or not at all.',
      'zh-cn':
        '关闭打印机，打开盖子查看打印头（横跨走纸路径的深色条）：取下粘在上面的标签，用棉签蘸异丙醇擦拭，晾干一分钟，再把盖子按下，直到两侧都“咔”一声。只合上一侧的盖子会打印很淡或完全打印不出。',
      'zh-hk':
        '關閉打印機，打開蓋子查看打印頭（橫跨走紙路徑的深色條）：取下黏在上面的標籤，用棉籤蘸異丙醇擦拭，晾乾一分鐘，再把蓋子按下，直到兩側都「咔」一聲。只合上一側的蓋子會列印很淡或完全列印不出。',
      'de-de':
        'Schalten Sie den Drucker aus, öffnen Sie den Deckel und sehen Sie sich den Druckkopf an (der dunkle Streifen quer über dem Papierweg): Entfernen Sie ein festklebendes Etikett, wischen Sie ihn mit einem Wattestäbchen und Isopropylalkohol ab, lassen Sie ihn eine Minute trocknen und drücken Sie den Deckel zu, bis er auf beiden Seiten einrastet. Ein nur einseitig geschlossener Deckel druckt blass oder gar nicht.',
      'fr-fr':
        'Éteignez l’imprimante, ouvrez le capot et regardez la tête d’impression (la bande sombre en travers du passage du papier) : retirez toute étiquette collée, essuyez-la avec un coton-tige et de l’alcool isopropylique, laissez sécher une minute, puis appuyez sur le capot jusqu’au clic des deux côtés. Un capot fermé d’un seul côté imprime pâle ou pas du tout.',
      'es-es':
        'Apague la impresora, abra la tapa y mire el cabezal (la franja oscura que cruza el paso del papel): quite cualquier etiqueta pegada, límpielo con un bastoncillo y alcohol isopropílico, déjelo secar un minuto y presione la tapa hasta que encaje con un clic en ambos lados. Una tapa cerrada solo de un lado imprime pálido o nada.',
    },
  },
  mediaType: {
    title: {
      'en-us': 'Tell the driver which labels you use: gap, black mark or continuous',
      'zh-cn': '告诉驱动所用的标签类型：间隙纸、黑标纸或连续纸',
      'zh-hk': '告訴驅動程式所用的標籤類型：間隙紙、黑標紙或連續紙',
      'de-de': 'Dem Treiber die Etikettenart sagen: Lücke, Schwarzmarke oder endlos',
      'fr-fr': 'Indiquer au pilote le type d’étiquettes : espacement, marque noire ou continu',
      'es-es': 'Indicar al controlador el tipo de etiqueta: con espacio, marca negra o continuo',
    },
    body: {
      'en-us':
        'Labels with a gap between them need the media type Gap (also called “labels with gaps” or “web”); labels with a black line printed on the back need Black mark; a roll without gaps needs Continuous. Set it in Printing preferences (Windows), in the printer’s features (Mac) or in the app. With the wrong type the printer keeps feeding to look for a gap or mark that is not there.',
      'zh-cn':
        '标签之间有间隔的，介质类型选“间隙纸”（也叫“有间隙标签”）；背面印有黑线的选“黑标纸”；没有间隔的纸卷选“连续纸”。Windows 在“打印首选项”中设置，Mac 在打印机功能中设置，手机在 App 中设置。类型不对时，打印机会一直走纸去寻找并不存在的间隙或黑标。',
      'zh-hk':
        '標籤之間有間隔的，介質類型選「間隙紙」（也叫「有間隙標籤」）；背面印有黑線的選「黑標紙」；沒有間隔的紙卷選「連續紙」。Windows 在「列印喜好設定」中設定，Mac 在打印機功能中設定，手機在 App 中設定。類型不對時，打印機會一直走紙去尋找並不存在的間隙或黑標。',
      'de-de':
        'Etiketten mit Abstand dazwischen brauchen die Medienart Lücke (auch „Etiketten mit Zwischenraum“); Etiketten mit einem schwarzen Strich auf der Rückseite brauchen Schwarzmarke; eine Rolle ohne Abstände braucht Endlos. Stellen Sie das in den Druckeinstellungen (Windows), bei den Druckerfunktionen (Mac) oder in der App ein. Mit der falschen Art schiebt der Drucker weiter vor und sucht eine Lücke oder Marke, die es nicht gibt.',
      'fr-fr':
        'Des étiquettes séparées par un espace demandent le type de support Espacement (ou « étiquettes avec intervalle ») ; des étiquettes avec une ligne noire au dos demandent Marque noire ; un rouleau sans séparation demande Continu. Réglez-le dans les Options d’impression (Windows), dans les fonctions de l’imprimante (Mac) ou dans l’appli. Avec le mauvais type, l’imprimante continue d’avancer pour chercher un espace ou une marque qui n’existe pas.',
      'es-es':
        'Las etiquetas con un espacio entre ellas necesitan el tipo de soporte Con espacio (o «etiquetas con separación»); las que llevan una línea negra detrás, Marca negra; un rollo sin separaciones, Continuo. Ajústelo en Preferencias de impresión (Windows), en las funciones de la impresora (Mac) o en la app. Con el tipo equivocado la impresora sigue avanzando en busca de un espacio o una marca que no existe.',
    },
  },
  paperLength: {
    title: {
      'en-us': 'Make the paper size exactly the label’s size',
      'zh-cn': '让纸张尺寸与标签尺寸完全一致',
      'zh-hk': '讓紙張尺寸與標籤尺寸完全一致',
      'de-de': 'Das Papierformat genau auf die Etikettengröße stellen',
      'fr-fr': 'Régler le format du papier exactement sur celui de l’étiquette',
      'es-es': 'Poner el tamaño de papel exactamente igual al de la etiqueta',
    },
    body: {
      'en-us':
        'If every second label is blank, or the print starts on one label and ends on the next, the page is longer than the label. A 4 × 6 in label needs a 4 × 6 in (100 × 150 mm) paper size, not Letter, A4 or 4 × 6.25 in. In a PDF viewer, turn off “Print on both sides” and any header and footer.',
      'zh-cn':
        '如果每隔一张就是空白，或内容从一张标签开始、在下一张结束，说明页面比标签长。4 × 6 英寸的标签需要 4 × 6 英寸（100 × 150 毫米）的纸张尺寸，而不是 Letter、A4 或 4 × 6.25 英寸。在 PDF 阅读器中关闭“双面打印”和页眉页脚。',
      'zh-hk':
        '如果每隔一張就是空白，或內容從一張標籤開始、在下一張結束，說明頁面比標籤長。4 × 6 吋的標籤需要 4 × 6 吋（100 × 150 毫米）的紙張大小，而不是 Letter、A4 或 4 × 6.25 吋。在 PDF 閱讀器中關閉「雙面列印」和頁首頁尾。',
      'de-de':
        'Ist jedes zweite Etikett leer oder beginnt der Druck auf einem Etikett und endet auf dem nächsten, ist die Seite länger als das Etikett. Ein 4 × 6-Zoll-Etikett braucht das Papierformat 4 × 6 Zoll (100 × 150 mm), nicht Letter, A4 oder 4 × 6,25 Zoll. Schalten Sie im PDF-Programm „Beidseitig drucken“ sowie Kopf- und Fußzeilen aus.',
      'fr-fr':
        'Si une étiquette sur deux est blanche, ou si l’impression commence sur une étiquette et finit sur la suivante, la page est plus longue que l’étiquette. Une étiquette 4 × 6 po demande un format 4 × 6 po (100 × 150 mm), pas Letter, A4 ni 4 × 6,25 po. Dans le lecteur PDF, désactivez « Recto verso » ainsi que les en-têtes et pieds de page.',
      'es-es':
        'Si una de cada dos etiquetas sale en blanco, o la impresión empieza en una etiqueta y acaba en la siguiente, la página es más larga que la etiqueta. Una etiqueta de 4 × 6 in necesita un tamaño de papel de 4 × 6 in (100 × 150 mm), no Carta, A4 ni 4 × 6,25 in. En el visor de PDF, desactive «Imprimir a doble cara» y los encabezados y pies de página.',
    },
  },
  paperGuides: {
    title: {
      'en-us': 'Set the paper guides against the roll',
      'zh-cn': '把导纸板靠紧纸卷',
      'zh-hk': '把導紙板靠緊紙卷',
      'de-de': 'Die Papierführungen an die Rolle schieben',
      'fr-fr': 'Ajuster les guides papier contre le rouleau',
      'es-es': 'Ajustar las guías de papel al rollo',
    },
    body: {
      'en-us':
        'If the labels can drift sideways, the sensor reads the label’s edge instead of the gap and loses count. Slide the guides in until they touch the roll (or the fanfold stack) without bending it, then calibrate again.',
      'zh-cn':
        '标签能左右移动时，传感器会读到标签边缘而不是间隙，从而数错。把导纸板推到刚好贴住纸卷（或折叠纸）而不挤弯它，然后再校准一次。',
      'zh-hk':
        '標籤能左右移動時，感應器會讀到標籤邊緣而不是間隙，從而數錯。把導紙板推到剛好貼住紙卷（或摺疊紙）而不擠彎它，然後再校準一次。',
      'de-de':
        'Können die Etiketten seitlich wandern, liest der Sensor die Etikettenkante statt der Lücke und verzählt sich. Schieben Sie die Führungen heran, bis sie die Rolle (oder den Leporello-Stapel) berühren, ohne sie zu biegen, und kalibrieren Sie erneut.',
      'fr-fr':
        'Si les étiquettes peuvent se décaler sur le côté, le capteur lit le bord de l’étiquette au lieu de l’espace et se trompe. Rapprochez les guides jusqu’à toucher le rouleau (ou la pile en accordéon) sans le plier, puis refaites le calibrage.',
      'es-es':
        'Si las etiquetas pueden desplazarse de lado, el sensor lee el borde de la etiqueta en vez del espacio y se equivoca. Acerque las guías hasta tocar el rollo (o el taco en acordeón) sin doblarlo y vuelva a calibrar.',
    },
  },
  cleanSensor: {
    title: {
      'en-us': 'Clean the label sensor',
      'zh-cn': '清洁标签传感器',
      'zh-hk': '清潔標籤感應器',
      'de-de': 'Den Etikettensensor reinigen',
      'fr-fr': 'Nettoyer le capteur d’étiquettes',
      'es-es': 'Limpiar el sensor de etiquetas',
    },
    body: {
      'en-us':
        'Paper dust and adhesive on the sensor make it miss gaps. Switch off, open the lid, find the small sensor window in the paper path just before the print head, wipe it with a dry swab (alcohol if sticky), then calibrate again.',
      'zh-cn':
        '传感器上的纸屑和胶会让它漏读间隙。关机，打开盖子，在打印头前方的走纸路径上找到小的传感器窗口，用干棉签擦拭（有胶时蘸酒精），然后再校准一次。',
      'zh-hk':
        '感應器上的紙屑和膠會讓它漏讀間隙。關機，打開蓋子，在打印頭前方的走紙路徑上找到小的感應器窗口，用乾棉籤擦拭（有膠時蘸酒精），然後再校準一次。',
      'de-de':
        'Papierstaub und Kleber auf dem Sensor lassen ihn Lücken übersehen. Ausschalten, Deckel öffnen, das kleine Sensorfenster im Papierweg kurz vor dem Druckkopf suchen, mit einem trockenen Stäbchen abwischen (bei Kleber mit Alkohol) und erneut kalibrieren.',
      'fr-fr':
        'La poussière de papier et la colle sur le capteur lui font manquer les espaces. Éteignez, ouvrez le capot, repérez la petite fenêtre du capteur dans le passage du papier juste avant la tête, essuyez-la avec un coton-tige sec (à l’alcool si elle colle), puis refaites le calibrage.',
      'es-es':
        'El polvo de papel y el adhesivo en el sensor hacen que no vea los espacios. Apague, abra la tapa, busque la pequeña ventana del sensor en el paso del papel justo antes del cabezal, límpiela con un bastoncillo seco (con alcohol si está pegajosa) y vuelva a calibrar.',
    },
  },
  letterPdf: {
    title: {
      'en-us': 'Crop a Letter or A4 carrier PDF to 4 × 6',
      'zh-cn': '把 Letter 或 A4 的快递 PDF 裁成 4 × 6',
      'zh-hk': '把 Letter 或 A4 的速遞 PDF 裁成 4 × 6',
      'de-de': 'Ein Letter- oder A4-PDF des Versanddienstes auf 4 × 6 zuschneiden',
      'fr-fr': 'Recadrer en 4 × 6 un PDF de transporteur au format Letter ou A4',
      'es-es': 'Recortar a 4 × 6 un PDF de transportista en Carta o A4',
    },
    body: {
      'en-us':
        'Some carriers give an 8.5 × 11 in or A4 page with the label in one corner. Printed on a 4 × 6 label it comes out shrunk to a third. Crop it to a 4 × 6 page first: the Label PDF tool on this site does it in your browser, without uploading the file.',
      'zh-cn':
        '有些快递公司给的是 8.5 × 11 英寸或 A4 页面，标签只在一角。直接打印到 4 × 6 标签上会缩成三分之一。请先裁成 4 × 6 页面：本站的标签 PDF 工具在浏览器中完成，文件不会上传。',
      'zh-hk':
        '有些速遞公司給的是 8.5 × 11 吋或 A4 頁面，標籤只在一角。直接列印到 4 × 6 標籤上會縮成三分之一。請先裁成 4 × 6 頁面：本站的標籤 PDF 工具在瀏覽器中完成，檔案不會上傳。',
      'de-de':
        'Manche Versanddienste liefern eine Seite in 8,5 × 11 Zoll oder A4 mit dem Etikett in einer Ecke. Auf ein 4 × 6-Etikett gedruckt, schrumpft es auf ein Drittel. Schneiden Sie es zuerst auf eine 4 × 6-Seite zu: Das Etiketten-PDF-Werkzeug dieser Website macht das in Ihrem Browser, ohne die Datei hochzuladen.',
      'fr-fr':
        'Certains transporteurs fournissent une page 8,5 × 11 po ou A4 avec l’étiquette dans un coin. Imprimée sur une étiquette 4 × 6, elle sort réduite au tiers. Recadrez-la d’abord en page 4 × 6 : l’outil PDF d’étiquettes de ce site le fait dans votre navigateur, sans envoyer le fichier.',
      'es-es':
        'Algunos transportistas dan una página de 8,5 × 11 in o A4 con la etiqueta en una esquina. Impresa en una etiqueta de 4 × 6, sale reducida a un tercio. Recórtela antes a una página de 4 × 6: la herramienta de PDF de etiquetas de este sitio lo hace en su navegador, sin subir el archivo.',
    },
  },
  platformFormat: {
    title: {
      'en-us': 'Set the shipping platform to 4 × 6 PDF labels',
      'zh-cn': '把发货平台设为 4 × 6 的 PDF 标签',
      'zh-hk': '把發貨平台設為 4 × 6 的 PDF 標籤',
      'de-de': 'Die Versandplattform auf 4 × 6-PDF-Etiketten stellen',
      'fr-fr': 'Régler la plateforme d’expédition sur des étiquettes PDF 4 × 6',
      'es-es': 'Poner la plataforma de envíos en etiquetas PDF de 4 × 6',
    },
    body: {
      'en-us':
        'ShipStation, Shopify, eBay, Etsy and the carriers can make labels as 8.5 × 11 sheets, as 4 × 6 PDFs or as ZPL for Zebra printers. Choose 4 × 6 and PDF (or PNG). ZPL prints as lines of code on a printer that does not speak it. The shipping set-ups page gives the exact setting for each platform.',
      'zh-cn':
        'ShipStation、Shopify、eBay、Etsy 和各快递公司都能生成 8.5 × 11 整页、4 × 6 PDF 或给 Zebra 打印机用的 ZPL 标签。请选择 4 × 6 和 PDF（或 PNG）。打印机不支持 ZPL 时，ZPL 会被打印成一行行代码。发货平台设置页给出了每个平台的确切设置位置。',
      'zh-hk':
        'ShipStation、Shopify、eBay、Etsy 和各速遞公司都能生成 8.5 × 11 整頁、4 × 6 PDF 或給 Zebra 打印機用的 ZPL 標籤。請選擇 4 × 6 和 PDF（或 PNG）。打印機不支援 ZPL 時，ZPL 會被列印成一行行代碼。發貨平台設定頁給出了每個平台的確切設定位置。',
      'de-de':
        'ShipStation, Shopify, eBay, Etsy und die Versanddienste erzeugen Etiketten als 8,5 × 11-Bogen, als 4 × 6-PDF oder als ZPL für Zebra-Drucker. Wählen Sie 4 × 6 und PDF (oder PNG). ZPL kommt auf einem Drucker, der es nicht versteht, als Codezeilen heraus. Die Seite zu den Versandplattformen nennt die genaue Einstellung jeder Plattform.',
      'fr-fr':
        'ShipStation, Shopify, eBay, Etsy et les transporteurs peuvent produire des étiquettes en feuille 8,5 × 11, en PDF 4 × 6 ou en ZPL pour imprimantes Zebra. Choisissez 4 × 6 et PDF (ou PNG). Le ZPL sort en lignes de code sur une imprimante qui ne le comprend pas. La page des plateformes d’expédition donne le réglage exact de chacune.',
      'es-es':
        'ShipStation, Shopify, eBay, Etsy y los transportistas pueden generar etiquetas en hoja de 8,5 × 11, en PDF de 4 × 6 o en ZPL para impresoras Zebra. Elija 4 × 6 y PDF (o PNG). El ZPL sale como líneas de código en una impresora que no lo entiende. La página de plataformas de envío indica el ajuste exacto de cada una.',
    },
  },
  dpiMatch: {
    title: {
      'en-us': 'Match 203 or 300 dpi to your printer',
      'zh-cn': '让 203 或 300 dpi 与打印机一致',
      'zh-hk': '讓 203 或 300 dpi 與打印機一致',
      'de-de': '203 oder 300 dpi passend zum Drucker wählen',
      'fr-fr': 'Accorder 203 ou 300 dpi à votre imprimante',
      'es-es': 'Ajustar 203 o 300 ppp a su impresora',
    },
    body: {
      'en-us':
        'A label rendered in printer dots for 300 dpi comes out about 1.5 times too large on a 203 dpi printer, and about two thirds of its size the other way round. The resolution is on the rating label under the printer and on its self-test page; set the same value in the driver, the app and the shipping platform.',
      'zh-cn':
        '按 300 dpi 点阵生成的标签在 203 dpi 打印机上会大约放大 1.5 倍，反过来则只有约三分之二大。分辨率写在打印机底部的铭牌和自检页上；请在驱动、App 和发货平台中设为相同的值。',
      'zh-hk':
        '按 300 dpi 點陣生成的標籤在 203 dpi 打印機上會大約放大 1.5 倍，反過來則只有約三分之二大。解像度寫在打印機底部的銘牌和自檢頁上；請在驅動程式、App 和發貨平台中設為相同的值。',
      'de-de':
        'Ein in Druckerpunkten für 300 dpi erzeugtes Etikett kommt auf einem 203-dpi-Drucker etwa 1,5-mal zu groß heraus, umgekehrt nur etwa zwei Drittel so groß. Die Auflösung steht auf dem Typenschild unter dem Drucker und auf seiner Selbsttestseite; stellen Sie denselben Wert in Treiber, App und Versandplattform ein.',
      'fr-fr':
        'Une étiquette produite en points d’imprimante pour 300 dpi sort environ 1,5 fois trop grande sur une imprimante 203 dpi, et aux deux tiers de sa taille dans l’autre sens. La résolution figure sur la plaque sous l’imprimante et sur sa page d’autotest ; réglez la même valeur dans le pilote, l’appli et la plateforme d’expédition.',
      'es-es':
        'Una etiqueta generada en puntos de impresora para 300 ppp sale unas 1,5 veces demasiado grande en una impresora de 203 ppp, y a unos dos tercios de su tamaño al revés. La resolución figura en la placa bajo la impresora y en su página de autoprueba; ponga el mismo valor en el controlador, la app y la plataforma de envíos.',
    },
  },
  speed: {
    title: {
      'en-us': 'Print more slowly',
      'zh-cn': '降低打印速度',
      'zh-hk': '降低列印速度',
      'de-de': 'Langsamer drucken',
      'fr-fr': 'Imprimer plus lentement',
      'es-es': 'Imprimir más despacio',
    },
    body: {
      'en-us':
        'At high speed each dot gets less heat, so print turns grey and bar code edges blur. Lower the print speed in the driver’s options by one or two steps (for example from 4 to 2 in/s); it costs a second per label and often fixes bar codes that would not scan.',
      'zh-cn':
        '速度高时每个点得到的热量更少，打印会发灰、条码边缘模糊。在驱动选项中把打印速度调低一两档（例如从 4 英寸/秒降到 2 英寸/秒）；每张标签只慢一秒左右，常常能让扫不出的条码恢复正常。',
      'zh-hk':
        '速度高時每個點得到的熱力更少，列印會發灰、條碼邊緣模糊。在驅動程式選項中把列印速度調低一兩級（例如從 4 吋/秒降到 2 吋/秒）；每張標籤只慢一秒左右，常常能讓掃不出的條碼恢復正常。',
      'de-de':
        'Bei hoher Geschwindigkeit bekommt jeder Punkt weniger Wärme: Der Druck wird grau, Barcode-Kanten verschwimmen. Senken Sie die Druckgeschwindigkeit in den Treiberoptionen um ein, zwei Stufen (zum Beispiel von 4 auf 2 Zoll/s); das kostet etwa eine Sekunde pro Etikett und macht nicht lesbare Barcodes oft wieder lesbar.',
      'fr-fr':
        'À grande vitesse, chaque point reçoit moins de chaleur : l’impression grisaille et les bords des codes-barres deviennent flous. Baissez la vitesse d’impression d’un ou deux crans dans les options du pilote (par exemple de 4 à 2 po/s) ; cela coûte environ une seconde par étiquette et rend souvent lisibles des codes-barres qui ne passaient pas.',
      'es-es':
        'A gran velocidad cada punto recibe menos calor: la impresión sale gris y los bordes del código de barras se emborronan. Baje la velocidad uno o dos niveles en las opciones del controlador (por ejemplo de 4 a 2 in/s); cuesta un segundo por etiqueta y a menudo hace legibles códigos que no se leían.',
    },
  },
  freshLabels: {
    title: {
      'en-us': 'Try labels from a fresh roll',
      'zh-cn': '换一卷新的标签试试',
      'zh-hk': '換一卷新的標籤試試',
      'de-de': 'Etiketten einer frischen Rolle versuchen',
      'fr-fr': 'Essayer un rouleau d’étiquettes neuf',
      'es-es': 'Probar con un rollo de etiquetas nuevo',
    },
    body: {
      'en-us':
        'Thermal labels kept in sunlight, heat or next to plastics lose their coating and print grey; some cheap rolls have a thin coating from the start. Print the same label on a roll from another box: if it comes out black, the old roll is the cause.',
      'zh-cn':
        '热敏标签在阳光下、高温处或挨着塑料存放会使涂层失效，打印发灰；有些便宜的纸卷一开始涂层就很薄。用另一箱的纸卷打印同一张标签：如果变黑了，原因就是旧纸卷。',
      'zh-hk':
        '熱敏標籤在陽光下、高溫處或挨着塑膠存放會使塗層失效，列印發灰；有些便宜的紙卷一開始塗層就很薄。用另一箱的紙卷列印同一張標籤：如果變黑了，原因就是舊紙卷。',
      'de-de':
        'Thermo-Etiketten, die in der Sonne, in der Wärme oder neben Kunststoff lagen, verlieren ihre Beschichtung und drucken grau; manche billige Rollen sind von Anfang an dünn beschichtet. Drucken Sie dasselbe Etikett auf einer Rolle aus einem anderen Karton: Wird es schwarz, liegt es an der alten Rolle.',
      'fr-fr':
        'Les étiquettes thermiques gardées au soleil, à la chaleur ou contre du plastique perdent leur couche sensible et impriment gris ; certains rouleaux bon marché sont peu couchés dès le départ. Imprimez la même étiquette sur un rouleau d’un autre carton : si elle sort noire, c’est l’ancien rouleau.',
      'es-es':
        'Las etiquetas térmicas guardadas al sol, al calor o junto a plásticos pierden su capa y imprimen gris; algunos rollos baratos vienen con poca capa de origen. Imprima la misma etiqueta en un rollo de otra caja: si sale negra, la causa es el rollo viejo.',
    },
  },
  sharpSource: {
    title: {
      'en-us': 'For blurry bar codes, print the original label, not a screenshot',
      'zh-cn': '条码模糊时，打印原始标签而不是截图',
      'zh-hk': '條碼模糊時，列印原始標籤而不是截圖',
      'de-de': 'Bei unscharfen Barcodes das Originaletikett drucken, keinen Screenshot',
      'fr-fr': 'Pour des codes-barres flous, imprimer l’étiquette d’origine, pas une capture',
      'es-es': 'Con códigos borrosos, imprimir la etiqueta original, no una captura',
    },
    body: {
      'en-us':
        'A screenshot or a photo of a label is 72–150 dpi and gets enlarged to the printer’s 203 or 300 dpi, which softens every bar. Download the label from the platform as PDF and print that, or save it as an image at the printer’s resolution.',
      'zh-cn':
        '标签的截图或照片只有 72–150 dpi，放大到打印机的 203 或 300 dpi 后每根条都会变虚。请从平台下载 PDF 标签直接打印，或按打印机分辨率保存为图片。',
      'zh-hk':
        '標籤的截圖或相片只有 72–150 dpi，放大到打印機的 203 或 300 dpi 後每根條都會變虛。請從平台下載 PDF 標籤直接列印，或按打印機解像度儲存為圖片。',
      'de-de':
        'Ein Screenshot oder Foto eines Etiketts hat 72–150 dpi und wird auf die 203 oder 300 dpi des Druckers vergrößert; das macht jeden Strich weich. Laden Sie das Etikett bei der Plattform als PDF herunter und drucken Sie dieses, oder speichern Sie es als Bild in der Auflösung des Druckers.',
      'fr-fr':
        'Une capture d’écran ou une photo d’étiquette fait 72 à 150 dpi et est agrandie aux 203 ou 300 dpi de l’imprimante, ce qui adoucit chaque barre. Téléchargez l’étiquette en PDF depuis la plateforme et imprimez-la, ou enregistrez-la en image à la résolution de l’imprimante.',
      'es-es':
        'Una captura o una foto de la etiqueta tiene 72–150 ppp y se amplía a los 203 o 300 ppp de la impresora, lo que suaviza cada barra. Descargue la etiqueta de la plataforma en PDF e imprímala, o guárdela como imagen a la resolución de la impresora.',
    },
  },
  printerLanguage: {
    title: {
      'en-us': 'Print through the printer’s own driver, not a generic or raw one',
      'zh-cn': '通过打印机自己的驱动打印，不要用通用或 RAW 驱动',
      'zh-hk': '透過打印機自己的驅動程式列印，不要用通用或 RAW 驅動程式',
      'de-de': 'Über den eigenen Treiber des Druckers drucken, nicht über einen generischen oder RAW-Treiber',
      'fr-fr': 'Imprimer via le pilote de l’imprimante, pas un pilote générique ou brut',
      'es-es': 'Imprimir con el controlador propio de la impresora, no uno genérico o RAW',
    },
    body: {
      'en-us':
        'Text such as ^XA ^FO… is Zebra’s ZPL, SIZE 100 mm,150 mm is TSPL, %PDF or %!PS is a file sent as-is: the printer received commands it does not speak. These printers take TSPL-style commands from their driver, and only some understand ZPL. Install the driver for your model from the Download page and print through it, not through “Generic / Text Only” or a raw queue.',
      'zh-cn':
        '像 ^XA ^FO… 这样的文字是 Zebra 的 ZPL，SIZE 100 mm,150 mm 是 TSPL，%PDF 或 %!PS 则是原样发送的文件：打印机收到了它不懂的指令。这些打印机通过自己的驱动接收 TSPL 类指令，只有部分型号懂 ZPL。请从下载页安装对应型号的驱动并通过它打印，不要用“通用/纯文本”或 RAW 队列。',
      'zh-hk':
        '像 ^XA ^FO… 這樣的文字是 Zebra 的 ZPL，SIZE 100 mm,150 mm 是 TSPL，%PDF 或 %!PS 則是原樣傳送的檔案：打印機收到了它不懂的指令。這些打印機透過自己的驅動程式接收 TSPL 類指令，只有部分型號懂 ZPL。請從下載頁安裝對應型號的驅動程式並透過它列印，不要用「通用／純文字」或 RAW 佇列。',
      'de-de':
        'Text wie ^XA ^FO… ist Zebras ZPL, SIZE 100 mm,150 mm ist TSPL, %PDF oder %!PS ist eine unverändert gesendete Datei: Der Drucker bekam Befehle, die er nicht versteht. Diese Drucker erhalten TSPL-artige Befehle von ihrem Treiber, nur manche verstehen ZPL. Installieren Sie den Treiber Ihres Modells von der Download-Seite und drucken Sie darüber, nicht über „Generisch / Nur Text“ oder eine RAW-Warteschlange.',
      'fr-fr':
        'Un texte comme ^XA ^FO… est du ZPL de Zebra, SIZE 100 mm,150 mm du TSPL, %PDF ou %!PS un fichier envoyé tel quel : l’imprimante a reçu des commandes qu’elle ne comprend pas. Ces imprimantes reçoivent de leur pilote des commandes de type TSPL, et seules certaines comprennent le ZPL. Installez le pilote de votre modèle depuis la page Téléchargement et imprimez par lui, pas par « Générique / Texte seul » ni une file brute.',
      'es-es':
        'Un texto como ^XA ^FO… es ZPL de Zebra, SIZE 100 mm,150 mm es TSPL y %PDF o %!PS es un archivo enviado tal cual: la impresora recibió órdenes que no entiende. Estas impresoras reciben de su controlador órdenes de tipo TSPL y solo algunas entienden ZPL. Instale el controlador de su modelo desde la página de descargas e imprima con él, no con «Genérico / Solo texto» ni una cola RAW.',
    },
  },
  macGeneric: {
    title: {
      'en-us': 'On the Mac, replace “Generic PostScript” with the printer’s driver',
      'zh-cn': '在 Mac 上把“通用 PostScript”换成打印机的驱动',
      'zh-hk': '在 Mac 上把「通用 PostScript」換成打印機的驅動程式',
      'de-de': 'Auf dem Mac „Generischer PostScript-Drucker“ durch den Druckertreiber ersetzen',
      'fr-fr': 'Sur Mac, remplacer « PostScript générique » par le pilote de l’imprimante',
      'es-es': 'En el Mac, cambiar «PostScript genérico» por el controlador de la impresora',
    },
    body: {
      'en-us':
        'macOS adds an unknown USB printer with a generic PostScript or PCL driver, which these printers print as text. In System Settings → Printers & Scanners, select the printer and click Remove Printer. Install the driver from the Download page, then click Add Printer and check that Use shows your model, not Generic.',
      'zh-cn':
        'macOS 会用通用 PostScript 或 PCL 驱动添加不认识的 USB 打印机，这些打印机会把它当文本打印出来。在“系统设置 → 打印机与扫描仪”中选中该打印机并点“移除打印机”。从下载页安装驱动，然后点“添加打印机”，确认“使用”一栏显示的是您的型号而不是“通用”。',
      'zh-hk':
        'macOS 會用通用 PostScript 或 PCL 驅動程式加入不認識的 USB 打印機，這些打印機會把它當文字列印出來。在「系統設定 → 印表機與掃描器」中選取該打印機並按「移除印表機」。從下載頁安裝驅動程式，然後按「加入印表機」，確認「使用」一欄顯示的是您的型號而不是「通用」。',
      'de-de':
        'macOS fügt einen unbekannten USB-Drucker mit einem generischen PostScript- oder PCL-Treiber hinzu, den diese Drucker als Text ausgeben. Wählen Sie in Systemeinstellungen → Drucker & Scanner den Drucker und klicken Sie auf „Drucker entfernen“. Installieren Sie den Treiber von der Download-Seite, klicken Sie auf „Drucker hinzufügen“ und prüfen Sie, dass bei „Verwenden“ Ihr Modell steht, nicht „Generisch“.',
      'fr-fr':
        'macOS ajoute une imprimante USB inconnue avec un pilote PostScript ou PCL générique, que ces imprimantes impriment comme du texte. Dans Réglages Système → Imprimantes et scanners, sélectionnez l’imprimante et cliquez sur Supprimer l’imprimante. Installez le pilote depuis la page Téléchargement, cliquez sur Ajouter une imprimante et vérifiez que Utiliser indique votre modèle, pas Générique.',
      'es-es':
        'macOS añade una impresora USB desconocida con un controlador PostScript o PCL genérico, que estas impresoras imprimen como texto. En Ajustes del Sistema → Impresoras y escáneres, seleccione la impresora y pulse Eliminar impresora. Instale el controlador desde la página de descargas, pulse Añadir impresora y compruebe que en Usar aparece su modelo, no Genérico.',
    },
  },
  clearQueue: {
    title: {
      'en-us': 'Clear the print queue and restart the printer',
      'zh-cn': '清空打印队列并重启打印机',
      'zh-hk': '清空列印佇列並重新啟動打印機',
      'de-de': 'Die Druckwarteschlange leeren und den Drucker neu starten',
      'fr-fr': 'Vider la file d’impression et redémarrer l’imprimante',
      'es-es': 'Vaciar la cola de impresión y reiniciar la impresora',
    },
    body: {
      'en-us':
        'A job sent once with the wrong driver stays in the queue and keeps printing code. Open the printer’s queue, cancel every job, switch the printer off for ten seconds, switch it on and print again.',
      'zh-cn':
        '用错误驱动发送过的任务会留在队列里，不停地打印代码。打开打印机的队列，取消所有任务，关闭打印机十秒钟，再开机重新打印。',
      'zh-hk':
        '用錯誤驅動程式傳送過的工作會留在佇列裏，不停地列印代碼。開啟打印機的佇列，取消所有工作，關閉打印機十秒鐘，再開機重新列印。',
      'de-de':
        'Ein einmal mit falschem Treiber gesendeter Auftrag bleibt in der Warteschlange und druckt weiter Code. Öffnen Sie die Warteschlange des Druckers, brechen Sie alle Aufträge ab, schalten Sie den Drucker zehn Sekunden aus, wieder ein und drucken Sie erneut.',
      'fr-fr':
        'Une tâche envoyée une fois avec le mauvais pilote reste dans la file et continue d’imprimer du code. Ouvrez la file de l’imprimante, annulez toutes les tâches, éteignez l’imprimante dix secondes, rallumez-la et relancez l’impression.',
      'es-es':
        'Un trabajo enviado una vez con el controlador equivocado se queda en la cola y sigue imprimiendo código. Abra la cola de la impresora, cancele todos los trabajos, apague la impresora diez segundos, enciéndala e imprima de nuevo.',
    },
  },
  usbPhone: {
    title: {
      'en-us': 'From a phone, connect over Bluetooth or Wi-Fi',
      'zh-cn': '用手机时，请通过蓝牙或 Wi-Fi 连接',
      'zh-hk': '用手機時，請透過藍牙或 Wi-Fi 連接',
      'de-de': 'Vom Telefon aus über Bluetooth oder WLAN verbinden',
      'fr-fr': 'Depuis un téléphone, se connecter en Bluetooth ou en Wi-Fi',
      'es-es': 'Desde el móvil, conectar por Bluetooth o wifi',
    },
    body: {
      'en-us':
        'The Labelwise app on iPhone and Android prints over Bluetooth or Wi-Fi, not over a USB cable. If your printer has only USB, print from a Windows, Mac, Linux computer or a Chromebook; if it has Bluetooth, choose “Won’t pair over Bluetooth” for the pairing steps.',
      'zh-cn':
        'iPhone 和 Android 上的 Labelwise App 通过蓝牙或 Wi-Fi 打印，不支持 USB 线。如果打印机只有 USB，请用 Windows、Mac、Linux 电脑或 Chromebook 打印；如果有蓝牙，请选择“蓝牙无法配对”查看配对步骤。',
      'zh-hk':
        'iPhone 和 Android 上的 Labelwise App 透過藍牙或 Wi-Fi 列印，不支援 USB 線。如果打印機只有 USB，請用 Windows、Mac、Linux 電腦或 Chromebook 列印；如果有藍牙，請選擇「藍牙無法配對」查看配對步驟。',
      'de-de':
        'Die Labelwise-App auf iPhone und Android druckt über Bluetooth oder WLAN, nicht über ein USB-Kabel. Hat Ihr Drucker nur USB, drucken Sie von einem Windows-, Mac- oder Linux-Computer oder einem Chromebook; hat er Bluetooth, wählen Sie „Bluetooth-Kopplung klappt nicht“ für die Kopplungsschritte.',
      'fr-fr':
        'L’appli Labelwise sur iPhone et Android imprime en Bluetooth ou en Wi-Fi, pas par câble USB. Si votre imprimante n’a que l’USB, imprimez depuis un ordinateur Windows, Mac, Linux ou un Chromebook ; si elle a le Bluetooth, choisissez « Impossible d’appairer en Bluetooth » pour les étapes d’appairage.',
      'es-es':
        'La app Labelwise en iPhone y Android imprime por Bluetooth o wifi, no por cable USB. Si su impresora solo tiene USB, imprima desde un ordenador Windows, Mac, Linux o un Chromebook; si tiene Bluetooth, elija «No se empareja por Bluetooth» para los pasos de emparejamiento.',
    },
  },
  usbCable: {
    title: {
      'en-us': 'Plug the printer’s own cable straight into the computer',
      'zh-cn': '用打印机自带的线直接连到电脑',
      'zh-hk': '用打印機隨附的線直接連到電腦',
      'de-de': 'Das mitgelieferte Kabel direkt am Computer einstecken',
      'fr-fr': 'Brancher le câble fourni directement sur l’ordinateur',
      'es-es': 'Conectar el cable de la impresora directamente al ordenador',
    },
    body: {
      'en-us':
        'Use the cable that came with the printer: many phone cables only charge and carry no data. Plug it into the computer itself, not a hub, dock or monitor port, and try another port. On a USB-C-only laptop, use a simple USB-C to USB-B cable or adapter.',
      'zh-cn':
        '使用打印机自带的线：很多手机线只能充电，不能传数据。直接插在电脑本身上，不要插扩展坞、集线器或显示器接口，并换一个接口试试。只有 USB-C 接口的笔记本请用简单的 USB-C 转 USB-B 线或转接头。',
      'zh-hk':
        '使用打印機隨附的線：很多手機線只能充電，不能傳數據。直接插在電腦本身上，不要插擴充座、集線器或顯示器接口，並換一個接口試試。只有 USB-C 接口的手提電腦請用簡單的 USB-C 轉 USB-B 線或轉接器。',
      'de-de':
        'Nehmen Sie das mitgelieferte Kabel: Viele Handykabel laden nur und übertragen keine Daten. Stecken Sie es direkt am Computer ein, nicht an Hub, Dock oder Monitor, und versuchen Sie einen anderen Anschluss. An einem Laptop nur mit USB-C nehmen Sie ein einfaches USB-C-auf-USB-B-Kabel oder einen Adapter.',
      'fr-fr':
        'Utilisez le câble fourni : beaucoup de câbles de téléphone ne font que charger et ne transmettent pas de données. Branchez-le sur l’ordinateur lui-même, pas sur un hub, une station ou un écran, et essayez un autre port. Sur un portable uniquement USB-C, prenez un simple câble ou adaptateur USB-C vers USB-B.',
      'es-es':
        'Use el cable que venía con la impresora: muchos cables de móvil solo cargan y no transmiten datos. Conéctelo al propio ordenador, no a un hub, una base o el monitor, y pruebe otro puerto. En un portátil solo con USB-C, use un cable o adaptador sencillo de USB-C a USB-B.',
    },
  },
  powerReady: {
    title: {
      'en-us': 'Switch on with labels loaded and the light steady',
      'zh-cn': '装好标签开机，等指示灯常亮',
      'zh-hk': '裝好標籤開機，等指示燈常亮',
      'de-de': 'Mit eingelegten Etiketten einschalten, bis die Leuchte ruhig leuchtet',
      'fr-fr': 'Allumer avec les étiquettes chargées et le voyant fixe',
      'es-es': 'Encender con etiquetas cargadas y la luz fija',
    },
    body: {
      'en-us':
        'A printer with an open lid, no labels or a red or flashing light may not announce itself to the computer. Load labels, close the lid, switch on and wait until the light is steady before plugging in the cable.',
      'zh-cn':
        '盖子打开、没有标签或指示灯红色/闪烁时，打印机可能不会被电脑识别。装好标签、合上盖子、开机，等指示灯常亮后再插上数据线。',
      'zh-hk':
        '蓋子打開、沒有標籤或指示燈紅色／閃爍時，打印機可能不會被電腦識別。裝好標籤、合上蓋子、開機，等指示燈常亮後再插上數據線。',
      'de-de':
        'Ein Drucker mit offenem Deckel, ohne Etiketten oder mit roter oder blinkender Leuchte meldet sich womöglich nicht beim Computer. Etiketten einlegen, Deckel schließen, einschalten und warten, bis die Leuchte ruhig leuchtet; erst dann das Kabel einstecken.',
      'fr-fr':
        'Une imprimante au capot ouvert, sans étiquettes ou au voyant rouge ou clignotant peut ne pas se signaler à l’ordinateur. Chargez les étiquettes, fermez le capot, allumez et attendez que le voyant soit fixe avant de brancher le câble.',
      'es-es':
        'Una impresora con la tapa abierta, sin etiquetas o con la luz roja o parpadeando puede no anunciarse al ordenador. Cargue etiquetas, cierre la tapa, encienda y espere a que la luz quede fija antes de conectar el cable.',
    },
  },
  winDriverFirst: {
    title: {
      'en-us': 'On Windows, install the driver, then plug in',
      'zh-cn': '在 Windows 上先装驱动，再插线',
      'zh-hk': '在 Windows 上先裝驅動程式，再插線',
      'de-de': 'Unter Windows erst den Treiber installieren, dann einstecken',
      'fr-fr': 'Sous Windows, installer le pilote puis brancher',
      'es-es': 'En Windows, instalar el controlador y después conectar',
    },
    body: {
      'en-us':
        'Unplug the printer, run the driver installer for your model from the Download page, and plug the printer in when it asks. If Device Manager shows an “Unknown USB device” or “USB Printing Support” without a printer, right-click it, choose Uninstall device, unplug, and plug in again.',
      'zh-cn':
        '先拔下打印机，从下载页运行对应型号的驱动安装程序，在提示时再插上打印机。如果设备管理器中显示“未知 USB 设备”或只有“USB 打印支持”而没有打印机，右键选择“卸载设备”，拔下后重新插上。',
      'zh-hk':
        '先拔下打印機，從下載頁執行對應型號的驅動程式安裝程式，在提示時再插上打印機。如果裝置管理員中顯示「未知的 USB 裝置」或只有「USB 列印支援」而沒有打印機，右鍵選擇「解除安裝裝置」，拔下後重新插上。',
      'de-de':
        'Ziehen Sie den Drucker ab, starten Sie den Treiber-Installer Ihres Modells von der Download-Seite und stecken Sie den Drucker ein, wenn er danach fragt. Zeigt der Geräte-Manager ein „Unbekanntes USB-Gerät“ oder nur „USB-Druckerunterstützung“ ohne Drucker, klicken Sie es mit rechts an, wählen „Gerät deinstallieren“, ziehen ab und stecken erneut ein.',
      'fr-fr':
        'Débranchez l’imprimante, lancez l’installateur du pilote de votre modèle depuis la page Téléchargement et branchez l’imprimante quand il le demande. Si le Gestionnaire de périphériques montre un « Périphérique USB inconnu » ou seulement « Prise en charge d’impression USB » sans imprimante, faites un clic droit, Désinstaller l’appareil, débranchez et rebranchez.',
      'es-es':
        'Desconecte la impresora, ejecute el instalador del controlador de su modelo desde la página de descargas y conéctela cuando se lo pida. Si el Administrador de dispositivos muestra un «Dispositivo USB desconocido» o solo «Compatibilidad con impresión USB» sin impresora, haga clic derecho, Desinstalar el dispositivo, desconecte y vuelva a conectar.',
    },
  },
  macAllow: {
    title: {
      'en-us': 'On the Mac, allow the accessory and the driver',
      'zh-cn': '在 Mac 上允许配件和驱动',
      'zh-hk': '在 Mac 上允許配件和驅動程式',
      'de-de': 'Auf dem Mac Zubehör und Treiber erlauben',
      'fr-fr': 'Sur Mac, autoriser l’accessoire et le pilote',
      'es-es': 'En el Mac, permitir el accesorio y el controlador',
    },
    body: {
      'en-us':
        'On an Apple silicon Mac, the first time the printer is plugged in macOS asks “Allow accessory to connect?”: click Allow. If you missed it, unplug and plug in again. Install the driver from the Download page; if macOS blocks it, open System Settings → Privacy & Security and click Allow next to the driver, then add the printer in Printers & Scanners.',
      'zh-cn':
        '在 Apple 芯片的 Mac 上，第一次插上打印机时 macOS 会询问“允许配件连接吗？”，请点“允许”。如果错过了，拔下再插上。从下载页安装驱动；如果 macOS 阻止了它，打开“系统设置 → 隐私与安全性”，点驱动旁边的“允许”，然后在“打印机与扫描仪”中添加打印机。',
      'zh-hk':
        '在 Apple 晶片的 Mac 上，第一次插上打印機時 macOS 會詢問「允許配件連接嗎？」，請按「允許」。如果錯過了，拔下再插上。從下載頁安裝驅動程式；如果 macOS 阻止了它，開啟「系統設定 → 私隱與保安」，按驅動程式旁邊的「允許」，然後在「印表機與掃描器」中加入打印機。',
      'de-de':
        'Auf einem Mac mit Apple-Chip fragt macOS beim ersten Einstecken „Verbindung mit Zubehör erlauben?“: Klicken Sie auf „Erlauben“. Haben Sie es verpasst, ziehen Sie ab und stecken neu ein. Installieren Sie den Treiber von der Download-Seite; blockiert macOS ihn, öffnen Sie Systemeinstellungen → Datenschutz & Sicherheit, klicken Sie beim Treiber auf „Erlauben“ und fügen Sie den Drucker unter Drucker & Scanner hinzu.',
      'fr-fr':
        'Sur un Mac avec puce Apple, au premier branchement macOS demande « Autoriser l’accessoire à se connecter ? » : cliquez sur Autoriser. Si vous l’avez manqué, débranchez et rebranchez. Installez le pilote depuis la page Téléchargement ; si macOS le bloque, ouvrez Réglages Système → Confidentialité et sécurité, cliquez sur Autoriser à côté du pilote, puis ajoutez l’imprimante dans Imprimantes et scanners.',
      'es-es':
        'En un Mac con chip de Apple, la primera vez que conecta la impresora macOS pregunta «¿Permitir que el accesorio se conecte?»: pulse Permitir. Si se lo perdió, desconecte y vuelva a conectar. Instale el controlador desde la página de descargas; si macOS lo bloquea, abra Ajustes del Sistema → Privacidad y seguridad, pulse Permitir junto al controlador y añada la impresora en Impresoras y escáneres.',
    },
  },
  linuxCups: {
    title: {
      'en-us': 'On Linux, check the USB device and add it in CUPS',
      'zh-cn': '在 Linux 上检查 USB 设备并在 CUPS 中添加',
      'zh-hk': '在 Linux 上檢查 USB 裝置並在 CUPS 中加入',
      'de-de': 'Unter Linux das USB-Gerät prüfen und in CUPS hinzufügen',
      'fr-fr': 'Sous Linux, vérifier le périphérique USB et l’ajouter dans CUPS',
      'es-es': 'En Linux, comprobar el dispositivo USB y añadirlo en CUPS',
    },
    body: {
      'en-us':
        'Run lsusb in a terminal: the printer must be listed. Install the Linux driver from the Download page (models with a Linux driver only), then open http://localhost:631, Administration → Add Printer, pick the USB printer and choose the model’s driver. Your user needs to be in the lpadmin group to add printers.',
      'zh-cn':
        '在终端运行 lsusb：列表中必须有这台打印机。从下载页安装 Linux 驱动（仅限有 Linux 驱动的型号），然后打开 http://localhost:631，依次选 Administration → Add Printer，选择该 USB 打印机并选用对应型号的驱动。添加打印机需要当前用户属于 lpadmin 组。',
      'zh-hk':
        '在終端機執行 lsusb：列表中必須有這台打印機。從下載頁安裝 Linux 驅動程式（僅限有 Linux 驅動程式的型號），然後開啟 http://localhost:631，依次選 Administration → Add Printer，選擇該 USB 打印機並選用對應型號的驅動程式。加入打印機需要目前使用者屬於 lpadmin 群組。',
      'de-de':
        'Führen Sie lsusb in einem Terminal aus: Der Drucker muss aufgeführt sein. Installieren Sie den Linux-Treiber von der Download-Seite (nur Modelle mit Linux-Treiber), öffnen Sie http://localhost:631, Administration → Add Printer, wählen Sie den USB-Drucker und den Treiber des Modells. Ihr Benutzer muss zur Gruppe lpadmin gehören, um Drucker hinzuzufügen.',
      'fr-fr':
        'Lancez lsusb dans un terminal : l’imprimante doit y figurer. Installez le pilote Linux depuis la page Téléchargement (modèles ayant un pilote Linux seulement), puis ouvrez http://localhost:631, Administration → Add Printer, choisissez l’imprimante USB et le pilote du modèle. Votre utilisateur doit appartenir au groupe lpadmin pour ajouter des imprimantes.',
      'es-es':
        'Ejecute lsusb en un terminal: la impresora debe aparecer. Instale el controlador de Linux desde la página de descargas (solo modelos con controlador para Linux), abra http://localhost:631, Administration → Add Printer, elija la impresora USB y el controlador del modelo. Su usuario debe pertenecer al grupo lpadmin para añadir impresoras.',
    },
  },
  chromeExtension: {
    title: {
      'en-us': 'On a Chromebook, print with the Labelwise Chrome extension',
      'zh-cn': '在 Chromebook 上用 Labelwise Chrome 扩展程序打印',
      'zh-hk': '在 Chromebook 上用 Labelwise Chrome 擴充功能列印',
      'de-de': 'Auf dem Chromebook mit der Labelwise-Chrome-Erweiterung drucken',
      'fr-fr': 'Sur Chromebook, imprimer avec l’extension Chrome Labelwise',
      'es-es': 'En un Chromebook, imprimir con la extensión de Chrome de Labelwise',
    },
    body: {
      'en-us':
        'ChromeOS cannot install Windows or Mac drivers, so the printer does not appear under Settings → Printers. Install the Labelwise extension from the Download page and print from it: it talks to the printer directly over USB, or over Bluetooth on models that support it.',
      'zh-cn':
        'ChromeOS 无法安装 Windows 或 Mac 驱动，所以打印机不会出现在“设置 → 打印机”中。请从下载页安装 Labelwise 扩展程序并用它打印：它直接通过 USB 与打印机通信，支持的型号也可以用蓝牙。',
      'zh-hk':
        'ChromeOS 無法安裝 Windows 或 Mac 驅動程式，所以打印機不會出現在「設定 → 打印機」中。請從下載頁安裝 Labelwise 擴充功能並用它列印：它直接透過 USB 與打印機通訊，支援的型號也可以用藍牙。',
      'de-de':
        'ChromeOS kann keine Windows- oder Mac-Treiber installieren, daher erscheint der Drucker nicht unter Einstellungen → Drucker. Installieren Sie die Labelwise-Erweiterung von der Download-Seite und drucken Sie daraus: Sie spricht direkt über USB mit dem Drucker, bei Modellen, die es können, auch über Bluetooth.',
      'fr-fr':
        'ChromeOS ne peut pas installer de pilote Windows ou Mac : l’imprimante n’apparaît donc pas dans Paramètres → Imprimantes. Installez l’extension Labelwise depuis la page Téléchargement et imprimez depuis elle : elle parle directement à l’imprimante en USB, ou en Bluetooth sur les modèles qui le permettent.',
      'es-es':
        'ChromeOS no puede instalar controladores de Windows ni de Mac, así que la impresora no aparece en Configuración → Impresoras. Instale la extensión Labelwise desde la página de descargas e imprima desde ella: habla con la impresora directamente por USB, o por Bluetooth en los modelos que lo admiten.',
    },
  },
  pairSystemSerial: {
    title: {
      'en-us': 'Check the serial number: some units pair in the system settings',
      'zh-cn': '查看序列号：部分机器在系统设置中配对',
      'zh-hk': '查看序號：部分機器在系統設定中配對',
      'de-de': 'Seriennummer prüfen: Manche Geräte koppeln in den Systemeinstellungen',
      'fr-fr': 'Vérifier le numéro de série : certains appareils s’appairent dans les réglages du système',
      'es-es': 'Mirar el número de serie: algunas unidades se emparejan en los ajustes del sistema',
    },
    body: {
      'en-us':
        'The serial number is on the label under the printer. A PM-241-BT whose serial starts with Q332 pairs in the Bluetooth settings of Windows or the Mac; a D520BT starting with Q505 pairs in the Bluetooth settings of Windows. Pair it there first, then add it as a printer. Any other serial pairs in the app, as in the next step.',
      'zh-cn':
        '序列号在打印机底部的标签上。序列号以 Q332 开头的 PM-241-BT 在 Windows 或 Mac 的蓝牙设置中配对；以 Q505 开头的 D520BT 在 Windows 的蓝牙设置中配对。先在那里配对，再添加为打印机。其他序列号都在 App 中配对，见下一步。',
      'zh-hk':
        '序號在打印機底部的標籤上。序號以 Q332 開頭的 PM-241-BT 在 Windows 或 Mac 的藍牙設定中配對；以 Q505 開頭的 D520BT 在 Windows 的藍牙設定中配對。先在那裏配對，再加入為打印機。其他序號都在 App 中配對，見下一步。',
      'de-de':
        'Die Seriennummer steht auf dem Schild unter dem Drucker. Ein PM-241-BT mit Seriennummer ab Q332 wird in den Bluetooth-Einstellungen von Windows oder Mac gekoppelt, ein D520BT ab Q505 in denen von Windows. Koppeln Sie ihn dort zuerst und fügen Sie ihn dann als Drucker hinzu. Jede andere Seriennummer koppelt in der App, wie im nächsten Schritt.',
      'fr-fr':
        'Le numéro de série est sur l’étiquette sous l’imprimante. Une PM-241-BT dont le numéro commence par Q332 s’appaire dans les réglages Bluetooth de Windows ou du Mac ; une D520BT commençant par Q505, dans ceux de Windows. Appairez-la d’abord là, puis ajoutez-la comme imprimante. Tout autre numéro s’appaire dans l’appli, comme à l’étape suivante.',
      'es-es':
        'El número de serie está en la etiqueta bajo la impresora. Una PM-241-BT cuyo número empieza por Q332 se empareja en los ajustes de Bluetooth de Windows o del Mac; una D520BT que empieza por Q505, en los de Windows. Emparéjela primero ahí y después añádala como impresora. Cualquier otro número se empareja en la app, como en el paso siguiente.',
    },
  },
  pairInApp: {
    title: {
      'en-us': 'Pair in the app, not in the system’s Bluetooth settings',
      'zh-cn': '在 App 中配对，不要在系统蓝牙设置中配对',
      'zh-hk': '在 App 中配對，不要在系統藍牙設定中配對',
      'de-de': 'In der App koppeln, nicht in den Bluetooth-Einstellungen des Systems',
      'fr-fr': 'Appairer dans l’appli, pas dans les réglages Bluetooth du système',
      'es-es': 'Emparejar en la app, no en los ajustes de Bluetooth del sistema',
    },
    body: {
      'en-us':
        'These printers use Bluetooth Low Energy: paired in Settings → Bluetooth they either do not appear or connect and never print. If the printer is listed there, choose Forget This Device (iPhone) or Unpair (Android, Windows). Then open the Labelwise app, tap the printer icon and pick your model from the app’s list; the app connects it itself.',
      'zh-cn':
        '这些打印机使用低功耗蓝牙：在“设置 → 蓝牙”中配对时，要么找不到，要么连上了却打印不出。如果打印机已在那里列出，请选择“忽略此设备”（iPhone）或“取消配对”（Android、Windows）。然后打开 Labelwise App，点打印机图标，从 App 的列表中选择您的型号，由 App 自己连接。',
      'zh-hk':
        '這些打印機使用低功耗藍牙：在「設定 → 藍牙」中配對時，要麼找不到，要麼連上了卻列印不出。如果打印機已在那裏列出，請選擇「忘記此裝置」（iPhone）或「取消配對」（Android、Windows）。然後開啟 Labelwise App，點打印機圖示，從 App 的列表中選擇您的型號，由 App 自己連接。',
      'de-de':
        'Diese Drucker nutzen Bluetooth Low Energy: In Einstellungen → Bluetooth gekoppelt erscheinen sie entweder nicht oder verbinden sich und drucken nie. Steht der Drucker dort, wählen Sie „Dieses Gerät ignorieren“ (iPhone) bzw. „Entkoppeln“ (Android, Windows). Öffnen Sie dann die Labelwise-App, tippen Sie auf das Druckersymbol und wählen Sie Ihr Modell aus der Liste der App; die App verbindet es selbst.',
      'fr-fr':
        'Ces imprimantes utilisent le Bluetooth basse consommation : appairées dans Réglages → Bluetooth, elles n’apparaissent pas, ou se connectent sans jamais imprimer. Si l’imprimante y figure, choisissez Oublier cet appareil (iPhone) ou Dissocier (Android, Windows). Ouvrez ensuite l’appli Labelwise, touchez l’icône d’imprimante et choisissez votre modèle dans la liste de l’appli ; l’appli la connecte elle-même.',
      'es-es':
        'Estas impresoras usan Bluetooth de baja energía: emparejadas en Ajustes → Bluetooth no aparecen, o se conectan y nunca imprimen. Si la impresora figura ahí, elija Omitir dispositivo (iPhone) o Desvincular (Android, Windows). Después abra la app Labelwise, toque el icono de impresora y elija su modelo en la lista de la app; la app la conecta sola.',
    },
  },
  btPermissions: {
    title: {
      'en-us': 'Allow the app to use Bluetooth (and Nearby devices)',
      'zh-cn': '允许 App 使用蓝牙（和附近的设备）',
      'zh-hk': '允許 App 使用藍牙（和附近的裝置）',
      'de-de': 'Der App Bluetooth (und Geräte in der Nähe) erlauben',
      'fr-fr': 'Autoriser l’appli à utiliser le Bluetooth (et Appareils à proximité)',
      'es-es': 'Permitir a la app usar Bluetooth (y Dispositivos cercanos)',
    },
    body: {
      'en-us':
        'On iPhone: Settings → Labelwise → turn Bluetooth on. On Android 12 and later: Settings → Apps → Labelwise → Permissions → Nearby devices → Allow; on older Android the app needs Location instead, and Location must be on while it searches. Without it the app finds no printer.',
      'zh-cn':
        'iPhone：设置 → Labelwise → 打开“蓝牙”。Android 12 及以上：设置 → 应用 → Labelwise → 权限 → 附近的设备 → 允许；较旧的 Android 需要“位置信息”权限，且搜索时要打开定位。没有这些权限，App 找不到打印机。',
      'zh-hk':
        'iPhone：設定 → Labelwise → 開啟「藍牙」。Android 12 及以上：設定 → 應用程式 → Labelwise → 權限 → 附近的裝置 → 允許；較舊的 Android 需要「位置」權限，且搜尋時要開啟定位。沒有這些權限，App 找不到打印機。',
      'de-de':
        'iPhone: Einstellungen → Labelwise → Bluetooth einschalten. Android 12 und neuer: Einstellungen → Apps → Labelwise → Berechtigungen → Geräte in der Nähe → Zulassen; ältere Android-Versionen brauchen stattdessen Standort, und der Standort muss während der Suche an sein. Ohne das findet die App keinen Drucker.',
      'fr-fr':
        'iPhone : Réglages → Labelwise → activez Bluetooth. Android 12 et plus : Paramètres → Applications → Labelwise → Autorisations → Appareils à proximité → Autoriser ; sur les Android plus anciens, l’appli demande la Position, qui doit être activée pendant la recherche. Sans cela l’appli ne trouve aucune imprimante.',
      'es-es':
        'iPhone: Ajustes → Labelwise → active Bluetooth. Android 12 y posteriores: Ajustes → Aplicaciones → Labelwise → Permisos → Dispositivos cercanos → Permitir; en Android más antiguos la app necesita Ubicación, que debe estar activada mientras busca. Sin esto la app no encuentra ninguna impresora.',
    },
  },
  btOneDevice: {
    title: {
      'en-us': 'Disconnect the printer from other phones and computers',
      'zh-cn': '断开打印机与其他手机和电脑的连接',
      'zh-hk': '中斷打印機與其他手機和電腦的連接',
      'de-de': 'Den Drucker von anderen Telefonen und Computern trennen',
      'fr-fr': 'Déconnecter l’imprimante des autres téléphones et ordinateurs',
      'es-es': 'Desconectar la impresora de otros móviles y ordenadores',
    },
    body: {
      'en-us':
        'A Bluetooth printer talks to one device at a time and stays with the last one that connected. Turn Bluetooth off on the other phones, tablets and computers that used it, or close the app there, then switch the printer off and on.',
      'zh-cn':
        '蓝牙打印机一次只和一台设备通信，并会一直连着最后连接它的那台。请关闭用过它的其他手机、平板和电脑的蓝牙，或在那里关闭 App，然后把打印机关机再开机。',
      'zh-hk':
        '藍牙打印機一次只和一部裝置通訊，並會一直連着最後連接它的那部。請關閉用過它的其他手機、平板和電腦的藍牙，或在那裏關閉 App，然後把打印機關機再開機。',
      'de-de':
        'Ein Bluetooth-Drucker spricht immer nur mit einem Gerät und bleibt beim zuletzt verbundenen. Schalten Sie Bluetooth auf den anderen Telefonen, Tablets und Computern aus, die ihn benutzt haben, oder schließen Sie dort die App, und schalten Sie den Drucker aus und wieder ein.',
      'fr-fr':
        'Une imprimante Bluetooth ne parle qu’à un appareil à la fois et reste avec le dernier qui s’est connecté. Coupez le Bluetooth des autres téléphones, tablettes et ordinateurs qui l’ont utilisée, ou fermez l’appli sur eux, puis éteignez et rallumez l’imprimante.',
      'es-es':
        'Una impresora Bluetooth habla con un solo dispositivo a la vez y se queda con el último que se conectó. Apague el Bluetooth de los otros móviles, tabletas y ordenadores que la usaron, o cierre allí la app, y después apague y encienda la impresora.',
    },
  },
  btRestart: {
    title: {
      'en-us': 'Charge, restart both and stay close',
      'zh-cn': '充电、两边都重启并靠近',
      'zh-hk': '充電、兩邊都重新啟動並靠近',
      'de-de': 'Laden, beide neu starten und nah herangehen',
      'fr-fr': 'Charger, redémarrer les deux et rester près',
      'es-es': 'Cargar, reiniciar ambos y acercarse',
    },
    body: {
      'en-us':
        'A low battery can keep the radio off while the printer still feeds. Charge it, switch the printer off and on, turn Bluetooth off and on on the phone or computer, and search again from the app within a metre of the printer.',
      'zh-cn':
        '电量低时打印机可能还能走纸，但蓝牙已关闭。请充电，把打印机关机再开机，在手机或电脑上关闭再打开蓝牙，然后在离打印机一米以内用 App 重新搜索。',
      'zh-hk':
        '電量低時打印機可能還能走紙，但藍牙已關閉。請充電，把打印機關機再開機，在手機或電腦上關閉再開啟藍牙，然後在離打印機一米以內用 App 重新搜尋。',
      'de-de':
        'Bei schwachem Akku bleibt das Funkmodul aus, obwohl der Drucker noch vorschiebt. Laden Sie ihn, schalten Sie den Drucker aus und ein, Bluetooth am Telefon oder Computer aus und ein, und suchen Sie in der App erneut, höchstens einen Meter vom Drucker entfernt.',
      'fr-fr':
        'Une batterie faible peut couper la radio alors que l’imprimante avance encore. Chargez-la, éteignez et rallumez l’imprimante, coupez et réactivez le Bluetooth du téléphone ou de l’ordinateur, puis relancez la recherche dans l’appli à moins d’un mètre de l’imprimante.',
      'es-es':
        'Con poca batería la radio puede quedar apagada aunque la impresora siga avanzando. Cárguela, apague y encienda la impresora, desactive y active el Bluetooth del móvil u ordenador y vuelva a buscar desde la app a menos de un metro de la impresora.',
    },
  },
  wifi24: {
    title: {
      'en-us': 'Join a 2.4 GHz network with a normal password',
      'zh-cn': '连接使用普通密码的 2.4 GHz 网络',
      'zh-hk': '連接使用普通密碼的 2.4 GHz 網絡',
      'de-de': 'Ein 2,4-GHz-Netz mit normalem Passwort verwenden',
      'fr-fr': 'Rejoindre un réseau 2,4 GHz avec un mot de passe classique',
      'es-es': 'Unirse a una red de 2,4 GHz con contraseña normal',
    },
    body: {
      'en-us':
        'These printers join 2.4 GHz Wi-Fi only. If the router shows one name for 2.4 and 5 GHz, give the 2.4 GHz band its own name during set-up. Use a WPA2 password; hotel and guest networks with a sign-in page do not work.',
      'zh-cn':
        '这些打印机只能连接 2.4 GHz Wi-Fi。如果路由器对 2.4 和 5 GHz 使用同一个名称，设置期间请给 2.4 GHz 频段单独起名。请使用 WPA2 密码；需要网页登录的酒店和访客网络无法使用。',
      'zh-hk':
        '這些打印機只能連接 2.4 GHz Wi-Fi。如果路由器對 2.4 和 5 GHz 使用同一個名稱，設定期間請給 2.4 GHz 頻段另起名稱。請使用 WPA2 密碼；需要網頁登入的酒店和訪客網絡無法使用。',
      'de-de':
        'Diese Drucker verbinden sich nur mit 2,4-GHz-WLAN. Zeigt der Router einen Namen für 2,4 und 5 GHz, geben Sie dem 2,4-GHz-Band während der Einrichtung einen eigenen Namen. Nutzen Sie ein WPA2-Passwort; Hotel- und Gastnetze mit Anmeldeseite funktionieren nicht.',
      'fr-fr':
        'Ces imprimantes ne rejoignent que le Wi-Fi 2,4 GHz. Si la box affiche un seul nom pour 2,4 et 5 GHz, donnez à la bande 2,4 GHz son propre nom pendant la configuration. Utilisez un mot de passe WPA2 ; les réseaux d’hôtel et invités avec page de connexion ne fonctionnent pas.',
      'es-es':
        'Estas impresoras solo se unen a wifi de 2,4 GHz. Si el router muestra un solo nombre para 2,4 y 5 GHz, dé a la banda de 2,4 GHz su propio nombre durante la configuración. Use una contraseña WPA2; las redes de hotel e invitados con página de acceso no funcionan.',
    },
  },
  wifiOverUsb: {
    title: {
      'en-us': 'Set up Wi-Fi over the USB cable first',
      'zh-cn': '先通过 USB 线设置 Wi-Fi',
      'zh-hk': '先透過 USB 線設定 Wi-Fi',
      'de-de': 'WLAN zuerst über das USB-Kabel einrichten',
      'fr-fr': 'Configurer d’abord le Wi-Fi par le câble USB',
      'es-es': 'Configurar primero la wifi con el cable USB',
    },
    body: {
      'en-us':
        'Connect the printer with USB and install its driver from the Download page. Run the Wi-Fi set-up of the driver’s utility, enter the network name and password, and wait for the printer to print or show its IP address. Then add it again as a network printer and unplug the cable.',
      'zh-cn':
        '用 USB 连接打印机并从下载页安装驱动。运行驱动工具中的 Wi-Fi 设置，输入网络名称和密码，等打印机打印出或显示它的 IP 地址。然后把它作为网络打印机重新添加，再拔掉数据线。',
      'zh-hk':
        '用 USB 連接打印機並從下載頁安裝驅動程式。執行驅動程式工具中的 Wi-Fi 設定，輸入網絡名稱和密碼，等打印機列印出或顯示它的 IP 地址。然後把它作為網絡打印機重新加入，再拔掉數據線。',
      'de-de':
        'Verbinden Sie den Drucker per USB und installieren Sie seinen Treiber von der Download-Seite. Starten Sie die WLAN-Einrichtung im Treiberprogramm, geben Sie Netzname und Passwort ein und warten Sie, bis der Drucker seine IP-Adresse druckt oder anzeigt. Fügen Sie ihn dann erneut als Netzwerkdrucker hinzu und ziehen Sie das Kabel ab.',
      'fr-fr':
        'Branchez l’imprimante en USB et installez son pilote depuis la page Téléchargement. Lancez la configuration Wi-Fi de l’utilitaire du pilote, saisissez le nom du réseau et le mot de passe, et attendez que l’imprimante imprime ou affiche son adresse IP. Ajoutez-la ensuite comme imprimante réseau et débranchez le câble.',
      'es-es':
        'Conecte la impresora por USB e instale su controlador desde la página de descargas. Ejecute la configuración wifi de la utilidad del controlador, escriba el nombre de la red y la contraseña y espere a que la impresora imprima o muestre su dirección IP. Después añádala como impresora de red y desconecte el cable.',
    },
  },
  wifiSameNetwork: {
    title: {
      'en-us': 'Put the computer or phone on the printer’s network',
      'zh-cn': '让电脑或手机连在打印机所在的网络上',
      'zh-hk': '讓電腦或手機連在打印機所在的網絡上',
      'de-de': 'Computer oder Telefon ins Netz des Druckers bringen',
      'fr-fr': 'Mettre l’ordinateur ou le téléphone sur le réseau de l’imprimante',
      'es-es': 'Poner el ordenador o el móvil en la red de la impresora',
    },
    body: {
      'en-us':
        'The device that prints must be on the same network, not the guest network or mobile data, and not behind a VPN. Many routers keep guest devices apart (“AP isolation”), so the printer is invisible from them.',
      'zh-cn':
        '用来打印的设备必须在同一个网络上，不能是访客网络或移动数据，也不能开着 VPN。很多路由器会隔离访客设备（“AP 隔离”），从那里看不到打印机。',
      'zh-hk':
        '用來列印的裝置必須在同一個網絡上，不能是訪客網絡或流動數據，也不能開着 VPN。很多路由器會隔離訪客裝置（「AP 隔離」），從那裏看不到打印機。',
      'de-de':
        'Das druckende Gerät muss im selben Netz sein, nicht im Gastnetz oder mobilen Netz und nicht hinter einem VPN. Viele Router trennen Gastgeräte voneinander („AP-Isolation“); von dort ist der Drucker unsichtbar.',
      'fr-fr':
        'L’appareil qui imprime doit être sur le même réseau, pas sur le réseau invité ni en données mobiles, et pas derrière un VPN. Beaucoup de box isolent les appareils invités (« isolation AP ») : l’imprimante y est invisible.',
      'es-es':
        'El dispositivo que imprime debe estar en la misma red, no en la de invitados ni en datos móviles, y sin VPN. Muchos routers aíslan a los invitados («aislamiento AP»), y desde ahí la impresora no se ve.',
    },
  },
  wifiFixedAddress: {
    title: {
      'en-us': 'Give the printer a fixed address in the router',
      'zh-cn': '在路由器中给打印机分配固定地址',
      'zh-hk': '在路由器中給打印機分配固定地址',
      'de-de': 'Dem Drucker im Router eine feste Adresse geben',
      'fr-fr': 'Donner à l’imprimante une adresse fixe dans la box',
      'es-es': 'Dar a la impresora una dirección fija en el router',
    },
    body: {
      'en-us':
        'If it printed yesterday and is “offline” today, the router probably gave the printer a new IP address. Reserve its current address in the router’s DHCP settings (by its MAC address, printed on the self-test page), then remove the printer from the computer and add it again.',
      'zh-cn':
        '如果昨天还能打印、今天却“脱机”，多半是路由器给了打印机新的 IP 地址。请在路由器的 DHCP 设置中按 MAC 地址（打印在自检页上）保留它当前的地址，然后在电脑上删除打印机再重新添加。',
      'zh-hk':
        '如果昨天還能列印、今天卻「離線」，多半是路由器給了打印機新的 IP 地址。請在路由器的 DHCP 設定中按 MAC 地址（印在自檢頁上）保留它目前的地址，然後在電腦上刪除打印機再重新加入。',
      'de-de':
        'Druckte er gestern und ist heute „offline“, hat der Router dem Drucker wohl eine neue IP-Adresse gegeben. Reservieren Sie seine aktuelle Adresse in den DHCP-Einstellungen des Routers (anhand der MAC-Adresse auf der Selbsttestseite), entfernen Sie den Drucker am Computer und fügen Sie ihn neu hinzu.',
      'fr-fr':
        'Si elle imprimait hier et est « hors ligne » aujourd’hui, la box lui a sans doute donné une nouvelle adresse IP. Réservez son adresse actuelle dans les réglages DHCP de la box (par son adresse MAC, imprimée sur la page d’autotest), puis supprimez l’imprimante de l’ordinateur et ajoutez-la à nouveau.',
      'es-es':
        'Si ayer imprimía y hoy está «sin conexión», el router probablemente le dio una IP nueva. Reserve su dirección actual en los ajustes DHCP del router (por su dirección MAC, impresa en la página de autoprueba), elimine la impresora del ordenador y vuelva a añadirla.',
    },
  },
  chromeSerial: {
    title: {
      'en-us': 'PM-241-BT on ChromeOS: the serial number decides USB or Bluetooth',
      'zh-cn': 'ChromeOS 上的 PM-241-BT：序列号决定用 USB 还是蓝牙',
      'zh-hk': 'ChromeOS 上的 PM-241-BT：序號決定用 USB 還是藍牙',
      'de-de': 'PM-241-BT unter ChromeOS: Die Seriennummer entscheidet über USB oder Bluetooth',
      'fr-fr': 'PM-241-BT sous ChromeOS : le numéro de série décide USB ou Bluetooth',
      'es-es': 'PM-241-BT en ChromeOS: el número de serie decide USB o Bluetooth',
    },
    body: {
      'en-us':
        'Look at the serial number under the printer. Q332…: connect it to the Chromebook with the USB cable. Q103… or Q233…: connect it over Bluetooth from the extension, not from ChromeOS’s Bluetooth settings.',
      'zh-cn':
        '查看打印机底部的序列号。Q332 开头：用 USB 线连接 Chromebook。Q103 或 Q233 开头：在扩展程序中通过蓝牙连接，不要在 ChromeOS 的蓝牙设置中连接。',
      'zh-hk':
        '查看打印機底部的序號。Q332 開頭：用 USB 線連接 Chromebook。Q103 或 Q233 開頭：在擴充功能中透過藍牙連接，不要在 ChromeOS 的藍牙設定中連接。',
      'de-de':
        'Sehen Sie auf die Seriennummer unter dem Drucker. Q332…: Verbinden Sie ihn per USB-Kabel mit dem Chromebook. Q103… oder Q233…: Verbinden Sie ihn über Bluetooth aus der Erweiterung, nicht in den Bluetooth-Einstellungen von ChromeOS.',
      'fr-fr':
        'Regardez le numéro de série sous l’imprimante. Q332… : reliez-la au Chromebook par le câble USB. Q103… ou Q233… : connectez-la en Bluetooth depuis l’extension, pas depuis les réglages Bluetooth de ChromeOS.',
      'es-es':
        'Mire el número de serie bajo la impresora. Q332…: conéctela al Chromebook con el cable USB. Q103… o Q233…: conéctela por Bluetooth desde la extensión, no desde los ajustes de Bluetooth de ChromeOS.',
    },
  },
  chromeUsbAccess: {
    title: {
      'en-us': 'Let the extension use the printer',
      'zh-cn': '允许扩展程序使用打印机',
      'zh-hk': '允許擴充功能使用打印機',
      'de-de': 'Der Erweiterung den Zugriff auf den Drucker erlauben',
      'fr-fr': 'Autoriser l’extension à utiliser l’imprimante',
      'es-es': 'Permitir que la extensión use la impresora',
    },
    body: {
      'en-us':
        'The first time, Chrome shows a list of devices: select the printer and click Connect. If you clicked Cancel, unplug the printer, plug it in again and start printing from the extension once more; a Chromebook managed by a school or company may need the administrator to allow USB devices.',
      'zh-cn':
        '第一次使用时，Chrome 会列出设备：选中打印机并点“连接”。如果点了“取消”，拔下打印机重新插上，再从扩展程序开始打印；学校或公司管理的 Chromebook 可能需要管理员允许 USB 设备。',
      'zh-hk':
        '第一次使用時，Chrome 會列出裝置：選取打印機並按「連接」。如果按了「取消」，拔下打印機重新插上，再從擴充功能開始列印；學校或公司管理的 Chromebook 可能需要管理員允許 USB 裝置。',
      'de-de':
        'Beim ersten Mal zeigt Chrome eine Geräteliste: Wählen Sie den Drucker und klicken Sie auf „Verbinden“. Haben Sie „Abbrechen“ geklickt, ziehen Sie den Drucker ab, stecken ihn wieder ein und starten den Druck erneut aus der Erweiterung; bei einem von Schule oder Firma verwalteten Chromebook muss der Administrator USB-Geräte eventuell erlauben.',
      'fr-fr':
        'La première fois, Chrome affiche une liste d’appareils : sélectionnez l’imprimante et cliquez sur Connexion. Si vous avez cliqué sur Annuler, débranchez l’imprimante, rebranchez-la et relancez l’impression depuis l’extension ; un Chromebook géré par une école ou une entreprise peut exiger que l’administrateur autorise les périphériques USB.',
      'es-es':
        'La primera vez, Chrome muestra una lista de dispositivos: seleccione la impresora y pulse Conectar. Si pulsó Cancelar, desconecte la impresora, vuelva a conectarla e imprima otra vez desde la extensión; un Chromebook gestionado por un colegio o empresa puede requerir que el administrador permita los dispositivos USB.',
    },
  },
  reinstallDriver: {
    title: {
      'en-us': 'Remove the printer and install the latest driver',
      'zh-cn': '删除打印机并安装最新驱动',
      'zh-hk': '刪除打印機並安裝最新驅動程式',
      'de-de': 'Den Drucker entfernen und den neuesten Treiber installieren',
      'fr-fr': 'Supprimer l’imprimante et installer le dernier pilote',
      'es-es': 'Eliminar la impresora e instalar el controlador más reciente',
    },
    body: {
      'en-us':
        'A major update (a Windows feature update, a new macOS) can replace the driver with a generic one or disable it. Remove the printer from the system’s printer settings, download the newest driver for your model and system from the Download page, install it, restart, and add the printer again.',
      'zh-cn':
        '大版本更新（Windows 功能更新、新版 macOS）可能会用通用驱动替换原驱动或将其停用。请在系统的打印机设置中删除打印机，从下载页下载适合您型号和系统的最新驱动，安装后重启，再重新添加打印机。',
      'zh-hk':
        '大版本更新（Windows 功能更新、新版 macOS）可能會用通用驅動程式取代原驅動程式或將其停用。請在系統的打印機設定中刪除打印機，從下載頁下載適合您型號和系統的最新驅動程式，安裝後重新啟動，再重新加入打印機。',
      'de-de':
        'Ein großes Update (ein Windows-Funktionsupdate, ein neues macOS) kann den Treiber durch einen generischen ersetzen oder abschalten. Entfernen Sie den Drucker in den Druckereinstellungen des Systems, laden Sie den neuesten Treiber für Modell und System von der Download-Seite, installieren Sie ihn, starten Sie neu und fügen Sie den Drucker wieder hinzu.',
      'fr-fr':
        'Une mise à jour majeure (mise à jour de fonctionnalités de Windows, nouveau macOS) peut remplacer le pilote par un pilote générique ou le désactiver. Supprimez l’imprimante dans les réglages d’imprimantes du système, téléchargez le dernier pilote pour votre modèle et votre système depuis la page Téléchargement, installez-le, redémarrez et ajoutez à nouveau l’imprimante.',
      'es-es':
        'Una actualización importante (una actualización de características de Windows, un macOS nuevo) puede sustituir el controlador por uno genérico o desactivarlo. Elimine la impresora en los ajustes de impresoras del sistema, descargue el controlador más reciente para su modelo y sistema desde la página de descargas, instálelo, reinicie y vuelva a añadir la impresora.',
    },
  },
  appleSilicon: {
    title: {
      'en-us': 'On a new Apple silicon Mac, use the Apple silicon driver',
      'zh-cn': '在新的 Apple 芯片 Mac 上使用 Apple 芯片版驱动',
      'zh-hk': '在新的 Apple 晶片 Mac 上使用 Apple 晶片版驅動程式',
      'de-de': 'Auf einem neuen Mac mit Apple-Chip den Apple-Chip-Treiber nehmen',
      'fr-fr': 'Sur un nouveau Mac avec puce Apple, prendre le pilote pour puce Apple',
      'es-es': 'En un Mac nuevo con chip de Apple, usar el controlador para chip de Apple',
    },
    body: {
      'en-us':
        'A driver copied by Migration Assistant from an Intel Mac may not load on an M1–M4 Mac. Download the driver marked for Apple silicon (or Universal) from the Download page; if only an Intel driver exists for your model, macOS offers to install Rosetta 2 first: accept, then install the driver and allow it in System Settings → Privacy & Security.',
      'zh-cn':
        '由“迁移助理”从 Intel Mac 复制过来的驱动可能无法在 M1–M4 的 Mac 上加载。请从下载页下载标注为 Apple 芯片（或通用）的驱动；如果您的型号只有 Intel 版驱动，macOS 会先提示安装 Rosetta 2：请同意，再安装驱动，并在“系统设置 → 隐私与安全性”中允许它。',
      'zh-hk':
        '由「移轉輔助程式」從 Intel Mac 複製過來的驅動程式可能無法在 M1–M4 的 Mac 上載入。請從下載頁下載標示為 Apple 晶片（或通用）的驅動程式；如果您的型號只有 Intel 版驅動程式，macOS 會先提示安裝 Rosetta 2：請同意，再安裝驅動程式，並在「系統設定 → 私隱與保安」中允許它。',
      'de-de':
        'Ein vom Migrationsassistenten von einem Intel-Mac übernommener Treiber lädt auf einem Mac mit M1–M4 womöglich nicht. Laden Sie den für Apple-Chips (oder Universal) gekennzeichneten Treiber von der Download-Seite; gibt es für Ihr Modell nur einen Intel-Treiber, bietet macOS zuerst Rosetta 2 an: Zustimmen, dann den Treiber installieren und unter Systemeinstellungen → Datenschutz & Sicherheit erlauben.',
      'fr-fr':
        'Un pilote recopié d’un Mac Intel par l’Assistant migration peut ne pas se charger sur un Mac M1 à M4. Téléchargez le pilote marqué pour puce Apple (ou Universel) depuis la page Téléchargement ; s’il n’existe qu’un pilote Intel pour votre modèle, macOS propose d’abord d’installer Rosetta 2 : acceptez, puis installez le pilote et autorisez-le dans Réglages Système → Confidentialité et sécurité.',
      'es-es':
        'Un controlador copiado desde un Mac Intel por el Asistente de Migración puede no cargarse en un Mac M1–M4. Descargue el controlador marcado para chip de Apple (o Universal) desde la página de descargas; si para su modelo solo hay controlador Intel, macOS ofrece instalar antes Rosetta 2: acepte, instale el controlador y permítalo en Ajustes del Sistema → Privacidad y seguridad.',
    },
  },
  winCopyPrinter: {
    title: {
      'en-us': 'On Windows, print to the printer copy that is online',
      'zh-cn': '在 Windows 上打印到处于联机状态的打印机副本',
      'zh-hk': '在 Windows 上列印到處於連線狀態的打印機副本',
      'de-de': 'Unter Windows auf die Druckerkopie drucken, die online ist',
      'fr-fr': 'Sous Windows, imprimer vers la copie de l’imprimante qui est en ligne',
      'es-es': 'En Windows, imprimir en la copia de la impresora que está en línea',
    },
    body: {
      'en-us':
        'After an update Windows sometimes adds the printer again as “… (Copy 1)” on a new port and leaves the old one offline, or changes the default printer. In Printers & scanners, print a test page from the copy that is online, remove the offline one, and turn off “Let Windows manage my default printer”.',
      'zh-cn':
        '更新后，Windows 有时会在新端口上再次添加打印机，名为“…（副本 1）”，而旧的那台变成脱机，或者改了默认打印机。在“打印机和扫描仪”中，用处于联机状态的副本打印测试页，删除脱机的那台，并关闭“让 Windows 管理默认打印机”。',
      'zh-hk':
        '更新後，Windows 有時會在新連接埠上再次加入打印機，名為「…（複本 1）」，而舊的那台變成離線，或者改了預設打印機。在「印表機與掃描器」中，用處於連線狀態的複本列印測試頁，刪除離線的那台，並關閉「讓 Windows 管理我的預設印表機」。',
      'de-de':
        'Nach einem Update legt Windows den Drucker manchmal als „… (Kopie 1)“ an einem neuen Anschluss neu an und lässt den alten offline, oder es ändert den Standarddrucker. Drucken Sie unter Drucker und Scanner eine Testseite von der Kopie, die online ist, entfernen Sie die Offline-Kopie und schalten Sie „Windows verwaltet Standarddrucker“ aus.',
      'fr-fr':
        'Après une mise à jour, Windows ajoute parfois l’imprimante une seconde fois, « … (Copie 1) », sur un nouveau port et laisse l’ancienne hors ligne, ou change l’imprimante par défaut. Dans Imprimantes et scanners, imprimez une page de test depuis la copie en ligne, supprimez celle hors ligne et désactivez « Autoriser Windows à gérer mon imprimante par défaut ».',
      'es-es':
        'Tras una actualización, Windows a veces añade la impresora otra vez como «… (Copia 1)» en un puerto nuevo y deja la antigua sin conexión, o cambia la impresora predeterminada. En Impresoras y escáneres, imprima una página de prueba desde la copia en línea, elimine la que está sin conexión y desactive «Permitir que Windows administre mi impresora predeterminada».',
    },
  },
  appPermissionsAgain: {
    title: {
      'en-us': 'Update the app and allow its permissions again',
      'zh-cn': '更新 App 并重新授予权限',
      'zh-hk': '更新 App 並重新授予權限',
      'de-de': 'Die App aktualisieren und ihre Berechtigungen neu erlauben',
      'fr-fr': 'Mettre l’appli à jour et réaccorder ses autorisations',
      'es-es': 'Actualizar la app y volver a conceder sus permisos',
    },
    body: {
      'en-us':
        'A new iOS or Android version can reset Bluetooth and Nearby devices permissions. Update the Labelwise app from the App Store or Google Play, open it, and answer Allow when it asks for Bluetooth; then remove the printer in the app and add it again.',
      'zh-cn':
        '新版 iOS 或 Android 可能会重置蓝牙和“附近的设备”权限。请从 App Store 或 Google Play 更新 Labelwise App，打开后在询问蓝牙权限时选择“允许”；然后在 App 中删除打印机再重新添加。',
      'zh-hk':
        '新版 iOS 或 Android 可能會重設藍牙和「附近的裝置」權限。請從 App Store 或 Google Play 更新 Labelwise App，開啟後在詢問藍牙權限時選擇「允許」；然後在 App 中刪除打印機再重新加入。',
      'de-de':
        'Eine neue iOS- oder Android-Version kann die Berechtigungen für Bluetooth und Geräte in der Nähe zurücksetzen. Aktualisieren Sie die Labelwise-App im App Store oder bei Google Play, öffnen Sie sie und antworten Sie „Erlauben“, wenn sie nach Bluetooth fragt; entfernen Sie dann den Drucker in der App und fügen Sie ihn neu hinzu.',
      'fr-fr':
        'Une nouvelle version d’iOS ou d’Android peut réinitialiser les autorisations Bluetooth et Appareils à proximité. Mettez à jour l’appli Labelwise depuis l’App Store ou Google Play, ouvrez-la et répondez Autoriser quand elle demande le Bluetooth ; puis supprimez l’imprimante dans l’appli et ajoutez-la à nouveau.',
      'es-es':
        'Una versión nueva de iOS o Android puede restablecer los permisos de Bluetooth y Dispositivos cercanos. Actualice la app Labelwise desde App Store o Google Play, ábrala y responda Permitir cuando pida Bluetooth; después elimine la impresora en la app y vuelva a añadirla.',
    },
  },
  firmware: {
    title: {
      'en-us': 'Update the printer’s firmware from the app',
      'zh-cn': '在 App 中更新打印机固件',
      'zh-hk': '在 App 中更新打印機韌體',
      'de-de': 'Die Firmware des Druckers aus der App aktualisieren',
      'fr-fr': 'Mettre à jour le micrologiciel de l’imprimante depuis l’appli',
      'es-es': 'Actualizar el firmware de la impresora desde la app',
    },
    body: {
      'en-us':
        'Printers with Bluetooth or Wi-Fi take firmware updates from the Labelwise app: connect, open the printer’s settings and choose Firmware update. Keep the printer on the charger or mains and the phone within a metre until it restarts by itself; do not switch it off during the update.',
      'zh-cn':
        '带蓝牙或 Wi-Fi 的打印机可通过 Labelwise App 更新固件：连接后打开打印机设置，选择“固件更新”。更新期间让打印机接着充电器或电源，手机保持在一米以内，直到它自动重启；更新过程中不要关机。',
      'zh-hk':
        '帶藍牙或 Wi-Fi 的打印機可透過 Labelwise App 更新韌體：連接後開啟打印機設定，選擇「韌體更新」。更新期間讓打印機接着充電器或電源，手機保持在一米以內，直到它自動重新啟動；更新過程中不要關機。',
      'de-de':
        'Drucker mit Bluetooth oder WLAN erhalten Firmware-Updates über die Labelwise-App: Verbinden, die Druckereinstellungen öffnen und „Firmware-Update“ wählen. Lassen Sie den Drucker am Ladegerät oder Netz und das Telefon höchstens einen Meter entfernt, bis er von selbst neu startet; schalten Sie ihn währenddessen nicht aus.',
      'fr-fr':
        'Les imprimantes Bluetooth ou Wi-Fi reçoivent leurs mises à jour de micrologiciel par l’appli Labelwise : connectez-vous, ouvrez les réglages de l’imprimante et choisissez Mise à jour du micrologiciel. Laissez l’imprimante sur le chargeur ou le secteur et le téléphone à moins d’un mètre jusqu’à ce qu’elle redémarre seule ; ne l’éteignez pas pendant la mise à jour.',
      'es-es':
        'Las impresoras con Bluetooth o wifi reciben el firmware desde la app Labelwise: conéctese, abra los ajustes de la impresora y elija Actualizar firmware. Deje la impresora en el cargador o la red y el móvil a menos de un metro hasta que se reinicie sola; no la apague durante la actualización.',
    },
  },
} as const satisfies Record<string, Readonly<{ title: Texts; body: Texts }>>;

export type DoctorStepId = keyof typeof DOCTOR_STEP_TEXTS;
