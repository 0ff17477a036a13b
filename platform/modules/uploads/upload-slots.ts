/**
 * How many uploads of one kind (proofs, feedback, chat images) this process receives at once: one per member and a few in all. Uploads are
 * streamed to disk, so the cap is about open files and disk writes rather than memory; a request over it is
 * refused at once instead of queueing (the form can send it again).
 */
export class UploadSlots {
  private readonly perMember: number;
  private readonly overall: number;
  private readonly byMember = new Map<number | string, number>();
  private total = 0;

  constructor(perMember: number, overall: number) {
    this.perMember = perMember;
    this.overall = overall;
  }

  /** A release function when a slot was free, else null. Release exactly once, when the request is done. */
  claim(memberId: number | string): (() => void) | null {
    const mine = this.byMember.get(memberId) ?? 0;
    if (mine >= this.perMember || this.total >= this.overall) return null;
    this.byMember.set(memberId, mine + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.byMember.get(memberId) ?? 1) - 1;
      if (left > 0) this.byMember.set(memberId, left);
      else this.byMember.delete(memberId);
    };
  }
}
