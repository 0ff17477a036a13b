/**
 * Makes sure Debian's Chromium is there for the end-to-end tests (never a browser download).
 * As root it installs the package with apt-get; otherwise it says exactly what to run.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  const apt = (args: string[]) => {
    const command = isRoot ? 'apt-get' : 'sudo';
    execFileSync(command, isRoot ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  console.log(`Chromium is missing at ${CHROMIUM}; installing Debian's chromium package.`);
  try {
    apt(['update', '-qq']);
    // Noto fonts render Bengali properly in screenshots and tests.
    apt(['install', '-y', '-qq', 'chromium', 'fonts-noto-core']);
  } catch (error) {
    console.error(
      'Could not install Chromium. Run: sudo apt-get update && sudo apt-get install -y chromium fonts-noto-core',
    );
    throw error;
  }
}
