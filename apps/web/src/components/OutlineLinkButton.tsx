import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface OutlineLinkButtonProps {
  to: string;
  icon: Icon;
  size?: ButtonProps['size'];
  children: ReactNode;
}

/** A link to another screen drawn as an outlined navy button with its icon (Edit preferences, Filter profiles). */
export function OutlineLinkButton({
  to,
  icon: IconComponent,
  size = 'md',
  children,
}: OutlineLinkButtonProps) {
  return (
    <Button
      component={Link}
      to={to}
      variant="outline"
      color="navy.9"
      size={size}
      leftSection={<IconComponent aria-hidden size={18} />}
    >
      {children}
    </Button>
  );
}
