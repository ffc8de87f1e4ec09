import Bowser from 'bowser';

export interface DeviceName {
  browser: string | null;
  os: string | null;
}

/** The browser and operating system a user agent names ("Chrome", "Linux"), as bowser reads them. */
export function deviceName(userAgent: string | null): DeviceName {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name || null, os: parsed.os.name || null };
}
