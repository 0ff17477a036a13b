/**
 * Sends feedback: a kind, 1-140 characters and up to 3 png/jpg images, checked here (the same rules as the
 * platform, which checks again) so that a mistake is shown before anything is uploaded.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { queryClient } from '../../../lib/api/query-client.ts';
import {
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MIN_CHARS,
  FEEDBACK_TYPES,
  contentProblem,
  feedbackLength,
  isFeedbackType,
} from '../../../lib/feedback/feedback-rules.ts';
import { myFeedbackQuery, sendFeedback } from '../../../lib/feedback/feedback-calls.ts';
import { checkProofFiles, type ProofProblem } from '../../../lib/money/proof-check.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import { formatCount } from '../../../lib/format/number.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { moneyErrorText } from '../money-error.ts';
import type { MemberMessageKey, MemberMessages } from '../messages.ts';

const IMAGE_PROBLEM: Record<Exclude<ProofProblem, 'empty'>, MemberMessageKey> = {
  tooMany: 'feedback.imagesTooMany',
  tooLarge: 'feedback.imagesTooLarge',
  badType: 'feedback.imagesBadType',
};

export default function FeedbackForm({ locale, messages }: { locale: Locale; messages: MemberMessages }) {
  const typeId = useId();
  const contentId = useId();
  const imagesId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [type, setType] = useState('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ type?: string; content?: string; images?: string }>({});
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  // Counts in the page's digits (১৪০ on the Bengali page).
  const bounds = { min: formatCount(FEEDBACK_MIN_CHARS, locale), max: formatCount(FEEDBACK_MAX_CHARS, locale) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!isFeedbackType(type)) found.type = messages['feedback.typeRequired'];
    const problem = contentProblem(content);
    if (problem === 'empty') found.content = messages['feedback.contentRequired'];
    if (problem === 'length') found.content = format(messages['feedback.contentLength'], bounds);
    const imageProblem = files.length ? await checkProofFiles(files) : null;
    if (imageProblem && imageProblem !== 'empty') found.images = messages[IMAGE_PROBLEM[imageProblem]];
    setErrors(found);
    setStatus(null);
    if (Object.keys(found).length || !isFeedbackType(type)) return;
    setPending(true);
    try {
      await sendFeedback(type, content.trim(), files);
      setType('');
      setContent('');
      setFiles([]);
      if (fileInput.current) fileInput.current.value = '';
      setStatus({ text: messages['feedback.sent'], failed: false });
      await queryClient.invalidateQueries({ queryKey: myFeedbackQuery().queryKey });
    } catch (error) {
      setStatus({ text: moneyErrorText(error, messages), failed: true });
    } finally {
      setPending(false);
    }
  };

  const length = feedbackLength(content);
  return (
    <form
      className="account-form card"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={pending}
      aria-labelledby={`${typeId}-title`}
    >
      <h3 id={`${typeId}-title`}>{messages['feedback.new']}</h3>
      <div className="form-field">
        <label htmlFor={typeId}>{messages['feedback.type']}</label>
        <select
          id={typeId}
          value={type}
          onChange={(event) => setType(event.target.value)}
          aria-invalid={errors.type ? true : undefined}
          aria-describedby={errors.type ? `${typeId}-error` : undefined}
        >
          <option value="">{messages['feedback.type.choose']}</option>
          {FEEDBACK_TYPES.map((kind) => (
            <option key={kind} value={kind}>
              {messages[`feedback.type.${kind}`]}
            </option>
          ))}
        </select>
        {errors.type && (
          <p className="form-error" id={`${typeId}-error`} role="alert">
            {errors.type}
          </p>
        )}
      </div>
      <div className="form-field">
        <label htmlFor={contentId}>{messages['feedback.content']}</label>
        <textarea
          id={contentId}
          className="feedback-content"
          rows={4}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={`${contentId}-count${errors.content ? ` ${contentId}-error` : ''}`}
        />
        <p id={`${contentId}-count`} className={length > FEEDBACK_MAX_CHARS ? 'form-error' : 'form-note'}>
          {format(messages['feedback.counter'], { count: formatCount(length, locale), max: bounds.max })}
        </p>
        {errors.content && (
          <p className="form-error" id={`${contentId}-error`} role="alert">
            {errors.content}
          </p>
        )}
      </div>
      <div className="form-field">
        <label htmlFor={imagesId}>{messages['feedback.images']}</label>
        <input
          ref={fileInput}
          id={imagesId}
          type="file"
          multiple
          accept="image/png,image/jpeg"
          aria-invalid={errors.images ? true : undefined}
          onChange={(event) => {
            setFiles(Array.from(event.target.files ?? []));
            setErrors({ ...errors, images: undefined });
          }}
        />
        {errors.images && (
          <p className="form-error" role="alert">
            {errors.images}
          </p>
        )}
      </div>
      {status && (
        <p className={status.failed ? 'form-error' : 'form-note'} role={status.failed ? 'alert' : 'status'}>
          {status.text}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        {pending ? messages['money.pending'] : messages['feedback.send']}
      </button>
    </form>
  );
}
