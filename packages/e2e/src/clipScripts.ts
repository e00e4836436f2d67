import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { Reel } from './reel.js';

/** A clip: its id (the file name under the site's `public/media/videos/`), its screen, and what it does. */
export interface ClipScript {
  readonly id: string;
  readonly phone: boolean;
  readonly run: (reel: Reel) => Promise<void>;
}

const settle = async (reel: Reel) => {
  await reel.page.waitForLoadState('networkidle').catch(() => undefined);
  await reel.page.evaluate(() => document.fonts.ready);
};

const findDriver: ClipScript = {
  id: 'site-find-driver',
  phone: false,
  run: async (reel) => {
    const { page } = reel;
    await page.goto('/printers');
    await settle(reel);
    reel.say({
      'en-us': 'Drivers and manuals: type the model number from the label under your printer.',
      'zh-cn': '驱动和手册：输入打印机底部标签上的型号。',
      'zh-hk': '驅動程式和手冊：輸入打印機底部標籤上的型號。',
      'de-de': 'Treiber und Handbücher: Geben Sie die Modellnummer vom Etikett unter dem Drucker ein.',
      'fr-fr': 'Pilotes et manuels : saisissez le numéro de modèle inscrit sous l’imprimante.',
      'es-es': 'Controladores y manuales: escriba el número de modelo de la etiqueta bajo la impresora.',
    });
    await reel.hold(1.5);
    await reel.type(page.getByRole('searchbox', { name: 'Search by model' }), 'pm241');
    await reel.hold(1);
    reel.say({
      'en-us': 'Dashes and spaces are optional: “pm241” finds the PM-241-BT and its kin. Choose yours.',
      'zh-cn': '短横线和空格可省略：输入“pm241”即可找到 PM-241-BT 及相近型号，选择您的型号。',
      'zh-hk': '短橫線和空格可省略：輸入「pm241」即可找到 PM-241-BT 及相近型號，選擇您的型號。',
      'de-de':
        'Bindestriche und Leerzeichen sind optional: „pm241“ findet den PM-241-BT und ähnliche Modelle. Wählen Sie Ihres.',
      'fr-fr':
        'Tirets et espaces sont facultatifs : « pm241 » trouve la PM-241-BT et les modèles voisins. Choisissez le vôtre.',
      'es-es': 'Guiones y espacios son opcionales: «pm241» encuentra la PM-241-BT y modelos afines. Elija el suyo.',
    });
    await reel.hold(1.5);
    await reel.click(page.getByRole('button', { name: 'PM-241-BT · Phomemo' }));
    await page.getByRole('table', { name: /^Drivers for/ }).waitFor();
    await settle(reel);
    await reel.hold(1);
    await reel.scroll(420);
    const table = page.getByRole('table', { name: /^Drivers for/ });
    await reel.pointAt(table.locator('[id$="-sha256"]').first());
    reel.say({
      'en-us': 'Each driver lists its system, version, date and size, and the SHA-256 checksum of the file.',
      'zh-cn': '每个驱动都列出适用系统、版本、日期、大小，以及文件的 SHA-256 校验值。',
      'zh-hk': '每個驅動程式都列出適用系統、版本、日期、大小，以及檔案的 SHA-256 校驗值。',
      'de-de': 'Jeder Treiber nennt System, Version, Datum und Größe sowie die SHA-256-Prüfsumme der Datei.',
      'fr-fr': 'Chaque pilote indique son système, sa version, sa date, sa taille et la somme SHA-256 du fichier.',
      'es-es': 'Cada controlador indica su sistema, versión, fecha y tamaño, y la suma SHA-256 del archivo.',
    });
    await reel.hold(3.5);
    await reel.poster();
    await reel.pointAt(table.getByRole('link', { name: /^Download/ }).first());
    reel.say({
      'en-us': 'Download the installer; older versions and release notes are listed with it.',
      'zh-cn': '下载安装程序；旧版本和更新说明也一并列出。',
      'zh-hk': '下載安裝程式；舊版本和更新說明也一併列出。',
      'de-de': 'Laden Sie das Installationsprogramm herunter; ältere Versionen und Versionshinweise stehen dabei.',
      'fr-fr':
        'Téléchargez le programme d’installation ; les anciennes versions et les notes de version sont listées avec.',
      'es-es': 'Descargue el instalador; las versiones anteriores y las notas de la versión aparecen junto a él.',
    });
    await reel.hold(3.5);
  },
};

const chart: ClipScript = {
  id: 'site-chart',
  phone: false,
  run: async (reel) => {
    const { page } = reel;
    await page.goto('/chart');
    await settle(reel);
    reel.say({
      'en-us': 'The compatibility chart: choose your system and processor.',
      'zh-cn': '兼容性列表：选择您的操作系统和处理器。',
      'zh-hk': '兼容性列表：選擇您的作業系統和處理器。',
      'de-de': 'Die Kompatibilitätstabelle: Wählen Sie Ihr System und Ihren Prozessor.',
      'fr-fr': 'Le tableau de compatibilité : choisissez votre système et votre processeur.',
      'es-es': 'La tabla de compatibilidad: elija su sistema y su procesador.',
    });
    await reel.hold(2);
    const system = page.getByRole('combobox', { name: 'System' });
    await reel.choose(system, { label: 'macOS 15 Sequoia' });
    await settle(reel);
    await reel.hold(1);
    const cpu = page.getByRole('combobox', { name: 'Processor' });
    await reel.choose(cpu, { label: 'Apple silicon' });
    await settle(reel);
    await reel.hold(1);
    reel.say({
      'en-us': 'Narrow it to Bluetooth printers: the address keeps the filters, so the view can be shared.',
      'zh-cn': '再筛选蓝牙打印机：筛选条件保存在网址中，可以直接分享。',
      'zh-hk': '再篩選藍牙打印機：篩選條件保存在網址中，可以直接分享。',
      'de-de': 'Auf Bluetooth-Drucker eingrenzen: Die Adresse behält die Filter, die Ansicht lässt sich teilen.',
      'fr-fr': 'Limitez aux imprimantes Bluetooth : l’adresse garde les filtres, la vue peut être partagée.',
      'es-es': 'Limite a impresoras Bluetooth: la dirección guarda los filtros y la vista se puede compartir.',
    });
    const conn = page.getByRole('combobox', { name: 'Connection' });
    await reel.choose(conn, 'bluetooth');
    await page.waitForURL((u) => u.search.includes('conn=bluetooth'));
    await settle(reel);
    await reel.hold(2.5);
    reel.say({
      'en-us': 'Each cell says verified, with the date, or expected to work, or not supported.',
      'zh-cn': '每一格注明：已验证（附日期）、预计可用或不支持。',
      'zh-hk': '每一格註明：已驗證（附日期）、預計可用或不支援。',
      'de-de': 'Jede Zelle sagt: geprüft, mit Datum, voraussichtlich funktionsfähig oder nicht unterstützt.',
      'fr-fr': 'Chaque case indique : vérifié, avec la date, devrait fonctionner, ou non pris en charge.',
      'es-es': 'Cada celda indica: verificado, con la fecha, debería funcionar o no compatible.',
    });
    await reel.scroll(260);
    await reel.hold(3);
    await reel.poster();
    const row = page.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: 'PM-241-BT' }) });
    reel.say({
      'en-us': 'Every row links to the printer’s setup guide and to its drivers for that system.',
      'zh-cn': '每一行都链接到该打印机的设置指南和适用于该系统的驱动。',
      'zh-hk': '每一行都連結到該打印機的設定指南和適用於該系統的驅動程式。',
      'de-de': 'Jede Zeile führt zur Einrichtungsanleitung des Druckers und zu seinen Treibern für dieses System.',
      'fr-fr': 'Chaque ligne mène au guide d’installation de l’imprimante et à ses pilotes pour ce système.',
      'es-es': 'Cada fila enlaza con la guía de configuración de la impresora y sus controladores para ese sistema.',
    });
    await reel.click(row.getByRole('link', { name: /^Drivers/ }));
    await page.getByRole('table', { name: /^Drivers for/ }).waitFor();
    await settle(reel);
    await reel.hold(3.5);
  },
};

const doctor: ClipScript = {
  id: 'site-doctor',
  phone: false,
  run: async (reel) => {
    const { page } = reel;
    await page.goto('/doctor');
    await settle(reel);
    reel.say({
      'en-us': 'The printer doctor: tell it your printer, the problem and what you print from.',
      'zh-cn': '打印机诊断：告诉它您的打印机、问题以及从哪里打印。',
      'zh-hk': '打印機診斷：告訴它您的打印機、問題以及從哪裡列印。',
      'de-de': 'Der Drucker-Doktor: Nennen Sie Drucker, Problem und das System, von dem Sie drucken.',
      'fr-fr': 'Le docteur imprimante : indiquez votre imprimante, le problème et depuis quoi vous imprimez.',
      'es-es': 'El doctor de impresoras: indique su impresora, el problema y desde dónde imprime.',
    });
    await reel.hold(1.5);
    await reel.type(page.getByRole('searchbox', { name: 'Search for your model' }), 'D520');
    await reel.hold(0.5);
    await reel.click(page.getByRole('button', { name: 'Phomemo D520BT' }));
    await reel.hold(0.5);
    await reel.click(page.getByRole('button', { name: 'Labels come out blank' }));
    await reel.hold(0.5);
    await reel.click(page.getByRole('button', { name: 'macOS' }));
    await reel.hold(0.5);
    await reel.click(page.getByRole('button', { name: 'Show the first step' }));
    await page.getByTestId('doctor-step').waitFor();
    await settle(reel);
    reel.say({
      'en-us': 'It shows one fix at a time, in the order most likely to help a D520BT on a Mac.',
      'zh-cn': '它一次只给出一个解决步骤，按最可能帮到 Mac 上 D520BT 的顺序排列。',
      'zh-hk': '它一次只給出一個解決步驟，按最可能幫到 Mac 上 D520BT 的次序排列。',
      'de-de': 'Er zeigt eine Lösung nach der anderen, in der Reihenfolge, die einem D520BT am Mac am ehesten hilft.',
      'fr-fr': 'Il propose une solution à la fois, dans l’ordre le plus utile pour une D520BT sur Mac.',
      'es-es': 'Muestra una solución cada vez, en el orden que más ayuda a una D520BT en un Mac.',
    });
    await reel.hold(3.5);
    await reel.poster();
    reel.say({
      'en-us': 'Not fixed? “No, next step” moves on to the next cause.',
      'zh-cn': '还没解决？点“没有，下一步”查看下一个可能的原因。',
      'zh-hk': '還未解決？按「沒有，下一步」查看下一個可能的原因。',
      'de-de': 'Nicht behoben? „Nein, nächster Schritt“ geht zur nächsten Ursache.',
      'fr-fr': 'Pas résolu ? « Non, étape suivante » passe à la cause suivante.',
      'es-es': '¿No se ha resuelto? «No, siguiente paso» pasa a la siguiente causa.',
    });
    await reel.click(page.getByRole('button', { name: 'No, next step' }));
    await settle(reel);
    await reel.hold(3);
    reel.say({
      'en-us': 'When a step works, the doctor notes what fixed it, so you know what to check next time.',
      'zh-cn': '某一步奏效后，诊断会记下是什么解决了问题，下次就知道先检查哪里。',
      'zh-hk': '某一步奏效後，診斷會記下是甚麼解決了問題，下次就知道先檢查哪裡。',
      'de-de': 'Hilft ein Schritt, hält der Doktor fest, was es behoben hat, damit Sie wissen, was Sie zuerst prüfen.',
      'fr-fr':
        'Quand une étape marche, le docteur note ce qui a réglé le problème, pour savoir quoi vérifier la prochaine fois.',
      'es-es': 'Cuando un paso funciona, el doctor anota qué lo solucionó, para saber qué revisar la próxima vez.',
    });
    await reel.click(page.getByRole('button', { name: 'Yes, it works' }));
    await settle(reel);
    await reel.hold(4);
  },
};

/** A Letter page with one 4×6 label drawn off-centre, as a marketplace hands it out; it says it is a sample. */
async function samplePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  const body = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  const [x, y, w, h] = [60, 300, 288, 432];
  page.drawRectangle({ x, y, width: w, height: h, borderColor: rgb(0, 0, 0), borderWidth: 2 });
  page.drawText('SAMPLE LABEL', { x: x + 16, y: y + h - 36, size: 20, font });
  page.drawText('Made for the Label PDF tool video', { x: x + 16, y: y + h - 58, size: 10, font: body });
  for (let i = 0; i < 26; i++) {
    page.drawRectangle({ x: x + 24 + i * 9, y: y + 120, width: i % 3 === 0 ? 5 : 3, height: 80, color: rgb(0, 0, 0) });
  }
  page.drawText('Letter page, label in one corner', { x: 380, y: 700, size: 10, font: body });
  return Buffer.from(await doc.save());
}

const labelPdf: ClipScript = {
  id: 'site-label-pdf',
  phone: false,
  run: async (reel) => {
    const { page } = reel;
    await page.goto('/tools/label-pdf');
    await settle(reel);
    reel.say({
      'en-us': 'Crop shipping labels to 4×6: the PDF is read in the browser and never uploaded.',
      'zh-cn': '将面单裁切为 4×6：PDF 只在浏览器中读取，不会上传。',
      'zh-hk': '將運單裁切為 4×6：PDF 只在瀏覽器中讀取，不會上載。',
      'de-de': 'Versandetiketten auf 4×6 zuschneiden: Das PDF wird im Browser gelesen und nie hochgeladen.',
      'fr-fr': 'Recadrer les étiquettes en 4×6 : le PDF est lu dans le navigateur, jamais téléversé.',
      'es-es': 'Recortar etiquetas a 4×6: el PDF se lee en el navegador y nunca se sube.',
    });
    await reel.hold(3);
    reel.say({
      'en-us': 'Choose the PDF from the carrier or marketplace, here a Letter page with one label.',
      'zh-cn': '选择承运商或电商平台提供的 PDF，这里是一张带一个面单的 Letter 页面。',
      'zh-hk': '選擇速遞公司或網店平台提供的 PDF，這裡是一張帶一個運單的 Letter 頁面。',
      'de-de': 'Wählen Sie das PDF des Versanddienstes oder Marktplatzes, hier eine Letter-Seite mit einem Etikett.',
      'fr-fr': 'Choisissez le PDF du transporteur ou de la place de marché, ici une page Letter avec une étiquette.',
      'es-es': 'Elija el PDF del transportista o del marketplace, aquí una página Letter con una etiqueta.',
    });
    const button = page.getByRole('button', { name: 'Choose a PDF' });
    const chooser = page.waitForEvent('filechooser');
    await reel.click(button);
    await (
      await chooser
    ).setFiles({ name: 'shipping-label.pdf', mimeType: 'application/pdf', buffer: await samplePdf() });
    await page.getByRole('heading', { name: /1 label becomes 1 page of 4×6 in/ }).waitFor();
    await settle(reel);
    await reel.hold(1);
    reel.say({
      'en-us': 'The tool finds the label on the page and shows the 4×6 page it will make.',
      'zh-cn': '工具会在页面上找到面单，并显示将生成的 4×6 页面。',
      'zh-hk': '工具會在頁面上找到運單，並顯示將生成的 4×6 頁面。',
      'de-de': 'Das Werkzeug findet das Etikett auf der Seite und zeigt die 4×6-Seite, die es erstellt.',
      'fr-fr': 'L’outil repère l’étiquette sur la page et montre la page 4×6 qu’il va créer.',
      'es-es': 'La herramienta encuentra la etiqueta en la página y muestra la página 4×6 que creará.',
    });
    await reel.pointAt(page.getByRole('heading', { name: /1 label becomes/ }));
    await reel.scroll(300);
    await reel.hold(3);
    await reel.poster();
    reel.say({
      'en-us': '“Make the PDF” saves one label a page at exactly 4×6 in; print it at 100 %.',
      'zh-cn': '点“生成 PDF”，每页一个面单，尺寸正好 4×6 英寸；按 100% 比例打印。',
      'zh-hk': '按「生成 PDF」，每頁一個運單，尺寸正好 4×6 吋；按 100% 比例列印。',
      'de-de': '„PDF erstellen“ speichert ein Etikett je Seite in genau 4×6 Zoll; drucken Sie mit 100 %.',
      'fr-fr': '« Créer le PDF » enregistre une étiquette par page, exactement en 4×6 po ; imprimez à 100 %.',
      'es-es': '«Crear el PDF» guarda una etiqueta por página, exactamente de 4×6 in; imprímala al 100 %.',
    });
    const download = page.waitForEvent('download');
    await reel.click(page.getByRole('button', { name: 'Make the PDF' }));
    await download;
    await settle(reel);
    await reel.hold(3.5);
  },
};

const doctorPhone: ClipScript = {
  id: 'site-doctor-phone',
  phone: true,
  run: async (reel) => {
    const { page } = reel;
    await page.goto('/doctor/bluetooth-pairing');
    await settle(reel);
    reel.say({
      'en-us': 'Printer won’t pair? Open the printer doctor on your phone.',
      'zh-cn': '打印机配对不上？在手机上打开打印机诊断。',
      'zh-hk': '打印機配對不上？在手機上打開打印機診斷。',
      'de-de': 'Drucker lässt sich nicht koppeln? Öffnen Sie den Drucker-Doktor auf dem Smartphone.',
      'fr-fr': 'L’imprimante ne s’associe pas ? Ouvrez le docteur imprimante sur votre téléphone.',
      'es-es': '¿La impresora no se empareja? Abra el doctor de impresoras en el móvil.',
    });
    await reel.hold(3);
    await reel.poster();
    reel.say({
      'en-us': 'Each step is one thing to try; answer whether it worked.',
      'zh-cn': '每一步只需尝试一件事，然后回答是否有效。',
      'zh-hk': '每一步只需嘗試一件事，然後回答是否有效。',
      'de-de': 'Jeder Schritt ist eine Sache zum Ausprobieren; sagen Sie, ob es geholfen hat.',
      'fr-fr': 'Chaque étape est une chose à essayer ; dites si cela a marché.',
      'es-es': 'Cada paso es una cosa que probar; indique si ha funcionado.',
    });
    await reel.scroll(320);
    await reel.hold(2.5);
    await reel.click(page.getByRole('button', { name: 'No, next step' }));
    await settle(reel);
    await page.evaluate(() => window.scrollTo(0, 0));
    reel.say({
      'en-us': 'Not yet? The next step tries the next most likely cause.',
      'zh-cn': '还不行？下一步会检查下一个最可能的原因。',
      'zh-hk': '還不行？下一步會檢查下一個最可能的原因。',
      'de-de': 'Noch nicht? Der nächste Schritt prüft die nächstwahrscheinliche Ursache.',
      'fr-fr': 'Toujours pas ? L’étape suivante essaie la cause la plus probable après.',
      'es-es': '¿Todavía no? El siguiente paso prueba la siguiente causa más probable.',
    });
    await reel.hold(3);
    await reel.scroll(320);
    await reel.hold(2);
  },
};

export const clipScripts: readonly ClipScript[] = [findDriver, chart, doctor, labelPdf, doctorPhone];
