import { Center, Loader } from '@mantine/core';
import { t } from '../i18n';

export function CenteredLoader() {
  return (
    <Center py="xl" role="status" aria-label={t.app.loading}>
      <Loader color="navy.9" />
    </Center>
  );
}
