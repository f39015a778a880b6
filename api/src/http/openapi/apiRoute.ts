import { z } from 'zod';
import 'zod-openapi';
import { JIRA_PROBLEMS } from '../../modules/jira/errors.js';

/** A failure a route may answer besides the ones the document gives every route of its kind. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503 | 504;

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One REST route as the OpenAPI document describes it. `path` is the Express path under /api
 * (":id" parameters); the document turns it into "{id}" and declares each path parameter.
 */
export type ApiRoute = {
  method: ApiMethod;
  path: string;
  summary: string;
  /** the JSON body, as the service parses it */
  body?: z.ZodType;
  /** the media types of a body that is a file rather than JSON (text/csv…): its text is the body */
  consumes?: string[];
  /** the query string, as the service parses it */
  query?: z.ZodObject;
  /** the answer's JSON body (leave out for an answer described by `produces` or with no body) */
  response?: z.ZodType;
  /** the success status: 200 unless said */
  status?: number;
  /** other statuses answered with the same body as the success, and when (a repeat's 200, health's 503) */
  sameBodyAlso?: Record<number, string>;
  /** another media type of the answer (text/calendar, text/html…) */
  produces?: string;
  /** answered to anyone: no session or token needed */
  public?: boolean;
  /** the failures this route has beyond those every route of its kind has (409, 413, 429, 502, 504…) */
  errors?: ErrorStatus[];
};

/** A module's part of the document: its routes under one tag. */
export type ApiModule = { tag: string; description?: string; routes: ApiRoute[] };

/** A timestamp as JSON carries it. */
export const isoDateTime = z.string().meta({ format: 'date-time' });
/** A calendar day, YYYY-MM-DD. */
export const isoDay = z.string().meta({ format: 'date' });

/** Every REST failure: a 4xx (or 5xx) with a message that names the field at fault. */
export const ErrorBody = z
  .object({
    message: z.string(),
    errors: z
      .array(
        z.object({
          message: z.string(),
          path: z.string().optional().meta({ description: 'the field at fault, dotted' }),
          extensions: z.object({ code: z.string() }).optional(),
        }),
      )
      .optional()
      .meta({ description: 'a 400 of bad input: every field at fault' }),
    retryAfter: z.number().int().optional().meta({ description: 'a 429: seconds to wait before trying again' }),
    line: z.number().int().optional().meta({ description: 'an import: the line of the file at fault' }),
    column: z.string().optional().meta({ description: 'an import: the column at fault' }),
    problem: z.enum(JIRA_PROBLEMS).optional().meta({ description: 'a failure talking to Jira: what went wrong' }),
    endsAt: isoDateTime.optional().meta({ description: 'a 409 of the timer: when the phase ends' }),
  })
  .meta({ id: 'Error', description: 'Every failure: a message naming what is wrong' });

/** The answer of most deletes and bulk writes. */
export const SuccessBody = z.object({ success: z.literal(true) }).meta({ id: 'Success' });
export const DeletedBody = z.object({ success: z.literal(true), id: z.number().int() }).meta({ id: 'Deleted', description: 'The row is gone' });

/** A value kept as JSON as the viewer's data (or an imported file) had it. */
export const JsonValue = z.json().meta({ id: 'JsonValue', description: 'any JSON value' });
