/**
 * Third-party sign-in on the login form (spec 2): Google and Facebook through Firebase. The SDK is imported
 * on the click, so no page carries it; the popup opens within the click's user activation.
 */
import { useState } from 'react';
import { errorText } from './error-text.ts';
import type { SocialProvider } from '../../lib/auth/firebase.ts';
import type { AuthMessages } from './messages.ts';

interface Props {
  messages: AuthMessages;
  disabled: boolean;
  /** Opens the platform session for the Firebase ID token; failures are shown here. */
  onIdToken: (idToken: string) => Promise<void>;
}

export default function SocialSignIn({ messages, disabled, onIdToken }: Props) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const signIn = async (which: SocialProvider) => {
    setBusy(true);
    setProblem(null);
    try {
      const { signInWithProvider } = await import('../../lib/auth/firebase.ts');
      await onIdToken(await signInWithProvider(which));
    } catch (error) {
      setProblem(errorText(error, messages));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="social-sign-in" role="group" aria-label={messages['auth.social']}>
      <p className="social-sign-in__or">{messages['auth.or']}</p>
      <button
        type="button"
        className="button button--block"
        disabled={disabled || busy}
        onClick={() => void signIn('google')}
      >
        {messages['auth.google']}
      </button>
      <button
        type="button"
        className="button button--block"
        disabled={disabled || busy}
        onClick={() => void signIn('facebook')}
      >
        {messages['auth.facebook']}
      </button>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
