/** The registration form's optional fields in the order it shows them, with their labels (the agent centre's too). */
import type { AuthMessageKey } from './messages.ts';

export const OPTIONAL_FIELDS: readonly { key: string; label: AuthMessageKey; type?: string; autoComplete?: string }[] =
  [
    { key: 'payeeName', label: 'auth.payeeName', autoComplete: 'name' },
    { key: 'email', label: 'auth.email', type: 'email', autoComplete: 'email' },
    { key: 'paymentPassword', label: 'auth.paymentPassword', type: 'password', autoComplete: 'off' },
    { key: 'qqNum', label: 'auth.qqNum' },
    { key: 'line', label: 'auth.line' },
    { key: 'whatsapp', label: 'auth.whatsapp', type: 'tel' },
    { key: 'facebook', label: 'auth.facebookId' },
    { key: 'wechat', label: 'auth.wechat' },
    { key: 'idType', label: 'auth.idType' },
    { key: 'idNumber', label: 'auth.idNumber' },
    { key: 'recommenderId', label: 'auth.recommenderId' },
  ];
