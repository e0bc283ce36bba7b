import type { AccessSubject } from '../../domain/access';

/** The answer of POST account/validateUser. */
export interface SignedInUser {
  isValid: boolean;
  userId: number;
  userName: string;
  name: string;
  email: string;
  subscriberId: number;
  userRoleId: number[];
  userRoles: string[];
  jobTitleId: number | null;
  userStatusId: number | null;
  userStatus: string;
  statusDescription: string | null;
  clientAuthenticationId: string | null;
}

/** A validated session: the token it was validated with, the user and what the user may do. */
export interface Session {
  token: string;
  user: SignedInUser;
  subject: AccessSubject;
}

export interface CurrentStatus {
  userStatusId: number | null;
  userStatus: string | null;
  description: string | null;
}
