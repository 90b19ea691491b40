import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { t } from '../i18n';
import { PATHS } from '../lib/paths';

/**
 * 'Back' on sub screens: one step back in the app's history, or to `fallback` when the screen was
 * opened directly (a shared link, a reload on the first page).
 */
export function BackButton({ fallback = PATHS.profiles }: { fallback?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    if (location.key === 'default') navigate(fallback);
    else navigate(-1);
  };
  return (
    <Button
      variant="subtle"
      color="navy.9"
      size="md"
      px="xs"
      leftSection={<IconArrowLeft aria-hidden size={18} />}
      onClick={goBack}
      // A 44 px target (compact sizes are 30 px), flush with the page's left edge.
      style={{
        alignSelf: 'flex-start',
        minHeight: 44,
        marginInlineStart: 'calc(-1 * var(--mantine-spacing-xs))',
      }}
    >
      {t.common.back}
    </Button>
  );
}
