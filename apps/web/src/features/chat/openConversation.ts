/**
 * Which conversation this tab shows right now (the partner's profile id), so that a message in it
 * does not raise 'You have a new message': the member is reading it.
 */
let openPartner: string | null = null;

export function setOpenConversation(profileId: string | null): void {
  openPartner = profileId;
}

export function openConversation(): string | null {
  return openPartner;
}
