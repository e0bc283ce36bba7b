/** How FieldDesk stores passwords. */
import { hash } from '@node-rs/argon2';

/** Argon2id with the library's defaults (OWASP's recommended memory and time costs). */
export const hashPassword = (password: string) => hash(password);
