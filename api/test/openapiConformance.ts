import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../src/http/openapi/document.js';

type Content = Record<string, { schema?: unknown }>;
type Operation = { responses: Record<string, { content?: Content }> };
type Document = { paths: Record<string, Record<string, Operation>> };

/** One answer of the server, as the test client received it. */
export type Answer = { method: string; url: string; status: number; contentType: string | null; text: string; body: unknown };

// Swagger UI's own files beside the reference page: static files, not routes of the API
const STATIC_FILES = /^\/api\/docs\/[^/]+\.(css|js|png|html|map)$/;

const BEFORE_ROUTING = new Set([400, 403, 404, 413]);

type Template = { path: string; pattern: RegExp; params: number; literal: number };

/** JSON Pointer escaping of one segment. */
const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Checks REST answers against an OpenAPI 3.1 document: the path must be one of its templates, the
 * method one of that path's operations, the status one the operation declares, and a JSON body valid
 * against that status's schema ($refs resolved through the whole document).
 */
export class ConformanceChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly templates: Template[];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly doc: Document) {
    (addFormats as unknown as (a: Ajv2020) => void)(this.ajv);
    this.ajv.addSchema({ ...doc, $id: 'openapi.json' });
    this.templates = Object.keys(doc.paths)
      .map((path) => {
        const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
        return { path, pattern: new RegExp(`^${source}$`), params: (path.match(/\{/g) ?? []).length, literal: path.replace(/\{\w+\}/g, '').length };
      })
      // a literal segment wins over a parameter: PUT /api/tasks/reorder is not PUT /api/tasks/{id}
      .sort((a, b) => a.params - b.params || b.literal - a.literal);
  }

  /** The document's path template of a request path (query string left off), or null. */
  templateOf(path: string): string | null {
    const bare = path.split('?')[0];
    return this.templates.find((t) => t.pattern.test(bare))?.path ?? null;
  }

  /** What is wrong with an answer, or null when it conforms. */
  check(answer: Answer): string | null {
    const method = answer.method.toLowerCase() === 'head' ? 'get' : answer.method.toLowerCase();
    // Express serves /api/projects/ as /api/projects
    const path = new URL(answer.url, 'http://localhost').pathname.replace(/(.)\/$/, '$1');
    const where = `${answer.method.toUpperCase()} ${path} answered ${answer.status}`;
    const template = this.templates.filter((t) => t.pattern.test(path)).find((t) => this.doc.paths[t.path][method])?.path;
    if (!template) {
      if (STATIC_FILES.test(path)) return null;
      // what /api answers before any route is reached (the body parser, the cross-site guard) or when none serves the path
      if (BEFORE_ROUTING.has(answer.status) && this.isError(answer.body)) return null;
      const known = this.templateOf(path);
      return known
        ? `${where}: the OpenAPI document has no ${method.toUpperCase()} operation at ${known}`
        : `${where}: the path is not in the OpenAPI document`;
    }
    const responses = this.doc.paths[template][method].responses;
    const status = [String(answer.status), `${String(answer.status)[0]}XX`, 'default'].find((s) => responses[s]);
    if (!status) return `${where}: ${method.toUpperCase()} ${template} declares only ${Object.keys(responses).join(', ')} (body: ${answer.text.slice(0, 300)})`;
    const content = responses[status].content;
    if (method === 'get' && answer.method.toLowerCase() === 'head') return null;
    if (!content) return answer.text ? `${where}: the document declares no body for ${status}, but one came: ${answer.text.slice(0, 300)}` : null;
    const mediaType = (answer.contentType ?? '').split(';')[0].trim();
    if (!content[mediaType]) return `${where}: the document declares ${Object.keys(content).join(', ')} for ${status}, not "${mediaType}"`;
    if (mediaType !== 'application/json') return null;
    const validate = this.validator(template, method, status);
    if (validate(answer.body)) return null;
    return `${where}: the body does not match the schema of ${method.toUpperCase()} ${template} ${status}:\n${describe(validate.errors ?? [])}\nbody: ${JSON.stringify(answer.body)?.slice(0, 1500)}`;
  }

  private isError(body: unknown) {
    const validate = this.ajv.getSchema('openapi.json#/components/schemas/Error');
    return !!validate?.(body);
  }

  private validator(template: string, method: string, status: string) {
    const at = `openapi.json#/${pointer('paths', template, method, 'responses', status, 'content', 'application/json', 'schema')}`;
    let validate = this.compiled.get(at);
    if (!validate) {
      validate = this.ajv.getSchema(at);
      if (!validate) throw new Error(`OpenAPI conformance: no schema at ${at}`);
      this.compiled.set(at, validate);
    }
    return validate;
  }
}

function describe(errors: ErrorObject[]) {
  return errors
    .slice(0, 12)
    .map(
      (e) =>
        `  ${e.instancePath || '(body)'} ${e.message}${e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : ''} [${e.schemaPath}]`,
    )
    .join('\n');
}

let shared: ConformanceChecker | undefined;
/** The checker of this server's own document, built once per test file. */
export const apiConformance = () => (shared ??= new ConformanceChecker(openApiDocument() as unknown as Document));

/** Throws, naming the route, the status and what does not match, when a REST answer breaks the document. */
export function assertConforms(answer: Answer) {
  const problem = apiConformance().check(answer);
  if (problem) throw new Error(`The answer breaks the OpenAPI document: ${problem}`);
}
