/**
 * Verification code with its send button (spec 4): after sending, the button becomes a countdown of
 * expiredMinutes x 60 s (60 s by default) and sending is refused until it reaches 0; taps are throttled to one a second.
 */
import { useMemo, useState } from 'react';
import TextField from '../common/TextField.tsx';
import Modal from '../modal/Modal.tsx';
import { sendSmsCode, type SmsPurpose } from '../../lib/auth/account-calls.ts';
import { createThrottle, useCountdown } from '../../lib/ui/use-countdown.ts';
import { format } from '../../lib/i18n/format-message.ts';
import { localDigits } from '../../lib/format/rules.ts';
import { pageLocale } from '../../lib/i18n/page-locale.ts';
import { errorText } from './error-text.ts';
import type { AuthMessages } from './messages.ts';

const DEFAULT_SECONDS = 60;

interface Props {
  messages: AuthMessages;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  purpose: SmsPurpose;
  /** The number to send to, or a message saying why it cannot be sent yet. */
  target: () => { mobileNum: string; countryDialingCode: string } | { problem: string };
  /** Sends the code another way (Firebase phone auth when firebaseSms is on); the platform's SMS by default. */
  sender?: (mobileNum: string, countryDialingCode: string) => Promise<{ expiredMinutes: number }>;
}

export default function SmsCodeField({ messages, value, onChange, error, purpose, target, sender }: Props) {
  const { seconds, start } = useCountdown();
  const throttle = useMemo(() => createThrottle(1000), []);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  // Spec 8 "SMS-code failure": the platform's refusal comes as a warning dialog with a submit button.
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = async () => {
    if (seconds > 0 || sending || !throttle()) return;
    const to = target();
    if ('problem' in to) {
      setStatus({ text: to.problem, failed: true });
      return;
    }
    setSending(true);
    try {
      const { expiredMinutes } = sender
        ? await sender(to.mobileNum, to.countryDialingCode)
        : await sendSmsCode(to.mobileNum, to.countryDialingCode, purpose);
      start(expiredMinutes > 0 ? expiredMinutes * 60 : DEFAULT_SECONDS);
      setStatus({ text: messages['auth.codeSent'], failed: false });
    } catch (caught) {
      setStatus(null);
      setRefusal(errorText(caught, messages));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <TextField
        label={messages['auth.code']}
        value={value}
        onChange={onChange}
        error={error ?? null}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={8}
        addon={
          <button
            type="button"
            className="button send-code"
            disabled={seconds > 0 || sending}
            onClick={() => void send()}
          >
            {seconds > 0
              ? format(messages['auth.resendIn'], { seconds: localDigits(seconds, pageLocale()) })
              : messages['auth.sendCode']}
          </button>
        }
      />
      {status && (
        <p className={status.failed ? 'form-error' : 'form-note'} role={status.failed ? 'alert' : 'status'}>
          {status.text}
        </p>
      )}
      {refusal !== null && (
        <Modal
          title={messages['auth.smsFailed.title']}
          onClose={() => setRefusal(null)}
          closeLabel={messages['modal.close']}
          width={400}
          minHeight={0}
        >
          <p role="alert">{refusal}</p>
          <button
            type="button"
            className="button button--primary button--block"
            data-autofocus
            onClick={() => setRefusal(null)}
          >
            {messages['auth.smsFailed.submit']}
          </button>
        </Modal>
      )}
    </>
  );
}
