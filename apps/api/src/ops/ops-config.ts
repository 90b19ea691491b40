import path from 'node:path';
import { loadConfig } from '../config';

/**
 * The configuration for an operations command run through npm. npm runs workspace scripts in
 * apps/api, so paths given on the command line (the archive, a relative DATA_DIR) are resolved
 * from where the command was typed (INIT_CWD), as the server started from there would.
 */
export function opsConfig(env: NodeJS.ProcessEnv = process.env) {
  const cwd = env.INIT_CWD ?? process.cwd();
  const config = loadConfig({ ...env, DATA_DIR: path.resolve(cwd, env.DATA_DIR ?? './data') });
  const resolve = (file: string) => path.resolve(cwd, file);
  return { config, resolve };
}

/** The archive argument (the one not starting with --), or exits with the usage line. */
export function archiveArgument(usage: string, args = process.argv.slice(2)): string {
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error(usage);
    process.exit(2);
  }
  return file;
}
