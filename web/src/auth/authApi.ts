import { apiRequest } from '../lib/http.ts';

export type Role = 'admin' | 'user';
export type UserStatus = 'pending' | 'approved' | 'rejected';

/** The user as the client sees it (spec section 3). */
export type AuthUser = {
  id: number;
  username: string;
  email: string;
  name: string | null;
  twoFactorEnabled: boolean;
  role: Role;
  status: UserStatus;
  /** IANA zone the deadlines are in (the signed-in user's own answers carry it) */
  timeZone?: string;
};

export type AuthCheck = { authenticated: boolean; user: AuthUser | null; requiresTwoFactor: boolean };
export type LoginAnswer = AuthUser | { requiresTwoFactor: true; userId: number };
export type RegisterInput = { username: string; email: string; password: string; name?: string };
export type RegisterAnswer = AuthUser & { message?: string };
/** Whether sign-in with the OpenID Connect provider is on, and the provider's name for its button. */
export type OidcStatus = { enabled: boolean; name: string | null };
export type TwoFactorSetup = { qrCode: string; secret: string; userId: number };

export const authApi = {
  check: () => apiRequest<AuthCheck>('/api/auth/check'),
  login: (username: string, password: string) => apiRequest<LoginAnswer>('/api/auth/login', { method: 'POST', body: { username, password } }),
  verifyTwoFactor: (userId: number, token: string) => apiRequest<AuthUser>('/api/auth/verify-2fa', { method: 'POST', body: { userId, token } }),
  /** `redirectTo`: a session started by single sign-on ends at the provider too, which sends the browser back to /login. */
  logout: () => apiRequest<{ success: boolean; redirectTo?: string }>('/api/auth/logout', { method: 'POST' }),
  register: (input: RegisterInput) => apiRequest<RegisterAnswer>('/api/auth/register', { method: 'POST', body: input }),
  oidcStatus: () => apiRequest<OidcStatus>('/api/auth/oidc'),
  setupTwoFactor: () => apiRequest<TwoFactorSetup>('/api/auth/setup-2fa'),
  enableTwoFactor: (userId: number, token: string) =>
    apiRequest<{ success: boolean; user?: AuthUser }>('/api/auth/enable-2fa', { method: 'POST', body: { userId, token } }),
};

export function needsTwoFactor(answer: LoginAnswer): answer is { requiresTwoFactor: true; userId: number } {
  return 'requiresTwoFactor' in answer && answer.requiresTwoFactor === true;
}
