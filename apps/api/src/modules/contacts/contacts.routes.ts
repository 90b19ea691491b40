import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Guards, signedIn } from '../../plugins/auth';
import { contactListResponse, contactsInputSchema } from './contacts.schema';
import type { ContactsService } from './contacts.service';

export interface ContactsRoutesOptions {
  contacts: ContactsService;
  guards: Guards;
}

const tags = ['Contacts'];
const security = [{ bearer: [] }];

export const contactsRoutes: FastifyPluginAsyncZod<ContactsRoutesOptions> = async (
  app,
  { contacts, guards },
) => {
  app.get(
    '/api/v1/contacts',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: { tags, security, response: { 200: contactListResponse } },
    },
    signedIn(async (req) => contacts.list(req.user)),
  );

  app.post(
    '/api/v1/contacts',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'Replaces the whole contact list of the signed-in member (1 to 10 entries).',
        body: contactsInputSchema,
        response: { 200: contactListResponse },
      },
    },
    signedIn(async (req) => contacts.replace(req.user, req.body.contacts)),
  );
};
