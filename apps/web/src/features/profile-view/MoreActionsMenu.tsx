import { Menu } from '@mantine/core';
import { IconBan, IconFlag, IconLockOpen } from '@tabler/icons-react';
import { useMenuOpenedOnMount } from '../../app/layout/standInMenu';
import { t } from '../../i18n';
import { MoreActionsButton } from './MoreActionsButton';

export interface MoreActionsProps {
  /** Opened by its stand-in's first click (LazyMoreActions): opens at once, the focus on its button. */
  openOnMount?: boolean;
  blocked: boolean;
  onBlock(): void;
  onUnblock(): void;
  onReport(): void;
}

/** 'More actions': Block (or Unblock when blocked, spec 4) and Report. */
export function MoreActionsMenu({
  blocked,
  onBlock,
  onUnblock,
  onReport,
  openOnMount = false,
}: MoreActionsProps) {
  const { opened, setOpened, target } = useMenuOpenedOnMount(openOnMount);
  return (
    <Menu position="bottom-end" shadow="md" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <MoreActionsButton ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        {blocked ? (
          <Menu.Item leftSection={<IconLockOpen aria-hidden size={16} />} onClick={onUnblock}>
            {t.profileView.unblock}
          </Menu.Item>
        ) : (
          <Menu.Item color="red.8" leftSection={<IconBan aria-hidden size={16} />} onClick={onBlock}>
            {t.profileView.block}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconFlag aria-hidden size={16} />} onClick={onReport}>
          {t.profileView.report}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
