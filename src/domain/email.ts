/**
 * E-mail address check of spec §5 ("a standard address pattern").
 */

/**
 * The same pattern the server's JSON Schema `format: "email"` applies, so the browser
 * never accepts an address the server then refuses: dot-separated local-part atoms and
 * a domain of at least two labels (a bare host such as `user@localhost` is refused).
 */
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** True for a well-formed address. Surrounding spaces make it invalid: trim what the user typed first. */
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
