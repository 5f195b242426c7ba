/**
 * The paths the client may call, read from the types generated from the OpenAPI document
 * (openapi.generated.ts, `npm run api:types`). `api` in api/client.ts takes its paths through
 * `ApiPath<method, T>`: a call compiles only if the document has that path with that method and
 * the document's success answer is assignable to the `T` the caller expects. So a route that
 * moves, loses a method or changes its answer makes `tsc --noEmit` fail at the call.
 */
import type { paths } from './openapi.generated';

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Prefixed = keyof paths & string;

/** `/api/v1/suppliers/{id}` → `/suppliers/${string}`: what a template literal call produces. */
type Template<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Template<Tail>}`
  : P;

type SuccessStatus = 200 | 201 | 202 | 203 | 204;

/** What the client makes of an answer: parsed JSON, a Blob for other media, nothing for none. */
type Body<Response> = Response extends { content: infer Content }
  ? Content extends { 'application/json': infer Json }
    ? Json
    : Blob
  : void;

type SuccessBody<Operation> = Operation extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends SuccessStatus ? Body<Responses[Status]> : never;
    }[keyof Responses]
  : never;

/** The client's paths (without /api/v1) with `method` whose success answer fits `T`. */
export type ApiPath<Method extends ApiMethod, T> = {
  [P in Prefixed]: P extends `/api/v1${infer Path}`
    ? NonNullable<paths[P][Method]> extends infer Operation
      ? [SuccessBody<Operation>] extends [never]
        ? never // no such method, or no success answer (501 only)
        : [SuccessBody<Operation>] extends [T]
          ? Template<Path>
          : never
      : never
    : never;
}[Prefixed];
