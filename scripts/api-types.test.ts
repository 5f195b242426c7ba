import fs from 'node:fs';
import { API_TYPES_FILE, generateApiTypes } from './api-types';

describe('api/contract/openapi.generated.ts', () => {
  it('matches the OpenAPI document (run `npm run api:types` after changing a route)', async () => {
    expect(fs.readFileSync(API_TYPES_FILE, 'utf8')).toBe(await generateApiTypes());
  });
});
