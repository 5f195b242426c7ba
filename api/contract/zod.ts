import { z } from 'zod';
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';

// Schemas are written once here and serve validation, the OpenAPI document and the client's types.
extendZodWithOpenApi(z);

export { z };
