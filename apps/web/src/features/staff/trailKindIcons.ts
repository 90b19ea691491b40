import type { TrailKind } from '@jodi/contract';
import {
  IconBan,
  IconBrandWhatsapp,
  IconCreditCard,
  IconFileCheck,
  IconFlagOff,
  IconNote,
  IconPhone,
  type IconProps,
  IconUserCheck,
  IconUserPlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

/** The icon beside each kind of trail entry. */
export const TRAIL_KIND_ICONS: Record<TrailKind, ComponentType<IconProps>> = {
  note: IconNote,
  signed_up: IconUserPlus,
  profile_completed: IconUserCheck,
  plan_bought: IconCreditCard,
  documents_approved: IconFileCheck,
  call: IconPhone,
  whatsapp_invite: IconBrandWhatsapp,
  suspended: IconBan,
  report_dismissed: IconFlagOff,
  moved_to_group: IconUsersGroup,
};
