import { describeEachProvider } from '../../../test/testServer.js';
import { signedInUser } from '../../../test/factories.js';
import type { HttpAgent } from '../../../test/http.js';

const LINKS_QUERY = `{ links { edges { node { id rowId label url position } } } }`;

async function createLinks(agent: HttpAgent, labels: string[]) {
  const ids: number[] = [];
  for (const label of labels) {
    const res = await agent.post('/api/links', { label, url: `https://example.com/${label}` });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
  return ids;
}

describeEachProvider('links', (server) => {
  describe('REST', () => {
    it('creates, lists in order, edits and deletes a link', async () => {
      const { agent } = await signedInUser(server());
      const created = await agent.post('/api/links', { label: '  Docs ', url: ' https://docs.example.com ' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ label: 'Docs', url: 'https://docs.example.com', position: 0 });
      const second = await agent.post('/api/links', { label: 'Board', url: 'http://board.example.com/x?y=1' });
      expect(second.body.position).toBe(1);

      const list = await agent.get('/api/links');
      expect(list.status).toBe(200);
      expect(list.body.map((l: { label: string }) => l.label)).toEqual(['Docs', 'Board']);

      const put = await agent.put(`/api/links/${created.body.id}`, { label: 'Handbook', url: 'https://handbook.example.com' });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ id: created.body.id, label: 'Handbook', url: 'https://handbook.example.com' });
      const patch = await agent.patch(`/api/links/${created.body.id}`, { label: 'Manual' });
      expect(patch.body).toMatchObject({ label: 'Manual', url: 'https://handbook.example.com' });

      const del = await agent.delete(`/api/links/${created.body.id}`);
      expect(del.status).toBe(200);
      expect((await agent.get('/api/links')).body.map((l: { label: string }) => l.label)).toEqual(['Board']);
      expect((await agent.delete(`/api/links/${created.body.id}`)).status).toBe(404);
    });

    it.each([
      ['no label', { url: 'https://x.example.com' }, 'Label is required'],
      ['a blank label', { label: '   ', url: 'https://x.example.com' }, 'Label is required'],
      ['a 101-character label', { label: 'x'.repeat(101), url: 'https://x.example.com' }, 'Label must be at most 100 characters'],
      ['no url', { label: 'A' }, 'URL is required'],
      ['an empty url', { label: 'A', url: '' }, 'URL is required'],
      ['a url without scheme', { label: 'A', url: 'example.com' }, 'URL must start with http:// or https://'],
      ['an ftp url', { label: 'A', url: 'ftp://example.com' }, 'URL must start with http:// or https://'],
      ['a javascript: url', { label: 'A', url: 'javascript:alert(1)' }, 'URL must start with http:// or https://'],
      ['a url over 2048 characters', { label: 'A', url: `https://example.com/${'a'.repeat(2048)}` }, 'URL must be at most 2048 characters'],
      ['a url with no host', { label: 'A', url: 'https://' }, 'Please enter a valid URL'],
    ] as const)('refuses %s with its message and stores nothing', async (_case, body, message) => {
      const { agent } = await signedInUser(server());
      const res = await agent.post('/api/links', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await agent.get('/api/links')).body).toEqual([]);
    });

    it('applies the same rules on edit', async () => {
      const { agent } = await signedInUser(server());
      const [id] = await createLinks(agent, ['a']);
      const bad = await agent.patch(`/api/links/${id}`, { url: 'www.example.com' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('URL must start with http:// or https://');
      const empty = await agent.put(`/api/links/${id}`, { label: '' });
      expect(empty.body.message).toBe('Label is required');
      expect((await agent.get('/api/links')).body[0]).toMatchObject({ label: 'a', url: 'https://example.com/a' });
    });

    it("answers 404 for another user's link and unknown ids, and leaves the link alone", async () => {
      const owner = await signedInUser(server());
      const stranger = await signedInUser(server());
      const [id] = await createLinks(owner.agent, ['mine']);
      expect((await stranger.agent.patch(`/api/links/${id}`, { label: 'hacked' })).status).toBe(404);
      expect((await stranger.agent.put(`/api/links/${id}`, { label: 'hacked' })).status).toBe(404);
      expect((await stranger.agent.delete(`/api/links/${id}`)).status).toBe(404);
      expect((await stranger.agent.get('/api/links')).body).toEqual([]);
      expect((await owner.agent.patch('/api/links/999999', { label: 'x' })).status).toBe(404);
      expect((await owner.agent.delete('/api/links/abc')).status).toBe(404);
      expect((await owner.agent.get('/api/links')).body[0].label).toBe('mine');
    });

    it('requires a session', async () => {
      const anon = server().agent();
      expect((await anon.get('/api/links')).status).toBe(401);
      expect((await anon.post('/api/links', { label: 'a', url: 'https://a.example.com' })).status).toBe(401);
    });

    it('reorders and the order persists', async () => {
      const { agent } = await signedInUser(server());
      const [a, b, c] = await createLinks(agent, ['a', 'b', 'c']);
      const res = await agent.put('/api/links/reorder', { linkIds: [c, a, b] });
      expect(res.status).toBe(200);
      expect(res.body.map((l: { id: number; position: number }) => [l.id, l.position])).toEqual([
        [c, 0],
        [a, 1],
        [b, 2],
      ]);
      expect((await agent.get('/api/links')).body.map((l: { label: string }) => l.label)).toEqual(['c', 'a', 'b']);
      // a partial list moves the named links first; the rest keep their order
      await agent.put('/api/links/reorder', { linkIds: [b] });
      expect((await agent.get('/api/links')).body.map((l: { label: string }) => l.label)).toEqual(['b', 'c', 'a']);
    });

    it("refuses a reorder with a stranger's or unknown id, or bad input, and changes nothing", async () => {
      const owner = await signedInUser(server());
      const other = await signedInUser(server());
      const [a, b] = await createLinks(owner.agent, ['a', 'b']);
      const [x] = await createLinks(other.agent, ['x']);
      expect((await owner.agent.put('/api/links/reorder', { linkIds: [b, x, a] })).status).toBe(404);
      expect((await owner.agent.put('/api/links/reorder', { linkIds: [b, 424242] })).status).toBe(404);
      const dup = await owner.agent.put('/api/links/reorder', { linkIds: [b, b] });
      expect(dup.status).toBe(400);
      expect(dup.body.message).toBe('linkIds must not repeat a link');
      expect((await owner.agent.put('/api/links/reorder', {})).status).toBe(400);
      expect((await owner.agent.get('/api/links')).body.map((l: { label: string }) => l.label)).toEqual(['a', 'b']);
      expect((await other.agent.get('/api/links')).body[0]).toMatchObject({ id: x, position: 0 });
    });
  });

  describe('GraphQL', () => {
    it('creates, edits, reorders and deletes through mutations; the connection follows position', async () => {
      const { agent } = await signedInUser(server());
      const create = async (label: string) => {
        const r = await agent.gql(`mutation($input: CreateLinkInput!) { createLink(input: $input) { link { id rowId label url position } } }`, {
          input: { label, url: `https://example.com/${label}` },
        });
        expect(r.errors).toBeUndefined();
        return r.data.createLink.link;
      };
      const one = await create('one');
      const two = await create('two');
      expect(two.position).toBe(1);

      const upd = await agent.gql(`mutation($input: UpdateLinkInput!) { updateLink(input: $input) { link { label url } } }`, {
        input: { linkId: one.id, url: 'https://one.example.com' },
      });
      expect(upd.data.updateLink.link).toEqual({ label: 'one', url: 'https://one.example.com' });

      const bad = await agent.gql(`mutation($input: CreateLinkInput!) { createLink(input: $input) { link { id } } }`, {
        input: { label: 'x', url: 'mailto:a@b.c' },
      });
      expect(bad.errors?.[0].message).toBe('URL must start with http:// or https://');

      const re = await agent.gql(`mutation($input: ReorderLinksInput!) { reorderLinks(input: $input) { links { rowId } } }`, {
        input: { linkIds: [two.id, one.id] },
      });
      expect(re.data.reorderLinks.links.map((l: { rowId: number }) => l.rowId)).toEqual([two.rowId, one.rowId]);
      const list = await agent.gql(LINKS_QUERY);
      expect(list.data.links.edges.map((e: any) => e.node.label)).toEqual(['two', 'one']);

      const del = await agent.gql(`mutation($input: DeleteLinkInput!) { deleteLink(input: $input) { deletedLinkId deletedRowId } }`, {
        input: { linkId: one.id },
      });
      expect(del.data.deleteLink).toEqual({ deletedLinkId: one.id, deletedRowId: one.rowId });
      expect((await agent.gql(LINKS_QUERY)).data.links.edges).toHaveLength(1);
    });

    it("keeps a stranger's link hidden and unchanged", async () => {
      const owner = await signedInUser(server());
      const stranger = await signedInUser(server());
      const [id] = await createLinks(owner.agent, ['secret']);
      const { data } = await owner.agent.gql(LINKS_QUERY);
      const gid = data.links.edges[0].node.id;
      expect(data.links.edges[0].node.rowId).toBe(id);

      const node = await stranger.agent.gql(`query($id: ID!) { node(id: $id) { ... on Link { label } } }`, { id: gid });
      expect(node.data?.node ?? null).toBeNull();
      const upd = await stranger.agent.gql(`mutation($input: UpdateLinkInput!) { updateLink(input: $input) { link { label } } }`, {
        input: { linkId: gid, label: 'hacked' },
      });
      expect(upd.errors?.[0].extensions.code).toBe('NOT_FOUND');
      const re = await stranger.agent.gql(`mutation($input: ReorderLinksInput!) { reorderLinks(input: $input) { links { rowId } } }`, {
        input: { linkIds: [gid] },
      });
      expect(re.errors?.[0].extensions.code).toBe('NOT_FOUND');
      expect((await stranger.agent.gql(LINKS_QUERY)).data.links.edges).toEqual([]);
      // an id of another type, or no id at all, is a 404 too (never a 500)
      for (const linkId of [Buffer.from(`Task:${id}`).toString('base64'), 'garbage', String(id)]) {
        const r = await stranger.agent.gql(`mutation($input: DeleteLinkInput!) { deleteLink(input: $input) { deletedRowId } }`, { input: { linkId } });
        expect(r.errors?.[0].extensions.code).toBe('NOT_FOUND');
      }
      // the owner may use the rowId as well as the global id
      const byRow = await owner.agent.gql(`mutation($input: UpdateLinkInput!) { updateLink(input: $input) { link { label } } }`, {
        input: { linkId: String(id), label: 'secret' },
      });
      expect(byRow.data.updateLink.link.label).toBe('secret');
      expect((await owner.agent.get('/api/links')).body[0].label).toBe('secret');
    });

    it('requires a session for the links query', async () => {
      const r = await server().agent().gql(LINKS_QUERY);
      expect(r.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });
});
