import { defineMessages } from 'react-intl';

const screenMessagesPlain = defineMessages({
  lead: { id: 'deviceControl.screen.lead', defaultMessage: "Computers ask lifelog, with their own key, whether to warn their user or shut down: by the hours and daily limits you set here and the use their time group measured today." },
  switch: { id: 'deviceControl.screen.switch', defaultMessage: "Use device shutdown" },
  switchHint: { id: 'deviceControl.screen.switchHint', defaultMessage: "Off: every device is told to carry on." },
  devicesHeading: { id: 'deviceControl.screen.devicesHeading', defaultMessage: "Devices" },
  noDevices: { id: 'deviceControl.screen.noDevices', defaultMessage: "No devices yet. Add one, then run its agent on it." },
  addHeading: { id: 'deviceControl.screen.addHeading', defaultMessage: "Add a device" },
  name: { id: 'deviceControl.screen.name', defaultMessage: "Name" },
  timeGroup: { id: 'deviceControl.screen.timeGroup', defaultMessage: "Time group that measures its use" },
  noTimeGroup: { id: 'deviceControl.screen.noTimeGroup', defaultMessage: "None (use is not measured)" },
  add: { id: 'deviceControl.screen.add', defaultMessage: "Add device" },
  nameRequired: { id: 'deviceControl.screen.nameRequired', defaultMessage: "Give the device a name" },
  keyOnce: { id: 'deviceControl.screen.keyOnce', defaultMessage: "This is the only time the key is shown: copy the setup line to the device now. A new key can be made later; the old one then stops working." },
  key: { id: 'deviceControl.screen.key', defaultMessage: "Key" },
  setupShell: { id: 'deviceControl.screen.setupShell', defaultMessage: "Run on Linux or macOS (save the agent below as lifelog-device.sh first)" },
  setupPowerShell: { id: 'deviceControl.screen.setupPowerShell', defaultMessage: "Run in PowerShell on Windows (save the agent below as lifelog-device.ps1 first)" },
  keyStored: { id: 'deviceControl.screen.keyStored', defaultMessage: "I have copied it" },
  copy: { id: 'deviceControl.screen.copy', defaultMessage: "Copy" },
  copied: { id: 'deviceControl.screen.copied', defaultMessage: "Copied" },
  copyFailed: { id: 'deviceControl.screen.copyFailed', defaultMessage: "The browser did not allow copying: select the text and copy it yourself." },
  noTimeGroupOf: { id: 'deviceControl.screen.noTimeGroupOf', defaultMessage: "No time group: its use is not measured" },
  noContact: { id: 'deviceControl.screen.noContact', defaultMessage: "No contact yet" },
  stillOnHint: { id: 'deviceControl.screen.stillOnHint', defaultMessage: "It was told to shut down and keeps asking." },
  nowOff: { id: 'deviceControl.screen.nowOff', defaultMessage: "Device shutdown is off" },
  nowNoRules: { id: 'deviceControl.screen.nowNoRules', defaultMessage: "No rules for this device" },
  nowAllowed: { id: 'deviceControl.screen.nowAllowed', defaultMessage: "Allowed" },
  nowShutdown: { id: 'deviceControl.screen.nowShutdown', defaultMessage: "Told to shut down" },
  renewKey: { id: 'deviceControl.screen.renewKey', defaultMessage: "New key" },
  delete: { id: 'deviceControl.screen.delete', defaultMessage: "Delete" },
  cancel: { id: 'deviceControl.screen.cancel', defaultMessage: "Cancel" },
  rulesHeading: { id: 'deviceControl.screen.rulesHeading', defaultMessage: "Hours and limits" },
  rulesLead: { id: 'deviceControl.screen.rulesLead', defaultMessage: "Per weekday: the hours a device may be on (an end before the start runs past midnight; none: any hour) and how much it may be used that day." },
  warnLead: { id: 'deviceControl.screen.warnLead', defaultMessage: "Warn this many minutes before" },
  addWindow: { id: 'deviceControl.screen.addWindow', defaultMessage: "Add hours" },
  removeWindow: { id: 'deviceControl.screen.removeWindow', defaultMessage: "Remove" },
  anyHour: { id: 'deviceControl.screen.anyHour', defaultMessage: "Any hour" },
  limitNone: { id: 'deviceControl.screen.limitNone', defaultMessage: "No limit" },
  limitMinutes: { id: 'deviceControl.screen.limitMinutes', defaultMessage: "A limit of my own" },
  limitGoal: { id: 'deviceControl.screen.limitGoal', defaultMessage: "The time group's 'at most' goal" },
  copyMonday: { id: 'deviceControl.screen.copyMonday', defaultMessage: "Use Monday's rules every day" },
  save: { id: 'deviceControl.screen.save', defaultMessage: "Save hours and limits" },
  problemsHeading: { id: 'deviceControl.screen.problemsHeading', defaultMessage: "Fix these before saving:" },
  problemWarnLead: { id: 'deviceControl.screen.problemWarnLead', defaultMessage: "The warning must be 0 to 120 minutes before." },
  agentsHeading: { id: 'deviceControl.screen.agentsHeading', defaultMessage: "Agents" },
  agentsLead: { id: 'deviceControl.screen.agentsLead', defaultMessage: "The agent runs on the device: it sends the heartbeat of a heartbeat URL if you give it one (so its time group measures its use), asks lifelog every minute, shows a notice before a shutdown and shuts down when told. If lifelog cannot be reached it does nothing. Set SHUTDOWN_COMMAND to run something else than a shutdown, ONCE=1 to ask once (for cron or a timer)." },
  shellAgent: { id: 'deviceControl.screen.shellAgent', defaultMessage: "Linux and macOS: lifelog-device.sh" },
  powerShellAgent: { id: 'deviceControl.screen.powerShellAgent', defaultMessage: "Windows: lifelog-device.ps1" },
  loading: { id: 'deviceControl.screen.loading', defaultMessage: "Getting the devices…" },
  loadFailed: { id: 'deviceControl.screen.loadFailed', defaultMessage: "Could not get the devices." },
  newTimeGroup: { id: 'deviceControl.screen.newTimeGroup', defaultMessage: "A new time group named after the device" },
});

const screenMessagesValued = defineMessages<{
  keyHeading: { name: string };
  copyWhat: { what: string };
  timeGroupOf: { name: string };
  usedOf: { limit: string; used: string };
  used: { used: string };
  lastContact: { time: string };
  stillOn: { time: string };
  nowAllowedUntil: { time: string };
  nowWarn: { time: string };
  renewKeyFor: { name: string };
  deleteNamed: { name: string };
  deleteAsk: { name: string };
  from: { day: string };
  until: { day: string };
  addWindowOn: { day: string };
  removeWindowOn: { day: string; from: string; until: string };
  limit: { day: string };
  limitMinutesField: { day: string };
  copyMondayFor: { name: string };
  problemOverlap: { day: string; device: string; otherDay: string; otherWindow: string; window: string };
  problemEmpty: { day: string; device: string; window: string };
  problemLimitAndGoal: { day: string; device: string };
  problemIncomplete: { day: string; device: string };
  problemLimit: { day: string; device: string };
  duration: { hours: number; minutes: number };
  minutesOnly: { minutes: number };
}>({
  keyHeading: { id: 'deviceControl.screen.keyHeading', defaultMessage: "The key of {name}" },
  copyWhat: { id: 'deviceControl.screen.copyWhat', defaultMessage: "Copy: {what}" },
  timeGroupOf: { id: 'deviceControl.screen.timeGroupOf', defaultMessage: "Time group: {name}" },
  usedOf: { id: 'deviceControl.screen.usedOf', defaultMessage: "Used today: {used} of {limit}" },
  used: { id: 'deviceControl.screen.used', defaultMessage: "Used today: {used}" },
  lastContact: { id: 'deviceControl.screen.lastContact', defaultMessage: "Last contact {time}" },
  stillOn: { id: 'deviceControl.screen.stillOn', defaultMessage: "Still on at {time}" },
  nowAllowedUntil: { id: 'deviceControl.screen.nowAllowedUntil', defaultMessage: "Allowed until {time}" },
  nowWarn: { id: 'deviceControl.screen.nowWarn', defaultMessage: "Warned: shuts down at {time}" },
  renewKeyFor: { id: 'deviceControl.screen.renewKeyFor', defaultMessage: "New key for {name}" },
  deleteNamed: { id: 'deviceControl.screen.deleteNamed', defaultMessage: "Delete {name}" },
  deleteAsk: { id: 'deviceControl.screen.deleteAsk', defaultMessage: "Delete {name}? Its key stops working at once." },
  from: { id: 'deviceControl.screen.from', defaultMessage: "{day}: from" },
  until: { id: 'deviceControl.screen.until', defaultMessage: "{day}: until" },
  addWindowOn: { id: 'deviceControl.screen.addWindowOn', defaultMessage: "Add allowed hours on {day}" },
  removeWindowOn: { id: 'deviceControl.screen.removeWindowOn', defaultMessage: "Remove {from}–{until} on {day}" },
  limit: { id: 'deviceControl.screen.limit', defaultMessage: "{day}: limit" },
  limitMinutesField: { id: 'deviceControl.screen.limitMinutesField', defaultMessage: "{day}: minutes a day" },
  copyMondayFor: { id: 'deviceControl.screen.copyMondayFor', defaultMessage: "Use Monday's rules every day for {name}" },
  problemOverlap: { id: 'deviceControl.screen.problemOverlap', defaultMessage: "{device}: {window} on {day} and {otherWindow} on {otherDay} overlap. Join them into one." },
  problemEmpty: { id: 'deviceControl.screen.problemEmpty', defaultMessage: "{device}: {window} on {day} starts where it ends. Give it an end after its start." },
  problemLimitAndGoal: { id: 'deviceControl.screen.problemLimitAndGoal', defaultMessage: "{device}: {day} has both a limit and the goal. Choose one." },
  problemIncomplete: { id: 'deviceControl.screen.problemIncomplete', defaultMessage: "{device}: a time on {day} is not filled in. Fill in both, or remove it." },
  problemLimit: { id: 'deviceControl.screen.problemLimit', defaultMessage: "{device}: the limit on {day} must be 0 to 1440 minutes." },
  duration: { id: 'deviceControl.screen.duration', defaultMessage: "{hours} h {minutes} min" },
  minutesOnly: { id: 'deviceControl.screen.minutesOnly', defaultMessage: "{minutes} min" },
});

/** /settings/device-control: the switch, the devices, their hours and limits, the agents. */
export const screenMessages = { ...screenMessagesPlain, ...screenMessagesValued };

/** The weekdays, Monday first, as the config names them. */
export const dayMessages = defineMessages({
  mon: { id: 'deviceControl.days.mon', defaultMessage: "Monday" },
  tue: { id: 'deviceControl.days.tue', defaultMessage: "Tuesday" },
  wed: { id: 'deviceControl.days.wed', defaultMessage: "Wednesday" },
  thu: { id: 'deviceControl.days.thu', defaultMessage: "Thursday" },
  fri: { id: 'deviceControl.days.fri', defaultMessage: "Friday" },
  sat: { id: 'deviceControl.days.sat', defaultMessage: "Saturday" },
  sun: { id: 'deviceControl.days.sun', defaultMessage: "Sunday" },
});

const dashboardMessagesPlain = defineMessages({
  heading: { id: 'deviceControl.dashboard.heading', defaultMessage: "Devices" },
  link: { id: 'deviceControl.dashboard.link', defaultMessage: "Hours and limits of the devices" },
});

const dashboardMessagesValued = defineMessages<{
  used: { used: string };
  usedOf: { limit: string; used: string };
}>({
  used: { id: 'deviceControl.dashboard.used', defaultMessage: "{used} used" },
  usedOf: { id: 'deviceControl.dashboard.usedOf', defaultMessage: "{used} of {limit}" },
});

/** The dashboard's devices card. */
export const dashboardMessages = { ...dashboardMessagesPlain, ...dashboardMessagesValued };
