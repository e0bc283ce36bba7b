/**
 * A network's failure as FieldDesk answers it (spec §8: the browser shows the message): the
 * network refused the call (409, its own message), failed or could not be reached (502), or did
 * not answer in time (504). Nothing was changed locally in any of these cases.
 */
import { ApiError } from '../errors';
import { NetworkError } from '../integrations/network';
import { REFUSAL_SCHEMA } from '../http/responses';

const STATUS = { refused: 409, failed: 502, unreachable: 502, timeout: 504 } as const;

/** Runs a network call, turning its NetworkError into the answer the browser reads. */
export async function throughNetwork<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof NetworkError) throw new ApiError(STATUS[error.failure], { message: error.message });
    throw error;
  }
}

/** The extra answers of a route that calls a network. */
export const NETWORK_REFUSALS = { 502: { $ref: `${REFUSAL_SCHEMA.$id}#` }, 504: { $ref: `${REFUSAL_SCHEMA.$id}#` } } as const;
