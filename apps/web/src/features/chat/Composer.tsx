import { CHAT_MESSAGE_MAX } from '@jodi/contract';
import { Button, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { t } from '../../i18n';
import classes from './Chat.module.css';
import { characterCount, sendableText } from './conversation';

/**
 * Where a physical keyboard is likely (a mouse or trackpad, or a wide screen): only there is
 * "Enter sends, Shift+Enter starts a new line" worth telling (a phone has no Shift+Enter).
 */
export const KEYBOARD_LIKELY = '(pointer: fine), (min-width: 768px)';

/** The counter shows from this many characters on. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 200;

/**
 * The chat box: Enter sends, Shift+Enter starts a new line. Blank text is ignored (spec 5); the text
 * sent is trimmed and at most 2000 characters, with a counter near the limit.
 */
export function Composer({ onSend }: { onSend(text: string): void }) {
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const keyboard = useMediaQuery(KEYBOARD_LIKELY, false, { getInitialValueInEffect: false }) ?? false;
  const counterId = useId();
  const errorId = useId();
  const length = characterCount(draft.trim());
  const tooLong = length > CHAT_MESSAGE_MAX;
  const showCounter = length >= COUNTER_FROM;

  const submit = () => {
    const text = sendableText(draft);
    if (text === null) return;
    onSend(text);
    setDraft('');
    input.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form className={classes.composer} onSubmit={onSubmit}>
      <div className={classes.composerRow}>
        <Textarea
          ref={input}
          className={classes.composerField}
          aria-label={t.chat.message}
          placeholder={t.chat.placeholder}
          autosize
          minRows={1}
          maxRows={5}
          radius="lg"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={tooLong}
          aria-describedby={[
            keyboard ? hintId : null,
            showCounter ? counterId : null,
            tooLong ? errorId : null,
          ]
            .filter(Boolean)
            .join(' ')}
        />
        <Button
          type="submit"
          radius="lg"
          className={classes.send}
          disabled={tooLong}
          rightSection={<IconSend aria-hidden size={18} />}
        >
          {t.chat.send}
        </Button>
      </div>
      {keyboard ? (
        <span id={hintId} className={classes.visuallyHidden}>
          {t.chat.enterHint}
        </span>
      ) : null}
      {showCounter ? (
        <div className={classes.composerMeta}>
          <span id={errorId} className={classes.tooLong}>
            {tooLong ? t.chat.tooLong : null}
          </span>
          <span
            id={counterId}
            className={classes.counter}
            data-over={tooLong || undefined}
            aria-live="polite"
          >
            {t.chat.counter({ length })}
          </span>
        </div>
      ) : null}
    </form>
  );
}
