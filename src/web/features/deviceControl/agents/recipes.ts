import powerShellAgent from './lifelog-device.ps1?raw';
import shellAgent from './lifelog-device.sh?raw';

/** The agents as files (one source: the e2e journey runs the same shell script). */
export const agents = { shell: shellAgent, powerShell: powerShellAgent };

/** The lines that start a device's agent with its settings: a shell line and a PowerShell one. */
export function setupLines(origin: string, deviceId: string, key: string) {
  return {
    shell: `LIFELOG_URL='${origin}' DEVICE_ID='${deviceId}' DEVICE_KEY='${key}' sh lifelog-device.sh`,
    powerShell: `$env:LIFELOG_URL='${origin}'; $env:DEVICE_ID='${deviceId}'; $env:DEVICE_KEY='${key}'; powershell -ExecutionPolicy Bypass -File lifelog-device.ps1`,
  };
}
