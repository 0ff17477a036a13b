/**
 * Whether the merchant has cashback on (whitelabel flag MANPLAYREB3, spec 6): null until known. Off, the member
 * centre shows neither the Cashback menu item nor its page (the platform refuses its calls too).
 */
import { useEffect, useState } from 'react';
import { callContract } from '../../lib/api/client.ts';

export function useCashbackFlag(): boolean | null {
  const [on, setOn] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    // The merchant's permission answer (zod and the declarations load with the call, not with the page).
    import('../../../contract/calls/system.ts')
      .then((system) => callContract(system.fetchPermission))
      .then((permission) => live && setOn(permission.flags.MANPLAYREB3 === true))
      .catch(() => live && setOn(false));
    return () => {
      live = false;
    };
  }, []);
  return on;
}
