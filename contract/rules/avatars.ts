/**
 * The avatars a player may choose (committed SVGs under public/images/avatars/). Shared by the platform, which
 * accepts only these names, and the site, which shows them. A member who never chose has the first.
 */
export const AVATARS = ['lotus', 'tiger', 'peacock', 'boat', 'moon', 'fish'] as const;
export type Avatar = (typeof AVATARS)[number];

export const DEFAULT_AVATAR: Avatar = 'lotus';

export function isAvatar(value: unknown): value is Avatar {
  return (AVATARS as readonly unknown[]).includes(value);
}

/** The image's site path (same origin; never an absolute URL). */
export function avatarPath(avatar: Avatar): string {
  return `/images/avatars/${avatar}.svg`;
}
