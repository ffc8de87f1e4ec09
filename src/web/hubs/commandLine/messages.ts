import { defineMessages } from 'react-intl';

export const commandLineMessages = defineMessages({
  // Spec §6 and §8, to the letter.
  notLoggedIn: { id: 'commandLine.access.notLoggedIn', defaultMessage: 'Not logged in.' },
  notLoggedInToPasswords: { id: 'commandLine.access.notLoggedInToPasswords', defaultMessage: 'You are not logged in to passwords. Please login first.' },
  noMatchingCommand: { id: 'commandLine.run.noMatchingCommand', defaultMessage: 'No matching command found' },
  // The screen.
  inputLabel: { id: 'commandLine.screen.inputLabel', defaultMessage: 'Command' },
  placeholder: { id: 'commandLine.screen.placeholder', defaultMessage: 'Type a command, or help' },
  suggestions: { id: 'commandLine.screen.suggestions', defaultMessage: 'Suggestions' },
  output: { id: 'commandLine.screen.output', defaultMessage: 'Command output' },
  running: { id: 'commandLine.screen.running', defaultMessage: 'Running…' },
  loading: { id: 'commandLine.screen.loading', defaultMessage: 'Loading the command line…' },
  loadFailed: { id: 'commandLine.screen.loadFailed', defaultMessage: 'The command line could not load. Check the connection and try again.' },
  retry: { id: 'commandLine.screen.retry', defaultMessage: 'Try again' },
  close: { id: 'commandLine.screen.close', defaultMessage: 'Close the command line' },
  keys: { id: 'commandLine.screen.keys', defaultMessage: 'Enter runs · Tab completes · ↑↓ history · Esc closes' },
  keysFullScreen: { id: 'commandLine.screen.keysFullScreen', defaultMessage: 'Enter runs · Tab completes · ↑↓ history · Esc clears' },
  keysPrompt: { id: 'commandLine.screen.keysPrompt', defaultMessage: 'Enter answers · Esc cancels' },
});

/** The messages with placeholders, typed so a missing value fails to compile. */
export const commandLineValueMessages = defineMessages<{ empty: { example: string } }>({
  empty: { id: 'commandLine.screen.empty', defaultMessage: 'Try {example} or help.' },
});
