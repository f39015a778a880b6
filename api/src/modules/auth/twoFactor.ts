import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

export const TOTP_ISSUER = 'Streamline';
const PERIOD = 30;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export async function totpQrCode(secret: string, label: string): Promise<string> {
  return QRCode.toDataURL(generateURI({ issuer: TOTP_ISSUER, label, secret }));
}

/**
 * Checks a code with one step of clock drift either way. `afterStep` refuses any code of a
 * time step already used, so a code cannot be replayed. Returns the matched step, or null.
 */
export async function checkTotp(secret: string, token: string, afterStep?: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token,
    epochTolerance: PERIOD,
    ...(afterStep != null ? { afterTimeStep: afterStep } : {}),
  }).catch(() => ({ valid: false as const }));
  if (!result.valid) return null;
  return Math.floor(Date.now() / 1000 / PERIOD) + result.delta;
}
