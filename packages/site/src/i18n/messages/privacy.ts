import { defineArea } from '../define';
import { sharedTexts } from './shared';

/**
 * Privacy & Compliance (/privacy), in every locale: a visitor who chooses a language there reads it in that language.
 * The statements describe what this site and packages/api actually do; have them reviewed before launch.
 */
export const privacy = defineArea('site.privacy', {
  title: sharedTexts.privacyCompliance,
  lastUpdated: {
    'en-us': 'Last updated {date}',
    'zh-cn': '最近更新：{date}',
    'zh-hk': '最近更新：{date}',
    'de-de': 'Zuletzt aktualisiert am {date}',
    'fr-fr': 'Dernière mise à jour : {date}',
    'es-es': 'Última actualización: {date}',
  },
  intro: {
    'en-us':
      'This page explains what information the Labelwise website collects, why, how long we keep it and what you can ask us to do with it. The website needs no account and sets no advertising or analytics cookies.',
    'zh-cn':
      '本页说明 Labelwise 网站收集哪些信息、收集原因、保存期限，以及您可以要求我们如何处理这些信息。使用本网站无需注册账户，网站也不设置任何广告或分析类 Cookie。',
    'zh-hk':
      '本頁說明 Labelwise 網站收集哪些資料、收集原因、保存期限，以及您可以要求我們如何處理這些資料。使用本網站無需註冊帳戶，網站亦不設置任何廣告或分析類 Cookie。',
    'de-de':
      'Diese Seite erklärt, welche Daten die Labelwise-Website erhebt, warum, wie lange wir sie aufbewahren und was Sie von uns verlangen können. Die Website braucht kein Konto und setzt keine Werbe- oder Analyse-Cookies.',
    'fr-fr':
      'Cette page explique quelles informations le site Labelwise collecte, pourquoi, combien de temps nous les conservons et ce que vous pouvez nous demander d’en faire. Le site ne demande aucun compte et ne dépose aucun cookie publicitaire ou de mesure d’audience.',
    'es-es':
      'Esta página explica qué información recoge el sitio web de Labelwise, por qué, cuánto tiempo la conservamos y qué puede pedirnos que hagamos con ella. El sitio no necesita cuenta y no instala cookies publicitarias ni de analítica.',
  },
  collectTitle: {
    'en-us': 'What we collect',
    'zh-cn': '我们收集的信息',
    'zh-hk': '我們收集的資料',
    'de-de': 'Was wir erheben',
    'fr-fr': 'Ce que nous collectons',
    'es-es': 'Qué recogemos',
  },
  collectContact: {
    'en-us':
      'Contact form: your name, email address, optional phone number, your message, the role you choose under “I am” and the operating system under “I am using”. With each message we also store the IP address and browser user agent it was sent from, to detect spam and abuse.',
    'zh-cn':
      '联系表单：您的姓名、电子邮箱、选填的电话号码、留言内容，以及您在“我是”中选择的身份和在“我使用的系统”中选择的操作系统。每条留言还会保存发送时的 IP 地址和浏览器用户代理，用于识别垃圾信息和滥用行为。',
    'zh-hk':
      '聯絡表格：您的姓名、電郵地址、選填的電話號碼、留言內容，以及您在「我是」中選擇的身份和在「我使用的系統」中選擇的作業系統。每則留言亦會保存發送時的 IP 位址和瀏覽器用戶代理，用於識別垃圾訊息和濫用行為。',
    'de-de':
      'Kontaktformular: Ihr Name, Ihre E-Mail-Adresse, optional Ihre Telefonnummer, Ihre Nachricht, die unter „Ich bin“ gewählte Rolle und das unter „Ich verwende“ gewählte Betriebssystem. Zu jeder Nachricht speichern wir außerdem die IP-Adresse und den User-Agent des Browsers, von dem sie gesendet wurde, um Spam und Missbrauch zu erkennen.',
    'fr-fr':
      'Formulaire de contact : votre nom, votre adresse e-mail, votre numéro de téléphone (facultatif), votre message, le profil choisi sous « Je suis » et le système choisi sous « J’utilise ». Avec chaque message, nous enregistrons aussi l’adresse IP et l’agent utilisateur du navigateur d’où il a été envoyé, afin de détecter le spam et les abus.',
    'es-es':
      'Formulario de contacto: su nombre, correo electrónico, teléfono (opcional), su mensaje, el perfil que elija en «Soy» y el sistema que elija en «Uso». Con cada mensaje guardamos también la dirección IP y el agente de usuario del navegador desde el que se envió, para detectar spam y abusos.',
  },
  collectLogs: {
    'en-us':
      'Server logs: when you load a page or download a file, our servers record the time, the address requested, your IP address and your browser user agent. We use these logs to keep the service secure and working.',
    'zh-cn':
      '服务器日志：当您加载页面或下载文件时，我们的服务器会记录时间、请求的地址、您的 IP 地址和浏览器用户代理。这些日志用于保障服务的安全和正常运行。',
    'zh-hk':
      '伺服器日誌：當您載入頁面或下載檔案時，我們的伺服器會記錄時間、請求的位址、您的 IP 位址和瀏覽器用戶代理。這些日誌用於保障服務的安全和正常運作。',
    'de-de':
      'Server-Protokolle: Wenn Sie eine Seite laden oder eine Datei herunterladen, zeichnen unsere Server die Uhrzeit, die angefragte Adresse, Ihre IP-Adresse und den User-Agent Ihres Browsers auf. Wir nutzen diese Protokolle, um den Dienst sicher und funktionsfähig zu halten.',
    'fr-fr':
      'Journaux serveur : lorsque vous chargez une page ou téléchargez un fichier, nos serveurs enregistrent l’heure, l’adresse demandée, votre adresse IP et l’agent utilisateur de votre navigateur. Ces journaux servent à garder le service sûr et en état de marche.',
    'es-es':
      'Registros del servidor: cuando carga una página o descarga un archivo, nuestros servidores registran la hora, la dirección solicitada, su dirección IP y el agente de usuario de su navegador. Usamos estos registros para mantener el servicio seguro y en funcionamiento.',
  },
  collectVitals: {
    'en-us':
      'Performance measurements: on about one page view in four, your browser reports how quickly the page appeared and responded (the Core Web Vitals LCP, CLS and INP), with the page’s route without any query or anchor, the site language, how the page was reached (for example a reload) and a device class (phone, tablet or desktop) worked out from the window width. The report carries no identifier and sets no cookie, and we do not store your IP address with it. We use these figures only to find and fix slow pages.',
    'zh-cn':
      '性能测量：大约每四次页面访问中有一次，您的浏览器会向我们报告页面显示和响应的速度（核心网页指标 LCP、CLS 和 INP），同时报告不含查询参数和锚点的页面路径、网站语言、页面的打开方式（例如刷新）以及根据窗口宽度判断的设备类别（手机、平板或桌面）。报告不含任何标识符，不设置 Cookie，我们也不会将您的 IP 地址与之一起保存。这些数据仅用于发现并改进加载缓慢的页面。',
    'zh-hk':
      '效能量度：大約每四次頁面瀏覽中有一次，您的瀏覽器會向我們報告頁面顯示和回應的速度（核心網頁指標 LCP、CLS 和 INP），同時報告不含查詢參數和錨點的頁面路徑、網站語言、頁面的開啟方式（例如重新載入）以及根據視窗寬度判斷的裝置類別（手機、平板或桌面）。報告不含任何識別碼，不設置 Cookie，我們亦不會將您的 IP 位址與之一併保存。這些數據僅用於找出並改善載入緩慢的頁面。',
    'de-de':
      'Leistungsmessung: Bei etwa jedem vierten Seitenaufruf meldet Ihr Browser, wie schnell die Seite erschien und reagierte (die Core Web Vitals LCP, CLS und INP), zusammen mit dem Seitenpfad ohne Parameter und Anker, der Sprache der Website, der Art des Aufrufs (zum Beispiel Neuladen) und einer aus der Fensterbreite ermittelten Geräteklasse (Smartphone, Tablet oder Desktop). Die Meldung enthält keine Kennung und setzt kein Cookie, und wir speichern Ihre IP-Adresse nicht dazu. Wir nutzen diese Werte nur, um langsame Seiten zu finden und zu verbessern.',
    'fr-fr':
      'Mesures de performance : environ une page vue sur quatre, votre navigateur nous indique la rapidité d’affichage et de réaction de la page (les Core Web Vitals LCP, CLS et INP), avec le chemin de la page sans paramètres ni ancre, la langue du site, la façon dont la page a été ouverte (par exemple un rechargement) et une catégorie d’appareil (téléphone, tablette ou ordinateur) déduite de la largeur de la fenêtre. Ce rapport ne contient aucun identifiant, ne dépose aucun cookie et nous ne conservons pas votre adresse IP avec lui. Nous utilisons ces chiffres uniquement pour repérer et corriger les pages lentes.',
    'es-es':
      'Mediciones de rendimiento: en aproximadamente una de cada cuatro visitas a una página, su navegador nos informa de la rapidez con que la página apareció y respondió (las Core Web Vitals LCP, CLS e INP), junto con la ruta de la página sin parámetros ni anclas, el idioma del sitio, cómo se llegó a la página (por ejemplo, al recargarla) y un tipo de dispositivo (móvil, tableta u ordenador) deducido del ancho de la ventana. El informe no lleva ningún identificador ni instala cookies, y no guardamos su dirección IP con él. Usamos estas cifras solo para encontrar y corregir páginas lentas.',
  },
  collectStorage: {
    'en-us':
      'Local storage: when you choose a language, your browser stores the choice under systemLanguageCode so that the site opens in that language next time. It never leaves your device.',
    'zh-cn':
      '本地存储：当您选择语言时，浏览器会将选择保存在 systemLanguageCode 中，以便下次以该语言打开网站。该信息不会离开您的设备。',
    'zh-hk':
      '本地儲存：當您選擇語言時，瀏覽器會將選擇保存在 systemLanguageCode 中，以便下次以該語言開啟網站。該資料不會離開您的裝置。',
    'de-de':
      'Lokaler Speicher: Wenn Sie eine Sprache wählen, speichert Ihr Browser die Wahl unter systemLanguageCode, damit die Website beim nächsten Mal in dieser Sprache öffnet. Diese Angabe verlässt Ihr Gerät nie.',
    'fr-fr':
      'Stockage local : lorsque vous choisissez une langue, votre navigateur enregistre ce choix sous systemLanguageCode pour que le site s’ouvre dans cette langue la prochaine fois. Cette information ne quitte jamais votre appareil.',
    'es-es':
      'Almacenamiento local: cuando elige un idioma, su navegador guarda la elección en systemLanguageCode para que el sitio se abra en ese idioma la próxima vez. Nunca sale de su dispositivo.',
  },
  collectShip: {
    'en-us':
      'Ship button: when you click Ship, the shipping service opens in a new tab and your browser sends that service a usage event containing the event name, the system type (Web), the site language, your browser user agent and device type. It contains no name, email or account information. The shipping service’s own privacy policy applies to anything you do on its site.',
    'zh-cn':
      '“发货”按钮：点击“发货”后，物流服务会在新标签页中打开，您的浏览器会向该服务发送一条使用事件，其中包含事件名称、系统类型（Web）、网站语言、浏览器用户代理和设备类型，不含姓名、电子邮箱或账户信息。您在该网站上的一切操作均适用该物流服务自己的隐私政策。',
    'zh-hk':
      '「發貨」按鈕：按下「發貨」後，物流服務會在新分頁中開啟，您的瀏覽器會向該服務發送一項使用事件，其中包含事件名稱、系統類型（Web）、網站語言、瀏覽器用戶代理和裝置類型，不含姓名、電郵或帳戶資料。您在該網站上的一切操作均適用該物流服務本身的私隱政策。',
    'de-de':
      'Versand-Schaltfläche: Wenn Sie auf „Versand“ klicken, öffnet sich der Versanddienst in einem neuen Tab, und Ihr Browser sendet diesem Dienst ein Nutzungsereignis mit dem Ereignisnamen, dem Systemtyp (Web), der Sprache der Website, dem User-Agent Ihres Browsers und dem Gerätetyp. Es enthält keinen Namen, keine E-Mail-Adresse und keine Kontodaten. Für alles, was Sie auf dessen Website tun, gilt die Datenschutzerklärung des Versanddienstes.',
    'fr-fr':
      'Bouton Expédier : lorsque vous cliquez sur Expédier, le service d’expédition s’ouvre dans un nouvel onglet et votre navigateur lui envoie un événement d’utilisation contenant le nom de l’événement, le type de système (Web), la langue du site, l’agent utilisateur de votre navigateur et le type d’appareil. Il ne contient ni nom, ni e-mail, ni information de compte. La politique de confidentialité du service d’expédition s’applique à tout ce que vous faites sur son site.',
    'es-es':
      'Botón Enviar: al pulsar Enviar, el servicio de envíos se abre en una pestaña nueva y su navegador le envía un evento de uso con el nombre del evento, el tipo de sistema (Web), el idioma del sitio, el agente de usuario de su navegador y el tipo de dispositivo. No contiene nombre, correo electrónico ni datos de cuenta. A todo lo que haga en su sitio se aplica la política de privacidad del servicio de envíos.',
  },
  useTitle: {
    'en-us': 'How we use it',
    'zh-cn': '我们如何使用这些信息',
    'zh-hk': '我們如何使用這些資料',
    'de-de': 'Wie wir die Daten nutzen',
    'fr-fr': 'Comment nous les utilisons',
    'es-es': 'Cómo la usamos',
  },
  useBody: {
    'en-us':
      'We use contact details only to answer your message and follow up on the problem you reported. We do not sell personal information, and we do not use it for advertising.',
    'zh-cn': '联系信息仅用于回复您的留言并跟进您反馈的问题。我们不会出售个人信息，也不会将其用于广告。',
    'zh-hk': '聯絡資料僅用於回覆您的留言並跟進您反映的問題。我們不會出售個人資料，亦不會將其用於廣告。',
    'de-de':
      'Kontaktdaten nutzen wir nur, um Ihre Nachricht zu beantworten und dem gemeldeten Problem nachzugehen. Wir verkaufen keine personenbezogenen Daten und nutzen sie nicht für Werbung.',
    'fr-fr':
      'Nous utilisons vos coordonnées uniquement pour répondre à votre message et assurer le suivi du problème signalé. Nous ne vendons pas de données personnelles et ne les utilisons pas à des fins publicitaires.',
    'es-es':
      'Usamos los datos de contacto solo para responder a su mensaje y hacer el seguimiento del problema que nos indicó. No vendemos información personal ni la usamos para publicidad.',
  },
  retentionTitle: {
    'en-us': 'How long we keep it',
    'zh-cn': '保存期限',
    'zh-hk': '保存期限',
    'de-de': 'Wie lange wir die Daten aufbewahren',
    'fr-fr': 'Durée de conservation',
    'es-es': 'Cuánto tiempo la conservamos',
  },
  retentionBody: {
    'en-us':
      'Contact messages are kept while we handle your request and deleted within 24 months of our last reply. Server logs are kept for up to 90 days.',
    'zh-cn': '联系留言在我们处理您的请求期间保留，并在最后一次回复后 24 个月内删除。服务器日志最多保留 90 天。',
    'zh-hk': '聯絡留言在我們處理您的要求期間保留，並在最後一次回覆後 24 個月內刪除。伺服器日誌最多保留 90 日。',
    'de-de':
      'Kontaktnachrichten bewahren wir auf, solange wir Ihr Anliegen bearbeiten, und löschen sie innerhalb von 24 Monaten nach unserer letzten Antwort. Server-Protokolle werden bis zu 90 Tage aufbewahrt.',
    'fr-fr':
      'Les messages de contact sont conservés le temps de traiter votre demande et supprimés dans les 24 mois suivant notre dernière réponse. Les journaux serveur sont conservés 90 jours au plus.',
    'es-es':
      'Los mensajes de contacto se conservan mientras atendemos su solicitud y se eliminan en un plazo de 24 meses desde nuestra última respuesta. Los registros del servidor se conservan un máximo de 90 días.',
  },
  sharingTitle: {
    'en-us': 'Who we share it with',
    'zh-cn': '我们与谁共享',
    'zh-hk': '我們與誰分享',
    'de-de': 'An wen wir Daten weitergeben',
    'fr-fr': 'Avec qui nous les partageons',
    'es-es': 'Con quién la compartimos',
  },
  sharingBody: {
    'en-us':
      'Our hosting and email providers process data on our behalf under contracts that require them to protect it. If your question is about a partner brand’s printer, we share your message with that manufacturer only if you ask us to.',
    'zh-cn':
      '我们的托管和电子邮件服务商根据要求其保护数据的合同代表我们处理数据。如果您的问题涉及合作品牌的打印机，只有在您要求时，我们才会将留言转给该制造商。',
    'zh-hk':
      '我們的寄存和電郵服務供應商根據要求其保護資料的合約代表我們處理資料。如果您的問題涉及合作品牌的打印機，只有在您要求時，我們才會將留言轉交該製造商。',
    'de-de':
      'Unsere Hosting- und E-Mail-Anbieter verarbeiten Daten in unserem Auftrag und sind vertraglich verpflichtet, sie zu schützen. Betrifft Ihre Frage den Drucker einer Partnermarke, geben wir Ihre Nachricht nur auf Ihren Wunsch an diesen Hersteller weiter.',
    'fr-fr':
      'Nos hébergeurs et prestataires de messagerie traitent les données pour notre compte, sous des contrats qui les obligent à les protéger. Si votre question porte sur l’imprimante d’une marque partenaire, nous ne transmettons votre message à ce fabricant que si vous nous le demandez.',
    'es-es':
      'Nuestros proveedores de alojamiento y correo tratan los datos en nuestro nombre con contratos que les obligan a protegerlos. Si su consulta trata de la impresora de una marca asociada, solo compartimos su mensaje con ese fabricante si usted nos lo pide.',
  },
  rightsTitle: {
    'en-us': 'Your rights',
    'zh-cn': '您的权利',
    'zh-hk': '您的權利',
    'de-de': 'Ihre Rechte',
    'fr-fr': 'Vos droits',
    'es-es': 'Sus derechos',
  },
  rightsBody: {
    'en-us':
      'Depending on where you live, including under the EU and UK GDPR and the California Consumer Privacy Act, you can ask for a copy of your information, its correction or deletion, or object to how we use it. Send your request through the contact form and start your message with “Privacy request”; we answer within 30 days.',
    'zh-cn':
      '根据您所在地的法律（包括欧盟和英国 GDPR 以及《加州消费者隐私法》），您可以要求获取您的信息副本、更正或删除这些信息，或反对我们的使用方式。请通过联系表单提交请求，并在留言开头写上“Privacy request”；我们会在 30 天内答复。',
    'zh-hk':
      '根據您所在地的法律（包括歐盟和英國 GDPR 以及《加州消費者私隱法》），您可以要求取得您的資料副本、更正或刪除這些資料，或反對我們的使用方式。請透過聯絡表格提交要求，並在留言開頭寫上「Privacy request」；我們會在 30 日內答覆。',
    'de-de':
      'Je nach Wohnort, unter anderem nach der DSGVO der EU und des Vereinigten Königreichs und dem California Consumer Privacy Act, können Sie eine Kopie Ihrer Daten, deren Berichtigung oder Löschung verlangen oder der Nutzung widersprechen. Senden Sie Ihre Anfrage über das Kontaktformular und beginnen Sie die Nachricht mit „Privacy request“; wir antworten innerhalb von 30 Tagen.',
    'fr-fr':
      'Selon votre lieu de résidence, notamment en vertu du RGPD de l’UE et du Royaume-Uni et du California Consumer Privacy Act, vous pouvez demander une copie de vos informations, leur rectification ou leur suppression, ou vous opposer à leur utilisation. Envoyez votre demande via le formulaire de contact en commençant votre message par « Privacy request » ; nous répondons sous 30 jours.',
    'es-es':
      'Según dónde resida, incluido el RGPD de la UE y del Reino Unido y la California Consumer Privacy Act, puede pedir una copia de su información, su rectificación o eliminación, u oponerse a cómo la usamos. Envíe su solicitud mediante el formulario de contacto empezando el mensaje con «Privacy request»; respondemos en un plazo de 30 días.',
  },
  childrenTitle: {
    'en-us': 'Children',
    'zh-cn': '儿童',
    'zh-hk': '兒童',
    'de-de': 'Kinder',
    'fr-fr': 'Enfants',
    'es-es': 'Menores',
  },
  childrenBody: {
    'en-us': 'The website is not directed at children under 16, and we do not knowingly collect their information.',
    'zh-cn': '本网站不面向 16 岁以下的儿童，我们也不会在知情的情况下收集其信息。',
    'zh-hk': '本網站不以 16 歲以下兒童為對象，我們亦不會在知情的情況下收集其資料。',
    'de-de':
      'Die Website richtet sich nicht an Kinder unter 16 Jahren, und wir erheben wissentlich keine Daten von ihnen.',
    'fr-fr':
      'Le site ne s’adresse pas aux enfants de moins de 16 ans et nous ne collectons pas sciemment leurs informations.',
    'es-es': 'El sitio web no está dirigido a menores de 16 años y no recogemos a sabiendas su información.',
  },
  changesTitle: {
    'en-us': 'Changes to this page',
    'zh-cn': '本页的变更',
    'zh-hk': '本頁的變更',
    'de-de': 'Änderungen dieser Seite',
    'fr-fr': 'Modifications de cette page',
    'es-es': 'Cambios en esta página',
  },
  changesBody: {
    'en-us': 'When we change how we handle information, we update this page and the date at the top.',
    'zh-cn': '当我们改变信息处理方式时，会更新本页及顶部的日期。',
    'zh-hk': '當我們改變資料處理方式時，會更新本頁及頂部的日期。',
    'de-de': 'Wenn wir den Umgang mit Daten ändern, aktualisieren wir diese Seite und das Datum oben.',
    'fr-fr':
      'Lorsque nous modifions notre façon de traiter les informations, nous mettons à jour cette page et la date en haut.',
    'es-es': 'Cuando cambiamos cómo tratamos la información, actualizamos esta página y la fecha de arriba.',
  },
  complianceTitle: {
    'en-us': 'Product compliance',
    'zh-cn': '产品合规',
    'zh-hk': '產品合規',
    'de-de': 'Produktkonformität',
    'fr-fr': 'Conformité des produits',
    'es-es': 'Cumplimiento de los productos',
  },
  complianceBody: {
    'en-us':
      'Software downloads are published with SHA-256 checksums so you can verify them. Questions about the safety, radio or environmental compliance of a printer should go to its manufacturer; we can put you in touch.',
    'zh-cn':
      '软件下载均附有 SHA-256 校验值，方便您核对。有关打印机安全、无线电或环保合规的问题，请咨询其制造商；我们可以为您联系。',
    'zh-hk':
      '軟件下載均附有 SHA-256 校驗值，方便您核對。有關打印機安全、無線電或環保合規的問題，請向其製造商查詢；我們可以為您聯絡。',
    'de-de':
      'Software-Downloads werden mit SHA-256-Prüfsummen veröffentlicht, damit Sie sie prüfen können. Fragen zur Sicherheits-, Funk- oder Umweltkonformität eines Druckers richten Sie bitte an dessen Hersteller; wir stellen gern den Kontakt her.',
    'fr-fr':
      'Les logiciels sont publiés avec leur somme SHA-256 pour que vous puissiez les vérifier. Les questions sur la conformité d’une imprimante (sécurité, radio, environnement) relèvent de son fabricant ; nous pouvons vous mettre en relation.',
    'es-es':
      'Las descargas de software se publican con sumas SHA-256 para que pueda verificarlas. Las preguntas sobre la seguridad, la conformidad radioeléctrica o medioambiental de una impresora corresponden a su fabricante; podemos ponerle en contacto.',
  },
  routeDescription: {
    'en-us':
      'What Labelwise collects on this website and in the contact form, why, for how long, and how to exercise your rights.',
    'zh-cn': 'Labelwise 在本网站及联系表单中收集哪些信息、原因、保存期限以及如何行使您的权利。',
    'zh-hk': 'Labelwise 在本網站及聯絡表格中收集哪些資料、原因、保存期限以及如何行使您的權利。',
    'de-de':
      'Welche Daten Labelwise auf dieser Website und im Kontaktformular erhebt, warum, wie lange und wie Sie Ihre Rechte ausüben.',
    'fr-fr':
      'Les données que Labelwise collecte sur ce site et via le formulaire de contact, pourquoi, combien de temps et comment exercer vos droits.',
    'es-es':
      'Qué datos recoge Labelwise en este sitio y en el formulario de contacto, por qué, durante cuánto tiempo y cómo ejercer sus derechos.',
  },
});
