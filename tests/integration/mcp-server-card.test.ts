import { describe, expect, inject, it } from 'vitest';
import { connectModernClient, LEGACY_VERSIONS, MODERN_VERSION } from '../support/mcp-clients';

const baseUrl = inject('baseUrl');

describe('the MCP server manifest', () => {
  it('is served at /.well-known/mcp.json and /mcp/server-card, identical', async () => {
    const [wellKnown, serverCard] = await Promise.all([fetch(`${baseUrl}/.well-known/mcp.json`), fetch(`${baseUrl}/mcp/server-card`)]);
    expect(wellKnown.status).toBe(200);
    expect(serverCard.status).toBe(200);
    expect(await wellKnown.json()).toEqual(await serverCard.json());
  });

  it('says what the server is and how to reach it', async () => {
    const card = await (await fetch(`${baseUrl}/.well-known/mcp.json`)).json();
    expect(card).toMatchObject({
      name: 'packwise',
      title: 'Packwise',
      version: '1.10.0',
      websiteUrl: `${baseUrl}/`,
      remotes: [{ type: 'streamable-http', url: `${baseUrl}/mcp` }],
      protocolVersions: [MODERN_VERSION, ...LEGACY_VERSIONS],
      authentication: { type: 'none' },
    });
    expect(card.description.length).toBeGreaterThan(20);
  });

  it('lists the tools exactly as tools/list does', async () => {
    const card = await (await fetch(`${baseUrl}/.well-known/mcp.json`)).json();
    const client = await connectModernClient(baseUrl, { pin: MODERN_VERSION });
    const { tools } = await client.listTools();
    await client.close();
    expect(card.tools).toEqual(
      tools.map(({ name, title, description, inputSchema, annotations }) => ({ name, title, description, inputSchema, annotations })),
    );
  });

  it('has CORS, build-time caching and an ETag that yields 304', async () => {
    const response = await fetch(`${baseUrl}/mcp/server-card`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toContain('s-maxage=');
    const etag = response.headers.get('etag')!;
    const revalidated = await fetch(`${baseUrl}/.well-known/mcp.json`, { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
  });
});
