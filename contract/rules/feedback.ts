/**
 * Feedback and complaints (spec 5/9): shared by the form (checked before sending) and the platform (checked
 * again, the one that counts). Images follow the withdrawal proofs' rules: png or jpg by their bytes, at most
 * 5 MB each, at most 3.
 */
export const FEEDBACK_TYPES = ['suggestion', 'complaint', 'payment', 'game'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_MIN_CHARS = 1;
export const FEEDBACK_MAX_CHARS = 140;

export const FEEDBACK_STATUSES = ['open', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export function isFeedbackType(value: unknown): value is FeedbackType {
  return (FEEDBACK_TYPES as readonly unknown[]).includes(value);
}

/** Characters as a reader counts them (code points), so a Bengali letter and an emoji count once each. */
export function feedbackLength(content: string): number {
  return Array.from(content.trim()).length;
}

/** What is wrong with the content, or null. */
export function contentProblem(content: string): 'empty' | 'length' | null {
  const length = feedbackLength(content);
  if (length === 0) return 'empty';
  if (length < FEEDBACK_MIN_CHARS || length > FEEDBACK_MAX_CHARS) return 'length';
  return null;
}
