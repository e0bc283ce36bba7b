/** Building blocks of the answer schemas in src/domain/<area>/responses.ts. */
export const nullable = (type: string) => ({ type: [type, 'null'] });
export const integer = { type: 'integer' } as const;
export const number = { type: 'number' } as const;
export const string = { type: 'string' } as const;
export const boolean = { type: 'boolean' } as const;
export const strings = { type: 'array', items: string } as const;
export const integers = { type: 'array', items: integer } as const;

/** An object answered with exactly these properties: any other is dropped, never leaked. */
export const closed = <Properties extends object>(properties: Properties) => ({ type: 'object', additionalProperties: false, properties }) as const;
export const listOf = <Properties extends object>(properties: Properties) => ({ type: 'array', items: closed(properties) }) as const;
