import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** AES-256-GCM for secrets kept in the database (2FA secrets, Jira tokens). */
export function createCipher(secretKey: string) {
  const key = createHash('sha256').update(`streamline:${secretKey}`).digest();
  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
    },
    decrypt(stored: string): string {
      const [version, iv, tag, data] = stored.split(':');
      if (version !== 'v1' || !iv || !tag || !data) throw new Error('Unreadable encrypted value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
export type Cipher = ReturnType<typeof createCipher>;

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
