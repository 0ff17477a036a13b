import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StaticFiles } from '../../src/server/static-files.ts';

function buildTree(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  fs.mkdirSync(path.join(root, 'help'));
  fs.writeFileSync(path.join(root, 'help', 'index.html'), 'help');
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
  return root;
}

describe('StaticFiles', () => {
  const files = new StaticFiles(buildTree());

  it('finds files and directory index pages', () => {
    expect(files.resolve('/favicon.svg')).toBe('favicon.svg');
    expect(files.resolve('/help')).toBe('help/index.html');
    expect(files.resolve('/help/')).toBe('help/index.html');
  });

  it('finds nothing for missing paths, traversal or bad encoding', () => {
    expect(files.resolve('/missing')).toBeNull();
    expect(files.resolve('/../../etc/passwd')).toBeNull();
    expect(files.resolve('/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(files.resolve('/%E0%A4%A')).toBeNull();
    expect(files.resolve('/help%00')).toBeNull();
  });
});
