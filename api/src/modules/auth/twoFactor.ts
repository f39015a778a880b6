/** otplib, loaded on first use: only two-factor set-up and sign-in need it. */
const totp = () => import('otplib');

export const TOTP_ISSUER = 'Streamline';
const PERIOD = 30;

export async function newTotpSecret(): Promise<string> {
  const { generateSecret } = await totp();
  return generateSecret({ length: 20 });
}

export async function totpQrCode(secret: string, label: string): Promise<string> {
  const [{ default: QRCode }, { generateURI }] = await Promise.all([import('qrcode'), totp()]); // only the 2FA set-up draws one
  return QRCode.toDataURL(generateURI({ issuer: TOTP_ISSUER, label, secret }));
}

/**
 * Checks a code with one step of clock drift either way. `afterStep` refuses any code of a
 * time step already used, so a code cannot be replayed. Returns the matched step, or null.
 */
export async function checkTotp(secret: string, token: string, afterStep?: number | null): Promise<number | null> {
  const { verify } = await totp();
  const result = await verify({
    secret,
    token,
    epochTolerance: PERIOD,
    ...(afterStep != null ? { afterTimeStep: afterStep } : {}),
  }).catch(() => ({ valid: false as const }));
  // the step otplib matched, not one recomputed from a later clock reading (which may have moved on)
  if (!result.valid || !('timeStep' in result)) return null;
  return result.timeStep;
}
