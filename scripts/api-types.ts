// The client's types generated from the live OpenAPI document (openapi-typescript), for
// `npm run api:types` and for the test that keeps api/contract/openapi.generated.ts up to date.
import path from 'node:path';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { createApp } from '../server/app';

export const API_TYPES_FILE = path.join(
  import.meta.dirname,
  '../api/contract/openapi.generated.ts',
);

const HEADER = `${COMMENT_HEADER}// Regenerate with \`npm run api:types\` after changing a route (a test fails while it is stale).\n\n`;

export async function generateApiTypes(): Promise<string> {
  const response = await createApp().request('/api/v1/openapi.json');
  if (!response.ok) throw new Error(`openapi.json answered ${response.status}`);
  const nodes = await openapiTS(await response.text(), { silent: true });
  return HEADER + astToString(nodes);
}
