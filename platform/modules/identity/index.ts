export {
  deleteOtherSessions,
  memberById,
  memberByMobile,
  memberByUsername,
  type MemberRow,
} from './repository.ts';
export {
  closeSession,
  findSession,
  type LoginKind,
  openSession,
  type OpenSession,
  requireMember,
  requireSession,
  SESSION_COOKIE,
  sessionOfCookie,
  sessionOfToken,
  setSessionCookie,
} from './sessions.ts';
export type { MembersTable } from './tables.ts';
export { newToken, numericCode, tokenHash } from './tokens.ts';
