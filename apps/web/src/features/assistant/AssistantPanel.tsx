import { CHAT_MESSAGE_MAX } from '@jodi/contract';
import { ActionIcon, Button, Chip, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconSend, IconSparkles, IconX } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import classes from './AssistantBox.module.css';
import type { AssistantLine } from './conversations';
import { useAssistant } from './useAssistant';

function Line({ line }: { line: AssistantLine }) {
  const mine = line.from === 'member';
  return (
    <div className={`${classes.line} ${mine ? classes.member : classes.helper}`}>
      <Text span size="xs" fw={700} display="block" c={mine ? 'navy.1' : 'dimmed'}>
        {mine ? t.assistant.you : t.assistant.helper}
      </Text>
      {/* Plain text only: answers are never rendered as HTML. */}
      {line.text ? <Text size="sm">{line.text}</Text> : null}
      {line.streaming && !line.text ? (
        <Group gap={6} aria-label={t.assistant.thinking}>
          <Loader type="dots" size="sm" color="navy" />
        </Group>
      ) : null}
      {line.code === 'PLAN_UPGRADE_REQUIRED' ? (
        <Button component={Link} to={PATHS.subscription} size="xs" mt={6} color="navy.9">
          {t.assistant.buyPlan}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Where the box sits: 'inline' in the page's flow (phones and narrow screens: a full-width button
 * after the profile's actions, the panel opening in its place, so nothing ever covers an action or
 * the bottom bar); 'floating' at the bottom right of a wide screen.
 */
export type AssistantPlacement = 'inline' | 'floating';

interface PanelProps {
  pid: string;
  name: string;
  placement: AssistantPlacement;
  onClose(): void;
}

export function AssistantPanel({ pid, name, placement, onClose }: PanelProps) {
  const { lines, waiting, connected, ask } = useAssistant(pid);
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const lastText = lines.at(-1)?.text;

  useEffect(() => inputRef.current?.focus(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll as each line or streamed part arrives
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lines.length, lastText]);

  const send = (question: string) => {
    if (ask(question)) setDraft('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };
  const canSend = connected && !waiting && draft.trim().length > 0;

  return (
    <Paper
      className={placement === 'inline' ? classes.panelInline : classes.panel}
      data-placement={placement}
      shadow={placement === 'inline' ? 'sm' : 'xl'}
      radius="lg"
      withBorder
      role="dialog"
      aria-label={t.assistant.open({ name })}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className={classes.header}>
        <IconSparkles aria-hidden size={20} />
        <Text fw={700} size="sm" style={{ flex: 1 }}>
          {t.assistant.open({ name })}
        </Text>
        <ActionIcon variant="subtle" color="white" size={44} aria-label={t.assistant.close} onClick={onClose}>
          <IconX size={18} />
        </ActionIcon>
      </div>
      <div
        className={classes.log}
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t.assistant.log({ name })}
      >
        {lines.length === 0 ? (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t.assistant.intro({ name })}
            </Text>
            <Group gap={6}>
              {[
                t.assistant.suggestions.about({ name }),
                t.assistant.suggestions.work,
                t.assistant.suggestions.gunMilan,
              ].map((suggestion) => (
                <Chip
                  key={suggestion}
                  checked={false}
                  size="xs"
                  disabled={!connected}
                  onClick={() => send(suggestion)}
                >
                  {suggestion}
                </Chip>
              ))}
            </Group>
          </Stack>
        ) : (
          lines.map((line) => <Line key={line.id} line={line} />)
        )}
      </div>
      <form className={classes.form} onSubmit={onSubmit}>
        <Textarea
          ref={inputRef}
          style={{ flex: 1 }}
          aria-label={t.assistant.question}
          placeholder={connected ? t.assistant.placeholder : t.assistant.connecting}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX}
          autosize
          minRows={1}
          maxRows={4}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              send(draft);
            }
          }}
        />
        <ActionIcon type="submit" size={44} color="navy.9" aria-label={t.assistant.send} disabled={!canSend}>
          <IconSend size={18} />
        </ActionIcon>
      </form>
    </Paper>
  );
}
