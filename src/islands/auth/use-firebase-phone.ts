/**
 * Firebase phone auth for a form (firebaseSms on): `send` puts the code out through Firebase behind an
 * invisible reCAPTCHA in `box`, `idTokenFor` exchanges the typed code for a Firebase ID token. The SDK loads
 * only when a code is sent.
 */
import { useRef } from 'react';
import { toE164 } from '../../lib/auth/e164.ts';
import { firebaseCodeProblem } from '../../lib/auth/firebase-errors.ts';

export function useFirebasePhone() {
  const box = useRef<HTMLDivElement>(null);
  const confirm = useRef<((code: string) => Promise<string>) | null>(null);

  /** Sends the code (the SmsCodeField `sender`); the countdown is Firebase's minute (spec 4). */
  const send = async (mobileNum: string, countryDialingCode: string) => {
    const e164 = toE164(countryDialingCode, mobileNum);
    if (!e164) throw firebaseCodeProblem('auth/invalid-phone-number');
    const { sendPhoneCode } = await import('../../lib/auth/firebase.ts');
    confirm.current = await sendPhoneCode(e164, box.current!);
    return { expiredMinutes: 1 };
  };

  /** Whether a code was sent in this form (none means the typed code cannot be checked). */
  const sent = () => confirm.current !== null;

  const idTokenFor = (code: string) => confirm.current!(code);

  return { box, send, sent, idTokenFor };
}
