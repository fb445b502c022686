import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT } from '../../utils/image-file';
import { useChangeImage, type ImageSlot } from './use-change-image';
import { FormError } from '../../components/form-error';

/** The owner's menu: 'change cover photo' / 'change profile picture', each through a .png/.jpg/.jpeg picker. */
export function ImageMenu({ alias }: { alias: string }) {
  const { t } = useTranslation('posts');
  const id = useId();
  const [open, setOpen] = useState(false);
  const slot = useRef<ImageSlot>('image');
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { change, message } = useChangeImage(alias);

  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('ul button')?.focus();
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const handlePointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', handleKey);
    document.addEventListener('pointerdown', handlePointer);
    return () => {
      document.removeEventListener('keydown', handleKey);
      document.removeEventListener('pointerdown', handlePointer);
    };
  }, [open]);

  function pick(next: ImageSlot) {
    slot.current = next;
    setOpen(false);
    change.reset();
    input.current?.click();
  }

  return (
    <div ref={root} className="image-menu">
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
      <FormError message={message} />
    </div>
  );
}
