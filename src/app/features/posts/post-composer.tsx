import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createPostRequestSchema, type MediaItem, type Visibility } from '../../../core/contract/posts';
import { checkFields } from '../../../core/forms/contract-check';
import { isApiError } from '../../../core/http/api-error';
import { fieldKey } from '../../../core/i18n/issue-key';
import { useAppServices } from '../../boot/app-context';
import { IMAGE_ACCEPT, isAcceptedImage } from '../../utils/image-file';
import { afterPostsChanged } from '../../lib/post-cache';
import { FormError } from '../../components/form-error';
import { FieldNotes } from '../../components/field-notes';
import { useErrorText } from '../../hooks/use-error-text';

const FIELDS = ['text', 'media', 'price'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number] | 'form', string>>;

/** A creator's new post: text, pictures (uploaded as they are picked), who may see it, a price. */
export function PostComposer() {
  const { t } = useTranslation('posts');
  const { t: tRule } = useTranslation();
  const errorText = useErrorText();
  const { api, notify } = useAppServices();
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState('');
  const [media, setMedia] = useState<MediaItem[]>([]);
  const [uploading, setUploading] = useState(0);
  const [visibility, setVisibility] = useState<Visibility>('public');
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const create = useMutation({
    mutationFn: (body: Parameters<typeof api.posts.create>[0]) => api.posts.create(body),
    onSuccess: async () => {
      setText('');
      setMedia([]);
      setPrice('');
      setVisibility('public');
      notify.getState().notify({ kind: 'success', message: t('composer.published') });
      await afterPostsChanged(queryClient);
    },
    onError: (error) => {
      const fields = isApiError(error) ? error.fields : {};
      const said = (field: string | undefined) => (field ? tRule(fieldKey(field)) : undefined);
      setErrors({
        text: said(fields.text),
        media: said(fields.media),
        price: said(fields.price),
        form: errorText(error, t('post.failed')),
      });
    },
  });

  async function handleFiles(files: FileList | null) {
    if (!files || files.length === 0) return;
    const list = [...files];
    if (list.some((file) => !isAcceptedImage(file))) {
      setErrors((current) => ({ ...current, media: t('image.onlyTypes') }));
      return;
    }
    setErrors((current) => ({ ...current, media: undefined }));
    setUploading((count) => count + list.length);
    for (const file of list) {
      try {
        const url = await api.profile.uploadImage(file, file.name);
        setMedia((current) => [...current, { type: 'image', url }]);
      } catch (error) {
        setErrors((current) => ({ ...current, media: errorText(error, t('post.failed')) }));
      } finally {
        setUploading((count) => count - 1);
      }
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending || uploading > 0) return;
    const body = {
      text,
      media,
      visibility,
      price: visibility === 'paid' ? (price.trim() === '' ? null : Number(price)) : null,
    };
    const check = checkFields(createPostRequestSchema, body, FIELDS);
    if (!check.ok) {
      const next: Errors = {};
      for (const field of FIELDS) {
        const key = check.errors[field];
        if (key) next[field] = tRule(key);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate({ ...body, price: visibility === 'paid' ? body.price : undefined });
  }

  const busy = create.isPending || uploading > 0;
  return (
    <form className="card composer" noValidate onSubmit={handleSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('composer.title')}</h2>
      <div className="field">
        <label htmlFor={`${id}-text`}>{t('composer.text')}</label>
        <textarea
          id={`${id}-text`}
          rows={3}
          maxLength={5000}
          dir="auto"
          value={text}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? `${id}-text-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <FieldNotes id={`${id}-text`} error={errors.text} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-images`}>{t('composer.images')}</label>
        <input
          id={`${id}-images`}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          aria-describedby={errors.media ? `${id}-media-error` : undefined}
          onChange={(event) => {
            void handleFiles(event.target.files);
            event.target.value = '';
          }}
        />
        {uploading > 0 ? <p role="status">{t('composer.uploading')}</p> : null}
        <FieldNotes id={`${id}-media`} error={errors.media} />
        {media.length > 0 ? (
          <ul className="composer-media">
            {media.map((item, index) => (
              <li key={item.url}>
                <img src={item.url} alt={t('composer.imageAlt', { number: index + 1 })} />
                <button
                  type="button"
                  className="icon-button"
                  onClick={() => setMedia((current) => current.filter((other) => other.url !== item.url))}
                >
                  <span aria-hidden="true">×</span>
                  <span className="visually-hidden">{t('composer.removeImage', { number: index + 1 })}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-visibility`}>{t('composer.visibility')}</label>
          <select
            id={`${id}-visibility`}
            value={visibility}
            onChange={(event) => setVisibility(event.target.value as Visibility)}
          >
            <option value="public">{t('visibility.public')}</option>
            <option value="subscribers">{t('visibility.subscribers')}</option>
            <option value="paid">{t('visibility.paid')}</option>
          </select>
        </div>
        {visibility === 'paid' ? (
          <div className="field">
            <label htmlFor={`${id}-price`}>{t('composer.price')}</label>
            <input
              id={`${id}-price`}
              type="number"
              inputMode="decimal"
              min={1}
              step="0.01"
              value={price}
              aria-invalid={errors.price ? true : undefined}
              aria-describedby={errors.price ? `${id}-price-error` : undefined}
              onChange={(event) => setPrice(event.target.value)}
            />
            <FieldNotes id={`${id}-price`} error={errors.price} />
          </div>
        ) : null}
      </div>
      <FormError message={errors.form} />
      <div className="modal-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {create.isPending ? t('composer.publishing') : t('composer.publish')}
        </button>
      </div>
    </form>
  );
}
