import { icu } from '@jodi/i18n';

/**
 * The other member: `name` is their first name as typed, and `sender` says whether they have one
 * ('someone' when their profile has none). Each language words the nameless sentence its own way
 * (Marathi 'एका सदस्याने…', not 'एक सदस्य यांनी…'), so the choice is in the message, not in a
 * stand-in name.
 */
type Name = { name: string; sender: 'named' | 'someone' };
type Count = { count: number };
type Plan = { plan: string; date: string };
/** A community event: its title as staff wrote it, its day and (for the reminder) its start time. */
type EventWhen = { title: string; date: string; time?: string };

/** One sentence per document the staff review (full sentences: each language words them its own way). */
const perDocument = (sentence: (document: string) => string) => ({
  GovID: sentence('identity document'),
  JobID: sentence('job document'),
  SalaryID: sentence('income document'),
  PropertyID: sentence('property document'),
});

/**
 * What the notifications module writes to a member, in English: the source the translations follow
 * (the English texts from before Marathi and Hindi, decision 21, word for word). `{name}` is the other member's first name as their
 * profile shows it, never translated; message text never appears here.
 */
export const notificationTextsEn = {
  /** The notifications (the app's list, the push, and a mail's subject and first paragraph). */
  notification: {
    interestReceived: {
      title: 'New interest',
      body: icu<Name>(
        '{sender, select, someone {A member has sent you an interest.} other {{name} has sent you an interest.}}',
      ),
    },
    interestAccepted: {
      title: 'It’s a match!',
      body: icu<Name>(
        '{sender, select, someone {A member accepted your interest. You can now chat.} other {{name} accepted your interest. You can now chat.}}',
      ),
    },
    chatRequestReceived: {
      title: 'New chat request',
      body: icu<Name>(
        '{sender, select, someone {A member would like to chat with you.} other {{name} would like to chat with you.}}',
      ),
    },
    chatRequestAccepted: {
      title: 'Chat request accepted',
      body: icu<Name>(
        '{sender, select, someone {A member accepted your chat request. Say hello!} other {{name} accepted your chat request. Say hello!}}',
      ),
    },
    message: {
      title: icu<Name>('{sender, select, someone {Message from a member} other {Message from {name}}}'),
      body: icu<Name>(
        '{sender, select, someone {A member sent you a message.} other {{name} sent you a message.}}',
      ),
    },
    newMatches: {
      title: 'New matches for you',
      body: icu<Count>(
        '{count, plural, =1 {One new profile matches your preferences.} other {# new profiles match your preferences.}}',
      ),
    },
    documentVerified: {
      title: 'Document verified',
      body: perDocument((d) => `Your ${d} is verified. Your profile now shows the badge.`),
    },
    documentRejected: {
      title: 'Document not accepted',
      body: perDocument((d) => `Your ${d} could not be verified. Please upload a clearer copy.`),
    },
    planExpiring: {
      title: 'Your plan ends soon',
      body: icu<Plan>('Your {plan} plan ends on {date}. Renew it to keep contacts and chats open.'),
    },
    planExpired: {
      title: 'Your plan has ended',
      body: icu<Plan>('Your {plan} plan ended on {date}. Choose a plan to open contacts and chats again.'),
    },
    eventReminder: {
      title: 'Your event is tomorrow',
      body: icu<EventWhen>('{title} begins on {date} at {time}. We look forward to seeing you.'),
    },
    eventCancelled: {
      title: 'Event cancelled',
      body: icu<EventWhen>('{title} on {date} has been cancelled. We are sorry for the trouble.'),
    },
  },
  /** The mail of one notification: its button, and the footer saying why it came and how to stop it. */
  mail: {
    /** What the footer calls each kind's mail, as the settings screen names the choice. */
    kinds: {
      interest_received: 'New interests',
      interest_accepted: 'Matches (an interest accepted)',
      chat_request_received: 'Chat requests',
      chat_request_accepted: 'Chat requests accepted',
      message: 'Messages',
      new_matches: 'New matches',
      document_reviewed: 'Document checks',
      plan_expiring: 'Plan ending soon',
      plan_expired: 'Plan ended',
      event_reminder: 'Event reminders',
      event_cancelled: 'Events cancelled',
    },
    /** The button: what opening it does. */
    actions: {
      interest_received: 'See the interest',
      interest_accepted: 'Start a chat',
      chat_request_received: 'See the request',
      chat_request_accepted: 'Open the chat',
      message: 'Open the chat',
      new_matches: 'See my matches',
      document_reviewed: 'See my documents',
      plan_expiring: 'See the plans',
      plan_expired: 'See the plans',
      event_reminder: 'See the event',
      event_cancelled: 'See the event',
    },
    why: icu<{ kind: string }>(
      'You get this e-mail because "{kind}" e-mails are on in your Jodi notification settings.',
    ),
    stop: 'Stop these e-mails',
    /** Under the button of every mail. */
    copyLink: icu<{ url: string }>('If the button does not open, copy this address into your browser: {url}'),
  },
  /** The morning's summary of unread activity and new matches. */
  digest: {
    heading: 'What is new on Jodi',
    /** `lines`: the first two lines, joined with a comma. */
    subject: icu<{ lines: string }>('Jodi today: {lines}'),
    subjectAndMore: icu<{ lines: string }>('Jodi today: {lines} and more'),
    intro: 'Here is what happened since your last summary:',
    newest: 'Newest',
    open: 'Open Jodi',
    why: 'You get this daily summary because it is on in your Jodi notification settings.',
    stop: 'Stop the daily summary',
    /** A line per kind with activity (`count` of them). */
    lines: {
      new_matches: 'New matches for you',
      interest_accepted: icu<Count>(
        '{count, plural, one {# interest accepted (a match)} other {# interests accepted (matches)}}',
      ),
      chat_request_accepted: icu<Count>(
        '{count, plural, one {# chat request accepted} other {# chat requests accepted}}',
      ),
      message: icu<Count>('New messages in {count, plural, one {# conversation} other {# conversations}}'),
      interest_received: icu<Count>('{count, plural, one {# new interest} other {# new interests}}'),
      chat_request_received: icu<Count>(
        '{count, plural, one {# new chat request} other {# new chat requests}}',
      ),
      document_reviewed: icu<Count>('{count, plural, one {# document checked} other {# documents checked}}'),
      plan_expiring: 'Your plan ends soon',
      plan_expired: 'Your plan has ended',
      event_reminder: 'An event you registered for is tomorrow',
      event_cancelled: 'An event you registered for was cancelled',
    },
  },
  /** The pages of a mail's unsubscribe link (no sign-in). */
  unsubscribe: {
    digest: {
      title: 'Stop the daily summary?',
      text: 'Press the button to stop the daily summary from Jodi. You can turn them on again at any time in the notification settings of the app.',
      button: 'Stop the daily summary',
      done: 'You will not get the daily summary any more. You can turn them on again at any time in the notification settings of the app.',
    },
    kind: {
      title: 'Stop these e-mails?',
      text: 'Press the button to stop these e-mails from Jodi. You can turn them on again at any time in the notification settings of the app.',
      button: 'Stop these e-mails',
      done: 'You will not get these e-mails any more. You can turn them on again at any time in the notification settings of the app.',
    },
    doneTitle: 'Done',
    invalidTitle: 'This link does not work',
    invalidText:
      'This unsubscribe link is not valid or has expired. Change your e-mails in the app’s notification settings.',
  },
};
