import { defineArea } from '../define';
import { sharedTexts } from './shared';

/** Contact form (/contactUs): fields, the 4 roles, OS choices, prompts and states. */
export const contact = defineArea('site.contact', {
  title: sharedTexts.contactUs,
  intro: {
    'en-us':
      'Tell us what you are trying to do and which printer you use. We answer by email, usually within one business day.',
    'zh-cn': '请告诉我们您遇到的问题以及使用的打印机。我们会通过电子邮件回复，通常在一个工作日内。',
    'zh-hk': '請告訴我們您遇到的問題以及使用的打印機。我們會透過電郵回覆，通常在一個工作天內。',
    'de-de':
      'Beschreiben Sie uns Ihr Anliegen und Ihren Drucker. Wir antworten per E-Mail, meist innerhalb eines Werktags.',
    'fr-fr':
      'Dites-nous ce que vous cherchez à faire et quelle imprimante vous utilisez. Nous répondons par e-mail, généralement sous un jour ouvré.',
    'es-es':
      'Cuéntenos qué quiere hacer y qué impresora usa. Respondemos por correo electrónico, normalmente en un día laborable.',
  },
  name: { 'en-us': 'Name', 'zh-cn': '姓名', 'zh-hk': '姓名', 'de-de': 'Name', 'fr-fr': 'Nom', 'es-es': 'Nombre' },
  email: {
    'en-us': 'Email',
    'zh-cn': '电子邮箱',
    'zh-hk': '電郵',
    'de-de': 'E-Mail',
    'fr-fr': 'E-mail',
    'es-es': 'Correo electrónico',
  },
  phone: {
    'en-us': 'Phone',
    'zh-cn': '电话',
    'zh-hk': '電話',
    'de-de': 'Telefon',
    'fr-fr': 'Téléphone',
    'es-es': 'Teléfono',
  },
  phoneOptional: {
    'en-us': 'Optional',
    'zh-cn': '选填',
    'zh-hk': '選填',
    'de-de': 'Optional',
    'fr-fr': 'Facultatif',
    'es-es': 'Opcional',
  },
  message: {
    'en-us': 'Message',
    'zh-cn': '留言',
    'zh-hk': '留言',
    'de-de': 'Nachricht',
    'fr-fr': 'Message',
    'es-es': 'Mensaje',
  },
  role: { 'en-us': 'I am', 'zh-cn': '我是', 'zh-hk': '我是', 'de-de': 'Ich bin', 'fr-fr': 'Je suis', 'es-es': 'Soy' },
  os: {
    'en-us': 'I am using',
    'zh-cn': '我使用的系统',
    'zh-hk': '我使用的系統',
    'de-de': 'Ich nutze',
    'fr-fr': 'J’utilise',
    'es-es': 'Uso',
  },
  roleSoftwareUser: {
    'en-us': 'Label editing software user',
    'zh-cn': '标签编辑软件用户',
    'zh-hk': '標籤編輯軟件用戶',
    'de-de': 'Nutzer der Etikettensoftware',
    'fr-fr': 'Utilisateur du logiciel d’étiquettes',
    'es-es': 'Usuario del software de etiquetas',
  },
  roleChromeExtensionUser: {
    'en-us': 'Chrome extension user',
    'zh-cn': 'Chrome 扩展程序用户',
    'zh-hk': 'Chrome 擴充功能用戶',
    'de-de': 'Nutzer der Chrome-Erweiterung',
    'fr-fr': 'Utilisateur de l’extension Chrome',
    'es-es': 'Usuario de la extensión de Chrome',
  },
  roleDriverUser: {
    'en-us': 'Driver user',
    'zh-cn': '驱动程序用户',
    'zh-hk': '驅動程式用戶',
    'de-de': 'Treibernutzer',
    'fr-fr': 'Utilisateur d’un pilote',
    'es-es': 'Usuario de controladores',
  },
  rolePrinterManufacturer: {
    'en-us': 'Printer manufacturer',
    'zh-cn': '打印机厂商',
    'zh-hk': '打印機廠商',
    'de-de': 'Druckerhersteller',
    'fr-fr': 'Fabricant d’imprimantes',
    'es-es': 'Fabricante de impresoras',
  },
  osWindows: sharedTexts.windows,
  osMacos: {
    'en-us': 'macOS',
    'zh-cn': 'macOS',
    'zh-hk': 'macOS',
    'de-de': 'macOS',
    'fr-fr': 'macOS',
    'es-es': 'macOS',
  },
  osLinux: {
    'en-us': 'Linux',
    'zh-cn': 'Linux',
    'zh-hk': 'Linux',
    'de-de': 'Linux',
    'fr-fr': 'Linux',
    'es-es': 'Linux',
  },
  osChromeos: {
    'en-us': 'ChromeOS',
    'zh-cn': 'ChromeOS',
    'zh-hk': 'ChromeOS',
    'de-de': 'ChromeOS',
    'fr-fr': 'ChromeOS',
    'es-es': 'ChromeOS',
  },
  osIos: { 'en-us': 'iOS', 'zh-cn': 'iOS', 'zh-hk': 'iOS', 'de-de': 'iOS', 'fr-fr': 'iOS', 'es-es': 'iOS' },
  osAndroid: sharedTexts.android,
  osOther: {
    'en-us': 'Other',
    'zh-cn': '其他',
    'zh-hk': '其他',
    'de-de': 'Sonstiges',
    'fr-fr': 'Autre',
    'es-es': 'Otro',
  },
  pleaseInput: sharedTexts.pleaseInput,
  pleaseEnterMessage: {
    'en-us': 'Please enter your message',
    'zh-cn': '请输入您的留言',
    'zh-hk': '請輸入您的留言',
    'de-de': 'Bitte geben Sie Ihre Nachricht ein',
    'fr-fr': 'Veuillez saisir votre message',
    'es-es': 'Escriba su mensaje',
  },
  pleaseSelect: sharedTexts.pleaseSelect,
  emailInvalid: {
    'en-us': 'Enter an email address like name@example.com',
    'zh-cn': '请输入有效的电子邮箱地址，例如 name@example.com',
    'zh-hk': '請輸入有效的電郵地址，例如 name@example.com',
    'de-de': 'Geben Sie eine E-Mail-Adresse wie name@example.com ein',
    'fr-fr': 'Saisissez une adresse e-mail comme nom@example.com',
    'es-es': 'Introduzca una dirección de correo como nombre@example.com',
  },
  phoneInvalid: {
    'en-us': 'Use only digits, spaces and + ( ) - .',
    'zh-cn': '只能包含数字、空格以及 + ( ) - .',
    'zh-hk': '只能包含數字、空格以及 + ( ) - .',
    'de-de': 'Nur Ziffern, Leerzeichen und + ( ) - . verwenden',
    'fr-fr': 'Utilisez uniquement des chiffres, des espaces et + ( ) - .',
    'es-es': 'Use solo dígitos, espacios y + ( ) - .',
  },
  tooLong: {
    'en-us': 'Please keep this under {max, number} characters',
    'zh-cn': '请勿超过 {max, number} 个字符',
    'zh-hk': '請勿超過 {max, number} 個字元',
    'de-de': 'Bitte höchstens {max, number} Zeichen',
    'fr-fr': 'Veuillez ne pas dépasser {max, number} caractères',
    'es-es': 'No supere los {max, number} caracteres',
  },
  nameRequired: {
    'en-us': 'Enter your name',
    'zh-cn': '请输入您的姓名',
    'zh-hk': '請輸入您的姓名',
    'de-de': 'Geben Sie Ihren Namen ein',
    'fr-fr': 'Saisissez votre nom',
    'es-es': 'Introduzca su nombre',
  },
  emailRequired: {
    'en-us': 'Enter your email address so we can answer you',
    'zh-cn': '请输入您的电子邮箱地址，以便我们回复您',
    'zh-hk': '請輸入您的電郵地址，以便我們回覆您',
    'de-de': 'Geben Sie Ihre E-Mail-Adresse ein, damit wir Ihnen antworten können',
    'fr-fr': 'Saisissez votre adresse e-mail pour que nous puissions vous répondre',
    'es-es': 'Introduzca su correo electrónico para que podamos responderle',
  },
  messageRequired: {
    'en-us': 'Enter your message: what you are trying to do and which printer you use',
    'zh-cn': '请输入留言：您想做什么，以及使用的是哪款打印机',
    'zh-hk': '請輸入留言：您想做甚麼，以及使用的是哪款打印機',
    'de-de': 'Geben Sie Ihre Nachricht ein: Ihr Anliegen und Ihren Drucker',
    'fr-fr': 'Saisissez votre message : ce que vous cherchez à faire et votre imprimante',
    'es-es': 'Escriba su mensaje: qué quiere hacer y qué impresora usa',
  },
  roleRequired: {
    'en-us': 'Choose what describes you best',
    'zh-cn': '请选择最符合您的身份',
    'zh-hk': '請選擇最符合您的身份',
    'de-de': 'Wählen Sie, was am besten auf Sie zutrifft',
    'fr-fr': 'Choisissez ce qui vous décrit le mieux',
    'es-es': 'Elija lo que mejor le describe',
  },
  osRequired: {
    'en-us': 'Choose the system you use',
    'zh-cn': '请选择您使用的系统',
    'zh-hk': '請選擇您使用的系統',
    'de-de': 'Wählen Sie Ihr System',
    'fr-fr': 'Choisissez votre système',
    'es-es': 'Elija el sistema que usa',
  },
  messageTooLong: {
    'en-us':
      'Your message is {count, number} characters long. Shorten it to {max, number} or fewer, or send the rest in a second message.',
    'zh-cn': '您的留言有 {count, number} 个字符。请缩短至 {max, number} 个字符以内，或将其余内容分开再发一条。',
    'zh-hk': '您的留言有 {count, number} 個字元。請縮短至 {max, number} 個字元以內，或將其餘內容分開再發一則。',
    'de-de':
      'Ihre Nachricht hat {count, number} Zeichen. Kürzen Sie sie auf höchstens {max, number} Zeichen oder senden Sie den Rest in einer zweiten Nachricht.',
    'fr-fr':
      'Votre message compte {count, number} caractères. Réduisez-le à {max, number} caractères au plus, ou envoyez la suite dans un second message.',
    'es-es':
      'Su mensaje tiene {count, number} caracteres. Acórtelo a {max, number} como máximo o envíe el resto en un segundo mensaje.',
  },
  counter: {
    'en-us': '{count, number} / {max, number} characters',
    'zh-cn': '{count, number} / {max, number} 个字符',
    'zh-hk': '{count, number} / {max, number} 個字元',
    'de-de': '{count, number} / {max, number} Zeichen',
    'fr-fr': '{count, number} / {max, number} caractères',
    'es-es': '{count, number} / {max, number} caracteres',
  },
  send: { 'en-us': 'Send', 'zh-cn': '发送', 'zh-hk': '發送', 'de-de': 'Senden', 'fr-fr': 'Envoyer', 'es-es': 'Enviar' },
  sending: {
    'en-us': 'Sending…',
    'zh-cn': '正在发送…',
    'zh-hk': '正在發送…',
    'de-de': 'Wird gesendet…',
    'fr-fr': 'Envoi…',
    'es-es': 'Enviando…',
  },
  consent: {
    'en-us':
      'By sending this form you agree that we store your details to answer your message, as described in our <privacy>Privacy & Compliance</privacy> page.',
    'zh-cn': '发送此表单即表示您同意我们保存您的信息以便回复您的留言，详见<privacy>隐私与合规</privacy>页面。',
    'zh-hk': '發送此表格即表示您同意我們保存您的資料以便回覆您的留言，詳見<privacy>私隱與合規</privacy>頁面。',
    'de-de':
      'Mit dem Absenden stimmen Sie zu, dass wir Ihre Angaben speichern, um Ihre Nachricht zu beantworten, wie auf der Seite <privacy>Datenschutz & Compliance</privacy> beschrieben.',
    'fr-fr':
      'En envoyant ce formulaire, vous acceptez que nous conservions vos coordonnées pour répondre à votre message, comme décrit sur la page <privacy>Confidentialité et conformité</privacy>.',
    'es-es':
      'Al enviar este formulario acepta que guardemos sus datos para responder a su mensaje, como se describe en la página <privacy>Privacidad y cumplimiento</privacy>.',
  },
  successTitle: {
    'en-us': 'Thank you, your message has been sent',
    'zh-cn': '谢谢，您的留言已发送',
    'zh-hk': '謝謝，您的留言已發送',
    'de-de': 'Vielen Dank, Ihre Nachricht wurde gesendet',
    'fr-fr': 'Merci, votre message a bien été envoyé',
    'es-es': 'Gracias, su mensaje se ha enviado',
  },
  successBody: {
    'en-us':
      'We will reply to {email}, usually within one business day. If nothing has arrived by then, please check your spam folder.',
    'zh-cn': '我们会回复至 {email}，通常在一个工作日内。如届时仍未收到，请检查垃圾邮件文件夹。',
    'zh-hk': '我們會回覆至 {email}，通常在一個工作天內。如屆時仍未收到，請檢查垃圾郵件資料夾。',
    'de-de':
      'Wir antworten an {email}, meist innerhalb eines Werktags. Ist bis dahin nichts angekommen, sehen Sie bitte im Spam-Ordner nach.',
    'fr-fr':
      'Nous répondrons à {email}, généralement sous un jour ouvré. Si rien n’est arrivé d’ici là, vérifiez vos courriers indésirables.',
    'es-es':
      'Le responderemos a {email}, normalmente en un día laborable. Si para entonces no ha recibido nada, revise la carpeta de correo no deseado.',
  },
  sendAnother: {
    'en-us': 'Send another message',
    'zh-cn': '再发送一条留言',
    'zh-hk': '再發送一條留言',
    'de-de': 'Weitere Nachricht senden',
    'fr-fr': 'Envoyer un autre message',
    'es-es': 'Enviar otro mensaje',
  },
  failure: {
    'en-us':
      'Your message could not be sent. Please check your connection and try again; nothing you typed has been lost.',
    'zh-cn': '留言发送失败。请检查网络后重试，您填写的内容仍然保留。',
    'zh-hk': '留言發送失敗。請檢查網絡後重試，您填寫的內容仍然保留。',
    'de-de':
      'Ihre Nachricht konnte nicht gesendet werden. Prüfen Sie die Verbindung und versuchen Sie es erneut; Ihre Eingaben bleiben erhalten.',
    'fr-fr':
      'Votre message n’a pas pu être envoyé. Vérifiez votre connexion et réessayez ; rien de ce que vous avez saisi n’est perdu.',
    'es-es':
      'No se pudo enviar su mensaje. Compruebe la conexión e inténtelo de nuevo; lo que ha escrito no se ha perdido.',
  },
  rateLimited: {
    'en-us': 'You have sent several messages in a short time. Please wait a few minutes before sending another.',
    'zh-cn': '您在短时间内发送了多条留言，请几分钟后再试。',
    'zh-hk': '您在短時間內發送了多條留言，請幾分鐘後再試。',
    'de-de': 'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte warten Sie einige Minuten.',
    'fr-fr':
      'Vous avez envoyé plusieurs messages en peu de temps. Patientez quelques minutes avant d’en envoyer un autre.',
    'es-es': 'Ha enviado varios mensajes en poco tiempo. Espere unos minutos antes de enviar otro.',
  },
  fixErrors: {
    'en-us':
      '{count, plural, one {Please correct the highlighted field.} other {Please correct the # highlighted fields.}}',
    'zh-cn': '{count, plural, other {请修正标出的 # 个字段。}}',
    'zh-hk': '{count, plural, other {請修正標示的 # 個欄位。}}',
    'de-de':
      '{count, plural, one {Bitte korrigieren Sie das markierte Feld.} other {Bitte korrigieren Sie die # markierten Felder.}}',
    'fr-fr':
      '{count, plural, one {Veuillez corriger le champ signalé.} other {Veuillez corriger les # champs signalés.}}',
    'es-es': '{count, plural, one {Corrija el campo marcado.} other {Corrija los # campos marcados.}}',
  },
  routeDescription: {
    'en-us':
      'Questions about the software, a driver or your printer? Send us a message and our support team will reply by email.',
    'zh-cn': '对软件、驱动或打印机有疑问？给我们留言，支持团队会通过电子邮件回复您。',
    'zh-hk': '對軟件、驅動程式或打印機有疑問？給我們留言，支援團隊會透過電郵回覆您。',
    'de-de':
      'Fragen zur Software, zu einem Treiber oder zu Ihrem Drucker? Schreiben Sie uns, unser Support antwortet per E-Mail.',
    'fr-fr':
      'Une question sur le logiciel, un pilote ou votre imprimante ? Écrivez-nous, notre support vous répond par e-mail.',
    'es-es':
      '¿Dudas sobre el software, un controlador o su impresora? Escríbanos y nuestro equipo de soporte le responderá por correo electrónico.',
  },
  doctorPrefilled: {
    'en-us':
      'We filled in what you told the printer doctor and the steps you tried. Check it, add anything else, and send.',
    'zh-cn': '我们已填入您在打印机诊断中提供的信息和试过的步骤。请检查、补充后发送。',
    'zh-hk': '我們已填入您在打印機診斷中提供的資料和試過的步驟。請檢查、補充後傳送。',
    'de-de':
      'Wir haben eingetragen, was Sie dem Drucker-Doktor gesagt haben, und die versuchten Schritte. Prüfen, ergänzen und senden Sie.',
    'fr-fr':
      'Nous avons rempli ce que vous avez indiqué au docteur imprimante et les étapes essayées. Vérifiez, complétez et envoyez.',
    'es-es':
      'Hemos rellenado lo que indicó al doctor de impresoras y los pasos que probó. Revíselo, añada lo que quiera y envíe.',
  },
});
