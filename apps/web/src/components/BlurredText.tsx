import { Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './BlurredText.module.css';

interface BlurredTextProps {
  /** The readable reason, shown over the blur (and the only text assistive technology gets). */
  label: string;
  /**
   * Stand-in content drawn blurred behind the label. Give it the shape of what is hidden, never the
   * hidden data itself: the blur is only a look, the text is still in the page.
   */
  placeholder: ReactNode;
  /** An optional call to action under the label, e.g. 'Upgrade plan'. */
  action?: ReactNode;
}

/** Spec 1's blurred-text effect for content a plan or a visitor may not see. */
export function BlurredText({ label, placeholder, action }: BlurredTextProps) {
  return (
    <div className={classes.hidden}>
      {/* `blurred-text` (global.css): blurred, not selectable, not clickable. */}
      <div className={`${classes.blurred} blurred-text`} aria-hidden>
        {placeholder}
      </div>
      <div className={classes.overlay}>
        <IconLock aria-hidden size={22} />
        <Text fw={600}>{label}</Text>
        {action}
      </div>
    </div>
  );
}
