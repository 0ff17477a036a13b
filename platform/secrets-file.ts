/**
 * Demo mode's secrets: generated with crypto at first start and kept in a file only this user can read
 * (data/secrets.json beside the SQLite file by default), so no secret is ever a constant in the repository
 * and each database keeps the secrets its signed links and vendor sessions were made with.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

export interface DemoSecrets {
  gatewaySecret: string;
  /** Vendor code -> seamless-wallet signing secret. */
  vendors: Record<string, string>;
}

const fileShape = z.object({
  gatewaySecret: z.string().min(32),
  vendors: z.record(z.string(), z.string().min(32)),
});

const freshSecret = () => randomBytes(32).toString('hex');

/** Reads the file, adds what is missing (a first start, a vendor added since), and writes it back only when it changed. */
export function loadOrCreateDemoSecrets(file: string, vendorCodes: readonly string[]): DemoSecrets {
  let secrets: DemoSecrets | undefined;
  if (fs.existsSync(file)) {
    const parsed = fileShape.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    // A damaged file is not silently replaced: links and sessions signed with the old secrets would all break.
    if (!parsed.success) throw new Error(`${file} is not a secrets file; remove it to generate new secrets`);
    secrets = parsed.data;
  }
  const next: DemoSecrets = {
    gatewaySecret: secrets?.gatewaySecret ?? freshSecret(),
    vendors: { ...secrets?.vendors },
  };
  for (const code of vendorCodes) next.vendors[code] ??= freshSecret();
  if (!secrets || vendorCodes.some((code) => !secrets.vendors[code])) writePrivately(file, next);
  return next;
}

/** Written whole through a temporary file (never half a file), readable by the owner only. */
function writePrivately(file: string, secrets: DemoSecrets): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(temporary, 0o600);
  fs.renameSync(temporary, file);
}
