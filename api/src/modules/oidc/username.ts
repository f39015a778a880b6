const MIN = 3;
const MAX = 50;

/** A username for a new account from the provider's preferred_username, else the e-mail's local part. */
export function baseUsername(preferred: string | undefined, email: string): string {
  const from = (value: string | undefined) =>
    (value ?? '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[-._]+|[-._]+$/g, '')
      .slice(0, MAX - 4);
  // an e-mail address given as the preferred username (Azure, Keycloak's "email as username") keeps only its local part
  const candidate = from(preferred?.split('@')[0]) || from(email.split('@')[0]);
  return candidate.length >= MIN ? candidate : `${candidate || 'user'}-sso`.slice(0, MAX);
}

/** The first of base, base-2, base-3, … that is not taken. */
export function firstFreeUsername(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const name = `${base}-${n}`;
    if (!taken.has(name)) return name;
  }
}
