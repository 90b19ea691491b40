import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Guards, signedIn } from '../../plugins/auth';
import {
  pushKeyResponse,
  pushSubscriptionSchema,
  subscribedResponse,
  unsubscribeBody,
  unsubscribedResponse,
} from './push.schema';
import type { PushService } from './push.service';

export interface PushRoutesOptions {
  push: PushService;
  guards: Guards;
}

const tags = ['Notifications'];
const security = [{ bearer: [] }];

export const pushRoutes: FastifyPluginAsyncZod<PushRoutesOptions> = async (app, { push, guards }) => {
  app.get(
    '/api/v1/push/key',
    {
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'The VAPID public key (base64url) to subscribe this browser to pushes with.',
        response: { 200: pushKeyResponse },
      },
    },
    async () => ({ data: push.publicKey() }),
  );

  app.post(
    '/api/v1/push/subscriptions',
    {
      config: { errors: ['PUSH_ENDPOINT_TAKEN'] },
      preValidation: guards.requireAccountHolder,
      schema: {
        tags,
        security,
        description:
          'Stores this browser’s PushSubscription (its JSON) as mine; an endpoint that was another account’s becomes mine only with the same keys (the same browser), else 409. Only known push services’ https endpoints (400).',
        body: pushSubscriptionSchema,
        response: { 201: subscribedResponse },
      },
    },
    signedIn(async (req, reply) =>
      reply.status(201).send({ data: await push.subscribe(req.user, req.body) }),
    ),
  );

  app.delete(
    '/api/v1/push/subscriptions',
    {
      preValidation: guards.requireAccountHolder,
      schema: {
        tags,
        security,
        description: 'Stops pushes to this browser (my own subscription of that endpoint; idempotent).',
        body: unsubscribeBody,
        response: { 200: unsubscribedResponse },
      },
    },
    signedIn(async (req) => ({ data: await push.unsubscribe(req.user, req.body.endpoint) })),
  );
};
