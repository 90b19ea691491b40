// Backs the database and local media up into one file: npm run backup -- <file.tar.gz>
import { createBackup } from '../ops/backup';
import { archiveArgument, opsConfig } from '../ops/ops-config';

const file = archiveArgument('Usage: npm run backup -- <file.tar.gz>');
const { config, resolve } = opsConfig();
try {
  const manifest = await createBackup(config, resolve(file), process.env.npm_package_version);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.info(
    `Backed up ${rows} rows of ${manifest.tables.length} tables${manifest.media ? ' and the media' : ''} to ${resolve(file)}.`,
  );
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exit(1);
}
process.exit(0);
