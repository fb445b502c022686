import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../boot/app-context';
import { sampleApi, type Celebration } from '../../sample/sample-api';
import { sampleKeys } from '../sample-keys';
import { FieldNotes } from '../../../components/field-notes';

export function WishesForm({ celebration }: { celebration: Celebration }) {
  const { t } = useTranslation('social');
  const { notify } = useAppServices();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const send = useMutation({
    mutationFn: (message: string) => sampleApi.celebrations.sendWishes(celebration.user.id, message),
    onSuccess: () => {
      notify.getState().notify({ kind: 'success', message: t('celebration.sent', { name: celebration.user.name }) });
      return client.invalidateQueries({ queryKey: sampleKeys.celebrations });
    },
    onError: () => setError(t('common.failed')),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('celebration.required'));
      return;
    }
    setError(null);
    send.mutate(text.trim());
  };

  return (
    <form className="wishes-form" onSubmit={handleSubmit} noValidate>
      <div className="field">
        <label htmlFor={id}>{t('celebration.label', { name: celebration.user.name })}</label>
        <textarea
          id={id}
          rows={2}
          dir="auto"
          value={text}
          maxLength={280}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={
            celebration.kind === 'birthday'
              ? t('celebration.placeholderBirthday')
              : t('celebration.placeholderAnniversary')
          }
        />
        <FieldNotes id={id} error={error} />
      </div>
      <button type="submit" className="button button-accent" disabled={send.isPending}>
        {send.isPending ? t('common.sending') : t('celebration.send')}
      </button>
    </form>
  );
}
