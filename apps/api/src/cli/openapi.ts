// Writes the web app's API types from the server's OpenAPI document:
//   npm run api:types             writes apps/web/src/api/generated/openapi.ts
//   npm run api:types -- --check  exits 1 when that file differs from what the routes declare now
// The app is built as the tests build it, on an embedded in-memory database: no PostgreSQL, no
// Redis, no port; every route registers its zod schemas and @fastify/swagger turns them into the
// document, which openapi-typescript turns into types (`paths`, `components`; no runtime code).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..', '..', '..');
const TYPES_FILE = path.join(repoRoot, 'apps', 'web', 'src', 'api', 'generated', 'openapi.ts');

/** The OpenAPI document of every route, from an app that is built, made ready and closed again. */
async function openApiDocument(): Promise<OpenAPI3> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-openapi-'));
  // Only what the document could depend on is fixed here; nothing is read from the environment.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  const database = await openDatabase({});
  const app = await buildApp(config, { logger: false, database });
  try {
    await app.ready();
    return app.swagger() as unknown as OpenAPI3;
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The generated file's text: the same document gives the same text. */
async function typesSource(document: OpenAPI3): Promise<string> {
  const nodes = await openapiTS(document, { alphabetize: true, silent: true });
  const banner = `${COMMENT_HEADER.trimEnd()}\n// Run \`npm run api:types\` after changing a route's schemas; \`npm test\` checks it is current.\n\n`;
  return banner + astToString(nodes);
}

async function main() {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  const source = await typesSource(await openApiDocument());
  const relative = path.relative(process.cwd(), TYPES_FILE);
  if (values.check) {
    const current = fs.existsSync(TYPES_FILE) ? fs.readFileSync(TYPES_FILE, 'utf8') : null;
    if (current === source) {
      console.info(`${relative} is current.`);
      return;
    }
    console.error(
      `${relative} is ${current === null ? 'missing' : 'stale'}: the API's routes declare other types than it holds.\n` +
        'Run `npm run api:types` and commit the file (the web then typechecks against the new API).',
    );
    process.exitCode = 1;
    return;
  }
  fs.mkdirSync(path.dirname(TYPES_FILE), { recursive: true });
  fs.writeFileSync(TYPES_FILE, source);
  console.info(`Wrote ${relative}.`);
}

await main();
