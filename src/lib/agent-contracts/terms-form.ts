/**
 * The offer form's fields as the contract's terms: amounts typed in taka become minor units, shares typed in
 * percent become basis points, counts stay counts; Bengali digits are accepted. The same rules as the platform
 * (contract/rules/contract-terms.ts) then name the first problem, so the form shows it before anything is sent.
 */
import {
  BASES_OF,
  termsProblem,
  type ContractBasis,
  type ContractTerms,
  type ContractType,
  type DividendPeriod,
  type TermsProblem,
} from '../../../contract/rules/contract-terms.ts';

export interface TermsForm {
  basis: ContractBasis;
  period: DividendPeriod | '';
  activeMin: string;
  tiers: { threshold: string; value: string }[];
}

export type FormProblem = TermsProblem | 'number' | 'count';

const BENGALI_DIGITS = /[০-৯]/g;

function plain(text: string): string {
  return text
    .trim()
    .replace(BENGALI_DIGITS, (d) => String(d.charCodeAt(0) - 0x09e6))
    .replace(/[,\s]/g, '');
}

/** '12.5' -> '1250' (two decimal places at most: taka to poisha, percent to basis points); null when not a number. */
export function hundredths(text: string): string | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(plain(text));
  if (!match) return null;
  return (BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))).toString();
}

export function wholeCount(text: string): string | null {
  const value = plain(text);
  return /^\d{1,9}$/.test(value) ? String(Number(value)) : null;
}

export function emptyForm(type: ContractType): TermsForm {
  return {
    basis: BASES_OF[type][0]!,
    period: type === 'dividend' ? 'M' : '',
    activeMin: '10',
    tiers: [{ threshold: '', value: '' }],
  };
}

/** The terms these fields make, or the first problem with them. */
export function termsFromForm(
  type: ContractType,
  form: TermsForm,
): { terms: ContractTerms; problem: null } | { terms: null; problem: FormProblem } {
  const activeMin = hundredths(form.activeMin);
  if (activeMin === null) return { terms: null, problem: 'number' };
  const tiers: ContractTerms['tiers'] = [];
  for (const tier of form.tiers) {
    const threshold = form.basis === 'active' ? wholeCount(tier.threshold) : hundredths(tier.threshold);
    if (threshold === null) return { terms: null, problem: form.basis === 'active' ? 'count' : 'number' };
    // Amounts and percentages alike are typed with two decimals: minor units and basis points.
    const value = hundredths(tier.value);
    if (value === null) return { terms: null, problem: 'number' };
    tiers.push({ threshold, value });
  }
  const terms: ContractTerms = {
    basis: form.basis,
    ...(type === 'dividend' && form.period ? { period: form.period } : {}),
    activeMinStakeMinor: activeMin,
    tiers,
  };
  const problem = termsProblem(type, terms);
  return problem ? { terms: null, problem } : { terms, problem: null };
}
