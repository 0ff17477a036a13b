/** The captcha the platform asks for after failed logins (spec 4): image from GET /wps/captcha, refreshed at most once a second. */
import { useEffect, useMemo, useState } from 'react';
import TextField from '../common/TextField.tsx';
import { fetchCaptcha, type Captcha } from '../../lib/auth/account-calls.ts';
import { createThrottle } from '../../lib/ui/use-countdown.ts';
import type { AuthMessages } from './messages.ts';

interface Props {
  messages: AuthMessages;
  value: string;
  onChange: (value: string) => void;
  onCaptcha: (captchaId: string) => void;
  error?: string | null;
  /** Changes whenever a new image is due (after each failed attempt). */
  round: number;
}

export default function CaptchaField({ messages, value, onChange, onCaptcha, error, round }: Props) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const throttle = useMemo(() => createThrottle(1000), []);

  const load = () => {
    fetchCaptcha()
      .then((next) => {
        setCaptcha(next);
        onCaptcha(next.captchaId);
      })
      .catch(() => setCaptcha(null));
  };
  useEffect(load, [round]);

  return (
    <TextField
      label={messages['auth.captcha']}
      value={value}
      onChange={onChange}
      error={error ?? null}
      autoComplete="off"
      inputMode="text"
      maxLength={8}
      addon={
        <button
          type="button"
          className="captcha-button"
          aria-label={messages['auth.captchaRefresh']}
          onClick={() => {
            if (throttle()) load();
          }}
        >
          {captcha ? (
            <img src={captcha.image} alt={messages['auth.captchaImage']} width={110} height={40} />
          ) : (
            <span className="captcha-placeholder" />
          )}
        </button>
      }
    />
  );
}
