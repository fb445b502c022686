import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { profileLimits } from '../../../core/contract/profile';
import type { Me } from '../../../core/contract/users';
import { useAppServices } from '../../boot/app-context';
import { TextField } from '../../components/text-field';
import { CheckField } from '../../components/check-field';
import { FormFooter } from '../../components/form-footer';
import { ImageField } from './image-field';
import { checkProfile, profileValues, type ProfileField, type ProfileValues } from './profile-values';
import { TextareaField } from '../../components/textarea-field';
import { useApplyMe } from './use-me';
import { useFormSubmit, type FieldErrors } from '../../hooks/use-form-submit';
import { paths } from '../../config/paths';

export const creatorFields = [
  'first_name',
  'last_name',
  'alias',
  'about',
  'subscription_amount',
  'private_profile',
  'image',
  'cover_image',
] as const satisfies readonly ProfileField[];
export const memberFields = [
  'first_name',
  'last_name',
  'alias',
  'private_profile',
  'image',
] as const satisfies readonly ProfileField[];

/** The profile's two pictures, cover first as they stand on the profile. */
const profileImages = [
  { field: 'cover_image', shape: 'cover', label: 'profile.cover' },
  { field: 'image', shape: 'avatar', label: 'profile.image' },
] as const;

/** The profile edit form; `fields` says which parts of the profile this page edits. */
export function ProfileForm({ user, fields }: { user: Me; fields: readonly ProfileField[] }) {
  const { t } = useTranslation('wallet');
  const { t: tRule } = useTranslation();
  const { api, notify } = useAppServices();
  const applyMe = useApplyMe();
  const [values, setValues] = useState<ProfileValues>(() => profileValues(user));
  const [uploads, setUploads] = useState(0);
  const shows = (field: ProfileField) => fields.includes(field);

  const { errors, sending, handleSubmit, clearError } = useFormSubmit<ProfileField>({
    fields,
    validate: () => {
      const check = checkProfile(values, fields);
      const found: FieldErrors<ProfileField> = {};
      if (check.ok) return found;
      for (const [field, key] of Object.entries(check.errors)) {
        found[field as ProfileField] = key === 'amountInvalid' ? t('profile.errors.amountInvalid') : tRule(key);
      }
      return found;
    },
    submit: async () => {
      const check = checkProfile(values, fields);
      if (!check.ok) return;
      const updated = await api.profile.patch(check.patch);
      applyMe(updated);
      setValues(profileValues(updated));
      notify.getState().notify({ kind: 'success', message: t('profile.saved') });
    },
  });

  const set = <K extends ProfileField>(field: K, value: ProfileValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  const text = (field: 'first_name' | 'last_name' | 'alias' | 'subscription_amount') => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
  });
  const trackUpload = (uploading: boolean) => setUploads((count) => count + (uploading ? 1 : -1));

  return (
    <form className="card settings-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      {profileImages
        .filter((image) => shows(image.field))
        .map((image) => (
          <ImageField
            key={image.field}
            name={image.field}
            shape={image.shape}
            label={t(image.label)}
            value={values[image.field]}
            error={errors[image.field]}
            onChange={(url) => set(image.field, url)}
            onUploading={trackUpload}
          />
        ))}
      <div className="field-row">
        <TextField label={t('profile.firstName')} autoComplete="given-name" maxLength={60} {...text('first_name')} />
        <TextField label={t('profile.lastName')} autoComplete="family-name" maxLength={60} {...text('last_name')} />
      </div>
      <TextField
        label={t('profile.alias')}
        hint={t('profile.aliasHint', { alias: values.alias.trim() || user.alias })}
        autoComplete="username"
        spellCheck={false}
        maxLength={30}
        {...text('alias')}
      />
      {shows('about') ? (
        <TextareaField
          label={t('profile.about')}
          name="about"
          rows={5}
          maxLength={profileLimits.aboutMax}
          hint={t('profile.aboutHint', { length: values.about.length, max: profileLimits.aboutMax })}
          value={values.about}
          error={errors.about}
          onChange={(event) => set('about', event.target.value)}
        />
      ) : null}
      {shows('subscription_amount') ? (
        <TextField
          label={t('profile.subscriptionAmount')}
          hint={t('profile.subscriptionHint')}
          inputMode="decimal"
          {...text('subscription_amount')}
        />
      ) : null}
      {shows('private_profile') ? (
        <CheckField
          name="private_profile"
          label={t('profile.privateProfile')}
          hint={t('profile.privateHint')}
          checked={values.private_profile}
          onChange={(checked) => set('private_profile', checked)}
        />
      ) : null}
      <FormFooter
        error={errors.form}
        sending={sending || uploads > 0}
        label={t('form.save')}
        sendingLabel={uploads > 0 && !sending ? t('profile.uploading') : t('form.saving')}
      />
      <p className="form-aside">
        <Link to={paths.profile.root.href(user.alias)}>{t('profile.view')}</Link>
      </p>
    </form>
  );
}
