/** Feedback calls of the member centre (send with images, list mine), typed, and their query options. */
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../api/client.ts';
import type { FeedbackType } from './feedback-rules.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const calls = () => import('../../../contract/calls/feedback.ts');

export const fetchMyFeedback = async () => callContract((await calls()).fetchMyFeedback);

/** Spec 7 "feedback (PUT)": the text fields first, so the platform checks them before it stores any image. */
export async function sendFeedback(type: FeedbackType, content: string, images: File[]) {
  const form = new FormData();
  form.append('type', type);
  form.append('content', content);
  for (const image of images) form.append('image', image, image.name);
  return callContract((await calls()).sendFeedback, { multipart: form });
}

export const myFeedbackQuery = () =>
  queryOptions({ queryKey: ['member', 'feedback'], queryFn: fetchMyFeedback, staleTime: 0 });
