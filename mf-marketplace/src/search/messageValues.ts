import type { MessageDescriptor } from 'react-intl';

/**
 * react-intl types the messages of `defineMessages` as taking no values; messages with
 * placeholders go through this to be formatted with values.
 */
export const withValues = <K extends string>(
  messages: Record<K, MessageDescriptor>,
): Record<K, MessageDescriptor> => messages;
