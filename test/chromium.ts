import { chromium } from 'playwright-core'

/**
 * Debian's Chromium (`apt-get install chromium`), driven by playwright-core, which downloads no browser
 * of its own: for the console's tests and benchmark. Headless, and without the background services
 * that would dial hosts this machine cannot reach.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}
