import type { CallLog } from '@jodi/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { profilePath } from '../../lib/profileId';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { staticMediaQueryList } from '../../test/matchMedia';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { ADMINS, buildCallLog, buildGroupProfile, buildTrail, numberedPage } from '../../test/staff';

type Handlers = Parameters<typeof mockFetch>[0];

const query = (call: RecordedCall) => new URL(call.url, 'http://localhost').searchParams;
const listCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/v1/calllogs?'));

interface OpenOptions {
  logs?: CallLog[];
  total?: number;
  handlers?: Handlers;
}

/** Opens /calllogs as staff with `logs` on every page (of `total` in all) and the staff lookups. */
function openCallLogs(
  path = '/calllogs',
  { logs = [buildCallLog()], total = logs.length, handlers = {} }: OpenOptions = {},
) {
  signInAs({ is_admin: true });
  const calls = mockFetch({
    'GET /api/v1/calllogs': (call) => ({
      body: numberedPage(logs, Number(query(call).get('page') ?? 1), total),
    }),
    'GET /api/v1/admins': { body: { data: ADMINS } },
    'GET /api/v1/admin/profiles': { body: numberedPage([buildGroupProfile()]) },
    ...handlers,
  });
  return { ...renderApp(path), calls };
}

async function table() {
  return screen.findByRole('table', { name: 'Call logs' });
}

async function firstRow() {
  return within(await table()).getAllByRole('row')[1] as HTMLElement;
}

/** The screen's own section (the title, the list, the pager), without the site's header and footer. */
function pageSection() {
  const section = screen.getByRole('heading', { name: 'Call Logs', level: 1 }).closest('.mantine-Paper-root');
  if (!section) throw new Error('no page section');
  return section as HTMLElement;
}

/** Text in Mantine's "dimmed" grey, too faint on white for older eyes. */
const dimmedIn = (element: HTMLElement) => element.querySelectorAll('[style*="dimmed"]');

function chooseFile(dialog: HTMLElement, file: File) {
  const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('/calllogs', () => {
  it('is for staff only', async () => {
    signInAs({ is_admin: false });
    mockFetch({});
    const { router } = renderApp('/calllogs');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profiles'));
  });

  it('shows each log with readable status, assignee, profile link, follow-up, payment and recording', async () => {
    openCallLogs('/calllogs', { logs: [buildCallLog({ file_url: 'https://files.example/a.mp3?sig=1' })] });
    const row = await firstRow();
    expect(within(row).getByText('Sunita Patil')).toBeTruthy();
    expect(within(row).getByText('Call back later')).toBeTruthy();
    expect(within(row).getByText('Kavita')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Meera Joshi' }).getAttribute('href')).toBe(
      profilePath('profile-7'),
    );
    expect(within(row).getByText('Yes')).toBeTruthy();
    expect(within(row).getByText('No')).toBeTruthy();
    const audio = within(row).getByLabelText('Call recording of Sunita Patil');
    expect(audio.getAttribute('src')).toBe('https://files.example/a.mp3?sig=1');
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    // Eight columns that fit 1280 px: the phone and the remark under the name, the date under the
    // status, the WhatsApp invite with the actions.
    expect(headers).toEqual([
      'Customer',
      'Status',
      'Assignee',
      'Profile',
      'Follow-up',
      'Payment',
      'Audio',
      'Actions',
    ]);
    const cells = within(row).getAllByRole('cell');
    expect(within(cells[0] as HTMLElement).getByText('9876543210')).toBeTruthy();
    expect(within(cells[0] as HTMLElement).getByText('Asked to call on Sunday')).toBeTruthy();
    expect(cells[1]?.textContent).toMatch(/^Call back later12 Mar 2026/);
    expect(within(cells[7] as HTMLElement).getByRole('button', { name: 'Send invite' })).toBeTruthy();
  });

  it('writes nothing in Mantine\'s pale "dimmed" grey', async () => {
    const log = buildCallLog({
      wamsgs: [{ id: 'wa-1', status: 'sent', inserted_at: '2026-03-12T06:15:00.000Z' }],
    });
    openCallLogs('/calllogs', { logs: [log] });
    await table();
    expect(await screen.findByText(/^Sent · /)).toBeTruthy();
    expect(dimmedIn(pageSection())).toHaveLength(0);
  });

  it("says 'No records found.' when no log matches", async () => {
    openCallLogs('/calllogs', { logs: [] });
    expect(await screen.findByText('No records found.')).toBeTruthy();
    expect(screen.getByText('Change or clear the filters above, or add a call log.')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('pages with Prev and Next from page 1', async () => {
    const { calls, router } = openCallLogs('/calllogs', { total: 45 });
    await table();
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prev' }).hasAttribute('disabled')).toBe(true);
    expect(query(listCalls(calls)[0] as RecordedCall).get('page')).toBe('1');
    expect(query(listCalls(calls)[0] as RecordedCall).get('app_name')).toBe('jodi');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(query(listCalls(calls).at(-1) as RecordedCall).get('page')).toBe('2');
    expect(router.state.location.search).toBe('?page=2');
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Prev' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('disables Next on the last page', async () => {
    openCallLogs('/calllogs?page=3', { total: 45 });
    expect(await screen.findByText('Page 3 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('goes back to page 1 when a filter changes, and keeps the filters in the URL', async () => {
    const { calls, router } = openCallLogs('/calllogs?page=2', { total: 45 });
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'call_failed' } });
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    const sent = query(listCalls(calls).at(-1) as RecordedCall);
    expect(sent.get('status')).toBe('call_failed');
    expect(sent.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?status=call_failed');

    fireEvent.change(screen.getByLabelText('Follow-up'), { target: { value: 'false' } });
    await vi.waitFor(() =>
      expect(query(listCalls(calls).at(-1) as RecordedCall).get('followup')).toBe('false'),
    );
    expect(router.state.location.search).toBe('?status=call_failed&followup=false');
  });

  it('reads the filters from the URL on load', async () => {
    const { calls } = openCallLogs('/calllogs?assigned_to_id=admin-2&payment_done=true&status=bogus');
    await table();
    const sent = query(listCalls(calls)[0] as RecordedCall);
    expect(sent.get('assigned_to_id')).toBe('admin-2');
    expect(sent.get('payment_done')).toBe('true');
    expect(sent.has('status')).toBe(false);
    expect((screen.getByLabelText('Assignee') as HTMLSelectElement).value).toBe('admin-2');
  });

  describe('the form', () => {
    it('creates a log as multipart with JSON extra_data and the recording', async () => {
      const created = buildCallLog({ id: 'log-2', customer_name: 'Ramesh Kale' });
      const { calls } = openCallLogs('/calllogs', {
        handlers: { 'POST /api/v1/calllogs': { status: 201, body: { data: created } } },
      });
      await table();
      fireEvent.click(screen.getByRole('button', { name: 'New call log' }));
      const dialog = await screen.findByRole('dialog', { name: 'New call log' });
      fireEvent.change(within(dialog).getByLabelText('Customer name'), {
        target: { value: ' Ramesh Kale ' },
      });
      fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '98220 12345' } });
      fireEvent.change(within(dialog).getByLabelText('Status'), {
        target: { value: 'interested_in_service' },
      });
      fireEvent.change(within(dialog).getByLabelText('Remark'), {
        target: { value: 'Wants the Trust plan' },
      });
      fireEvent.change(within(dialog).getByLabelText('Assignee'), { target: { value: 'admin-2' } });
      fireEvent.click(within(dialog).getByLabelText('Follow-up needed'));

      const profile = within(dialog).getByRole('textbox', { name: 'Profile' });
      fireEvent.click(profile);
      fireEvent.change(profile, { target: { value: 'Anj' } });
      // The search waits for typing to pause, then asks the server for matching names.
      await vi.waitFor(() =>
        expect(
          calls.some((c) => c.url.startsWith('/api/v1/admin/profiles?') && query(c).get('q') === 'Anj'),
        ).toBe(true),
      );
      fireEvent.click(await screen.findByRole('option', { name: 'Anjali Deshmukh' }));

      const audio = new File([new Uint8Array([82, 73, 70, 70])], 'call.wav', { type: 'audio/wav' });
      chooseFile(dialog, audio);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Call log saved')).toBeTruthy();
      const post = calls.find((c) => c.method === 'POST');
      expect(post?.url).toBe('/api/v1/calllogs');
      const form = post?.body as FormData;
      expect(form).toBeInstanceOf(FormData);
      expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'file_url'))).toEqual({
        customer_name: 'Ramesh Kale',
        phone: '98220 12345',
        status: 'interested_in_service',
        remark: 'Wants the Trust plan',
        pid: 'profile-9',
        assigned_to_id: 'admin-2',
        app_name: 'jodi',
        followup: 'true',
        payment_done: 'false',
        extra_data: expect.any(String),
      });
      expect(JSON.parse(form.get('extra_data') as string)).toEqual({
        Gender: 'female',
        Phone: '98220 12345',
        pid_name: 'Anjali Deshmukh',
        assigned_to_id_name: 'rohan@jodi.example',
      });
      expect((form.get('file_url') as File).name).toBe('call.wav');
      await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'New call log' })).toBeNull());
      await vi.waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
    }, 15_000); // The whole form by hand: eight fields, a debounced search, a file; about 2 s alone, more on a busy machine.

    it('refuses a recording over the size limit or not audio before sending', async () => {
      openCallLogs();
      await table();
      fireEvent.click(screen.getByRole('button', { name: 'New call log' }));
      const dialog = await screen.findByRole('dialog', { name: 'New call log' });
      const big = new File(['x'], 'long.mp3', { type: 'audio/mpeg' });
      Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
      chooseFile(dialog, big);
      expect(
        await within(dialog).findByText('The recording is larger than 20 MB. Choose a shorter one.'),
      ).toBeTruthy();
      chooseFile(dialog, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
      expect(await within(dialog).findByText('Choose an audio file (MP3, WAV, M4A, OGG…).')).toBeTruthy();
    });

    it('edits a log: PUT with the changed status, the existing recording playable', async () => {
      const log = buildCallLog({ file_url: 'https://files.example/a.mp3?sig=1' });
      const { calls } = openCallLogs('/calllogs', {
        logs: [log],
        handlers: {
          'PUT /api/v1/calllogs/log-1': { body: { data: { ...log, status: 'call_successful' } } },
        },
      });
      fireEvent.click(within(await firstRow()).getByRole('button', { name: 'Edit' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit call log' });
      expect((within(dialog).getByLabelText('Customer name') as HTMLInputElement).value).toBe('Sunita Patil');
      expect((within(dialog).getByRole('textbox', { name: 'Profile' }) as HTMLInputElement).value).toBe(
        'Meera Joshi',
      );
      expect(within(dialog).getByLabelText('Current recording').getAttribute('src')).toBe(
        'https://files.example/a.mp3?sig=1',
      );
      fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'call_successful' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Call log saved')).toBeTruthy();
      const put = calls.find((c) => c.method === 'PUT');
      const form = put?.body as FormData;
      expect(form.get('status')).toBe('call_successful');
      expect(form.get('pid')).toBe('profile-7');
      expect(form.has('file_url')).toBe(false);
      expect(JSON.parse(form.get('extra_data') as string)).toMatchObject({
        pid_name: 'Meera Joshi',
        assigned_to_id_name: 'Kavita',
      });
    });

    it("shows 'Error saving call log' and the server's reason when saving fails", async () => {
      const { calls } = openCallLogs('/calllogs', {
        handlers: {
          'POST /api/v1/calllogs': {
            status: 415,
            body: {
              error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The recording must be an audio file.' },
            },
          },
        },
      });
      await table();
      fireEvent.click(screen.getByRole('button', { name: 'New call log' }));
      const dialog = await screen.findByRole('dialog', { name: 'New call log' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Error saving call log')).toBeTruthy();
      expect(await within(dialog).findByText('The recording must be an audio file.')).toBeTruthy();
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    });
  });

  describe('WhatsApp invites', () => {
    it("sends an invite to the row's number and shows it as the latest", async () => {
      const log = buildCallLog({ phone: '+91 98765-43210' });
      const message = { id: 'wa-1', status: 'sent', inserted_at: '2026-03-12T06:15:00.000Z' } as const;
      const { calls } = openCallLogs('/calllogs', {
        logs: [log],
        handlers: {
          'GET /api/v1/whatsapp': () => {
            log.wamsgs = [message];
            return { body: { data: message } };
          },
        },
      });
      fireEvent.click(within(await firstRow()).getByRole('button', { name: 'Send invite' }));
      expect(await screen.findByText('Invite sent')).toBeTruthy();
      const sent = calls.find((c) => c.url.startsWith('/api/v1/whatsapp'));
      expect(sent && query(sent).get('number')).toBe('9876543210');
      expect(sent && query(sent).get('calllog')).toBe('log-1');
      expect(await within(await firstRow()).findByText(/^Sent · /)).toBeTruthy();
    });

    it("says 'Error sending invite sent' when the provider fails", async () => {
      openCallLogs('/calllogs', {
        handlers: {
          'GET /api/v1/whatsapp': {
            status: 502,
            body: { error: { code: 'WHATSAPP_FAILED', message: 'The provider refused the message.' } },
          },
        },
      });
      fireEvent.click(within(await firstRow()).getByRole('button', { name: 'Send invite' }));
      expect(await screen.findByText('Error sending invite sent')).toBeTruthy();
    });

    it('is off for a row without a usable phone', async () => {
      openCallLogs('/calllogs', { logs: [buildCallLog({ phone: null })] });
      const button = within(await firstRow()).getByRole('button', { name: 'Send invite' });
      expect(button.hasAttribute('disabled')).toBe(true);
    });
  });

  describe('CSV export', () => {
    const saved: { name: string; href: string }[] = [];
    beforeEach(() => {
      saved.length = 0;
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ name: this.download, href: this.href });
      });
      URL.createObjectURL = vi.fn(() => 'blob:call-logs');
      URL.revokeObjectURL = vi.fn();
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('downloads the filtered logs (without the page) as the file the server names', async () => {
      const { calls } = openCallLogs('/calllogs?status=call_failed&followup=true&page=2', {
        total: 45,
        handlers: {
          'GET /api/v1/calllogs/export': {
            body: '\uFEFFcustomer_name,phone\r\nSunita Patil,9876543210\r\n',
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="call-logs-2026-03-12.csv"',
            },
          },
        },
      });
      await table();
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await vi.waitFor(() =>
        expect(saved).toEqual([{ name: 'call-logs-2026-03-12.csv', href: 'blob:call-logs' }]),
      );
      const exported = calls.find((c) => c.url.startsWith('/api/v1/calllogs/export'));
      expect(exported?.url).toBe('/api/v1/calllogs/export?app_name=jodi&status=call_failed&followup=true');
      expect(exported?.headers.get('Authorization')).toMatch(/^Bearer /);
    });

    it('says so when the export fails', async () => {
      openCallLogs('/calllogs', {
        handlers: {
          'GET /api/v1/calllogs/export': { status: 500, body: { error: { code: 'X', message: 'x' } } },
        },
      });
      await table();
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByText('The call logs could not be exported. Please try again.')).toBeTruthy();
      expect(saved).toEqual([]);
    });
  });

  it("opens the profile's trail from a row and adds a note", async () => {
    const note = buildTrail({ id: 'trail-2', kind: 'note', text: 'Prefers calls after 6 pm' });
    const trail = [buildTrail()];
    const { calls } = openCallLogs('/calllogs', {
      handlers: {
        'GET /api/v1/trails': () => ({ body: { data: trail } }),
        'POST /api/v1/trail': () => {
          trail.unshift(note);
          return { status: 201, body: { data: note } };
        },
      },
    });
    fireEvent.click(within(await firstRow()).getByRole('button', { name: 'Trail' }));
    const drawer = await screen.findByRole('dialog', { name: 'Trail of Meera Joshi' });
    const list = await within(drawer).findByRole('list', { name: 'Trail entries' });
    expect(within(list).getByText('Called about the Belief plan')).toBeTruthy();
    expect(within(list).getByText('Call')).toBeTruthy();
    expect(within(list).getByText('kavita@jodi.example')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/v1/trails?pid=profile-7')).toBe(true);

    fireEvent.change(within(drawer).getByLabelText('Note'), {
      target: { value: '  Prefers calls after 6 pm ' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      pid: 'profile-7',
      text: 'Prefers calls after 6 pm',
    });
    expect(await within(list).findByText('Prefers calls after 6 pm')).toBeTruthy();
  });

  it('offers no trail for a log without a profile', async () => {
    openCallLogs('/calllogs', { logs: [buildCallLog({ pid: null })] });
    expect(within(await firstRow()).queryByRole('button', { name: 'Trail' })).toBeNull();
  });

  describe('on a phone', () => {
    /** A 390 px wide screen: each `(max-width: …)` / `(min-width: …)` query answered for that width. */
    function onPhone(width = 390) {
      const original = window.matchMedia;
      const px = (value: string, unit: string) => Number(value) * (unit === 'em' || unit === 'rem' ? 16 : 1);
      window.matchMedia = ((query: string) => {
        const max = /max-width:\s*([\d.]+)(px|em|rem)/.exec(query);
        const min = /min-width:\s*([\d.]+)(px|em|rem)/.exec(query);
        const matches =
          (!max || width <= px(max[1] as string, max[2] as string)) &&
          (!min || width >= px(min[1] as string, min[2] as string)) &&
          Boolean(max || min);
        return staticMediaQueryList(query, matches);
      }) as typeof window.matchMedia;
      onTestFinished(() => {
        window.matchMedia = original;
      });
    }

    /** The log cards: the rows of the 'Call logs' table, one card each and no heading row. */
    async function cards() {
      return within(await table()).getAllByRole('row');
    }

    /** 2.75rem: Mantine's `h={44}`, 44 px at the default scale. */
    const TAP_HEIGHT = /2\.75rem/;

    it('shows each log as a card, not a table: name, phone, status, date, details and recording', async () => {
      onPhone();
      const log = buildCallLog({
        phone: '+91 98765-43210',
        file_url: 'https://files.example/a.mp3?sig=1',
        wamsgs: [{ id: 'wa-1', status: 'queued', inserted_at: '2026-03-12T06:15:00.000Z' }],
      });
      const { container } = openCallLogs('/calllogs', {
        logs: [log, buildCallLog({ id: 'log-2', customer_name: null })],
      });
      const [card, second] = await cards();
      expect(container.querySelector('table')).toBeNull();
      expect(within(await table()).queryAllByRole('columnheader')).toHaveLength(0);
      expect(second && within(second).getByText('Unnamed customer')).toBeTruthy();

      const c = within(card as HTMLElement);
      // The name and the status side by side at the top, each a cell of the log's row.
      const [nameCell, statusCell] = c.getAllByRole('cell');
      expect(nameCell?.textContent).toBe('Sunita Patil');
      expect(statusCell?.textContent).toBe('Call back later');
      expect(c.getByRole('cell', { name: 'Call back later' })).toBe(statusCell);
      // The phone to dial, 44 px tall, and when the call was logged.
      const dial = c.getByRole('link', { name: '+91 98765-43210' });
      expect(dial.getAttribute('href')).toBe('tel:+919876543210');
      expect(dial.getAttribute('style')).toMatch(TAP_HEIGHT);
      expect(c.getByText(/^12 Mar 2026/)).toBeTruthy();
      expect(c.getByText('Asked to call on Sunday')).toBeTruthy();
      expect(c.getByRole('cell', { name: 'Assignee Kavita' })).toBeTruthy();
      expect(c.getByRole('cell', { name: 'Follow-up Yes' })).toBeTruthy();
      expect(c.getByRole('cell', { name: 'Payment No' })).toBeTruthy();
      const profile = c.getByRole('link', { name: 'Meera Joshi' });
      expect(profile.getAttribute('href')).toBe(profilePath('profile-7'));
      expect(profile.getAttribute('style')).toMatch(TAP_HEIGHT);
      // The recording across the card, 44 px tall.
      const audio = c.getByLabelText('Call recording of Sunita Patil');
      expect(audio.getAttribute('src')).toBe('https://files.example/a.mp3?sig=1');
      expect((audio as HTMLAudioElement).style.width).toBe('100%');
      expect((audio as HTMLAudioElement).style.height).toBe('44px');
      expect(c.getByText(/^Queued · /)).toBeTruthy();
      expect(dimmedIn(pageSection())).toHaveLength(0);
    });

    it('gives every action on a card a 44 px target', async () => {
      onPhone();
      openCallLogs();
      const card = within((await cards())[0] as HTMLElement);
      for (const name of ['Edit', 'Trail', 'Send invite']) {
        expect(card.getByRole('button', { name }).getAttribute('style')).toMatch(TAP_HEIGHT);
      }
    });

    it('edits a log from its card in a full-screen dialog', async () => {
      onPhone();
      openCallLogs();
      fireEvent.click(within((await cards())[0] as HTMLElement).getByRole('button', { name: 'Edit' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit call log' });
      expect((within(dialog).getByLabelText('Customer name') as HTMLInputElement).value).toBe('Sunita Patil');
    });

    it("sends a WhatsApp invite from a card and opens the profile's trail", async () => {
      onPhone();
      const log = buildCallLog();
      const { calls } = openCallLogs('/calllogs', {
        logs: [log],
        handlers: {
          'GET /api/v1/whatsapp': () => {
            log.wamsgs = [{ id: 'wa-1', status: 'sent', inserted_at: '2026-03-12T06:15:00.000Z' }];
            return { body: { data: log.wamsgs[0] } };
          },
          'GET /api/v1/trails': { body: { data: [buildTrail()] } },
        },
      });
      const card = within((await cards())[0] as HTMLElement);
      fireEvent.click(card.getByRole('button', { name: 'Send invite' }));
      expect(await screen.findByText('Invite sent')).toBeTruthy();
      expect(
        calls.some((c) => c.url.startsWith('/api/v1/whatsapp') && query(c).get('calllog') === 'log-1'),
      ).toBe(true);
      expect(await within((await cards())[0] as HTMLElement).findByText(/^Sent · /)).toBeTruthy();

      fireEvent.click(card.getByRole('button', { name: 'Trail' }));
      const drawer = await screen.findByRole('dialog', { name: 'Trail of Meera Joshi' });
      expect(await within(drawer).findByText('Called about the Belief plan')).toBeTruthy();
      expect(dimmedIn(drawer)).toHaveLength(0);
    });

    it('keeps a card without a profile or a phone to its name, status, edit and a disabled invite', async () => {
      onPhone();
      openCallLogs('/calllogs', { logs: [buildCallLog({ pid: null, phone: null })] });
      const card = within((await cards())[0] as HTMLElement);
      expect(card.getByRole('cell', { name: 'Call back later' })).toBeTruthy();
      expect(card.queryByRole('button', { name: 'Trail' })).toBeNull();
      expect(card.queryByRole('link')).toBeNull();
      expect(card.getByRole('cell', { name: 'Profile N/A' })).toBeTruthy();
      expect(card.getByRole('button', { name: 'Send invite' }).hasAttribute('disabled')).toBe(true);
      expect(card.getByRole('button', { name: 'Edit' })).toBeTruthy();
    });
  });
});
