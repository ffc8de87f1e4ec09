import { defineMessages } from 'react-intl';

/**
 * The answers of `go`, `help` and `clear`. Spec §8's CLI messages are to the letter; the rest
 * are ours. Each help text starts with `{usage}` (see helpCommand.ts).
 */
export const lineCommandMessages = defineMessages({
  helpGo: { id: 'commandLine.commands.helpGo', defaultMessage: '{usage}: goes to a screen by its name; Tab completes the names' },
  helpHelp: { id: 'commandLine.commands.helpHelp', defaultMessage: '{usage}: lists every command' },
  helpClear: { id: 'commandLine.commands.helpClear', defaultMessage: '{usage}: clears the output' },
  // Spec §8.
  routeNameRequired: { id: 'commandLine.commands.routeNameRequired', defaultMessage: 'Route name required' },
  routeNotFound: { id: 'commandLine.commands.routeNotFound', defaultMessage: 'Could not find route' },
  // Ours.
  going: { id: 'commandLine.commands.going', defaultMessage: 'Going to {route} ({path})' },
});
