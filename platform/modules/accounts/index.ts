export { loginAnswer, type LoginResult } from './login.ts';
export { memberLanguage, storeMemberLanguage } from './member-language.ts';
export { hashPassword, passwordMatches } from './passwords.ts';
export { createMember } from './registration.ts';
export { agentByDomain, insertMember } from './repository.ts';
