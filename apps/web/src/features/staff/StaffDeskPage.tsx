import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CenteredLoader } from '../../components/CenteredLoader';
import { LoadFailed } from '../../components/LoadFailed';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import { usePageMeta } from '../../lib/usePageMeta';
import { DeliveryFailures } from './DeliveryFailures';
import { useStaffDesk } from './useStaffDesk';

interface DeskItemProps {
  count: number;
  text: string;
  detail?: string;
  action: string;
  to: string;
}

/** One thing waiting: how many, in words, and the button to its list. */
function DeskItem({ count, text, detail, action, to }: DeskItemProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs" h="100%" justify="space-between">
        <div>
          <Text fz={36} fw={700} lh={1.1}>
            {count}
          </Text>
          <Text fw={600}>{text}</Text>
          {detail ? <Text c="gray.7">{detail}</Text> : null}
        </div>
        <Button component={Link} to={to} variant={count > 0 ? 'filled' : 'light'} mih={44}>
          {action}
        </Button>
      </Stack>
    </Card>
  );
}

/** /desk (staff): the staff home after signing in: follow-up calls, documents to review and open reports. */
export function StaffDeskPage() {
  const { title, description } = t.pages.staffDesk;
  usePageMeta(title, description);
  const desk = useStaffDesk();
  const texts = t.staffDesk;
  return (
    <Stack maw={960} mx="auto" px="md" py="xl" gap="lg" w="100%">
      <Title order={1}>{title}</Title>
      <Title order={2} size="h3">
        {texts.heading}
      </Title>
      {desk.isPending ? <CenteredLoader /> : null}
      {desk.isError ? <LoadFailed onRetry={() => desk.refetch()} /> : null}
      {desk.data ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DeskItem
            count={desk.data.follow_ups}
            text={texts.followUps({ count: desk.data.follow_ups })}
            detail={texts.myFollowUps({ count: desk.data.my_follow_ups })}
            action={texts.openFollowUps}
            to={`${PATHS.callLogs}?followup=true`}
          />
          <DeskItem
            count={desk.data.documents_waiting}
            text={texts.documents({ count: desk.data.documents_waiting })}
            action={texts.openDocuments}
            to={PATHS.adminVerification}
          />
          <DeskItem
            count={desk.data.reports_open}
            text={texts.reports({ count: desk.data.reports_open })}
            action={texts.openReports}
            to={PATHS.adminReports}
          />
        </SimpleGrid>
      ) : null}
      <DeliveryFailures />
      {/* Decision 34: the community's events, created, changed and cancelled here. */}
      <Button
        component={Link}
        to={PATHS.adminEvents}
        variant="outline"
        color="navy.9"
        size="md"
        w="fit-content"
      >
        {t.events.staff.title}
      </Button>
    </Stack>
  );
}
