import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../core/http/api-error';
import { TextField } from '../../../components/text-field';
import { sampleApi } from '../../sample/sample-api';
import { PageHead } from '../components/page-head';
import '../social.css';
import { pageCategories, validatePage, type PageForm, type PageFormErrors } from './page-form-rules';
import { FormError } from '../../../components/form-error';

const empty: PageForm = { name: '', category: '', website: '', about: '' };

/** /feed/create-page: a page for a brand or a project. Errors sit at their fields; nothing typed is lost. */
export function CreatePagePage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  const [form, setForm] = useState<PageForm>(empty);
  const [errors, setErrors] = useState<PageFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { category: useId(), about: useId() };
  const create = useMutation({ mutationFn: sampleApi.pages.create });

  const set = (field: keyof PageForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const errorText = (field: keyof PageForm) => (errors[field] ? t(`createPage.errors.${errors[field]}`) : undefined);
  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePage(form);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return focusFirstError();
    create.mutate(form, {
      onError: (error) => {
        if (isApiError(error) && error.fields.name === 'nameTaken') {
          setErrors({ name: 'nameTaken' });
          focusFirstError();
        } else setFormError(t('common.failed'));
      },
    });
  };

  if (create.isSuccess) {
    return (
      <div className="page social-page narrow">
        <PageHead title={ta('pages.createPage')} />
        <div className="card" role="status">
          <h2 className="card-title">{t('createPage.created', { name: create.data.name })}</h2>
          <p className="muted">{t('createPage.createdText')}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setForm(empty);
              create.reset();
            }}
          >
            {t('createPage.another')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="page social-page narrow">
      <PageHead title={ta('pages.createPage')} lead={t('createPage.lead')} />
      <form ref={formRef} className="card" onSubmit={handleSubmit} noValidate>
        <TextField
          label={t('createPage.name')}
          dir="auto"
          value={form.name}
          onChange={(event) => set('name')(event.target.value)}
          error={errorText('name')}
          hint={t('createPage.nameHint')}
          maxLength={80}
          required
        />
        <div className="field">
          <label htmlFor={ids.category}>{t('createPage.category')}</label>
          <select
            id={ids.category}
            value={form.category}
            onChange={(event) => set('category')(event.target.value)}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? `${ids.category}-error` : undefined}
            required
          >
            <option value="">{t('createPage.chooseCategory')}</option>
            {pageCategories.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </select>
          {errors.category ? (
            <p id={`${ids.category}-error`} className="field-error" role="alert">
              {errorText('category')}
            </p>
          ) : null}
        </div>
        <TextField
          label={t('createPage.website')}
          type="url"
          inputMode="url"
          value={form.website}
          onChange={(event) => set('website')(event.target.value)}
          error={errorText('website')}
          placeholder="https://"
        />
        <div className="field">
          <label htmlFor={ids.about}>{t('createPage.about')}</label>
          <textarea
            id={ids.about}
            rows={4}
            dir="auto"
            value={form.about}
            onChange={(event) => set('about')(event.target.value)}
            aria-invalid={errors.about ? true : undefined}
            aria-describedby={`${ids.about}-count${errors.about ? ` ${ids.about}-error` : ''}`}
          />
          <p id={`${ids.about}-count`} className="field-hint">
            {t('createPage.aboutCount', { n: form.about.length, max: 300 })}
          </p>
          {errors.about ? (
            <p id={`${ids.about}-error`} className="field-error" role="alert">
              {errorText('about')}
            </p>
          ) : null}
        </div>
        <FormError message={formError} />
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {create.isPending ? t('common.sending') : t('createPage.submit')}
        </button>
      </form>
    </div>
  );
}
