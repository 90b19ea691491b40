import { NOTIFICATION_KINDS } from '@jodi/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../errors';
import { requestLanguage } from '../../../i18n/request-language';
import { confirmPage, donePage, invalidLinkPage, type UnsubscribeService } from './unsubscribe';
import { UNSUBSCRIBE_PATH } from './unsubscribe-link';

export interface UnsubscribeRoutesOptions {
  unsubscribe: UnsubscribeService;
}

const tags = ['Notifications'];
const query = z.object({ t: z.string().min(1).max(2000) });
const unsubscribeResponse = z.object({
  data: z.object({ stopped: z.enum(['digest', ...NOTIFICATION_KINDS]) }),
});

/** A person's browser (the page's form, a click on the link) gets pages; mail clients and the API get JSON. */
const wantsPage = (req: FastifyRequest) => (req.headers.accept ?? '').includes('text/html');

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    // The URL carries the member's token: never cached, never sent on as a referrer.
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);

/** A bad link's answer: a page for a person, the API's envelope (400) for anything else. */
async function orInvalidPage<T>(req: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) {
  try {
    return { ok: true as const, value: await work() };
  } catch (err) {
    if (err instanceof AppError && err.code === 'UNSUBSCRIBE_LINK_INVALID' && wantsPage(req)) {
      // No member to go by: the browser's language.
      return { ok: false as const, reply: sendPage(reply, 400, invalidLinkPage(requestLanguage(req))) };
    }
    throw err;
  }
}

/**
 * The links in every notification mail and digest (`List-Unsubscribe`, RFC 8058), no sign-in:
 * POST stops the mail at once (a mail client's one click); GET only shows a page whose button
 * posts, so a link scanner that opens the link stops nothing.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<UnsubscribeRoutesOptions> = async (
  app,
  { unsubscribe },
) => {
  // RFC 8058's POST body is the form field `List-Unsubscribe=One-Click`; its content is not needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, body),
  );

  app.get(
    UNSUBSCRIBE_PATH,
    {
      config: { errors: ['UNSUBSCRIBE_LINK_INVALID'] },
      schema: {
        tags,
        description:
          'The unsubscribe link of a mail (`t`: signed, names the member and what to stop). Answers an HTML page, in the member’s language, asking to confirm with a button that POSTs the same URL; changes nothing. A bad or expired link: 400 (a page in the browser’s language).',
        querystring: query,
      },
    },
    async (req, reply) => {
      const checked = await orInvalidPage(req, reply, () =>
        unsubscribe.check(req.query.t, requestLanguage(req)),
      );
      if (!checked.ok) return checked.reply;
      const { what, language } = checked.value;
      return sendPage(reply, 200, confirmPage(req.query.t, what, language));
    },
  );

  app.post(
    UNSUBSCRIBE_PATH,
    {
      // Its body has no schema (its content is not needed), so the body's own refusals are named
      // here: not valid JSON, over the form's 4 kB, or of a type no parser takes.
      config: {
        errors: [
          'MALFORMED_REQUEST',
          'PAYLOAD_TOO_LARGE',
          'UNSUBSCRIBE_LINK_INVALID',
          'UNSUPPORTED_MEDIA_TYPE',
        ],
      },
      schema: {
        tags,
        description:
          'One-click unsubscribe (RFC 8058; no sign-in): turns off what the signed link names, the daily digest or one kind’s e-mail. Idempotent. A bad or expired link: 400, nothing changed.',
        querystring: query,
        response: { 200: unsubscribeResponse },
      },
    },
    async (req, reply) => {
      const done = await orInvalidPage(req, reply, () =>
        unsubscribe.apply(req.query.t, requestLanguage(req)),
      );
      if (!done.ok) return done.reply;
      const { stopped, language } = done.value;
      if (wantsPage(req)) return sendPage(reply, 200, donePage(stopped, language));
      return { data: { stopped } };
    },
  );
};
