import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import type { Plugin } from 'vite';
import { getConfig } from '@lingui/conf';

const MACRO_IMPORT = /from\s+['"]@lingui\/(?:react|core)\/macro['"]/;

/**
 * Compiles Lingui's macros (`<Trans>`, `useLingui().t`) in the files that import them, before
 * Vite's own TypeScript transform. Babel parses only; everything else is left to Vite. Vite 8's
 * Babel plugin needs Node 22, hence these few lines (docs/i18n.md).
 */
export function linguiMacros(configPath: string): Plugin {
  const linguiConfig = getConfig({ configPath });
  return {
    name: 'taxguide-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/')) return null;
      if (!MACRO_IMPORT.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[linguiMacro, { linguiConfig }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
