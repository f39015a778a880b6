/**
 * Text neither database can store: a NUL character (PostgreSQL refuses it in text columns) or half
 * of a surrogate pair (not Unicode: the query engine cannot encode it). Input holding either is the
 * client's mistake: parseInput refuses it with a 400 on both databases alike, REST and GraphQL.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function unstorableTextMessage(text: string, where: string): string | null {
  if (text.includes('\u0000')) return `${where} must not contain NUL characters`;
  if (LONE_SURROGATE.test(text)) return `${where} is not valid Unicode text (it holds half of a surrogate pair)`;
  return null;
}

const label = (path: string[], whole: string) => (path.length ? `"${path.join('.')}"` : whole);

/**
 * The message for the first string (value or key) in a parsed JSON value that cannot be stored, else
 * null. `whole` names the value itself when it is a string (e.g. "The request body").
 */
export function findUnstorableText(value: unknown, whole: string): string | null {
  // iterative: a body may nest thousands of levels deep
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (stack.length) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      const message = unstorableTextMessage(v, label(path, whole));
      if (message) return message;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: [...path, String(i)] });
    } else if (v && typeof v === 'object') {
      for (const [key, inner] of Object.entries(v)) {
        const message = unstorableTextMessage(key, `The field name ${JSON.stringify(key.slice(0, 50))}`);
        if (message) return message;
        stack.push({ value: inner, path: [...path, key] });
      }
    }
  }
  return null;
}
