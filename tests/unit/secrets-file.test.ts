import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateDemoSecrets } from '../../platform/secrets-file.ts';

describe('demo secrets file', () => {
  const dirs: string[] = [];
  const fileIn = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-test-'));
    dirs.push(dir);
    return path.join(dir, 'data', 'secrets.json');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is created at first start with random secrets, readable by its owner only', () => {
    const file = fileIn();
    const secrets = loadOrCreateDemoSecrets(file, ['LOTUS_SLOTS', 'LOTUS_LIVE']);
    expect(secrets.gatewaySecret).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(secrets.vendors)).toEqual(['LOTUS_SLOTS', 'LOTUS_LIVE']);
    expect(secrets.vendors.LOTUS_SLOTS).not.toBe(secrets.vendors.LOTUS_LIVE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateDemoSecrets(fileIn(), ['LOTUS_SLOTS']).gatewaySecret).not.toBe(secrets.gatewaySecret);
  });

  it('is reused at the next start, and grows when a vendor is added', () => {
    const file = fileIn();
    const first = loadOrCreateDemoSecrets(file, ['LOTUS_SLOTS']);
    const again = loadOrCreateDemoSecrets(file, ['LOTUS_SLOTS']);
    expect(again).toEqual(first);
    const grown = loadOrCreateDemoSecrets(file, ['LOTUS_SLOTS', 'LOTUS_FISH']);
    expect(grown.vendors.LOTUS_SLOTS).toBe(first.vendors.LOTUS_SLOTS);
    expect(grown.vendors.LOTUS_FISH).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is never silently replaced when damaged', () => {
    const file = fileIn();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '{"gatewaySecret": "short"}');
    expect(() => loadOrCreateDemoSecrets(file, ['LOTUS_SLOTS'])).toThrow(/is not a secrets file/);
    expect(fs.readFileSync(file, 'utf8')).toBe('{"gatewaySecret": "short"}');
  });
});
