import { z } from 'zod';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** A JSON Schema (2020-12, as OpenAPI 3.1 takes it): a $ref, or the keywords zod-openapi writes. */
const JsonSchema = z.union([z.boolean(), z.record(z.string(), z.json())]).meta({ description: 'a JSON Schema' });
/** Who may call: each entry's schemes together, any one entry enough (an empty list: anyone). */
const Security = z.array(z.record(z.string(), z.array(z.string())));
const Content = z.record(z.string().meta({ description: 'a media type' }), z.strictObject({ schema: JsonSchema }));

const Operation = z.strictObject({
  tags: z.array(z.string()),
  summary: z.string(),
  description: z.string().optional(),
  operationId: z.string(),
  security: Security,
  parameters: z
    .array(
      z.strictObject({
        in: z.enum(['path', 'query']),
        name: z.string(),
        required: z.boolean().optional(),
        description: z.string().optional(),
        schema: JsonSchema,
      }),
    )
    .optional(),
  requestBody: z.strictObject({ required: z.boolean(), content: Content }).optional(),
  responses: z.record(z.string().meta({ description: 'a status' }), z.strictObject({ description: z.string(), content: Content.optional() })),
});

/** GET /api/openapi.json: this document, as document.ts builds it. */
export const OpenApiDocumentBody = z
  .strictObject({
    openapi: z.literal('3.1.0'),
    info: z.strictObject({ title: z.string(), version: z.string(), description: z.string() }),
    servers: z.array(z.strictObject({ url: z.string() })),
    tags: z.array(z.strictObject({ name: z.string(), description: z.string().optional() })),
    security: Security,
    paths: z.record(z.string().meta({ description: 'a path under /api, parameters in braces' }), z.partialRecord(z.enum(METHODS), Operation)),
    components: z.strictObject({
      schemas: z.record(z.string(), JsonSchema),
      securitySchemes: z.record(
        z.string(),
        z.union([
          z.strictObject({ type: z.literal('apiKey'), in: z.literal('cookie'), name: z.string(), description: z.string() }),
          z.strictObject({ type: z.literal('http'), scheme: z.literal('bearer'), description: z.string() }),
        ]),
      ),
    }),
  })
  .meta({ id: 'OpenApiDocument' });
