import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadLimits } from '../../../core/contract/profile';
import { useAppServices } from '../../boot/app-context';
import { useErrorText } from '../../hooks/use-error-text';

/** SPEC.md section 5: only .png, .jpg, .jpeg. The server checks the bytes too. */
const ACCEPT = '.png,.jpg,.jpeg';

export function imageFileProblem(file: File): 'type' | 'size' | null {
  const extensionOk = /\.(png|jpe?g)$/i.test(file.name);
  const typeOk = file.type === '' || (uploadLimits.types as readonly string[]).includes(file.type);
  if (!extensionOk || !typeOk) return 'type';
  return file.size > uploadLimits.maxBytes ? 'size' : null;
}

/**
 * A picture of the profile: chosen with a file picker, uploaded at once, and kept as its URL in the
 * form, so saving the form is what changes the profile.
 */
export function ImageField({
  name,
  label,
  value,
  shape,
  error,
  onChange,
  onUploading,
}: {
  name: 'image' | 'cover_image';
  label: string;
  value: string | null;
  shape: 'avatar' | 'cover';
  error?: string | undefined;
  onChange: (url: string | null) => void;
  onUploading: (uploading: boolean) => void;
}) {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const { api } = useAppServices();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  async function handleFile(file: File | undefined) {
    if (!file) return;
    const local = imageFileProblem(file);
    if (local) {
      setProblem(t(local === 'type' ? 'profile.errors.imageType' : 'profile.errors.imageSize'));
      return;
    }
    setProblem(null);
    setUploading(true);
    onUploading(true);
    try {
      onChange(await api.profile.uploadImage(file, file.name));
    } catch (failure) {
      setProblem(errorText(failure, t('form.failed')));
    } finally {
      setUploading(false);
      onUploading(false);
    }
  }

  return (
    <div className="field image-field">
      <span className="image-field-label" id={`${id}-label`}>
        {label}
      </span>
      <div className={`image-preview image-preview-${shape}`}>
        {value ? <img src={value} alt="" /> : <span className="muted">{t('profile.noImage')}</span>}
      </div>
      <div className="image-actions">
        <label className={`button file-button${uploading ? ' is-busy' : ''}`} htmlFor={id}>
          {uploading ? t('profile.uploading') : t('profile.chooseImage')}
        </label>
        <input
          id={id}
          name={name}
          type="file"
          accept={ACCEPT}
          className="visually-hidden"
          disabled={uploading}
          aria-labelledby={`${id}-label`}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            void handleFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {value ? (
          <button type="button" className="button" disabled={uploading} onClick={() => onChange(null)}>
            {t('profile.removeImage')}
          </button>
        ) : null}
      </div>
      {shown ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shown}
        </p>
      ) : (
        <p id={`${id}-hint`} className="field-hint">
          {t('profile.imageHint')}
        </p>
      )}
    </div>
  );
}
