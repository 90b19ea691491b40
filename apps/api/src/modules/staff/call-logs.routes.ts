import { CALL_AUDIO_MAX_BYTES, CALL_LOGS_PAGE_SIZE } from '@jodi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Storage } from '../../adapters/storage';
import { type Guards, signedIn } from '../../plugins/auth';
import { MULTIPART_ERRORS } from '../../plugins/multipart';
import { CALL_AUDIO_PATH } from './call-audio-link';
import { AUDIO_FIELD, readCallLogForm } from './call-log-form';
import {
  audioQuery,
  callLogFilterQuery,
  callLogIdParams,
  callLogListQuery,
  callLogPageSchema,
  callLogResponse,
} from './call-logs.schema';
import type { CallLogsService } from './call-logs.service';
import { callLogsCsv, callLogsCsvFilename } from './call-logs-csv';

export interface CallLogsRoutesOptions {
  callLogs: CallLogsService;
  storage: Storage;
  guards: Guards;
}

const tags = ['Staff'];
const security = [{ bearer: [] }];
const FORM_DESCRIPTION = `Multipart text fields customer_name, phone, status, remark, pid, assigned_to_id, app_name, followup and payment_done ('true'/'false'), extra_data (a JSON string), and an optional recording in ${AUDIO_FIELD} (audio only, judged by its bytes; at most ${CALL_AUDIO_MAX_BYTES / 1024 / 1024} MB).`;

export const callLogsRoutes: FastifyPluginAsyncZod<CallLogsRoutesOptions> = async (
  app,
  { callLogs, storage, guards },
) => {
  app.get(
    '/api/v1/calllogs',
    {
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        description: `The call logs of a community (default: the first app id), newest first, ${CALL_LOGS_PAGE_SIZE} a page from page 1, filtered by status, assignee, follow-up and payment.`,
        querystring: callLogListQuery,
        response: { 200: callLogPageSchema },
      },
    },
    signedIn(async (req) => callLogs.list(req.user, req.query)),
  );

  app.get(
    '/api/v1/calllogs/export',
    {
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        description:
          'The filtered call logs as CSV (UTF-8 with BOM, CRLF, RFC 4180), newest first, at most 50 000 rows.',
        querystring: callLogFilterQuery,
      },
    },
    async (req, reply) => {
      const csv = callLogsCsv(callLogs.exportBatches(req.query));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${callLogsCsvFilename(new Date())}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  );

  app.get(
    CALL_AUDIO_PATH,
    {
      config: { errors: ['AUDIO_LINK_INVALID', 'RANGE_NOT_SATISFIABLE', 'RECORDING_NOT_FOUND'] },
      // The signed link is the credential: keep it out of the request log.
      logLevel: 'warn',
      schema: {
        tags,
        description:
          "A call log's recording behind its signed file_url (no bearer needed; Range supported); 403 once expired or when altered.",
        querystring: audioQuery,
      },
    },
    async (req, reply) => {
      const audio = await callLogs.audio(req.query.t, req.headers.range);
      void reply
        .type(audio.mime)
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      if (!audio.range) return reply.header('content-length', audio.size).send(audio.body);
      const { start, end } = audio.range;
      return reply
        .status(206)
        .header('content-range', `bytes ${start}-${end}/${audio.size}`)
        .header('content-length', end - start + 1)
        .send(audio.body);
    },
  );

  app.post(
    '/api/v1/calllogs',
    {
      config: {
        errors: [...MULTIPART_ERRORS, 'VALIDATION_FAILED'],
      },
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description: `Records a call. ${FORM_DESCRIPTION} No field is required; status defaults to not_called.`,
        response: { 201: callLogResponse },
      },
    },
    signedIn(async (req, reply) => {
      const form = await readCallLogForm(req, storage);
      return reply.status(201).send({ data: await callLogs.create(req.user, form) });
    }),
  );

  app.put(
    '/api/v1/calllogs/:id',
    {
      config: {
        errors: [...MULTIPART_ERRORS, 'CALL_LOG_NOT_FOUND'],
      },
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: callLogIdParams,
        description: `Changes the fields sent. ${FORM_DESCRIPTION} A new recording replaces the old one.`,
        response: { 200: callLogResponse },
      },
    },
    signedIn(async (req) => {
      const form = await readCallLogForm(req, storage);
      return { data: await callLogs.update(req.user, req.params.id, form) };
    }),
  );
};
