/** A button whose action runs only after a second, explicit yes (contract actions move or stop money). */
import { useState } from 'react';
import type { ContractMessages } from './messages.ts';

interface Props {
  label: string;
  question: string;
  messages: ContractMessages;
  disabled?: boolean;
  type?: 'button' | 'submit';
  /** Runs first on a submit: false keeps the question closed (the form has a problem to show). */
  check?: () => boolean;
  onConfirm: () => void;
}

export function Confirmed({ label, question, messages, disabled, check, onConfirm }: Props) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button
        type="button"
        className="button"
        disabled={disabled}
        onClick={() => {
          if (!check || check()) setAsking(true);
        }}
      >
        {label}
      </button>
    );
  return (
    <div className="contract-confirm" role="group" aria-label={label}>
      <p>{question}</p>
      <div className="form-row">
        <button
          type="button"
          className="button button--primary"
          disabled={disabled}
          onClick={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          {messages['contracts.confirmYes']}
        </button>
        <button type="button" className="button" onClick={() => setAsking(false)}>
          {messages['contracts.confirmNo']}
        </button>
      </div>
    </div>
  );
}
