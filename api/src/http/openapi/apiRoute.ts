import { z } from 'zod';
import 'zod-openapi';

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
  /** another media type of the answer (text/calendar, text/html…) */
  produces?: string;
  /** answered to anyone: no session or token needed */
  public?: boolean;
};

/** A module's part of the document: its routes under one tag. */
export type ApiModule = { tag: string; description?: string; routes: ApiRoute[] };

/** Every REST failure: a 4xx (or 5xx) with a message that names the field at fault. */
export const ErrorBody = z
  .object({
    message: z.string(),
    errors: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .meta({ description: 'a 400 of bad input: every field at fault' }),
  })
  .meta({ id: 'Error', description: 'Every failure: a message naming what is wrong' });

/** The answer of most deletes and bulk writes. */
export const SuccessBody = z.object({ success: z.literal(true) }).meta({ id: 'Success' });
export const DeletedBody = z.object({ success: z.literal(true), id: z.number().int() }).meta({ id: 'Deleted', description: 'The row is gone' });

/** An object this document does not detail field by field. */
export const anyObject = (description: string) => z.looseObject({}).meta({ description });

/** A timestamp as JSON carries it. */
export const isoDateTime = z.string().meta({ format: 'date-time' });
/** A calendar day, YYYY-MM-DD. */
export const isoDay = z.string().meta({ format: 'date' });
