import { defineMessages, type Translations } from '@labelwise/ui/messages';

/** Password rules an account form checks before sending: the registration form and the profile's password tab. */
export const messages = defineMessages({
  confirmPassword: { id: 'admin.password.confirmPassword', defaultMessage: 'Confirm password' },
  confirmRequired: { id: 'admin.password.confirmRequired', defaultMessage: 'Please enter the password again' },
  passwordLength: {
    id: 'admin.password.passwordLength',
    defaultMessage: 'The password must be {passwordMin} to {passwordMax} characters long',
  },
  passwordMismatch: { id: 'admin.password.passwordMismatch', defaultMessage: 'The two passwords do not match' },
});

export const translations: Translations<typeof messages> = {
  'zh-cn': {
    'admin.password.confirmPassword': '确认密码',
    'admin.password.confirmRequired': '请再次输入您的密码',
    'admin.password.passwordLength': '密码长度必须在 {passwordMin} 到 {passwordMax} 个字符之间',
    'admin.password.passwordMismatch': '两次输入的密码不一致',
  },
  'zh-hk': {
    'admin.password.confirmPassword': '確認密碼',
    'admin.password.confirmRequired': '請再次輸入您的密碼',
    'admin.password.passwordLength': '密碼長度必須在 {passwordMin} 到 {passwordMax} 個字元之間',
    'admin.password.passwordMismatch': '兩次輸入的密碼不一致',
  },
  'de-de': {
    'admin.password.confirmPassword': 'Passwort bestätigen',
    'admin.password.confirmRequired': 'Bitte geben Sie das Passwort erneut ein',
    'admin.password.passwordLength': 'Das Passwort muss {passwordMin} bis {passwordMax} Zeichen lang sein',
    'admin.password.passwordMismatch': 'Die beiden Passwörter stimmen nicht überein',
  },
  'fr-fr': {
    'admin.password.confirmPassword': 'Confirmer le mot de passe',
    'admin.password.confirmRequired': 'Veuillez saisir à nouveau le mot de passe',
    'admin.password.passwordLength': 'Le mot de passe doit comporter de {passwordMin} à {passwordMax} caractères',
    'admin.password.passwordMismatch': 'Les deux mots de passe ne correspondent pas',
  },
  'es-es': {
    'admin.password.confirmPassword': 'Confirmar contraseña',
    'admin.password.confirmRequired': 'Vuelva a introducir la contraseña',
    'admin.password.passwordLength': 'La contraseña debe tener entre {passwordMin} y {passwordMax} caracteres',
    'admin.password.passwordMismatch': 'Las dos contraseñas no coinciden',
  },
};
