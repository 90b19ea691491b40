import { fileURLToPath } from 'node:url';
import type { AliasOptions, Plugin } from 'vite';
import { bundleInMemory } from '../build-tools/bundle-in-memory';

const ENTRY = fileURLToPath(new URL('../src/api/early/inline.ts', import.meta.url));

/** Bundles src/api/early/inline.ts and its imports (the app's own modules) into one small classic script. */
async function compile(root: string, alias: AliasOptions): Promise<string> {
  const code = (
    await bundleInMemory({
      entry: ENTRY,
      root,
      alias,
      format: 'iife',
      name: 'jodiEarly',
      minify: true,
      dropUnreadProperties: true,
    })
  ).trim();
  // It stands inside <script> in the shell the server rewrites (its title, meta tags, preloads).
  if (/<\/script|<\/head|<title|<meta|<!--/i.test(code)) {
    throw new Error('early requests: the script contains text the HTML shell cannot hold');
  }
  return code;
}

/**
 * Puts the early requests' script (src/api/early/inline.ts) inline in index.html's head, before the
 * build's stylesheet (a script after a stylesheet would wait for it). The server allows exactly
 * this script in its CSP, by the hash it computes from the built index.html.
 */
export function earlyRequests(): Plugin {
  let root = '';
  let alias: AliasOptions = [];
  let built: Promise<string> | undefined;
  let dev = false;
  return {
    name: 'jodi-early-requests',
    configResolved(config) {
      root = config.root;
      alias = config.resolve.alias;
      dev = config.command === 'serve';
    },
    transformIndexHtml: {
      // Before the build adds its script and stylesheet tags to the end of the head.
      order: 'pre',
      async handler(html) {
        // Built once per build; in development each page load picks up changes.
        if (dev || !built) built = compile(root, alias);
        const code = await built;
        if (!html.includes('</head>')) throw new Error('early requests: index.html has no </head>');
        // A function, so that `$` in the code is not read as a replacement pattern.
        return html.replace('</head>', () => `  <script>${code}</script>\n  </head>`);
      },
    },
  };
}
