/** Column conventions on both stores: flags are integers 0/1 (timestamps are ISO-8601 UTC text). */
export type Flag = 0 | 1;
