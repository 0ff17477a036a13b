export { ImageFolder, type StoredImage } from './image-store.ts';
export { readImages } from './image-upload.ts';
export { UploadSlots } from './upload-slots.ts';
