import { AjvCompiler } from '@fastify/ajv-compiler';
import { describe, expect, it } from 'vitest';
import { lazySchemaCompilers } from '../../src/server/http/lazySchemaCompilers';

const NAMED = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } };
const route = (schema: unknown) => ({ schema, method: 'POST', url: '/things', httpPart: 'body' });

function counted() {
  let compiles = 0;
  const factory = AjvCompiler();
  const counting = ((externalSchemas: unknown, options: unknown) => {
    const compile = (factory as unknown as (s: unknown, o: unknown) => (r: unknown) => unknown)(externalSchemas, options);
    return (r: unknown) => (compiles++, compile(r));
  }) as unknown as typeof factory;
  return { counting, compiles: () => compiles };
}

describe('route schemas compiled on first need', () => {
  it('compiles a validator at its first call, validates as before and shows its errors', () => {
    const schemas = lazySchemaCompilers();
    const { counting, compiles } = counted();
    const compileRoute = schemas.deferring(counting)({}, { customOptions: { allErrors: true } } as never) as unknown as (r: unknown) => ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; message: string }> };
    const validate = compileRoute(route(NAMED));
    expect(compiles()).toBe(0);
    expect(validate({ name: 'Walk-in cooler' })).toBe(true);
    expect(validate({})).toBe(false);
    expect(validate.errors?.[0].message).toBe("must have required property 'name'");
    expect(compiles()).toBe(1);
  });

  it('compiles everything left once asked, and rejects on a schema that does not compile', async () => {
    const schemas = lazySchemaCompilers();
    const { counting, compiles } = counted();
    const compileRoute = schemas.deferring(counting)({}, { customOptions: {} } as never) as unknown as (r: unknown) => unknown;
    for (let i = 0; i < 25; i++) compileRoute(route(NAMED));
    await schemas.compileRemaining();
    expect(compiles()).toBe(25);

    compileRoute(route({ type: 'no such type' }));
    await expect(schemas.compileRemaining()).rejects.toThrow(/type/);
  });
});
