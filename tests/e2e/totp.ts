import * as OTPAuth from 'otpauth';

const period = 30;

/** The current 30-second step of a TOTP clock. */
function currentStep(): number {
  return Math.floor(Date.now() / 1000 / period);
}

/**
 * One-time codes for a base32 secret as an authenticator app computes them. The server accepts
 * each step's code only once (replay protection), so `next()` waits for a fresh step when the
 * current one has already been used.
 */
export function totpFor(base32Secret: string) {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(base32Secret.replace(/\s/g, '')), digits: 6, period, algorithm: 'SHA1' });
  let lastStep: number | null = null;
  return {
    async next(): Promise<string> {
      while (lastStep !== null && currentStep() <= lastStep) {
        const msLeft = (currentStep() + 1) * period * 1000 - Date.now();
        await new Promise((resolve) => setTimeout(resolve, msLeft + 250));
      }
      lastStep = currentStep();
      return totp.generate({ timestamp: lastStep * period * 1000 });
    },
  };
}
