/** What /login shows when a sign-in with the OpenID Connect provider does not end in a session. */
export const OIDC_MESSAGES = {
  flowLost: 'Your sign-in expired or was started in another browser. Please try again.',
  failed: (name: string) => `Sign-in with ${name} failed. Please try again.`,
  unreachable: (name: string) => `${name} cannot be reached right now. Please try again later.`,
  cancelled: (name: string) => `Sign-in with ${name} was cancelled.`,
  refused: (name: string, reason: string) => `${name} refused the sign-in: ${reason}`,
  noEmail: (name: string) => `${name} did not share your e-mail address, which is needed to sign in.`,
  domainNotAllowed: (domain: string) => `E-mail addresses at ${domain} may not sign in here.`,
  unverifiedEmail: (name: string) =>
    `An account with this e-mail address already exists, but ${name} has not verified the address, so it cannot be linked. Log in with your password instead.`,
  /** An unlink that would leave an account without a password no way to sign in (409). */
  lastSignIn: 'Set a password before unlinking your last sign-in provider: without one you could no longer sign in.',
  linkedElsewhere: (name: string) => `The account with this e-mail address is already linked to another ${name} identity.`,
} as const;
