import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT } from '../posts/image-file';
import { useChangeImage, type ImageSlot } from './use-change-image';

/** The owner's menu: 'change cover photo' / 'change profile picture', each through a .png/.jpg/.jpeg picker. */
export function ImageMenu({ alias }: { alias: string }) {
  const { t } = useTranslation('posts');
  const id = useId();
  const [open, setOpen] = useState(false);
  const slot = useRef<ImageSlot>('image');
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { change, message } = useChangeImage(alias);

  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open]);

  function pick(next: ImageSlot) {
    slot.current = next;
    setOpen(false);
    change.reset();
    input.current?.click();
  }

  return (
    <div className="image-menu">
      <button
        ref={toggle}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        disabled={change.isPending}
        onClick={() => setOpen((value) => !value)}
      >
        {change.isPending ? t('image.uploading') : t('image.menu')}
      </button>
      <ul id={`${id}-menu`} className="image-menu-list card" hidden={!open}>
        <li>
          <button type="button" onClick={() => pick('cover_image')}>
            {t('image.changeCover')}
          </button>
        </li>
        <li>
          <button type="button" onClick={() => pick('image')}>
            {t('image.changeAvatar')}
          </button>
        </li>
      </ul>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('image.fileLabel')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) change.mutate({ slot: slot.current, file });
        }}
      />
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
