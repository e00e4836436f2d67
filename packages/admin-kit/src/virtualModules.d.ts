/** The Chinese fonts' `@font-face` rules for a locale (`build/cjk-fonts.ts`). */
declare module 'virtual:admin-cjk-font/*' {
  const rules: string;
  export default rules;
}
