import { createConfig, lintFromString } from '@redocly/openapi-core';
import { createApp } from '../app';

/**
 * The OpenAPI document is a contract other tools read (client generators, API consoles,
 * gateways). It must pass a standard linter, name every operation, and say for each one whether
 * it needs a token. None of this needs a database: the document and the 401s of private routes
 * are answered before any query.
 */

type Operation = { operationId?: string; security?: Record<string, string[]>[] };
type Document = {
  servers?: unknown[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, { type?: string | string[] }> };
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

async function loadDocument() {
  const response = await createApp().request('/api/v1/openapi.json');
  expect(response.status).toBe(200);
  const source = await response.text();
  const document = JSON.parse(source) as Document;
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ path, method, operation })),
  );
  return { source, document, operations };
}

const requiresToken = (operation: Operation) =>
  !!operation.security?.length &&
  operation.security.every((requirement) => 'bearerAuth' in requirement);

describe('OpenAPI document as a contract', () => {
  it("passes Redocly's recommended rules with no errors", async () => {
    const { source } = await loadDocument();
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: '/api/v1/openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('keeps null out of named components (nullable belongs where a component is used)', async () => {
    const { document } = await loadDocument();
    const nullable = Object.entries(document.components?.schemas ?? {})
      .filter(([, schema]) => [schema.type].flat().includes('null'))
      .map(([name]) => name);
    expect(nullable).toEqual([]);
  });

  it('names the server the /api/v1 paths are resolved against', async () => {
    const { document } = await loadDocument();
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('gives every operation a unique camelCase operationId', async () => {
    const { operations } = await loadDocument();
    const missing = operations.filter(({ operation }) => !operation.operationId);
    expect(missing.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId!);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
  });

  it('declares security on every operation, public ones included', async () => {
    const { operations } = await loadDocument();
    const undeclared = operations.filter(({ operation }) => !Array.isArray(operation.security));
    expect(undeclared.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('declares a token only where the API refuses callers without one', async () => {
    const { operations } = await loadDocument();
    const app = createApp();
    const privateOnes = operations.filter(({ operation }) => requiresToken(operation));
    expect(privateOnes.length).toBeGreaterThan(0);
    for (const { method, path } of privateOnes) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const response = await app.request(url, { method: method.toUpperCase() });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });
});
