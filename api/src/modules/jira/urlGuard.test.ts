import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import { isPrivateAddress } from './ipRanges.js';
import { parseJiraUrl, resolvePublicHost } from './urlGuard.js';
import { adfToText } from './adf.js';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:7f00:1::1',
    '::127.0.0.1',
    'not-an-ip',
  ])('refuses %s', (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });

  it.each(['8.8.8.8', '104.192.141.1', '172.32.0.1', '192.169.0.1', '2606:4700:4700::1111', '2a00:1450:4001::200e', '::ffff:8.8.8.8'])('allows %s', (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
  });
});

describe('parseJiraUrl', () => {
  const strict = { jiraAllowPrivateUrls: false };
  it('keeps scheme, host, port and context path, without a trailing slash', () => {
    expect(parseJiraUrl(strict, ' https://acme.atlassian.net/ ')).toBe('https://acme.atlassian.net');
    expect(parseJiraUrl(strict, 'https://jira.acme.com:8443/jira/?x=1#y')).toBe('https://jira.acme.com:8443/jira');
  });
  it.each([
    ['http://acme.atlassian.net', 'Jira URL must start with https://'],
    ['ftp://acme.atlassian.net', 'Jira URL must start with https://'],
    ['acme.atlassian.net', 'Jira URL must be a valid address like https://your-team.atlassian.net'],
    ['https://me:pw@acme.atlassian.net', 'Jira URL must not contain a user name or password'],
  ])('refuses %s', (url, message) => {
    expect(() => parseJiraUrl(strict, url)).toThrow(message);
  });
  it('allows http when private URLs are allowed', () => {
    expect(parseJiraUrl({ jiraAllowPrivateUrls: true }, 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
  });
  it('refuses a name that resolves to loopback, and allows it with the flag', async () => {
    await expect(resolvePublicHost(strict, 'localhost')).rejects.toMatchObject({ problem: 'private_url' });
    await expect(resolvePublicHost({ jiraAllowPrivateUrls: true }, 'localhost')).resolves.not.toHaveLength(0);
  });
});

describe('adfToText', () => {
  it('turns paragraphs, lists, breaks, mentions and links into plain text', () => {
    const doc = {
      type: 'doc',
      version: 1,
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Goal' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Ask ' },
            { type: 'mention', attrs: { text: '@Ada' } },
            { type: 'hardBreak' },
            { type: 'text', text: 'today', marks: [{ type: 'strong' }] },
          ],
        },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] },
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'inlineCard', attrs: { url: 'https://x.example.com' } }] }] },
          ],
        },
      ],
    };
    expect(adfToText(doc)).toBe('Goal\n\nAsk @Ada\ntoday\n\n- one\n- https://x.example.com');
    expect(adfToText(null)).toBe('');
    expect(adfToText('plain v2 text ')).toBe('plain v2 text');
  });
});

describeEachProvider('Jira URL guard (JIRA_ALLOW_PRIVATE_URLS off)', (server) => {
  it.each([
    ['http://', 'http://jira.example.com', 'bad_url', 'Jira URL must start with https://'],
    ['127.0.0.1', 'https://127.0.0.1', 'private_url', 'Jira URL must not point to a private, local or loopback network address'],
    ['10.0.0.1', 'https://10.0.0.1', 'private_url', 'Jira URL must not point to a private, local or loopback network address'],
    ['::1', 'https://[::1]:8443', 'private_url', 'Jira URL must not point to a private, local or loopback network address'],
    ['a mapped ::ffff:127.0.0.1', 'https://[::ffff:127.0.0.1]', 'private_url', 'Jira URL must not point to a private, local or loopback network address'],
    ['localhost', 'https://localhost', 'private_url', 'Jira URL must not point to a private, local or loopback network address'],
    ['the metadata address', 'https://169.254.169.254/latest', 'private_url', 'Jira URL must not point to a private, local or loopback network address'],
  ])('refuses %s on save and on test, and stores nothing', async (_case, jiraUrl, problem, message) => {
    const { agent } = await signedInUser(server());
    const body = { jiraUrl, email: 'me@acme.test', apiToken: 'tok', projectKey: 'ABC' };
    const save = await agent.put('/api/jira', body);
    expect(save.status).toBe(400);
    expect(save.body).toEqual({ message, problem });
    expect((await agent.get('/api/jira')).body).toEqual({ linked: false });
    const test = await agent.post('/api/jira/test', body);
    expect(test.status).toBe(200);
    expect(test.body).toEqual({ ok: false, problem, message });
  });
});
