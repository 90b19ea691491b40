import crypto from 'node:crypto';
import fs from 'node:fs';
import {
  api,
  createMemberWithProfile,
  expect,
  keepScreenshot,
  profilePath,
  signInAs,
  staffPage,
  test,
} from '../support/fixtures';

/** A valid WAV file: RIFF/WAVE header, 16-bit mono PCM, `seconds` of silence. */
function silentWav(seconds = 0.25, sampleRate = 8000): Buffer {
  const dataBytes = Math.round(seconds * sampleRate) * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  return wav;
}

const unique = () => crypto.randomBytes(3).toString('hex');

test('staff log a call with its recording, edit it, send a WhatsApp invite, add a trail note and export CSV', async ({
  page,
  browser,
}, testInfo) => {
  const suffix = unique();
  const lastName = `Kulkarni${suffix}`;
  const prospect = await createMemberWithProfile({ name: 'Lata', lastName, gender: 'female' });
  const customer = `Caller ${suffix}`;
  const phone = `98${crypto.randomInt(10_000_000, 99_999_999)}`;

  const staff = await staffPage(browser, page);
  await staff.goto('/calllogs');
  await expect(staff.getByRole('heading', { name: 'Call Logs', level: 1 })).toBeVisible();

  // A new log: every field, the prospect's profile found by name, and a WAV recording.
  await staff.getByRole('button', { name: 'New call log' }).click();
  const form = staff.getByRole('dialog', { name: 'New call log' });
  await form.getByLabel('Customer name').fill(customer);
  await form.getByLabel('Phone').fill(phone);
  await form.getByLabel('Status').selectOption({ label: 'Interested in service' });
  await form.getByLabel('Remark').fill('Wants to know about the Trust plan');
  await form.getByLabel('Assignee').selectOption({ index: 1 });
  const profile = form.getByRole('textbox', { name: 'Profile' });
  await profile.click();
  await profile.fill(lastName);
  await staff.getByRole('option', { name: `Lata ${lastName}` }).click();
  await form.getByRole('switch', { name: 'Follow-up needed' }).check();
  const chooser = staff.waitForEvent('filechooser');
  await form.getByLabel('Call recording', { exact: true }).click();
  await (await chooser).setFiles({ name: 'call.wav', mimeType: 'audio/wav', buffer: silentWav() });
  await expect(form.getByText('call.wav')).toBeVisible();
  await keepScreenshot(staff, testInfo, 'call-log-form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Call log saved')).toBeVisible();
  await expect(form).toBeHidden();

  const row = staff.getByRole('row', { name: new RegExp(customer) });
  await expect(row.getByRole('cell', { name: 'Interested in service' })).toBeVisible();
  // The web app's /profile/{pid} carries the URL-safe base64 of the id.
  await expect(row.getByRole('link', { name: `Lata ${lastName}` })).toHaveAttribute(
    'href',
    `/profile/${Buffer.from(prospect.profileId).toString('base64url')}`,
  );
  // The recording plays from its signed link, without the bearer token.
  const src = await row.getByLabel(`Call recording of ${customer}`).getAttribute('src');
  expect(src).toBeTruthy();
  const audio = await staff.request.get(src ?? '');
  expect(audio.ok()).toBe(true);
  expect((await audio.body()).subarray(0, 4).toString('ascii')).toBe('RIFF');

  // Edit the status.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = staff.getByRole('dialog', { name: 'Edit call log' });
  await expect(edit.getByLabel('Customer name')).toHaveValue(customer);
  await expect(edit.getByLabel('Current recording')).toBeVisible();
  await edit.getByLabel('Status').selectOption({ label: 'Call successful' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Call log saved').first()).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Call successful' })).toBeVisible();

  // A WhatsApp invite to the row's number; the row shows it as the latest.
  await row.getByRole('button', { name: 'Send invite' }).click();
  await expect(staff.getByText('Invite sent')).toBeVisible();
  await expect(row.getByText(/^(Sent|Queued) · /)).toBeVisible();

  // The prospect's trail, with a note.
  await row.getByRole('button', { name: 'Trail' }).click();
  const trail = staff.getByRole('dialog', { name: `Trail of Lata ${lastName}` });
  await trail.getByLabel('Note').fill(`Call back on Sunday ${suffix}`);
  await trail.getByRole('button', { name: 'Add note' }).click();
  await expect(staff.getByText('Note added')).toBeVisible();
  await expect(
    trail.getByRole('list', { name: 'Trail entries' }).getByText(`Call back on Sunday ${suffix}`),
  ).toBeVisible();
  await keepScreenshot(staff, testInfo, 'call-log-trail');
  await staff.keyboard.press('Escape');
  await expect(trail).toBeHidden();

  // Filter, then export what the filter selects.
  await staff.getByLabel('Status').selectOption({ label: 'Call successful' });
  await expect(staff).toHaveURL(/status=call_successful/);
  await expect(row).toBeVisible();
  await keepScreenshot(staff, testInfo, 'call-logs');
  const download = staff.waitForEvent('download');
  await staff.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await fs.promises.readFile(await file.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.subarray(3).toString('utf8').split(/\r?\n/);
  expect(lines[0]).toMatch(/phone/i);
  const line = lines.find((l) => l.includes(customer));
  expect(line).toContain(phone);

  await staff.context().close();
});

test('staff suspend a profile a member reported, and members no longer find it', async ({
  page,
  browser,
}, testInfo) => {
  const suffix = unique();
  const reported = await createMemberWithProfile({
    name: 'Vikram',
    lastName: `Shinde${suffix}`,
    gender: 'male',
  });
  const reporter = await createMemberWithProfile({
    name: 'Asha',
    lastName: `Rao${suffix}`,
    gender: 'female',
  });
  await api('POST', '/api/v1/user/report', reporter.token, {
    user_to_id: reported.profileId,
    reason: 'asking_for_money',
    details: `Asked for money for a visa ${suffix}`,
  });

  const staff = await staffPage(browser, page);
  await staff.getByRole('button', { name: 'Account menu' }).click();
  await staff.getByRole('menuitem', { name: 'Reports' }).click();
  await expect(staff).toHaveURL(/\/admin\/reports$/);
  const row = staff.getByRole('row', { name: new RegExp(`Shinde${suffix}`) });
  await expect(row.getByText('Asking for money')).toBeVisible();
  await expect(row.getByText(`Asked for money for a visa ${suffix}`)).toBeVisible();
  await keepScreenshot(staff, testInfo, 'reports');

  await row.getByRole('button', { name: 'Suspend profile' }).click();
  const confirm = staff.getByRole('dialog', { name: `Suspend Vikram Shinde${suffix}?` });
  await confirm.getByLabel('Reason (optional)').fill('Asked several members for money');
  await confirm.getByRole('button', { name: 'Suspend profile' }).click();
  await expect(staff.getByText('Profile suspended')).toBeVisible();
  // Its open report is closed as actioned; there the profile shows as suspended, to reinstate.
  await expect(row).toBeHidden();
  await staff.getByText('Actioned', { exact: true }).click();
  await expect(staff).toHaveURL(/status=actioned/);
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Reinstate' })).toBeVisible();
  await keepScreenshot(staff, testInfo, 'reports-actioned');
  await staff.context().close();

  // The reporter (any member) no longer sees the profile.
  await expect(api('GET', `/api/v1/profiles/${reported.profileId}`, reporter.token)).rejects.toThrow(/404/);
  await signInAs(page, reporter);
  await page.goto(profilePath(reported.profileId));
  await expect(page.getByText('Page not found')).toBeVisible();
});
