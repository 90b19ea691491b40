import type { FastifyPluginAsync } from 'fastify';
import type { Storage } from '../../adapters/storage';
import type { Guards } from '../../plugins/auth';
import { callLogsRoutes } from './call-logs.routes';
import { moderationRoutes } from './moderation.routes';
import type { Staff } from './staff';
import { staffDeskRoutes } from './staff-desk.routes';
import { staffDirectoryRoutes } from './staff-directory.routes';
import { trailsRoutes } from './trails.routes';
import { whatsappRoutes } from './whatsapp.routes';

/** Every staff desk route; each one answers 401 to visitors and 403 to members. */
export const staffRoutes: FastifyPluginAsync<{ staff: Staff; storage: Storage; guards: Guards }> = async (
  app,
  { staff, storage, guards },
) => {
  await app.register(staffDirectoryRoutes, { directory: staff.directory, guards });
  await app.register(callLogsRoutes, { callLogs: staff.callLogs, storage, guards });
  await app.register(whatsappRoutes, { invites: staff.invites, guards });
  await app.register(trailsRoutes, { trails: staff.trails, guards });
  await app.register(moderationRoutes, { moderation: staff.moderation, guards });
  await app.register(staffDeskRoutes, { desk: staff.desk, guards });
};
