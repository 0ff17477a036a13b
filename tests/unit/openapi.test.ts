/** The OpenAPI document generated from the contract: every call with its request and answer schema. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CALLS } from '../../contract/calls/index.ts';
import type { CallContract } from '../../contract/call.ts';
import { answered } from '../../contract/envelope.ts';
import { openApiDocument, openApiPath, operationId } from '../../contract/openapi.ts';

const document = openApiDocument(CALLS, { title: 'test', version: '1' });
type Schema = Record<string, unknown>;
const schemas = document.components.schemas as Record<string, Schema>;
const operationOf = (call: CallContract) =>
  document.paths[openApiPath(call.path)]?.[call.method.toLowerCase()] as Schema;

/** A component by its reference, which must resolve inside the document. */
function resolve(ref: unknown): Schema {
  const name = String((ref as { $ref: string }).$ref).replace('#/components/schemas/', '');
  expect(schemas[name], `component ${name}`).toBeDefined();
  return schemas[name]!;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with one operation per call, each with a unique id', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(CALLS.length);
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(CALLS.length);
  });

  it.each(CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s: its answer, in the envelope, is the declared schema',
    (_, call) => {
      const operation = operationOf(call);
      expect(operation.operationId).toBe(operationId(call));
      expect(operation.summary).toBe(call.summary);
      const responses = operation.responses as Record<string, { content: Record<string, { schema: unknown }> }>;
      const answer = resolve(responses[200]!.content['application/json']!.schema);
      const expected = z.toJSONSchema(answered(call.answer), { io: 'output', unrepresentable: 'any' }) as Schema;
      // Recursive parts become components of their own; the rest must match the schema as zod writes it.
      const value = (answer.properties as Schema).value as Schema;
      if (!JSON.stringify(value).includes('$ref')) expect(value).toEqual((expected.properties as Schema).value);
      expect(Object.keys(answer.properties as Schema)).toEqual(['success', 'value', 'message']);
      resolve(responses.default!.content['application/json']!.schema);
    },
  );

  it.each(CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s: its request is the declared one',
    (_, call) => {
      const operation = operationOf(call);
      const parameters = (operation.parameters as Schema[]).filter((p) => p.in === 'query').map((p) => p.name);
      const query = call.query
        ? Object.keys((z.toJSONSchema(call.query, { io: 'input' }) as { properties: Schema }).properties)
        : [];
      expect(parameters).toEqual(query);
      const pathNames = (operation.parameters as Schema[]).filter((p) => p.in === 'path').map((p) => p.name);
      expect(pathNames).toEqual([...call.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]));
      const body = operation.requestBody as
        | { content: Record<string, { schema: unknown }>; 'x-sealed-payload'?: unknown }
        | undefined;
      if (!call.body) {
        expect(body).toBeUndefined();
        return;
      }
      const wire = resolve(body!.content['application/json']!.schema);
      const { $schema: _drop, ...expected } = z.toJSONSchema(call.body, {
        io: 'input',
        unrepresentable: 'any',
      }) as Schema;
      expect(wire).toEqual(expected);
      if (call.sealed) {
        const { $schema: _also, ...payload } = z.toJSONSchema(call.sealed, {
          io: 'input',
          unrepresentable: 'any',
        }) as Schema;
        expect(resolve(body!['x-sealed-payload'])).toEqual(payload);
      } else {
        expect(body!['x-sealed-payload']).toBeUndefined();
      }
    },
  );

  it('marks signed-in calls with the session token and no other', () => {
    for (const call of CALLS)
      expect('security' in operationOf(call), `${call.method} ${call.path}`).toBe(call.signedIn === true);
  });
});
