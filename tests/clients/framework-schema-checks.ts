// A framework's own reading of a tool's JSON Schema, from the client folder's lock file: Genkit
// validates a tool's arguments and result with it (and threw on the `$schema` key the tools carried).
export { validateSchema as genkitValidate } from '@genkit-ai/core/schema';
