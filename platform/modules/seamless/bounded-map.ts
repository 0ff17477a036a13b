/** Game sessions whose member is remembered for a later bet's short path (short-path.ts): a few hundred bytes each. */
export const SESSION_MEMBERS_KEPT = 100_000;

/** A Map that forgets its oldest entries past a size: a cache of facts that never change, kept from growing forever. */
export class BoundedMap<K, V> extends Map<K, V> {
  private readonly max: number;

  constructor(max: number) {
    super();
    this.max = max;
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.max) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}
