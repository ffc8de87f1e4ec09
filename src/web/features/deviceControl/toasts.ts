import { defineMessages } from 'react-intl';

// Apart from messages.ts, which the route table (in the first screen's code) imports for the area's name.
/** Device control's toasts; spec §8 words the two of saving the config. */
export const deviceControlToasts = defineMessages({
  saved: { id: 'deviceControl.toasts.saved', defaultMessage: "Saved device shutdown config" },
  saveFailed: { id: 'deviceControl.toasts.saveFailed', defaultMessage: "Could not save device shutdown config" },
  devicesFetchFailed: { id: 'deviceControl.toasts.devicesFetchFailed', defaultMessage: "Could not get the devices" },
  deviceAdded: { id: 'deviceControl.toasts.deviceAdded', defaultMessage: "Added device" },
  deviceAddFailed: { id: 'deviceControl.toasts.deviceAddFailed', defaultMessage: "Could not add the device" },
  deviceDeleted: { id: 'deviceControl.toasts.deviceDeleted', defaultMessage: "Deleted device" },
  deviceDeleteFailed: { id: 'deviceControl.toasts.deviceDeleteFailed', defaultMessage: "Could not delete the device" },
  keyRenewed: { id: 'deviceControl.toasts.keyRenewed', defaultMessage: "Gave the device a new key" },
  keyRenewFailed: { id: 'deviceControl.toasts.keyRenewFailed', defaultMessage: "Could not give the device a new key" },
});
