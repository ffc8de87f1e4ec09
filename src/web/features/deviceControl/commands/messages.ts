import { defineMessages } from 'react-intl';

/** `dc`'s answers; each help text starts with `{usage}` (the command's usage, as `help` fills it in). */
export const commandMessages = defineMessages({
  help: { id: 'deviceControl.commands.help', defaultMessage: "{usage}: lists your devices with their use today and what each is told now" },
  noDevices: { id: 'deviceControl.commands.noDevices', defaultMessage: "No devices yet: add one under Settings > Device control" },
  failed: { id: 'deviceControl.commands.failed', defaultMessage: "Could not get the devices" },
  off: { id: 'deviceControl.commands.off', defaultMessage: "{index}. {name}: {used} today; device shutdown is off" },
  noRules: { id: 'deviceControl.commands.noRules', defaultMessage: "{index}. {name}: {used} today; no rules" },
  allowed: { id: 'deviceControl.commands.allowed', defaultMessage: "{index}. {name}: {used} today; allowed" },
  allowedUntil: { id: 'deviceControl.commands.allowedUntil', defaultMessage: "{index}. {name}: {used} today; allowed until {time}" },
  warn: { id: 'deviceControl.commands.warn', defaultMessage: "{index}. {name}: {used} today; warned, shuts down at {time}" },
  shutdown: { id: 'deviceControl.commands.shutdown', defaultMessage: "{index}. {name}: {used} today; told to shut down" },
  stillOn: { id: 'deviceControl.commands.stillOn', defaultMessage: "{index}. {name}: {used} today; told to shut down, still on at {time}" },
});
