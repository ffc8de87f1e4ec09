import { defineMessages } from 'react-intl';

/**
 * The `tm` commands' answers. Spec §8's CLI messages are to the letter; the rest are ours. Each
 * help text starts with `{usage}` (the command's usage, as `help` fills it in).
 */
export const timeCommandMessages = defineMessages({
  helpIn: { id: 'time.commands.helpIn', defaultMessage: '{usage}: stamps in to a sub group of a time group, creating the sub group when it is new' },
  helpOut: { id: 'time.commands.helpOut', defaultMessage: '{usage}: stamps out of the running stamp, or of stamp n when several run' },
  helpGroups: { id: 'time.commands.helpGroups', defaultMessage: '{usage}: lists the time groups with the time tracked today; -s adds their sub groups, -t sums the time per tag' },
  // Spec §8.
  noActiveStamps: { id: 'time.commands.noActiveStamps', defaultMessage: 'No active stamps' },
  noActiveStamp: { id: 'time.commands.noActiveStamp', defaultMessage: 'No active stamp' },
  stampOutFailed: { id: 'time.commands.stampOutFailed', defaultMessage: 'Could not stamp out' },
  stampInFailed: { id: 'time.commands.stampInFailed', defaultMessage: 'Could not stamp in' },
  groupNotFound: { id: 'time.commands.groupNotFound', defaultMessage: 'Time group not found' },
  severalGroups: { id: 'time.commands.severalGroups', defaultMessage: 'More than one time group found. Specify group with [int]' },
  severalStamps: { id: 'time.commands.severalStamps', defaultMessage: 'More than one active stamp. Specify stamp with [int]' },
  subGroupRequired: { id: 'time.commands.subGroupRequired', defaultMessage: 'Need to specify name of sub group' },
  // Ours.
  stampedIn: { id: 'time.commands.stampedIn', defaultMessage: 'Stamped in: {stamp}' },
  stampedOut: { id: 'time.commands.stampedOut', defaultMessage: 'Stamped out: {stamp} after {duration}' },
  stampedInSaved: { id: 'time.commands.stampedInSaved', defaultMessage: 'Stamped in: {stamp}. Saved on this device: it is sent when the connection is back.' },
  stampedOutSaved: {
    id: 'time.commands.stampedOutSaved',
    defaultMessage: 'Stamped out: {stamp} after {duration}. Saved on this device: it is sent when the connection is back.',
  },
  noGroups: { id: 'time.commands.noGroups', defaultMessage: 'No time groups yet' },
  groupsFailed: { id: 'time.commands.groupsFailed', defaultMessage: 'Failed getting time groups' },
  untagged: { id: 'time.commands.untagged', defaultMessage: 'Untagged ({time})' },
  noTaggedGroups: { id: 'time.commands.noTaggedGroups', defaultMessage: 'No time group has the tags {tags}' },
  unknownOption: { id: 'time.commands.unknownOption', defaultMessage: 'Unknown option -{option}: use -s for sub groups or -t for tags' },
});
