import { IconLock } from '@tabler/icons-react';
import { t } from '../i18n';
import { useIsSignedIn } from '../session';
import classes from './BlurredPhotoNote.module.css';

interface BlurredPhotoNoteProps {
  /** The profile's gender, for 'she' or 'he' (null when the card does not carry it: 'they'). */
  gender: string | null | undefined;
  /** A strip of its own (rounded), rather than the edge of a card under its photo. */
  standalone?: boolean;
  /** The acceptance waits for the viewer (an interest or chat request they received). */
  awaitsViewer?: boolean;
  /** For the photo's `aria-describedby`. */
  id?: string;
}

/**
 * Why a photo is blurred (decision 18), under it: a visitor is asked to sign in; a member learns that
 * the photos show once the profile accepts their interest. Shown only where the photo is a blurred copy.
 */
export function BlurredPhotoNote({
  gender,
  standalone = false,
  awaitsViewer = false,
  id,
}: BlurredPhotoNoteProps) {
  const signedIn = useIsSignedIn();
  const text = !signedIn
    ? t.privacy.signInToSeePhotos
    : awaitsViewer
      ? t.privacy.photosAfterYouAccept
      : t.privacy.photosAfterAccept({ gender: gender ?? '' });
  return (
    <p id={id} className={standalone ? `${classes.note} ${classes.rounded}` : classes.note}>
      <IconLock aria-hidden size={16} />
      <span>{text}</span>
    </p>
  );
}
