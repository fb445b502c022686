import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadLimits } from '../../../core/contract/profile';
import { useAppServices } from '../../boot/app-context';
import { useErrorText } from '../../hooks/use-error-text';
import { serviceLimits } from '../../../core/contract/travel';

/** SPEC.md section 5: pictures are .png, .jpg or .jpeg (the server also checks the content). */
const ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
const acceptedName = /\.(png|jpe?g)$/i;

/**
 * The service's pictures: each chosen file is uploaded at once (API.md upload-image) and its URL
 * joins the list; the form sends URLs only. A failed file is named at the field; the others stay.
 */
export function ImagesField({
  images,
  error,
  disabled,
  onAdd,
  onRemove,
  onUploadingChange,
}: {
  images: string[];
  error: string | undefined;
  disabled: boolean;
  onAdd: (url: string) => void;
  onRemove: (index: number) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { t } = useTranslation('travel');
  const errorText = useErrorText();
  const { api } = useAppServices();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;

  async function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    // Cleared at once, so choosing the same file again after a failure is a change too.
    input.value = '';
    if (files.length === 0) return;
    const problems: string[] = [];
    const room = serviceLimits.images - images.length;
    if (files.length > room) problems.push(t('errors.imagesMax', { max: serviceLimits.images }));
    setUploading(true);
    onUploadingChange(true);
    setUploadError(null);
    for (const file of files.slice(0, Math.max(0, room))) {
      if (!acceptedName.test(file.name) && !(uploadLimits.types as readonly string[]).includes(file.type)) {
        problems.push(t('errors.imageType', { name: file.name }));
        continue;
      }
      if (file.size > uploadLimits.maxBytes) {
        problems.push(t('errors.imageSize', { name: file.name }));
        continue;
      }
      try {
        onAdd(await api.profile.uploadImage(file, file.name));
      } catch (failure) {
        problems.push(t('errors.imageFailed', { name: file.name, reason: errorText(failure) }));
      }
    }
    setUploading(false);
    onUploadingChange(false);
    setUploadError(problems.length > 0 ? problems.join(' ') : null);
  }

  return (
    <fieldset className="field travel-images" aria-describedby={`${id}-hint`}>
      <legend>{t('form.images')}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {t('form.imagesHint', { max: serviceLimits.images })}
      </p>
      {images.length > 0 ? (
        <ul className="travel-image-list">
          {images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <img src={src} alt={t('form.imageAlt', { number: index + 1 })} />
              <button
                type="button"
                className="button travel-image-remove"
                disabled={disabled}
                onClick={() => onRemove(index)}
              >
                {t('form.removeImage', { number: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="travel-upload">
        <label htmlFor={id} className="button">
          {uploading ? t('form.uploading') : t('form.addImages')}
        </label>
        <input
          id={id}
          name="images"
          type="file"
          accept={ACCEPT}
          multiple
          className="visually-hidden"
          disabled={disabled || uploading || images.length >= serviceLimits.images}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error` : undefined}
          onChange={(event) => void handleFiles(event)}
        />
        {uploading ? <span className="spinner" role="status" aria-label={t('form.uploading')} /> : null}
      </div>
      {shownError ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}
