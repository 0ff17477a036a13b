/**
 * The merchant's switches that hide member-centre sections (spec 6): cashback (MANPLAYREB3) and invite friends
 * (REFERRAL3, spec 2: "shown only if referral is shown"). Null until known. Off, the member centre shows neither
 * the menu item nor its page (the platform refuses their calls too).
 */
import { useEffect, useState } from 'react';
import { callContract } from '../../lib/api/client.ts';

export interface SectionFlags {
  cashback: boolean;
  referral: boolean;
}

export function useSectionFlags(): SectionFlags | null {
  const [flags, setFlags] = useState<SectionFlags | null>(null);
  useEffect(() => {
    let live = true;
    // The merchant's permission answer (zod and the declarations load with the call, not with the page).
    import('../../../contract/calls/system.ts')
      .then((system) => callContract(system.fetchPermission))
      .then(
        (permission) =>
          live &&
          setFlags({ cashback: permission.flags.MANPLAYREB3 === true, referral: permission.flags.REFERRAL3 === true }),
      )
      .catch(() => live && setFlags({ cashback: false, referral: false }));
    return () => {
      live = false;
    };
  }, []);
  return flags;
}
