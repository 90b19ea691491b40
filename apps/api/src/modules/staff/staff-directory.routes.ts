import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Guards, signedIn } from '../../plugins/auth';
import {
  adminListResponse,
  appListResponse,
  groupProfilePageSchema,
  groupProfileResponse,
  groupProfilesQuery,
  migrateQuery,
} from './staff-directory.schema';
import type { StaffDirectoryService } from './staff-directory.service';

const tags = ['Staff'];
const security = [{ bearer: [] }];

export const staffDirectoryRoutes: FastifyPluginAsyncZod<{
  directory: StaffDirectoryService;
  guards: Guards;
}> = async (app, { directory, guards }) => {
  app.get(
    '/api/v1/admins',
    {
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        description: 'Staff accounts (the assignee dropdown).',
        response: { 200: adminListResponse },
      },
    },
    async () => ({ data: await directory.admins() }),
  );

  app.get(
    '/api/v1/apps',
    {
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        description: 'The communities call logs are filed under; the first is the default app_name.',
        response: { 200: appListResponse },
      },
    },
    async () => ({ data: directory.apps() }),
  );

  app.get(
    '/api/v1/admin/profiles',
    {
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        description:
          'Profiles of a user group (every group without usergroup), newest sign-ups first, 50 a page; q searches the name.',
        querystring: groupProfilesQuery,
        response: { 200: groupProfilePageSchema },
      },
    },
    async (req) => directory.groupProfiles(req.query),
  );

  app.get(
    '/api/v1/migrate',
    {
      config: { errors: ['PROFILE_NOT_FOUND'] },
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        description: "Moves the profile's account to the user group.",
        querystring: migrateQuery,
        response: { 200: groupProfileResponse },
      },
    },
    signedIn(async (req) => ({
      data: await directory.migrate(req.user, req.query.pid, req.query.usergroup),
    })),
  );
};
