import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { t } from '../../i18n';
import classes from './InstallAppButton.module.css';
import { installPrompt } from './installPrompt';

/** How often the install button blinks (spec 1, 9). */
const INSTALL_BLINK_MS = 500;

/**
 * Spec 1: when the browser offers installation, a fixed floating 'Install App' button blinks every
 * 500 ms until clicked; a click opens the browser's install prompt and removes the button.
 */
export function InstallAppButton() {
  const offer = useSyncExternalStore(installPrompt.subscribe, installPrompt.current, () => null);
  const [lit, setLit] = useState(false);

  useEffect(() => {
    if (!offer) return;
    const timer = setInterval(() => setLit((on) => !on), INSTALL_BLINK_MS);
    return () => clearInterval(timer);
  }, [offer]);

  if (!offer) return null;
  return (
    <Button
      className={`${classes.button} ${lit ? classes.lit : classes.dim}`}
      data-blink={lit ? 'on' : 'off'}
      radius="xl"
      leftSection={<IconDownload aria-hidden size={18} />}
      onClick={() => void installPrompt.accept()}
    >
      {t.install.button}
    </Button>
  );
}
