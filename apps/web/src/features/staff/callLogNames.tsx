import type { CallLog } from '@jodi/contract';
import { Fragment, type ReactNode } from 'react';
import { t } from '../../i18n';

/** Who was called, as the log names them; 'Unnamed customer' without a name. */
export function customerName(log: CallLog): string {
  return log.customer_name?.trim() || t.callLogs.unnamedCustomer;
}

/** The linked profile's name as the log keeps it; 'Unnamed' without one. */
export function profileName(log: CallLog): string {
  return log.extra_data.pid_name?.trim() || t.listing.unnamed;
}

/** The log's phone as a `tel:` link (digits and a leading +), or null without a number to dial. */
export function telHref(phone: string | null | undefined): string | null {
  const dial = (phone ?? '').replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{3,}/.test(dial) ? `tel:${dial}` : null;
}

/** An e-mail address (or any text) with a line-break opportunity after each '@' and '.'. */
export function breakable(text: string): ReactNode {
  const parts = text.split(/(?<=[@.])/);
  return parts.length === 1
    ? text
    : parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ));
}
