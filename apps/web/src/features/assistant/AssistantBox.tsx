import { Button } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Suspense, useEffect, useRef } from 'react';
import { lazyNamed } from '../../app/lazyNamed';
import { t } from '../../i18n';
import classes from './AssistantBox.module.css';
import type { AssistantPlacement } from './AssistantPanel';

export type { AssistantPlacement } from './AssistantPanel';

// The panel (its form, chips and conversation) loads when the member first opens it.
const AssistantPanel = lazyNamed(() => import('./AssistantPanel'), 'AssistantPanel');

interface AssistantBoxProps {
  pid: string;
  name: string;
  placement: AssistantPlacement;
  /**
   * Whether the panel is open, held by the page: the box moves in the page when the layout changes
   * (a tablet turned across the breakpoint), and the panel stays open as it moves.
   */
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Spec 2: the chat box 'Ask about {name} to the AI helper' on another member's profile. */
export function AssistantBox({ pid, name, placement, open, onOpenChange }: AssistantBoxProps) {
  const launcherRef = useRef<HTMLButtonElement>(null);
  const closedRef = useRef(false);
  // Closing the panel hands the keyboard back to the button that opened it.
  useEffect(() => {
    if (!open && closedRef.current) launcherRef.current?.focus();
  }, [open]);

  const launcher = (
    <Button
      ref={launcherRef}
      className={placement === 'inline' ? classes.launcherInline : classes.launcher}
      data-placement={placement}
      radius="xl"
      size="md"
      color="navy.9"
      fullWidth={placement === 'inline'}
      leftSection={<IconSparkles aria-hidden size={20} />}
      onPointerEnter={() => void AssistantPanel.preload()}
      onFocus={() => void AssistantPanel.preload()}
      onClick={() => onOpenChange(true)}
      classNames={{ label: classes.launcherLabel }}
    >
      {t.assistant.open({ name })}
    </Button>
  );

  if (open) {
    const close = () => {
      closedRef.current = true;
      onOpenChange(false);
    };
    return (
      <Suspense fallback={launcher}>
        <AssistantPanel pid={pid} name={name} placement={placement} onClose={close} />
      </Suspense>
    );
  }
  return launcher;
}
