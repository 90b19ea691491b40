import { type AliasOptions, build, type LibraryFormats } from 'vite';

export interface InMemoryBundle {
  /** The module to start from, with everything it imports (the app's own aliases apply). */
  entry: string;
  root: string;
  alias: AliasOptions;
  format: LibraryFormats;
  /** The global name of an 'iife' bundle. */
  name?: string;
  minify: boolean;
  /** Reading a constant's property has no effect: unused lists of keys go. */
  dropUnreadProperties?: boolean;
}

/**
 * One module and its imports bundled by Vite into a single file's code, kept in memory: for plugins
 * that put code inline in the shell (early-requests) or evaluate it at build time (i18n-precompile).
 */
export async function bundleInMemory(options: InMemoryBundle): Promise<string> {
  const result = await build({
    configFile: false,
    root: options.root,
    logLevel: 'warn',
    resolve: { alias: options.alias },
    build: {
      write: false,
      minify: options.minify,
      sourcemap: false,
      emptyOutDir: false,
      copyPublicDir: false,
      lib: { entry: options.entry, formats: [options.format], name: options.name, fileName: 'bundle' },
      ...(options.dropUnreadProperties
        ? { rolldownOptions: { treeshake: { propertyReadSideEffects: false } } }
        : {}),
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .find((file) => file.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error(`${options.entry} was not built`);
  return chunk.code;
}
