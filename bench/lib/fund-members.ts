/** Gives demo members money the way an operator would (the ops verb's own code), before any server runs. */
import { COMMANDS } from '../../platform/ops/commands.ts';
import { memberByUsername } from '../../platform/modules/identity/index.ts';
import type { BenchStore } from './bench-store.ts';

/** Credits each member `amount` (major units) and returns their ids, in order. */
export async function fundMembers(store: BenchStore, usernames: string[], amount: string): Promise<number[]> {
  const platform = await store.open();
  try {
    const ids: number[] = [];
    for (const name of usernames) {
      await COMMANDS['credit-bonus']!.run(platform.context, [name, amount, 'bench', 'float']);
      ids.push((await memberByUsername(platform.context.db, platform.context.config.merchantCode, name))!.id);
    }
    return ids;
  } finally {
    await platform.close();
  }
}
