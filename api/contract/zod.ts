import { z } from 'zod';
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';

// Schemas are written once here and serve validation, the OpenAPI document and the client's types.
extendZodWithOpenApi(z);

export { z };

/**
 * A named schema (`.openapi('Name')`) or null. Use this, not `.nullable()`, on a named schema:
 * zod-to-openapi 9 turns `Named.nullable()` into a nullable `Name` component, so every other use
 * of `Name` (array items, required fields) would be documented as nullable too.
 */
export const nullableRef = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);
