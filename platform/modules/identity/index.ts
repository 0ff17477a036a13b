export {
  agentByDomain,
  deleteOtherSessions,
  ENTRY_LABEL,
  ENTRY_LEVEL,
  insertMember,
  memberById,
  memberByMobile,
  memberByUsername,
  type MemberRow,
  type NewMember,
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
export { newToken, numericCode, tokenHash } from './tokens.ts';
export { memberLanguage, storeMemberLanguage } from './member-language.ts';
export { burnVerification, hashPassword, passwordMatches, WEAK_DEFAULT_PASSWORD } from './passwords.ts';
