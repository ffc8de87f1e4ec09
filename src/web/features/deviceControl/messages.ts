import { defineMessages } from 'react-intl';

/** What the shell shows of the area: its name (the page title of /settings/device-control). */
export const deviceControlMessages = defineMessages({
  name: { id: 'deviceControl.area.name', defaultMessage: "Device control" },
});
