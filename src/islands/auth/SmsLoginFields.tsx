/**
 * The login form's SMS tab (spec 2, 4): mobile number with its country code, the code and its countdown, and
 * Firebase phone auth when firebaseSms is on. Loaded when the tab is first opened, with everything only this tab
 * uses (the mobile rule, Firebase's reCAPTCHA box), so /login's first load stays inside its budget
 * (quality-bars.md). The form reaches the tab's checks and Firebase's answer through `handle`.
 */
import { useImperativeHandle, type Ref } from 'react';
import MobileField from './MobileField.tsx';
import SmsCodeField from './SmsCodeField.tsx';
import { mobileProblem, smsTarget } from './mobile.ts';
import { useFirebasePhone } from './use-firebase-phone.ts';
import type { Country } from '../../lib/auth/account-settings.ts';
import type { AuthMessages } from './messages.ts';

/** What the form asks of the tab when it is submitted. */
export interface SmsLoginHandle {
  /** Field errors of the mobile number and the code, by field. */
  problems(): { mobile?: string; code?: string };
  /** With firebaseSms: whether a code was sent from this form (none means the typed code cannot be checked). */
  firebaseSent(): boolean;
  /** With firebaseSms: Firebase's ID token for the typed code. */
  firebaseIdToken(code: string): Promise<string>;
}

interface Props {
  messages: AuthMessages;
  mobile: string;
  onMobile: (value: string) => void;
  code: string;
  onCode: (value: string) => void;
  countries: Country[] | undefined;
  country: Country | null;
  onCountry: (country: Country) => void;
  errors: { mobile?: string | undefined; code?: string | undefined };
  firebaseSms: boolean;
  handle: Ref<SmsLoginHandle>;
}

const CODE = /^\d{4,8}$/;

export default function SmsLoginFields(props: Props) {
  const { messages, mobile, code, country } = props;
  const firebasePhone = useFirebasePhone();

  useImperativeHandle(props.handle, () => ({
    problems() {
      const found: { mobile?: string; code?: string } = {};
      const problem = mobileProblem(mobile, country, messages);
      if (problem) found.mobile = problem;
      if (!CODE.test(code.trim())) found.code = code.trim() ? messages['auth.codeInvalid'] : messages['auth.required'];
      return found;
    },
    firebaseSent: firebasePhone.sent,
    firebaseIdToken: firebasePhone.idTokenFor,
  }));

  return (
    <>
      <div className="form-field">
        <MobileField
          messages={messages}
          value={mobile}
          onChange={props.onMobile}
          error={props.errors.mobile}
          countries={props.countries}
          country={country}
          onCountry={props.onCountry}
        />
      </div>
      <SmsCodeField
        messages={messages}
        value={code}
        onChange={props.onCode}
        error={props.errors.code}
        purpose="login"
        sender={props.firebaseSms ? firebasePhone.send : undefined}
        target={() => smsTarget(mobile, country, messages)}
      />
      <div ref={firebasePhone.box} />
    </>
  );
}
