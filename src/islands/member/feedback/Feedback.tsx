/** Feedback and complaints (member centre): the form to send one, then the player's own feedback with the operator's replies. */
import type { SectionProps } from '../sections.ts';
import FeedbackForm from './FeedbackForm.tsx';
import FeedbackList from './FeedbackList.tsx';

export default function Feedback({ locale, messages }: SectionProps) {
  return (
    <div className="feedback">
      <FeedbackForm locale={locale} messages={messages} />
      <FeedbackList locale={locale} messages={messages} />
    </div>
  );
}
