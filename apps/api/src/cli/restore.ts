// Restores a backup into an empty instance: npm run restore -- <file.tar.gz> [--force]
import { restoreBackup } from '../ops/backup';
import { archiveArgument, opsConfig } from '../ops/ops-config';

const file = archiveArgument('Usage: npm run restore -- <file.tar.gz> [--force]');
const { config, resolve } = opsConfig();
try {
  const manifest = await restoreBackup(config, resolve(file), process.argv.includes('--force'));
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.info(
    `Restored ${rows} rows of ${manifest.tables.length} tables from the backup of ${manifest.created_at}.`,
  );
} catch (err) {
  console.error(`Restore failed: ${(err as Error).message}`);
  process.exit(1);
}
process.exit(0);
