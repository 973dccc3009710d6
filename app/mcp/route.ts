import { handleMcpPost, mcpMethodNotAllowed, mcpPreflight } from '@/lib/mcp/mcp-endpoint';

/** The MCP tool server (spec §4.6): stateless Streamable HTTP, POST only. */
export const POST = handleMcpPost;
export const OPTIONS = mcpPreflight;
export const GET = mcpMethodNotAllowed;
export const HEAD = mcpMethodNotAllowed;
export const PUT = mcpMethodNotAllowed;
export const PATCH = mcpMethodNotAllowed;
export const DELETE = mcpMethodNotAllowed;
