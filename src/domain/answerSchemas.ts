/** Building blocks of the answer schemas in src/domain/<area>/responses.ts. */
/** A value of this type or null; typed exactly, so an answer's TypeScript type (Wire<typeof schema>) says `number | null`. */
export const nullable = <const Type extends string>(type: Type) => ({ type: [type, 'null'] }) as const;
export const integer = { type: 'integer' } as const;
export const number = { type: 'number' } as const;
export const string = { type: 'string' } as const;
export const boolean = { type: 'boolean' } as const;
export const strings = { type: 'array', items: string } as const;
export const integers = { type: 'array', items: integer } as const;

/** An object answered with exactly these properties: any other is dropped, never leaked. */
export const closed = <Properties extends object>(properties: Properties) => ({ type: 'object', additionalProperties: false, properties }) as const;
export const listOf = <Properties extends object>(properties: Properties) => ({ type: 'array', items: closed(properties) }) as const;

/** `closed`, with every property required: an answer that always carries each of them, so its type has no optional field. */
export const complete = <const Properties extends Record<string, unknown>>(properties: Properties) =>
  ({ ...closed(properties), required: Object.keys(properties) as Array<keyof Properties & string> }) as const;
