// `npm run api:types`: writes api/contract/openapi.generated.ts from the API's OpenAPI document.
// Run it after changing a route; a unit test fails while the two disagree.
import fs from 'node:fs';
import path from 'node:path';
import { API_TYPES_FILE, generateApiTypes } from './api-types';

fs.writeFileSync(API_TYPES_FILE, await generateApiTypes());
console.log(`written ${path.relative(process.cwd(), API_TYPES_FILE)}`);
