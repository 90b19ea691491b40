import { IconLock } from '@tabler/icons-react';
import { t } from '../i18n';
import { useIsSignedIn } from '../session';
import classes from './BlurredPhotoNote.module.css';

interface BlurredPhotoNoteProps {
  /** The profile's gender, for 'she' or 'he' (null when the card does not carry it: 'they'). */
  gender: string | null | undefined;
  /** A strip of its own (rounded), rather than the edge of a card under its photo. */
  standalone?: boolean;
}

/**
 * Why a photo is blurred (issue 20), under it: a visitor is asked to sign in; a member learns that
 * the photos show once the profile accepts their interest. Shown only where the photo is a blurred copy.
 */
export function BlurredPhotoNote({ gender, standalone = false }: BlurredPhotoNoteProps) {
  const signedIn = useIsSignedIn();
  return (
    <p className={standalone ? `${classes.note} ${classes.rounded}` : classes.note}>
      <IconLock aria-hidden size={16} />
      <span>{signedIn ? t.privacy.photosAfterAccept(gender) : t.privacy.signInToSeePhotos}</span>
    </p>
  );
}
