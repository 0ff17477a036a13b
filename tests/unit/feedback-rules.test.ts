import { describe, expect, it } from 'vitest';
import { contentProblem, feedbackLength, isFeedbackType } from '../../contract/rules/feedback.ts';
import { AVATARS, avatarPath, isAvatar } from '../../contract/rules/avatars.ts';
import fs from 'node:fs';

describe('feedback rules', () => {
  it('counts characters as a reader does, after trimming', () => {
    expect(feedbackLength('  abc  ')).toBe(3);
    expect(feedbackLength('টাকা')).toBe(4);
    expect(feedbackLength('😀😀')).toBe(2);
  });

  it('needs 1 to 140 characters', () => {
    expect(contentProblem('')).toBe('empty');
    expect(contentProblem(' \n\t ')).toBe('empty');
    expect(contentProblem('a')).toBeNull();
    expect(contentProblem('ক'.repeat(140))).toBeNull();
    expect(contentProblem('ক'.repeat(141))).toBe('length');
    expect(contentProblem(`${'😀'.repeat(140)}`)).toBeNull();
  });

  it('knows the four kinds only', () => {
    for (const kind of ['suggestion', 'complaint', 'payment', 'game']) expect(isFeedbackType(kind)).toBe(true);
    for (const other of ['Complaint', 'praise', '', null, 1]) expect(isFeedbackType(other)).toBe(false);
  });
});

describe('avatars', () => {
  it('names only the committed images, each a file under public/', () => {
    for (const avatar of AVATARS) {
      expect(isAvatar(avatar)).toBe(true);
      expect(fs.existsSync(`public${avatarPath(avatar)}`), avatar).toBe(true);
    }
    for (const other of ['../lotus', 'lotus.svg', 'LOTUS', '']) expect(isAvatar(other)).toBe(false);
  });
});
