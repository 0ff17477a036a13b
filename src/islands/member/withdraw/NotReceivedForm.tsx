/** "Not received" with 1-3 proof images, checked here (count, size, PNG/JPG by their bytes) and again by the platform. */
import { useId, useState, type FormEvent } from 'react';
import { queryClient } from '../../../lib/api/query-client.ts';
import { checkProofFiles, type ProofProblem } from '../../../lib/money/proof-check.ts';
import { reportNotReceived } from '../../../lib/money/withdrawal-calls.ts';
import { withdrawalsQuery } from '../../../lib/money/withdrawal-queries.ts';
import { moneyErrorText } from '../money-error.ts';
import type { MemberMessageKey, MemberMessages } from '../messages.ts';

const PROBLEM_TEXT: Record<ProofProblem, MemberMessageKey> = {
  empty: 'withdraw.proofEmpty',
  tooMany: 'withdraw.proofTooMany',
  tooLarge: 'withdraw.proofTooLarge',
  badType: 'withdraw.proofBadType',
};

export default function NotReceivedForm({
  id,
  messages,
  onDone,
}: {
  id: number;
  messages: MemberMessages;
  onDone: () => void;
}) {
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = await checkProofFiles(files);
    if (problem) {
      setError(messages[PROBLEM_TEXT[problem]]);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await reportNotReceived(id, files);
      await queryClient.invalidateQueries({ queryKey: withdrawalsQuery().queryKey });
      onDone();
    } catch (caught) {
      setError(moneyErrorText(caught, messages));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending}>
      <div className="form-field">
        <label htmlFor={inputId}>{messages['withdraw.proofLabel']}</label>
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/png,image/jpeg"
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setFiles(Array.from(event.target.files ?? []));
            setError(null);
          }}
        />
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-row">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? messages['money.pending'] : messages['withdraw.sendNotReceived']}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {messages['withdraw.cancel']}
        </button>
      </div>
    </form>
  );
}
