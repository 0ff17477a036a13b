/**
 * Whether the merchant has cashback on (whitelabel flag MANPLAYREB3, spec 6): null until known. Off, the member
 * centre shows neither the Cashback menu item nor its page (the platform refuses its calls too).
 */
import { useEffect, useState } from 'react';
import { accountSettings } from '../../lib/auth/account-settings.ts';

export function useCashbackFlag(): boolean | null {
  const [on, setOn] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    accountSettings()
      .then((settings) => live && setOn(settings.flags.MANPLAYREB3 === true))
      .catch(() => live && setOn(false));
    return () => {
      live = false;
    };
  }, []);
  return on;
}
