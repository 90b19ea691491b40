// Seeds the demo community into an empty database: npm run seed (never in production)
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { refuseDemoInProduction } from '../modules/demo/demo-staff';
import { seedDemoCommunity } from '../modules/demo/seed';

try {
  // Before the configuration: production's other requirements must not hide this reason.
  refuseDemoInProduction(process.env.NODE_ENV);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const config = loadConfig();
const app = await buildApp(config, { logger: false });
const log = {
  info(obj: object | string, msg?: string) {
    if (typeof obj === 'string') console.info(obj);
    else if (msg) console.info(msg);
  },
};
try {
  const result = await seedDemoCommunity(app.ctx, log);
  console.info(result ? result.summary : 'The database already has users; nothing was seeded.');
} finally {
  await app.close();
}
process.exit(0);
