import { describe, expect, it } from 'vitest';
import { encryptServicePath } from '../../platform/modules/system/service-path.ts';
import { decryptServicePath } from '../../src/lib/support/service-path.ts';

describe('customer-service paths', () => {
  it('decrypt in the site to the address the platform encrypted', async () => {
    const path = encryptServicePath('/helpmc?channel=vip');
    expect(path).not.toContain('helpmc');
    expect(await decryptServicePath(path)).toBe('/helpmc?channel=vip');
  });

  it('use a fresh key each time', () => {
    expect(encryptServicePath('/helpmc')).not.toBe(encryptServicePath('/helpmc'));
  });

  it('refuse a tampered path', async () => {
    const path = encryptServicePath('/helpmc');
    const tampered = (path[0] === 'A' ? 'B' : 'A') + path.slice(1);
    await expect(decryptServicePath(tampered)).rejects.toThrow();
  });
});
