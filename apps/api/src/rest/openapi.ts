import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { declaredRoutes, pathParams, type DeclaredRoute } from './procedures.ts';
import type { RestOptions } from './request.ts';

/** Where the REST paths are mounted (server.ts registers restRoutes under it). */
export const REST_PREFIX = '/api';

type JsonSchema = Record<string, unknown>;

/**
 * Draft 2020-12, the dialect of OpenAPI 3.1. A Date goes out as JSON does, an ISO string; what else
 * JSON Schema cannot say (a transform's result) is left open.
 */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: ({ zodSchema, jsonSchema: json }) => {
      if (zodSchema._zod.def.type === 'date')
        Object.assign(json, { type: 'string', format: 'date-time' });
    },
  });
  return rest;
};

/** Every REST refusal: rest/errors.ts. */
const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    fieldErrors: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
  required: ['message', 'code'],
};

const openApiPath = (path: string) => `${REST_PREFIX}${path.replace(/:(\w+)/g, '{$1}')}`;

function parameters({ route, input }: DeclaredRoute): JsonSchema[] {
  const params = pathParams(route.path);
  const shape = input instanceof z.ZodObject ? (input.shape as Record<string, z.ZodType>) : {};
  const inPath = params.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: shape[name] ? jsonSchema(shape[name], 'input') : { type: 'string' },
  }));
  if (route.method !== 'GET' || input === undefined) return inPath;
  const query = jsonSchema(input, 'input');
  const properties = (query.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((query.required ?? []) as string[]);
  const inQuery = Object.entries(properties)
    .filter(([name]) => !params.includes(name) && !(route.fixed && name in route.fixed))
    .map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }));
  return [...inPath, ...inQuery];
}

function requestBody({ route, input }: DeclaredRoute): JsonSchema | undefined {
  if (route.method === 'GET') return undefined;
  const schema = route.body?.schema ?? (pathParams(route.path).length === 0 ? input : undefined);
  if (schema === undefined) return undefined;
  return {
    required: !schema.safeParse(undefined).success,
    content: { 'application/json': { schema: jsonSchema(schema, 'input') } },
  };
}

function responses({ route, output }: DeclaredRoute): JsonSchema {
  const statuses =
    route.status === undefined
      ? [200]
      : typeof route.status === 'number'
        ? [route.status]
        : route.status.statuses;
  const answer = output ? jsonSchema(output, 'output') : {};
  return {
    ...Object.fromEntries(
      statuses.map((status) => [
        String(status),
        status === 204
          ? { description: 'Done; no body.' }
          : { description: 'The answer.', content: { 'application/json': { schema: answer } } },
      ]),
    ),
    default: {
      description: 'A refusal: `message` is fit to show, `code` is for machines.',
      content: { 'application/json': { schema: ERROR_SCHEMA } },
    },
  };
}

/** The OpenAPI 3.1 document of the declared REST paths this server serves. */
export function openApiDocument(deps: AppDeps): JsonSchema {
  const served = declaredRoutes().filter(
    ({ route }) => !route.servedWhen || route.servedWhen(deps),
  );
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const operationIds = new Set<string>();
  for (const declared of served) {
    const { route, procedure } = declared;
    const operationId = operationIds.has(procedure) ? `${procedure}.${route.path}` : procedure;
    operationIds.add(operationId);
    const body = requestBody(declared);
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = {
      operationId,
      tags: [procedure.split('.')[0]],
      parameters: parameters(declared),
      ...(body ? { requestBody: body } : {}),
      responses: responses(declared),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rally API',
      version: '1',
      description:
        'The JSON paths under /api, generated from the tRPC procedures that serve them. Audio, the streamed speech and the billing webhook are not described here.',
    },
    paths,
  };
}

/** `GET /api/openapi.json`: built once, on first request. */
export const openApiRoute: FastifyPluginAsync<RestOptions> = async (app, { deps }) => {
  let document: JsonSchema | undefined;
  app.get('/openapi.json', async () => (document ??= openApiDocument(deps)));
};
