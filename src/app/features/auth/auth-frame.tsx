import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title';

export type AuthVariant = 'basic' | 'advance';

/** The auth pages' frame; the 'advance' variant adds the product's pitch beside the form. */
export function AuthFrame({ title, variant, children }: { title: string; variant: AuthVariant; children: ReactNode }) {
  const { t } = useTranslation('app');
  const { t: tc } = useTranslation();
  usePageTitle(title);
  return (
    <div className={`auth-frame auth-${variant}`}>
      {variant === 'advance' ? (
        <aside className="auth-pitch" aria-hidden="true">
          <p className="auth-pitch-brand">{tc('brand')}</p>
          <p>{(t('auth.terms', { returnObjects: true }) as string[])[0]}</p>
        </aside>
      ) : null}
      <section className="card auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {children}
      </section>
    </div>
  );
}
