/** Every kind of movement a player's account record can show has a name in both languages, never a raw key. */
import { describe, expect, it } from 'vitest';
import { LEDGER_CODES } from '../../platform/modules/ledger/codes.ts';
import { MESSAGE_FILES } from '../../src/lib/i18n/message-files.ts';

// Movements that never touch a member's main wallet: the practice and points books' own, and the locked
// bonus's grant and forfeit (between the member's bonus account and the pool). The record lists main-wallet rows.
const NOT_IN_THE_RECORD = new Set([
  'practice_bet',
  'practice_win',
  'practice_refund',
  'points_earn',
  'points_spend',
  'bonus_grant',
  'bonus_forfeit',
]);

describe('account record texts', () => {
  it.each(LEDGER_CODES.filter((code) => !NOT_IN_THE_RECORD.has(code)))('names %s in Bengali and English', (code) => {
    // Looked up by a key built from the code, so read as plain string maps.
    const { en, bn }: Record<'en' | 'bn', Record<string, string>> = MESSAGE_FILES.member;
    expect(en[`record.code.${code}`], 'en').toBeTruthy();
    expect(bn[`record.code.${code}`], 'bn').toBeTruthy();
  });
});
