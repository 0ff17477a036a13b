/** Mobile numbers as the forms send them (dialing code + national number) in E.164, the form the platform stores and Firebase expects. */
const DIALING = /^\+?(\d{1,4})$/;
const NATIONAL = /^\d{6,14}$/;

/** '+8801711000001' for ('880', '01711000001'); null when either part is malformed or the total exceeds 15 digits. */
export function toE164(countryDialingCode: string, mobileNum: string): string | null {
  const dialing = DIALING.exec(countryDialingCode.trim())?.[1];
  const national = mobileNum.trim();
  if (!dialing || !NATIONAL.test(national)) return null;
  const digits = dialing + national.replace(/^0+/, '');
  return digits.length <= 15 && digits.length >= 8 ? `+${digits}` : null;
}
