/** Refusals of the live chat's calls (messages, images, operators' sign-in), in both languages. */
export const chatEn = {
  chat_message_empty: 'Please write a message or add an image.',
  chat_message_too_long: 'A message can have at most {max} characters.',
  chat_attachment_too_many: 'Please add at most {max} images to a message.',
  chat_attachment_too_large: 'Each image can be at most {max} MB.',
  chat_attachment_bad_type: 'Only PNG or JPG images can be sent.',
  chat_attachment_daily_limit:
    'You can send at most {max} images a day. Please describe the problem in words, or try again tomorrow.',
  chat_attachment_not_found: 'This image does not exist.',
  chat_conversation_not_found: 'This conversation does not exist.',
  chat_operator_login_failed: 'The password is incorrect.',
  chat_operator_required: 'Please sign in as an operator.',
  chat_origin_refused: 'The live chat can only be opened from this site.',
} as const;

export type ChatMessageKey = keyof typeof chatEn;

export const chatBn: Record<ChatMessageKey, string> = {
  chat_message_empty: 'অনুগ্রহ করে একটি বার্তা লিখুন বা একটি ছবি যোগ করুন।',
  chat_message_too_long: 'একটি বার্তায় সর্বোচ্চ {max}টি অক্ষর থাকতে পারে।',
  chat_attachment_too_many: 'একটি বার্তায় সর্বোচ্চ {max}টি ছবি যোগ করুন।',
  chat_attachment_too_large: 'প্রতিটি ছবি সর্বোচ্চ {max} MB হতে পারে।',
  chat_attachment_bad_type: 'শুধু PNG বা JPG ছবি পাঠানো যায়।',
  chat_attachment_daily_limit:
    'আপনি দিনে সর্বোচ্চ {max}টি ছবি পাঠাতে পারেন। অনুগ্রহ করে সমস্যাটি লিখে জানান, বা আগামীকাল আবার চেষ্টা করুন।',
  chat_attachment_not_found: 'এই ছবিটি নেই।',
  chat_conversation_not_found: 'এই কথোপকথনটি নেই।',
  chat_operator_login_failed: 'পাসওয়ার্ডটি সঠিক নয়।',
  chat_operator_required: 'অনুগ্রহ করে অপারেটর হিসেবে সাইন ইন করুন।',
  chat_origin_refused: 'লাইভ চ্যাট শুধু এই সাইট থেকেই খোলা যায়।',
};
