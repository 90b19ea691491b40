import { useState } from 'react';
import { t } from '../i18n';

/**
 * A staff form's image for ImageFileField (`fieldProps`): the new file chosen, and whether the saved
 * image (`currentUrl`) is to be removed. `removeFlag` is the form's `remove_image`: 'true' when the
 * saved image goes and no new one replaces it, otherwise left out.
 */
export function useImageChoice(currentUrl: string | null) {
  const [file, setFile] = useState<File | null>(null);
  const [remove, setRemove] = useState(false);
  return {
    file,
    removeFlag: currentUrl && remove && !file ? ('true' as const) : undefined,
    fieldProps: {
      currentUrl,
      value: file,
      onChange: setFile,
      remove: currentUrl
        ? { label: t.staffContent.removeImage, checked: remove, onChange: setRemove }
        : undefined,
    },
  };
}
