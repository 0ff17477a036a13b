/**
 * A field problem from the shared rules (src/lib/validation/registration-rules.ts) as words: the patternId's
 * message with the bounds filled in, one number when min equals max (spec 5).
 */
import { format } from '../../lib/i18n/format-message.ts';
import { localDigits } from '../../lib/format/rules.ts';
import { pageLocale } from '../../lib/i18n/page-locale.ts';
import type { FieldProblem } from '../../lib/validation/registration-rules.ts';
import type { AuthMessageKey, AuthMessages } from './messages.ts';

function rangeText(min: number | undefined, max: number | undefined): string {
  if (min === undefined && max === undefined) return '';
  if (min === undefined) return String(max);
  if (max === undefined || min === max) return String(min);
  return `${min} - ${max}`;
}

export function problemText(problem: FieldProblem, messages: AuthMessages): string {
  if (problem.messageKey === 'required') return messages['auth.required'];
  // The platform's own refusals (invitation_code_error, username_taken ...) live under auth.*; rule messages under pattern.*.
  const own = `auth.${problem.messageKey}`;
  if (own in messages) return messages[own as AuthMessageKey];
  const key = (problem.messageKey in messages ? problem.messageKey : 'pattern.any') as AuthMessageKey;
  return format(messages[key], { range: localDigits(rangeText(problem.min, problem.max), pageLocale()) });
}
