/**
 * The ajv run-time helpers the precompiled validators call, as browser imports.
 */

/** String length in Unicode code points, as JSON Schema's minLength/maxLength count it (ajv's ucs2length). */
export function ucs2length(text: string): number {
  let length = 0;
  let index = 0;
  while (index < text.length) {
    length++;
    const code = text.charCodeAt(index++);
    if (code >= 0xd800 && code <= 0xdbff && index < text.length) {
      const next = text.charCodeAt(index);
      if ((next & 0xfc00) === 0xdc00) index++;
    }
  }
  return length;
}
