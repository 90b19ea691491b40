import { Button, type ButtonProps } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

export type Answer = 'accepted' | 'declined';

interface AnswerButtonsProps {
  /** The answer on its way, if any: that button spins and the other waits. */
  sending: Answer | null;
  onAnswer(answer: Answer): void;
  acceptLabel: string;
  declineLabel: string;
  /** The id of the element naming whom the answer is for. */
  describedBy: string;
  size?: ButtonProps['size'];
  className?: string;
  /** Accept's colour (the theme's primary unless given). */
  acceptColor?: string;
}

/** Accept and Decline for a request received (an interest, a chat request). */
export function AnswerButtons({
  sending,
  onAnswer,
  acceptLabel,
  declineLabel,
  describedBy,
  size,
  className,
  acceptColor,
}: AnswerButtonsProps) {
  return (
    <>
      <Button
        className={className}
        size={size}
        color={acceptColor}
        leftSection={<IconCheck aria-hidden size={16} />}
        aria-describedby={describedBy}
        loading={sending === 'accepted'}
        disabled={sending === 'declined'}
        onClick={() => onAnswer('accepted')}
      >
        {acceptLabel}
      </Button>
      <Button
        className={className}
        size={size}
        variant="outline"
        color="navy.9"
        leftSection={<IconX aria-hidden size={16} />}
        aria-describedby={describedBy}
        loading={sending === 'declined'}
        disabled={sending === 'accepted'}
        onClick={() => onAnswer('declined')}
      >
        {declineLabel}
      </Button>
    </>
  );
}
