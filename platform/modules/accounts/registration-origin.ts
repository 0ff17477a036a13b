/**
 * The registration's bookkeeping fields, which no merchant rule covers: where the form was (registerUrl,
 * domain) and who referred the player (referralCode, recommenderId). They are stored on the member and the
 * domain decides the upline, so each has a shape and a bound instead of being kept as whatever was sent.
 */
import type { FieldProblem } from '../../../contract/rules/registration.ts';

const MAX_URL = 500;
const MAX_DOMAIN = 253;
/** Host names as browsers report location.hostname: dot-separated labels of letters, digits and inner hyphens. */
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** A site path with exactly one leading slash and no spaces or control characters. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
/** Invitation-style codes: the shape the affiliate check accepts. */
const REFERRAL_CODE = /^[A-Za-z0-9]{2,32}$/;
const RECOMMENDER_ID = /^[A-Za-z0-9_.-]{1,64}$/;

const originProblem: FieldProblem = { messageKey: 'register_origin_invalid' };

function registerUrlProblem(url: string, domain: string): FieldProblem | null {
  if (url.length > MAX_URL) return originProblem;
  if (SITE_PATH.test(url)) return null;
  // An absolute address must be http(s) on the very host the registration names as its domain.
  if (!/^https?:\/\/[^\s\\]+$/i.test(url) || !URL.canParse(url)) return originProblem;
  const parsed = new URL(url);
  if (parsed.username || parsed.password || !domain || parsed.hostname !== domain) return originProblem;
  return null;
}

/** Problems of the bookkeeping fields, by field; values are trimmed and empty means absent. */
export function registrationOriginProblems(
  values: Readonly<Record<string, string | undefined>>,
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  const domain = (values.domain ?? '').toLowerCase();
  if (domain && (domain.length > MAX_DOMAIN || !HOSTNAME.test(domain))) problems.domain = originProblem;
  const url = values.registerUrl ?? '';
  if (url) {
    const problem = registerUrlProblem(url, problems.domain ? '' : domain);
    if (problem) problems.registerUrl = problem;
  }
  const referral = values.referralCode ?? '';
  if (referral && !REFERRAL_CODE.test(referral))
    problems.referralCode = { messageKey: 'pattern.letters_digits', min: 2, max: 32 };
  const recommender = values.recommenderId ?? '';
  if (recommender && !RECOMMENDER_ID.test(recommender))
    problems.recommenderId = { messageKey: 'pattern.no_spaces', min: 1, max: 64 };
  return problems;
}
