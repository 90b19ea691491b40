import type { SentBy } from '@jodi/contract';
import { Text, type TextProps } from '@mantine/core';
import { sentByText } from './sentByText';

/** The small line under an interest, a chat request or a message a relative sent: "sent by Aai, mother". */
export function SentByLine({ sentBy, ...text }: { sentBy: SentBy | null | undefined } & TextProps) {
  const line = sentByText(sentBy);
  if (!line) return null;
  return (
    <Text size="sm" c="dimmed" fs="italic" {...text}>
      {line}
    </Text>
  );
}
