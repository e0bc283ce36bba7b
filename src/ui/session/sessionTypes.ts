import type { AccessSubject } from '../../domain/access';
import type { SignedInUser } from '../../domain/account/responses';
import type { CurrentStatus } from '../../domain/userStatus/responses';

export type { CurrentStatus, SignedInUser };

/** A validated session: the token it was validated with, the user and what the user may do. */
export interface Session {
  token: string;
  user: SignedInUser;
  subject: AccessSubject;
}
