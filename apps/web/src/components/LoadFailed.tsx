import { Alert, Button } from '@mantine/core';
import { t } from '../i18n';

interface LoadFailedProps {
  /** What failed; the common "could not be loaded" text by default. */
  title?: string;
  onRetry(): unknown;
}

/** A read that failed: what failed, and a "Try again" button big enough for a thumb. */
export function LoadFailed({ title = t.common.loadFailed, onRetry }: LoadFailedProps) {
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Button variant="light" color="red.8" size="md" mt="xs" onClick={() => void onRetry()}>
        {t.common.retry}
      </Button>
    </Alert>
  );
}
