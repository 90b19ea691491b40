import {
  BOOSTS_PER_MONTH,
  isPaidPlan,
  PAID_PLAN_NAMES,
  type PaidPlanName,
  PLAN_FEATURES,
  PLAN_NAMES,
  PLANS,
  type PlanName,
  type PlanPeriod,
  planHasFeature,
} from '@jodi/contract';
import {
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import { formatDate, formatRupees, planName } from './money';
import classes from './Plans.module.css';
import type { PlanChoice } from './usePurchase';

const isPaid = (plan: PlanName): plan is PaidPlanName =>
  (PAID_PLAN_NAMES as readonly string[]).includes(plan);

/** The Monthly / Yearly switch (a radio group named 'Billing period'). */
export function PeriodSwitch({ value, onChange }: { value: PlanPeriod; onChange(period: PlanPeriod): void }) {
  return (
    <SegmentedControl
      aria-label={t.plans.periodLabel}
      value={value}
      onChange={(next) => onChange(next === 'yearly' ? 'yearly' : 'monthly')}
      data={[
        { value: 'monthly', label: t.plans.monthly },
        { value: 'yearly', label: t.plans.yearly },
      ]}
      radius="xl"
      size="md"
      color="navy.9"
      className={classes.switch}
    />
  );
}

function Price({ plan, period }: { plan: PlanName; period: PlanPeriod }) {
  const { monthly, yearly, yearlySaving } = PLANS[plan];
  if (!isPaidPlan(plan)) {
    return (
      <Stack gap={2}>
        <Text className={classes.price}>{t.plans.free}</Text>
        <Text size="sm" c="dimmed">
          {t.plans.freeForever}
        </Text>
      </Stack>
    );
  }
  const main = period === 'monthly' ? monthly : yearly;
  const save = (
    <Badge color="green.9" variant="light" radius="sm">
      {t.plans.save({ percent: yearlySaving })}
    </Badge>
  );
  return (
    <Stack gap={2}>
      <Group gap={6} align="baseline">
        <Text className={classes.price}>{formatRupees(main)}</Text>
        <Text c="dimmed">{period === 'monthly' ? t.plans.perMonth : t.plans.perYear}</Text>
        {period === 'yearly' ? save : null}
      </Group>
      <Group gap={6}>
        <Text size="sm" c="dimmed">
          {period === 'monthly'
            ? t.plans.orYearly({ price: formatRupees(yearly) })
            : t.plans.orMonthly({ price: formatRupees(monthly) })}
        </Text>
        {period === 'monthly' ? save : null}
      </Group>
    </Stack>
  );
}

function Features({ plan }: { plan: PlanName }) {
  return (
    <ul className={classes.features} aria-label={t.plans.featuresLabel({ plan: planName(plan) })}>
      {PLAN_FEATURES.map((feature) => {
        const has = planHasFeature(plan, feature);
        return (
          <li key={feature} className={classes.feature} data-included={has || undefined}>
            {has ? (
              <IconCheck aria-hidden size={18} className={classes.tick} />
            ) : (
              <IconX aria-hidden size={18} className={classes.cross} />
            )}
            <VisuallyHidden>{has ? t.plans.included : t.plans.notIncluded}: </VisuallyHidden>
            <span>
              {feature === 'boost' && has
                ? t.plans.boostsPerMonth({ count: BOOSTS_PER_MONTH[plan] })
                : (t.plans.features[feature] ?? feature)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export interface PlanCardsProps {
  period: PlanPeriod;
  /** Visitors get 'Join now' (→ /signup); buyers 'Choose {plan}' on paid plans. */
  mode: 'visitor' | 'buyer';
  currentPlan?: PlanName | null;
  currentExpiry?: string | null;
  busy?: PlanChoice | null;
  onChoose?(choice: PlanChoice): void;
}

function PlanCard({
  plan,
  period,
  mode,
  currentPlan,
  currentExpiry,
  busy,
  onChoose,
}: PlanCardsProps & { plan: PlanName }) {
  const titleId = useId();
  const current = currentPlan === plan;
  const featured = plan === 'Trust';
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p="lg"
      className={classes.card}
      data-current={current || undefined}
      data-featured={featured || undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} fz="h3" id={titleId}>
            {planName(plan)}
          </Title>
          {current ? (
            <Badge color="navy.9" variant="filled" radius="sm">
              {t.plans.currentPlan}
            </Badge>
          ) : null}
        </Group>
        {current && currentExpiry ? (
          <Text size="sm" fw={600} c="navy.9">
            {t.plans.expires({ date: formatDate(currentExpiry) })}
          </Text>
        ) : null}
        <Price plan={plan} period={period} />
        <Features plan={plan} />
        <div className={classes.action}>
          {mode === 'visitor' ? (
            <Button component={Link} to={PATHS.signup} fullWidth aria-describedby={titleId}>
              {t.plans.joinNow}
            </Button>
          ) : isPaid(plan) ? (
            <Button
              fullWidth
              variant={featured ? 'filled' : 'outline'}
              color={featured ? undefined : 'navy.9'}
              loading={busy?.plan === plan}
              disabled={busy !== null && busy !== undefined && busy.plan !== plan}
              onClick={() => onChoose?.({ plan, period })}
            >
              {t.plans.choose({ plan: planName(plan) })}
            </Button>
          ) : null}
        </div>
      </Stack>
    </Paper>
  );
}

/** The three plans of spec 9 from the contract: price, 'Save n%' on yearly, features with ticks and crosses. */
export function PlanCards(props: PlanCardsProps) {
  return (
    <SimpleGrid
      cols={{ base: 1, md: 3 }}
      spacing="lg"
      component="ul"
      aria-label={t.plans.plansLabel}
      className={classes.grid}
    >
      {PLAN_NAMES.map((plan) => (
        <li key={plan} className={classes.cell}>
          <PlanCard plan={plan} {...props} />
        </li>
      ))}
    </SimpleGrid>
  );
}
