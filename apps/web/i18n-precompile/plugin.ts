import type { AliasOptions, Plugin } from 'vite';
// By path, not by package name: Vite bundles the config's relative imports, while a workspace package
// would be loaded by Node as TypeScript it cannot run.
import { PRECOMPILED } from '../../../packages/i18n/src/message';
import { precompileCatalogue } from '../../../packages/i18n/src/precompile';
import { bundleInMemory } from '../build-tools/bundle-in-memory';

/** The catalogue parts language.ts loads: src/i18n/<language>/<part>.ts. */
const CATALOGUE_PART = /[\\/]src[\\/]i18n[\\/](en|mr|hi)[\\/](start|more)\.ts$/;

/**
 * In the production build, each catalogue part becomes its texts with every ICU message parsed ahead
 * (`@jodi/i18n/precompile`), so the browser formats them without FormatJS's parser (vite.config.ts
 * swaps it for its no-parser entry). Development and tests parse at run time.
 */
export function precompileCatalogues(): Plugin {
  let root = '';
  let alias: AliasOptions = [];
  let enabled = false;
  return {
    name: 'jodi-precompile-catalogues',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      alias = config.resolve.alias;
      enabled = config.command === 'build';
    },
    async load(id) {
      const match = CATALOGUE_PART.exec(id);
      if (!enabled || !match) return null;
      const part = match[2] as 'start' | 'more';
      const code = await bundleInMemory({ entry: id, root, alias, format: 'es', minify: false });
      const module = (await import(
        `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
      )) as Record<string, object>;
      const texts = module[part];
      if (!texts) throw new Error(`precompile: ${id} exports no ${part}`);
      const compiled = JSON.stringify(precompileCatalogue(texts));
      if (!compiled.includes(`"${PRECOMPILED}"`)) throw new Error(`precompile: nothing was parsed in ${id}`);
      return `export const ${part} = ${compiled};\n`;
    },
  };
}
