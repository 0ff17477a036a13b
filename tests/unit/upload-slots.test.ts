import { describe, expect, it } from 'vitest';
import { UploadSlots } from '../../platform/modules/uploads/index.ts';

describe('UploadSlots', () => {
  it('gives each member its own share and stops everyone at the overall cap', () => {
    const slots = new UploadSlots(1, 2);
    const a = slots.claim(1);
    expect(a).not.toBeNull();
    expect(slots.claim(1)).toBeNull();
    const b = slots.claim(2);
    expect(b).not.toBeNull();
    expect(slots.claim(3)).toBeNull();
    a!();
    expect(slots.claim(3)).not.toBeNull();
  });

  it('frees a slot once, however often its release is called', () => {
    const slots = new UploadSlots(2, 2);
    const a = slots.claim(1)!;
    slots.claim(1);
    a();
    a();
    expect(slots.claim(1)).not.toBeNull();
    expect(slots.claim(2)).toBeNull();
  });
});
