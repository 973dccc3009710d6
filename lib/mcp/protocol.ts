/**
 * Protocol revisions the tool server speaks (spec §4.6, §9): 2026-07-28 through `server/discover`,
 * and the legacy `initialize` handshake for the four before it. The first 2025-era entry is what
 * the server counter-offers to a client that asks for a version not listed here.
 */
export const MCP_PROTOCOL_VERSIONS = ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];

/** Requests are small JSON-RPC messages; anything larger is refused before it is parsed. */
export const MAX_MCP_BODY_BYTES = 64 * 1024;
