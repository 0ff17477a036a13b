/** The gates in front of games and member features (spec 4, issue 13): trials play games, but not member features. */
import { beforeEach, describe, expect, it } from 'vitest';
import { loginGate, playGate } from '../../src/lib/auth/login-gate.ts';
import { $session, type Session } from '../../src/lib/stores/session.ts';
import { $modals } from '../../src/lib/stores/modal.ts';

const session = (isAgent: number): Session => ({
  token: 't',
  account: 'a',
  username: 'a',
  nickname: '',
  customerId: '',
  isAgent,
  toUpline: '',
  merchantCode: 'demo',
  memberLabel: '',
  cpw: '',
});
const opened = () => $modals.get().map((m) => m.name);

describe('playGate and loginGate', () => {
  beforeEach(() => {
    $modals.set([]);
    $session.set(null);
  });

  it('send a guest to the login popup', () => {
    expect(playGate()).toBe(false);
    expect(opened()).toEqual(['login']);
  });

  it('let a trial play a game (practice money) but tell it to register for member features', () => {
    $session.set(session(4));
    expect(playGate()).toBe(true);
    expect(opened()).toEqual([]);
    expect(loginGate()).toBe(false);
    expect(opened()).toEqual(['trial']);
  });

  it('let a member through both', () => {
    $session.set(session(0));
    expect(playGate()).toBe(true);
    expect(loginGate()).toBe(true);
    expect(opened()).toEqual([]);
  });
});
