/**
 * The OpenAPI 3.1 document of every declared call (contract/calls), for whoever implements the platform behind
 * PLATFORM_URL. Built with zod's own JSON Schema output: OpenAPI 3.1 schemas are JSON Schema 2020-12, which is
 * what `z.toJSONSchema` writes, so no converter sits between the contract and the document (docs/decisions.md).
 */
import { z } from './zod.ts';
import type { CallContract } from './call.ts';
import { answered, refusal } from './envelope.ts';

type JsonSchema = Record<string, unknown>;

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

/** `GET /wps/system/status` → `getWpsSystemStatus`: unique while method and path are. */
export function operationId(call: CallContract): string {
  const words = [
    call.method.toLowerCase(),
    ...call.path
      .split(/[/_-]+/)
      .filter(Boolean)
      .map((part) => part.replace(/^:/, 'by-')),
  ];
  return words
    .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('')
    .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** `/wps/member/feedback/:id` → `/wps/member/feedback/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}');
}

const componentRef = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** Each schema under its own id, converted in one pass so shared and recursive schemas refer to components. */
function components(entries: [string, z.ZodType][], io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of entries) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    io,
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  // Schemas met by more than one (a recursive tree) come back under `__shared`: lift them to components of their own.
  const { __shared: shared, ...named } = schemas as Record<string, JsonSchema>;
  const all: Record<string, JsonSchema> = { ...named };
  for (const [id, schema] of Object.entries((shared?.$defs ?? {}) as Record<string, JsonSchema>))
    all[`${io}_${id}`] = schema;
  const text = JSON.stringify(all).replaceAll('#/components/schemas/__shared#/$defs/', `#/components/schemas/${io}_`);
  const lifted = JSON.parse(text) as Record<string, JsonSchema>;
  for (const schema of Object.values(lifted)) {
    delete schema.$schema;
    delete schema.$id;
  }
  return lifted;
}

/** A query or path schema as OpenAPI parameters, one per property. */
function parameters(schema: z.ZodType | undefined, where: 'query' | 'path'): JsonSchema[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** The document: one operation per call, its request (query, path, body, sealed payload) and both envelopes. */
export function openApiDocument(calls: readonly CallContract[], info: OpenApiInfo) {
  const inputs: [string, z.ZodType][] = [];
  const outputs: [string, z.ZodType][] = [['Refusal', refusal]];
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const call of calls) {
    const id = operationId(call);
    const name = id.charAt(0).toUpperCase() + id.slice(1);
    outputs.push([`${name}Answer`, answered(call.answer)]);
    const operation: JsonSchema = {
      operationId: id,
      summary: call.summary,
      tags: [call.path.split('/')[2] ?? 'wps'],
      parameters: [
        { $ref: '#/components/parameters/language' },
        ...parameters(call.params, 'path'),
        ...parameters(call.query, 'query'),
      ],
      responses: {
        200: {
          description: 'Answered: `value` holds the answer',
          content: { 'application/json': { schema: componentRef(`${name}Answer`) } },
        },
        default: {
          description: "Refused: a message in the player's language and a code for programs",
          content: { 'application/json': { schema: componentRef('Refusal') } },
        },
      },
      ...(call.signedIn ? { security: [{ token: [] }] } : {}),
    };
    if (call.body) {
      inputs.push([`${name}Body`, call.body]);
      const sealed = call.sealed ? `${name}SealedPayload` : undefined;
      if (call.sealed && sealed) inputs.push([sealed, call.sealed]);
      operation.requestBody = {
        required: true,
        description: sealed ? `An encrypted body (docs/encrypted-calls.md) whose payload is ${sealed}` : undefined,
        content: { 'application/json': { schema: componentRef(`${name}Body`) } },
        ...(sealed ? { 'x-sealed-payload': componentRef(sealed) } : {}),
      };
    }
    (paths[openApiPath(call.path)] ??= {})[call.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      schemas: { ...components(inputs, 'input'), ...components(outputs, 'output') },
      parameters: {
        language: {
          name: 'language',
          in: 'header',
          required: false,
          description: 'The language refusals and texts are written in (bn, en)',
          schema: { type: 'string' },
        },
      },
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'token', description: 'The session token the login answered' },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
