import * as OTPAuth from 'otpauth';

const period = 30;

/** The current 30-second step of a TOTP clock. */
function currentStep(): number {
  return Math.floor(Date.now() / 1000 / period);
}

/**
 * One-time codes for a base32 secret as an authenticator app computes them. The server takes each
 * step's code once (replay protection) and one step of drift either way, so a second code within
 * one step is the next step's, as from a phone whose clock runs a few seconds ahead; only a third
 * code within one step waits for a fresh one.
 */
export function totpFor(base32Secret: string) {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(base32Secret.replace(/\s/g, '')), digits: 6, period, algorithm: 'SHA1' });
  let lastStep: number | null = null;
  return {
    async next(): Promise<string> {
      const step = lastStep === null ? currentStep() : Math.max(currentStep(), lastStep + 1);
      while (step > currentStep() + 1) {
        const msLeft = (currentStep() + 1) * period * 1000 - Date.now();
        await new Promise((resolve) => setTimeout(resolve, msLeft + 250));
      }
      lastStep = step;
      return totp.generate({ timestamp: step * period * 1000 });
    },
  };
}
