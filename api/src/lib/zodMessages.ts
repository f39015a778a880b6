const KINDS: Record<string, string> = {
  object: 'an object',
  array: 'a list',
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  date: 'a date',
};

const BOUNDS: Record<string, string> = { '<=': 'at most', '<': 'less than', '>=': 'at least', '>': 'more than' };

/**
 * zod's own wording ("Invalid input: expected string, received undefined", "Too big: expected string
 * to have <=200 characters") names no field: say which field, and what it needs. Every schema's own
 * messages pass unchanged.
 */
export function readableZodMessage(message: string, path: string): string {
  const field = path || 'The input';
  const wrongType = /^Invalid input: expected (\w+), received (\w+)$/.exec(message);
  if (wrongType) {
    const [, expected, received] = wrongType;
    const kind = KINDS[expected] ?? expected;
    if (!path) return expected === 'object' ? 'The input must be a JSON object (sent as Content-Type: application/json)' : `The input must be ${kind}`;
    return received === 'undefined' ? `${path} is required` : `${path} must be ${kind}`;
  }
  const size = /^Too (?:big|small): expected (\w+) to (?:have|be) (<=|<|>=|>)(-?[\d.e+]+)(?: (characters|items))?$/.exec(message);
  if (size) {
    const [, , bound, limit, unit] = size;
    if (bound === '>=' && limit === '1' && unit === 'characters') return `${field} must not be empty`;
    return `${field} must ${unit === 'items' ? 'have' : 'be'} ${BOUNDS[bound]} ${limit}${unit ? ` ${unit === 'items' ? 'items' : 'characters long'}` : ''}`;
  }
  if (message === 'Invalid ISO datetime') return `${field} must be a date and time like 2026-03-01T09:30:00Z`;
  if (message.startsWith('Invalid string: must match pattern')) return `${field} is not in the expected format`;
  const option = /^Invalid option: expected one of (.+)$/.exec(message);
  if (option) return `${field} must be one of ${option[1].replaceAll('|', ', ')}`;
  if (message === 'Invalid input') return path ? `${path} is not valid` : 'The input is not valid';
  return message;
}
