/** Feedback images: the upload directory's feedback-images folder (see uploads/image-store.ts). */
import { ImageFolder } from '../uploads/index.ts';

export function feedbackFolder(uploadDir: string): ImageFolder {
  return new ImageFolder(uploadDir, 'feedback-images');
}
