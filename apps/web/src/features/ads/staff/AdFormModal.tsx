import type { StaffAd } from '@jodi/contract';
import { type Editing, FormModal } from '../../../components/FormModal';
import { t } from '../../../i18n';
import { AdForm } from './AdForm';

interface AdFormModalProps {
  editing: Editing<StaffAd>;
  onClose(): void;
}

/** The ad form in a dialog that a click outside does not close. */
export function AdFormModal({ editing, onClose }: AdFormModalProps) {
  return (
    <FormModal
      editing={editing}
      titles={{ new: t.staffAds.newTitle, edit: t.staffAds.editTitle }}
      onClose={onClose}
      size="lg"
      closeOnClickOutside={false}
    >
      {(ad) => <AdForm key={ad?.id ?? 'new'} ad={ad} onSaved={onClose} onCancel={onClose} />}
    </FormModal>
  );
}
