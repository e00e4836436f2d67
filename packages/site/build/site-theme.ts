import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

const siteThemeModule = /\/packages\/site\/src\/app\/siteTheme\.ts$/;

/**
 * Replaces src/app/siteTheme.ts with the theme it computes, as a literal: the site's pages then carry their
 * colours as data, and createTheme with its colour library (culori) stays out of their JavaScript. Partner pages,
 * whose brand an operator can change at any time, still build theirs in the browser (app/partnerTheme.ts).
 */
export function siteTheme(root: string): Plugin {
  let literal: string | undefined;
  return {
    name: 'labelwise-site-theme',
    apply: 'build',
    async transform(_code, id) {
      if (!siteThemeModule.test(id.split('?')[0] ?? '')) return null;
      if (literal === undefined) {
        const { module } = await runnerImport<{ siteTheme: unknown }>(path.join(root, 'src/app/siteTheme.ts'), {
          configFile: false,
          root,
          logLevel: 'error',
        });
        literal = JSON.stringify(module.siteTheme);
      }
      return { code: `export const siteTheme = ${literal};\n`, map: null };
    },
  };
}
