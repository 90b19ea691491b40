import {
  AD_ADVERTISER_MAX,
  AD_DESCRIPTION_MAX,
  AD_IMAGE_MAX_BYTES,
  AD_PRICE_MAX,
  AD_STATUSES,
  AD_TITLE_MAX,
  type StaffAd,
} from '@jodi/contract';
import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { FormActions } from '../../../components/FormActions';
import { ImageFileField } from '../../../components/ImageFileField';
import { useImageChoice } from '../../../components/useImageChoice';
import { t } from '../../../i18n';
import { multipartOf } from '../../../lib/multipart';
import { useDraftSubmit } from '../../../lib/useDraftSubmit';
import { useFormDraft } from '../../../lib/useFormDraft';
import { useSaveAd } from './staffAds.api';

type AdField =
  | 'status'
  | 'title'
  | 'description'
  | 'price'
  | 'advertiser_name'
  | 'advertiser_contact'
  | 'image';

const statusOptions = () =>
  AD_STATUSES.map((value) => ({ value, label: t.staffAds.statuses[value] ?? value }));

interface AdFormProps {
  /** The ad to edit, or null for a new one. */
  ad: StaffAd | null;
  onSaved(): void;
  onCancel(): void;
}

/** An ad's status, texts, price, advertiser and image (multipart, the image under `image`). */
export function AdForm({ ad, onSaved, onCancel }: AdFormProps) {
  const save = useSaveAd();
  const form = useFormDraft<AdField>({
    status: ad?.status ?? 'active',
    title: ad?.title ?? '',
    description: ad?.description ?? '',
    price: ad?.price === null || ad?.price === undefined ? '' : String(ad.price),
    advertiser_name: ad?.advertiser_name ?? '',
    advertiser_contact: ad?.advertiser_contact ?? '',
    image: '',
  });
  const image = useImageChoice(ad?.image_url ?? null);
  const { failure, onSubmit } = useDraftSubmit({
    form,
    save,
    validate: (values) => ({ title: values.title.trim() ? undefined : t.staffContent.required }),
    request: ({ image: _file, ...fields }) => ({
      id: ad?.id ?? null,
      form: multipartOf({ ...fields, remove_image: image.removeFlag }, { field: 'image', file: image.file }),
    }),
    savedNotice: t.staffAds.saved,
    onSaved,
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Select
          label={t.staffContent.status}
          description={t.staffAds.statusHints[form.values.status]}
          data={statusOptions()}
          value={form.values.status}
          onChange={(value) => form.set('status', value ?? 'active')}
          allowDeselect={false}
          error={form.errors.status}
        />
        <TextInput label={t.staffAds.title} required maxLength={AD_TITLE_MAX} {...form.field('title')} />
        <Textarea
          label={t.staffAds.description}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={AD_DESCRIPTION_MAX}
          {...form.field('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label={t.staffAds.price}
            min={0}
            max={AD_PRICE_MAX}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            value={form.values.price}
            onChange={(value) => form.set('price', value === '' ? '' : String(value))}
            error={form.errors.price}
          />
          <TextInput
            label={t.staffAds.advertiserName}
            maxLength={AD_ADVERTISER_MAX}
            {...form.field('advertiser_name')}
          />
        </SimpleGrid>
        <TextInput
          label={t.staffAds.advertiserContact}
          description={t.staffAds.advertiserContactHint}
          maxLength={AD_ADVERTISER_MAX}
          {...form.field('advertiser_contact')}
        />
        <ImageFileField
          label={t.staffContent.image}
          maxBytes={AD_IMAGE_MAX_BYTES}
          error={form.errors.image}
          {...image.fieldProps}
        />
        <FormActions error={failure} saving={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
