import { LocalDiskStorage } from './adapters/storage';
import { buildApp } from './app';
import { loadConfig } from './config';
import { AuthRepository } from './modules/auth/auth.repository';
import { ensureStaffAccount } from './modules/auth/staff-accounts';
import { retirePublishedStaffPassword } from './modules/demo/published-staff-password';
import { seedDemoCommunity } from './modules/demo/seed';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const { db } = app.ctx.database;

  // Seed first: the demo only goes into a database without users, and the staff account is one.
  // Its summary is the one place the generated demo staff password is shown.
  if (config.seedDemo) {
    const seeded = await seedDemoCommunity(app.ctx, app.log);
    if (seeded) console.info(`\n${seeded.summary}\n`);
  }
  const retired = await retirePublishedStaffPassword(db, new AuthRepository(), config.dataDir);
  if (retired) {
    app.log.warn(
      { file: retired },
      'the demo staff account had the published password; it now has the one in the file',
    );
  }

  // Uploads a crash cut short leave `.partial` temp files behind: never served, but disk used.
  if (app.ctx.storage instanceof LocalDiskStorage) {
    const removed = await app.ctx.storage.removeStalePartials();
    if (removed > 0) app.log.info({ removed }, 'removed the partial uploads a crash left');
  }

  if (config.admin) {
    const result = await ensureStaffAccount(
      db,
      new AuthRepository(),
      config.admin.email,
      config.admin.password,
    );
    app.log.info({ email: config.admin.email, result }, 'staff account from ADMIN_EMAIL ensured');
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    // Closes the live sockets first (Realtime's preClose hook): clients reconnect, to another process if any.
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Jodi is running at ${config.publicUrl}`);
  if (app.metrics) {
    const { host, port } = await app.metrics.listen();
    app.log.info(`Prometheus metrics at http://${host.includes(':') ? `[${host}]` : host}:${port}/metrics`);
  }
  if (config.host === 'localhost') {
    app.log.info('Reachable from this machine only: set PUBLIC_URL (or HOST) to serve others');
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
