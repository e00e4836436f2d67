import type { RefusalCode } from '@labelwise/contract';

/** The API's refusal codes in German, French and Spanish. */
export const deDe: Record<RefusalCode, string> = {
  needsPermission: 'Dafür ist die Berechtigung {permission} nötig.',
  noRole: 'Ihrem Konto ist noch keine Rolle zugewiesen. Wenden Sie sich an einen Administrator.',
  passwordChangeRequired: 'Ändern Sie zuerst Ihr Passwort: Bis dahin kann Ihr Konto nichts anderes tun.',
  installerUpload: '.{ext}-Dateien sind Installationsprogramme: Zum Hochladen ist die Berechtigung {permission} nötig.',
  manualInstaller:
    'Diese Datei ist ein Installationsprogramm; als Handbuch würde sie veröffentlicht, wofür die Berechtigung {permission} nötig ist.',
  contentInstaller:
    'Dieser Entwurf verlinkt ein Installationsprogramm, das Besucher noch nicht herunterladen können; die Veröffentlichung würde es anbieten, wofür die Berechtigung {permission} nötig ist.',
  installerLink: 'Download-Links gelten sofort für Besucher: Sie zu ändern erfordert die Berechtigung {permission}.',
  publishDownload:
    'Als veröffentlicht gespeichert ändert das, was Besucher herunterladen; dafür ist die Berechtigung {permission} nötig. Speichern Sie es stattdessen als verborgen.',
  changePublished:
    'Dieser Eintrag ist veröffentlicht oder würde es: Ihn zu ändern erfordert die Berechtigung {permission}.',
  deletePublished:
    'Eintrag {id} ist veröffentlicht; Löschen entzieht ihn den Besuchern, wofür die Berechtigung {permission} nötig ist.',
  modelServed:
    'Besucher laden über das Modell {model} herunter: Name, Marke, Anleitungspfad oder Status zu ändern erfordert die Berechtigung {permission}.',
  modelLookAlike:
    'Das Modell {model} trägt bereits diesen Namen oder Anleitungspfad; ein Doppelgänger erfordert die Berechtigung {permission}.',
  modelHasPublished:
    'Das Modell {model} hat veröffentlichte Downloads, die mit ihm gelöscht würden; dafür ist die Berechtigung {permission} nötig.',
  contentPublished:
    'Der Eintrag ist veröffentlicht: Ihn anzuzeigen, zu verbergen, zu verschieben oder zu löschen erfordert die Berechtigung {permission}.',
  userHoldsMore:
    'Benutzer {user} hat die Berechtigung {permission}, die Ihnen fehlt; ändern darf ihn nur, wer alle seine Berechtigungen hat.',
  ownAccountDelete: 'Sie können Ihr eigenes Konto nicht löschen.',
  ownAccountDisable: 'Sie können Ihr eigenes Konto nicht deaktivieren.',
  ownSessionEnd: 'Dies ist Ihre eigene Sitzung: Melden Sie sich stattdessen ab.',
  passwordTooShort: 'Das Passwort muss mindestens {min} Zeichen lang sein.',
  passwordWeak:
    'Dieses Passwort ist zu leicht zu erraten (ein häufiges Passwort oder dem Benutzernamen ähnlich). Versuchen Sie mehrere zusammenhanglose Wörter.',
  passwordReused: 'Wählen Sie ein Passwort, das nicht zu Ihren letzten {count} gehört.',
  adminAccountOnly: 'Nur ein Administrator kann ein Administratorkonto ändern.',
  adminRoleGrant: 'Nur ein Administrator kann die Administratorrolle vergeben.',
  grantUnheld: 'Sie können {permission} nicht vergeben: Sie haben diese Berechtigung selbst nicht.',
  revokeUnheld: 'Sie können {permission} nicht entziehen: Sie haben diese Berechtigung selbst nicht.',
  adminRoleExists: 'Die Administratorrolle gibt es bereits.',
  adminRoleFixed: 'Die Administratorrolle kann nicht geändert oder gelöscht werden.',
  alreadyExists: 'Dieser Wert ist bereits vergeben; wählen Sie einen anderen.',
  inUse: 'Wird noch von anderen Einträgen verwendet und kann nicht entfernt werden.',
  inUseByUsers: 'Noch Benutzern zugeordnet; ordnen Sie diese zuerst neu zu.',
  inUseByParcels: 'Verfolgte Sendungen verwenden diesen Spediteur noch.',
  hasChildren: 'Darunter liegen noch Einträge; löschen oder verschieben Sie diese zuerst.',
  childrenActive: 'Untergeordnete Abteilungen sind noch aktiv; deaktivieren Sie sie zuerst.',
  missingReference: 'Der gewählte Eintrag existiert nicht mehr; wählen Sie erneut.',
  parentDisabled: 'Der übergeordnete Eintrag ist deaktiviert.',
  parentCycle: 'Ein Eintrag kann nicht unter sich selbst oder einem seiner Untereinträge liegen.',
  treeTooDeep: 'Der Baum würde tiefer als {max} Ebenen.',
  buttonNoChildren: 'Eine Schaltfläche kann keine Untereinträge haben.',
  menuPathRequired: 'Ein Verzeichnis oder eine Seite braucht einen Routenpfad.',
  builtInConfig: 'Die eingebaute Einstellung {key} kann nicht gelöscht werden.',
  unknownDictType: 'Diesen Wörterbuchtyp gibt es nicht.',
  forwarderInactive: 'Dieser Spediteur ist deaktiviert; wählen Sie einen aktiven.',
  verifiedOnRequired: 'Geben Sie das Datum der Prüfung ein.',
  notAnOption: 'Wählen Sie einen der angebotenen Werte.',
  required: 'Dieses Feld ist erforderlich.',
  tooLong: 'Dieser Wert ist zu lang.',
  invalidValue: 'Dieser Wert wurde nicht akzeptiert.',
  noDraft: 'Es gibt keinen Entwurf.',
  draftChanged: 'Der Entwurf wurde geändert, seit Sie ihn geöffnet haben; laden Sie ihn vor dem Veröffentlichen neu.',
  neverPublished:
    'Er wurde nie veröffentlicht, es gibt also keinen Stand zum Zurückkehren; löschen Sie ihn stattdessen.',
  doctorStepUnpublished:
    'Schritt {step} hat noch keinen veröffentlichten Text: Veröffentlichen Sie ihn zuerst unter „Druckerdoktor: Schritte“ oder nehmen Sie ihn aus dem Ablauf.',
  doctorStepInUse: 'Schritt {step} wird von den Symptom-Abläufen {trees} verwendet: Nehmen Sie ihn zuerst dort heraus.',
  notPlayable: 'Die Datei ist kein abspielbares MP4-Video.',
  fileTooLarge: 'Die Datei überschreitet die Grenze von {maxMb} MB.',
  fileTypeMismatch: 'Der Inhalt der Datei ist keine .{ext}-Datei.',
  fileEmpty: 'Die Datei ist leer.',
  stillProcessing: 'Dieselbe Übermittlung wird noch verarbeitet.',
  notFound: 'Der Eintrag existiert nicht mehr; laden Sie die Liste neu.',
  importRows:
    '{count, plural, one {# Zeile wurde} other {# Zeilen wurden}} nicht angenommen, daher wurde nichts importiert.',
  importNotTemplate: 'Diese Datei ist nicht die Importvorlage. Laden Sie die Vorlage herunter und füllen Sie sie aus.',
  importTooManyRows: 'Die Datei hat mehr als {max} Zeilen. Teilen Sie sie in kleinere Dateien auf.',
  importInitPassword:
    'Das Anfangspasswort unter System → Konfiguration (sys.user.initPassword) fehlt oder erfüllt die Passwortrichtlinie nicht, daher wurde kein Benutzer importiert. Legen Sie dort ein stärkeres fest und importieren Sie erneut.',
  currentPasswordWrong: 'Das aktuelle Passwort ist nicht richtig.',
  avatarNotImage: 'Wählen Sie ein Bild im Format PNG, JPEG oder WebP.',
};

export const frFr: Record<RefusalCode, string> = {
  needsPermission: 'Cela nécessite l’autorisation {permission}.',
  noRole: 'Votre compte n’a pas encore de rôle. Contactez un administrateur.',
  passwordChangeRequired: 'Changez d’abord votre mot de passe : d’ici là, votre compte ne peut rien faire d’autre.',
  installerUpload: 'Les fichiers .{ext} sont des installateurs : les téléverser nécessite l’autorisation {permission}.',
  manualInstaller:
    'Ce fichier est un installateur ; un manuel le publierait, ce qui nécessite l’autorisation {permission}.',
  contentInstaller:
    'Ce brouillon renvoie vers un installateur que les visiteurs ne peuvent pas encore télécharger ; le publier le leur proposerait, ce qui nécessite l’autorisation {permission}.',
  installerLink:
    'Les liens de téléchargement sont aussitôt visibles des visiteurs : les modifier nécessite l’autorisation {permission}.',
  publishDownload:
    'L’enregistrer comme publié change ce que les visiteurs téléchargent, ce qui nécessite l’autorisation {permission}. Enregistrez-le plutôt comme masqué.',
  changePublished: 'Cet élément est ou deviendrait publié : le modifier nécessite l’autorisation {permission}.',
  deletePublished:
    'L’élément {id} est publié ; le supprimer le retire aux visiteurs, ce qui nécessite l’autorisation {permission}.',
  modelServed:
    'Les visiteurs téléchargent via le modèle {model} : changer son nom, sa marque, son chemin de guide ou son statut nécessite l’autorisation {permission}.',
  modelLookAlike:
    'Le modèle {model} porte déjà ce nom ou ce chemin de guide ; un sosie nécessite l’autorisation {permission}.',
  modelHasPublished:
    'Le modèle {model} a des téléchargements publiés que sa suppression supprimerait ; cela nécessite l’autorisation {permission}.',
  contentPublished:
    'L’élément est publié : l’afficher, le masquer, le déplacer ou le supprimer nécessite l’autorisation {permission}.',
  userHoldsMore:
    'L’utilisateur {user} détient l’autorisation {permission}, que vous n’avez pas ; seul qui détient toutes les siennes peut le modifier.',
  ownAccountDelete: 'Vous ne pouvez pas supprimer votre propre compte.',
  ownAccountDisable: 'Vous ne pouvez pas désactiver votre propre compte.',
  ownSessionEnd: 'C’est votre propre session : déconnectez-vous plutôt.',
  passwordTooShort: 'Le mot de passe doit comporter au moins {min} caractères.',
  passwordWeak:
    'Ce mot de passe est trop facile à deviner (un mot de passe courant, ou proche du nom d’utilisateur). Essayez plusieurs mots sans rapport entre eux.',
  passwordReused: 'Choisissez un mot de passe qui ne fait pas partie de vos {count} derniers.',
  adminAccountOnly: 'Seul un administrateur peut modifier un compte administrateur.',
  adminRoleGrant: 'Seul un administrateur peut attribuer le rôle administrateur.',
  grantUnheld: 'Vous ne pouvez pas attribuer {permission} : vous ne la détenez pas vous-même.',
  revokeUnheld: 'Vous ne pouvez pas retirer {permission} : vous ne la détenez pas vous-même.',
  adminRoleExists: 'Le rôle administrateur existe déjà.',
  adminRoleFixed: 'Le rôle administrateur ne peut être ni modifié ni supprimé.',
  alreadyExists: 'Cette valeur est déjà utilisée ; choisissez-en une autre.',
  inUse: 'Encore utilisé par d’autres enregistrements, impossible de le supprimer.',
  inUseByUsers: 'Encore attribué à des utilisateurs ; réaffectez-les d’abord.',
  inUseByParcels: 'Des colis suivis utilisent encore ce transitaire.',
  hasChildren: 'Des éléments se trouvent encore en dessous ; supprimez-les ou déplacez-les d’abord.',
  childrenActive: 'Des services en dessous sont encore actifs ; désactivez-les d’abord.',
  missingReference: 'L’élément choisi n’existe plus ; choisissez à nouveau.',
  parentDisabled: 'Le parent est désactivé.',
  parentCycle: 'Un élément ne peut pas être placé sous lui-même ni sous l’un de ses descendants.',
  treeTooDeep: 'L’arborescence dépasserait {max} niveaux.',
  buttonNoChildren: 'Un bouton ne peut pas avoir d’éléments en dessous.',
  menuPathRequired: 'Un répertoire ou une page a besoin d’un chemin de route.',
  builtInConfig: 'Le paramètre intégré {key} ne peut pas être supprimé.',
  unknownDictType: 'Ce type de dictionnaire n’existe pas.',
  forwarderInactive: 'Ce transitaire est désactivé ; choisissez-en un actif.',
  verifiedOnRequired: 'Saisissez la date de vérification.',
  notAnOption: 'Choisissez l’une des valeurs proposées.',
  required: 'Ce champ est obligatoire.',
  tooLong: 'Cette valeur est trop longue.',
  invalidValue: 'Cette valeur n’a pas été acceptée.',
  noDraft: 'Il n’y a pas de brouillon.',
  draftChanged: 'Le brouillon a changé depuis son ouverture ; rechargez-le avant de publier.',
  neverPublished: 'Il n’a jamais été publié, il n’y a donc rien à rétablir ; supprimez-le plutôt.',
  doctorStepUnpublished:
    'L’étape {step} n’a pas encore de texte publié : publiez-la d’abord dans « Docteur d’imprimante : étapes », ou retirez-la de l’arbre.',
  doctorStepInUse: 'L’étape {step} est utilisée par les arbres de symptômes {trees} : retirez-la d’abord de ceux-ci.',
  notPlayable: 'Le fichier n’est pas une vidéo MP4 lisible.',
  fileTooLarge: 'Le fichier dépasse la limite de {maxMb} Mo.',
  fileTypeMismatch: 'Le contenu du fichier n’est pas un fichier .{ext}.',
  fileEmpty: 'Le fichier est vide.',
  stillProcessing: 'Le même envoi est encore en cours de traitement.',
  notFound: 'Il n’existe plus ; rechargez la liste.',
  importRows:
    '{count, plural, one {# ligne n’a pas été acceptée} other {# lignes n’ont pas été acceptées}}, rien n’a donc été importé.',
  importNotTemplate: 'Ce fichier n’est pas le modèle d’importation ; téléchargez le modèle et remplissez-le.',
  importTooManyRows: 'Le fichier compte plus de {max} lignes ; divisez-le en fichiers plus petits.',
  importInitPassword:
    'Le mot de passe initial défini dans Système → Configuration (sys.user.initPassword) est absent ou ne respecte pas la politique des mots de passe : aucun utilisateur n’a été importé. Définissez-en un plus robuste, puis importez de nouveau.',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
  avatarNotImage: 'Choisissez une image PNG, JPEG ou WebP.',
};

export const esEs: Record<RefusalCode, string> = {
  needsPermission: 'Esto requiere el permiso {permission}.',
  noRole: 'Tu cuenta aún no tiene ningún rol. Consulta a un administrador.',
  passwordChangeRequired: 'Cambia primero tu contraseña: hasta entonces, tu cuenta no puede hacer nada más.',
  installerUpload: 'Los archivos .{ext} son instaladores: subirlos requiere el permiso {permission}.',
  manualInstaller: 'Este archivo es un instalador; un manual lo publicaría, lo que requiere el permiso {permission}.',
  contentInstaller:
    'Este borrador enlaza un instalador que los visitantes aún no pueden descargar; publicarlo se lo ofrecería, lo que requiere el permiso {permission}.',
  installerLink:
    'Los enlaces de descarga se aplican de inmediato a los visitantes: cambiarlos requiere el permiso {permission}.',
  publishDownload:
    'Guardarlo como publicado cambia lo que descargan los visitantes, lo que requiere el permiso {permission}. Guárdalo como oculto.',
  changePublished: 'Este elemento está o quedaría publicado: cambiarlo requiere el permiso {permission}.',
  deletePublished:
    'El elemento {id} está publicado; eliminarlo lo retira de los visitantes, lo que requiere el permiso {permission}.',
  modelServed:
    'Los visitantes descargan a través del modelo {model}: cambiar su nombre, marca, ruta de guía o estado requiere el permiso {permission}.',
  modelLookAlike:
    'El modelo {model} ya usa este nombre o ruta de guía; un modelo parecido requiere el permiso {permission}.',
  modelHasPublished:
    'El modelo {model} tiene descargas publicadas que se eliminarían con él; eso requiere el permiso {permission}.',
  contentPublished:
    'El elemento está publicado: mostrarlo, ocultarlo, moverlo o eliminarlo requiere el permiso {permission}.',
  userHoldsMore:
    'El usuario {user} tiene el permiso {permission}, que tú no tienes; solo quien tenga todos los suyos puede cambiarlo.',
  ownAccountDelete: 'No puedes eliminar tu propia cuenta.',
  ownAccountDisable: 'No puedes desactivar tu propia cuenta.',
  ownSessionEnd: 'Esta es tu propia sesión: cierra la sesión en su lugar.',
  passwordTooShort: 'La contraseña debe tener al menos {min} caracteres.',
  passwordWeak:
    'Esta contraseña es demasiado fácil de adivinar (una contraseña común o parecida al nombre de usuario). Prueba con varias palabras sin relación entre sí.',
  passwordReused: 'Elige una contraseña que no sea una de tus últimas {count}.',
  adminAccountOnly: 'Solo un administrador puede cambiar una cuenta de administrador.',
  adminRoleGrant: 'Solo un administrador puede conceder el rol de administrador.',
  grantUnheld: 'No puedes conceder {permission}: no lo tienes tú.',
  revokeUnheld: 'No puedes retirar {permission}: no lo tienes tú.',
  adminRoleExists: 'El rol de administrador ya existe.',
  adminRoleFixed: 'El rol de administrador no se puede cambiar ni eliminar.',
  alreadyExists: 'Este valor ya está en uso; elige otro.',
  inUse: 'Otros registros aún lo usan, así que no se puede eliminar.',
  inUseByUsers: 'Aún asignado a usuarios; reasígnalos primero.',
  inUseByParcels: 'Hay envíos con seguimiento que aún usan este transitario.',
  hasChildren: 'Aún tiene elementos debajo; elimínalos o muévelos primero.',
  childrenActive: 'Los departamentos que dependen de él siguen activos; desactívalos primero.',
  missingReference: 'El elemento elegido ya no existe; vuelve a elegir.',
  parentDisabled: 'El elemento superior está desactivado.',
  parentCycle: 'No se puede colocar bajo sí mismo ni bajo uno de sus elementos.',
  treeTooDeep: 'El árbol tendría más de {max} niveles.',
  buttonNoChildren: 'Un botón no puede tener elementos debajo.',
  menuPathRequired: 'Un directorio o una página necesita una ruta.',
  builtInConfig: 'El ajuste integrado {key} no se puede eliminar.',
  unknownDictType: 'Este tipo de diccionario no existe.',
  forwarderInactive: 'Este transitario está desactivado; elige uno activo.',
  verifiedOnRequired: 'Introduce la fecha de verificación.',
  notAnOption: 'Elige uno de los valores ofrecidos.',
  required: 'Este campo es obligatorio.',
  tooLong: 'Este valor es demasiado largo.',
  invalidValue: 'Este valor no se ha aceptado.',
  noDraft: 'No hay borrador.',
  draftChanged: 'El borrador cambió desde que lo abriste; recárgalo antes de publicar.',
  neverPublished: 'Nunca se publicó, así que no hay nada a lo que volver; elimínalo.',
  doctorStepUnpublished:
    'El paso {step} aún no tiene texto publicado: publícalo primero en «Doctor de impresoras: pasos» o quítalo del árbol.',
  doctorStepInUse: 'El paso {step} lo usan los árboles de síntomas {trees}: quítalo primero de ellos.',
  notPlayable: 'El archivo no es un vídeo MP4 reproducible.',
  fileTooLarge: 'El archivo supera el límite de {maxMb} MB.',
  fileTypeMismatch: 'El contenido del archivo no es un archivo .{ext}.',
  fileEmpty: 'El archivo está vacío.',
  stillProcessing: 'El mismo envío aún se está procesando.',
  notFound: 'Ya no existe; vuelve a cargar la lista.',
  importRows: '{count, plural, one {# fila no se aceptó} other {# filas no se aceptaron}}, así que no se importó nada.',
  importNotTemplate: 'Este archivo no es la plantilla de importación; descarga la plantilla y rellénala.',
  importTooManyRows: 'El archivo tiene más de {max} filas; divídelo en archivos más pequeños.',
  importInitPassword:
    'La contraseña inicial de Sistema → Configuración (sys.user.initPassword) falta o no cumple la política de contraseñas, así que no se importó ningún usuario. Define una más segura allí y vuelve a importar.',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  avatarNotImage: 'Elige una imagen PNG, JPEG o WebP.',
};
