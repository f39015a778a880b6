import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../config.js';

const base = { DATA_DIR: mkdtempSync(join(tmpdir(), 'streamline-oidc-config-')), SECRET_KEY: 'k'.repeat(40) };

describe('OIDC settings', () => {
  it('are off while OIDC_ISSUER is unset or empty', () => {
    expect(loadConfig(base).oidc).toBeNull();
    expect(loadConfig({ ...base, OIDC_ISSUER: '', OIDC_CLIENT_ID: '' }).oidc).toBeNull();
  });

  it('read the issuer, client, name, allowed domains and auto-approval', () => {
    const oidc = loadConfig({
      ...base,
      OIDC_ISSUER: 'https://id.example.com/realms/staff',
      OIDC_CLIENT_ID: 'streamline',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_NAME: 'Company SSO',
      OIDC_ALLOWED_DOMAINS: ' Example.com, @corp.example ,',
      OIDC_AUTO_APPROVE: '1',
    }).oidc;
    expect(oidc).toEqual({
      issuer: 'https://id.example.com/realms/staff',
      clientId: 'streamline',
      clientSecret: 's3cret',
      name: 'Company SSO',
      allowedDomains: ['example.com', 'corp.example'],
      autoApprove: true,
      rpLogout: true,
    });
    expect(loadConfig({ ...base, OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'a' }).oidc).toMatchObject({
      name: 'SSO',
      clientSecret: undefined,
      allowedDomains: [],
      autoApprove: false,
    });
    expect(loadConfig({ ...base, OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'a', OIDC_RP_LOGOUT: '0' }).oidc?.rpLogout).toBe(false);
  });

  it('a bad value stops the start with the variable named', () => {
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'https://id.example.com' })).toThrow('OIDC_CLIENT_ID: OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'ftp://id.example.com', OIDC_CLIENT_ID: 'a' })).toThrow('OIDC_ISSUER must be an http(s) URL');
    expect(() =>
      loadConfig({ ...base, OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'a', OIDC_ALLOWED_DOMAINS: 'example.com, not a domain' }),
    ).toThrow('OIDC_ALLOWED_DOMAINS must be a comma-separated list of e-mail domains');
  });
});
