import type { MessageFormatElement } from 'react-intl';

/**
 * A catalogue's texts by id: ICU strings as the JSON files hold them (tests, stories, dev), or
 * the syntax trees the app's build compiles them into (scripts/messagesPlugin.ts).
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;
